"""The game-results page: the formula per ruleset and a form that scores four final totals."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


# A number written with any language's thousands separator, e.g. 115,000 / 115 000 / 115.000.
GROUPED = "{}[,.\u00a0\u202f ]000"


def scores(html: str) -> list[str]:
    return re.findall(r'data-score="([^"]+)"', html)


def form(ruleset: str, *points: object) -> dict[str, object]:
    return {"ruleset": ruleset, **{f"points_{seat}": value for seat, value in enumerate(points)}}


def test_the_page_shows_each_rulesets_uma_and_start_points(client: Client):
    html = client.get("/en/results/").content.decode()
    uma_row = re.search(r'<tr data-row="uma">(.*?)</tr>', html, re.S)[1]
    assert "+15/+5/\u22125/\u221215" in uma_row  # a true minus sign, as a scoresheet prints it
    assert "+30/+10/\u221210/\u221230" in uma_row
    assert "-5" not in uma_row
    assert 'data-row="start_points"' in html
    assert 'data-testid="results"' not in html


def test_it_scores_four_totals_under_ema(client: Client):
    html = client.get("/en/results/", form("ema", 42000, 31000, 27000, 20000)).content.decode()
    assert scores(html) == ["27.0", "6.0", "-8.0", "-25.0"]


def test_ema_ties_share_the_uma(client: Client):
    html = client.get("/fr/results/", form("ema", 35000, 35000, 30000, 20000)).content.decode()
    assert scores(html) == ["15.0", "15.0", "-5.0", "-25.0"]
    assert re.findall(r'data-place="(\d)"', html) == ["1", "1", "3", "4"]


def test_mleague_adds_the_oka_to_first_place(client: Client):
    html = client.get("/es/results/", form("mleague", 50000, 25000, 15000, 10000)).content.decode()
    assert scores(html)[0] == "70.0"


def test_mahjong_soul_is_offered_its_sheet_checked_and_placed_without_a_score(client: Client):
    response = client.get("/en/results/", form("mahjongsoul", 25000, 35000, 25000, 15000))
    html = response.content.decode()
    assert 'value="mahjongsoul"' in html
    assert scores(html) == []
    assert re.findall(r'data-place="(\d)"', html) == ["2", "1", "3", "4"]
    assert "No hanchan score is computed under these rules" in html


@pytest.mark.parametrize(
    "points",
    [
        ("abc", 31000, 27000, 20000),
        (42000, 31000, 27000, ""),
        (42050, 31000, 27000, 19950),
        (10**12, 0, 0, 0),
    ],
)
def test_bad_input_gives_a_message_and_keeps_the_form_filled(client: Client, points: tuple):
    response = client.get("/fr/results/", form("ema", *points))
    html = response.content.decode()
    assert response.status_code == 200
    assert 'class="message error"' in html
    assert scores(html) == []
    assert 'value="31000"' in html or 'value="0"' in html


def test_totals_above_the_starting_points_are_refused(client: Client):
    html = client.get("/en/results/", form("ema", 50000, 40000, 30000, 20000)).content.decode()
    assert "140,000" in html
    assert "120,000" in html
    assert scores(html) == []
    assert 'value="50000"' in html


def test_totals_below_the_starting_points_are_refused_too(client: Client):
    html = client.get("/es/results/", form("ema", 40000, 30000, 25000, 20000)).content.decode()
    assert re.search(GROUPED.format("115"), html)
    assert re.search(GROUPED.format("120"), html)
    assert scores(html) == []


@pytest.mark.parametrize(
    ("language", "points", "expected"),
    [
        ("en", ("45,000", "30,000", "25,000", "20,000"), ["30.0", "5.0", "-10.0", "-25.0"]),
        ("fr", ("45 000", "30\u00a0000", "25\u202f000", "20000"), ["30.0", "5.0", "-10.0", "-25.0"]),
        ("es", ("45.000", "30.000", "25.000", "20.000"), ["30.0", "5.0", "-10.0", "-25.0"]),
        ("fr", ("75 000", "40 000", "10 000", "−5 000"), ["60.0", "15.0", "-25.0", "-50.0"]),
        ("es", ("75.000", "40.000", "10.000", "-5.000"), ["60.0", "15.0", "-25.0", "-50.0"]),
    ],
)
def test_totals_are_read_as_each_language_writes_them(client: Client, language, points, expected):
    html = client.get(f"/{language}/results/", form("ema", *points)).content.decode()
    assert scores(html) == expected


def test_a_decimal_is_refused_in_the_readers_language_and_kept_as_typed(client: Client):
    html = client.get("/fr/results/", form("ema", "45,25", 30000, 25000, 20000)).content.decode()
    assert scores(html) == []
    assert "n’est pas un nombre de points" in html
    assert 'value="45,25"' in html


def test_thousands_with_one_decimal_are_read_as_a_scoresheet_writes_them(client: Client):
    html = client.get("/fr/results/", form("ema", "45,2", "30.8", "25 000", "19 000")).content.decode()
    assert scores(html) == ["30.2", "5.8", "-10.0", "-26.0"]


def test_the_point_fields_offer_a_numeric_keypad_and_a_sign_key(client: Client):
    html = client.get("/en/results/").content.decode()
    fields = re.findall(r'<input[^>]*name="points_\d"[^>]*>', html)
    assert len(fields) == 4
    assert all('inputmode="decimal"' in field for field in fields)
    assert (
        len(
            re.findall(
                r'<button type="button" class="button secondary sign-toggle" data-sign-for="id_points_\d"',
                html,
            )
        )
        == 4
    )
    assert '<script src="/static/rules/js/points_sign.js" defer></script>' in html


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_negative_points_take_the_same_minus_sign_as_the_scores(client: Client, language: str):
    html = client.get(f"/{language}/results/", form("ema", 85000, 26000, 10000, -1000)).content.decode()
    table = re.search(r'data-testid="results".*?</table>', html, re.S)[0]
    assert re.search(r"<td>\u22121[,.\u00a0\u202f ]000</td>", table)
    assert not re.search(r">-\d", table)
