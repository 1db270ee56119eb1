"""The comparison: one hand under every ruleset, the rows that differ highlighted."""

import re

import pytest
from django.test import Client

from rules.scoring import RULESETS

pytestmark = pytest.mark.django_db

# A red five: counted by the rulesets with red fives (tenhou, mahjongsoul, mleague) only.
RED_FIVE_HAND = "compare/?hand=234m406p23455s&win_tile=5s&melds=pon%3A777z&seat_wind=S"


def rows_of(html: str) -> dict[str, bool]:
    return {
        key: bool(differs) for key, differs in re.findall(r'<tr data-row="([^"]+)"( class="differs")?', html)
    }


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_ruleset_gets_a_column(client: Client, language: str):
    html = client.get(f"/{language}/calculator/{RED_FIVE_HAND}").content.decode()
    assert re.findall(r'<th scope="col" data-ruleset="([^"]+)"', html) == list(RULESETS)


def test_the_rows_that_differ_are_highlighted(client: Client):
    rows = rows_of(client.get(f"/en/calculator/{RED_FIVE_HAND}").content.decode())
    assert rows["dora:aka_dora"] is True
    assert rows["han"] is True
    assert rows["total"] is True
    assert rows["fu"] is False
    assert rows["yaku:yakuhai_chun"] is False


@pytest.mark.parametrize(
    ("language", "payment", "total"),
    [
        ("en", "2,900", "2,900"),
        ("fr", "2\u202f900", "2\u202f900"),
    ],
)
def test_the_points_are_written_as_the_page_language_writes_them(client: Client, language, payment, total):
    html = client.get(
        f"/{language}/calculator/compare/?hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&dora_indicators=3m"
    ).content.decode()
    cells = dict(re.findall(r'<tr data-row="(payment:ron|total)"[^>]*>.*?<td>([^<]*)</td>', html, re.S))
    assert cells == {"payment:ron": payment, "total": total}


def test_each_payer_has_a_row_of_numbers_not_a_sentence_per_cell(client: Client):
    """A tsumo's two payments were one cell of 7 lines at 390 px (fr.md L3): each payer is a row."""
    html = client.get(
        "/fr/calculator/compare/?hand=11144555666777z&win_tile=7z&tsumo=on&riichi=on&seat_wind=S&round_wind=E"
    ).content.decode()
    rows = dict(re.findall(r'<tr data-row="(payment:[a-z_]+)"[^>]*>\s*<th[^>]*>([^<]*)<', html, re.S))
    assert rows == {
        "payment:tsumo_nondealer": "Payé par chaque non\u2011donneur",
        "payment:tsumo_dealer": "Payé par le donneur",
    }
    cells = re.findall(r'<tr data-row="payment:tsumo_dealer".*?</tr>', html, re.S)[0]
    assert "16\u202f000" in cells
    assert "Payé" not in cells.split("</th>", 1)[1]


NO_YAKU = "hand=123m456p789s23488s&win_tile=3s"


@pytest.mark.parametrize(
    ("language", "message"),
    [
        ("en", "The hand has no yaku: a win needs at least one (dora alone do not count)."),
        ("fr", "La main n’a aucun yaku"),
        ("es", "La mano no tiene ningún yaku"),
    ],
)
def test_a_hand_no_ruleset_scores_says_why_once(client: Client, language: str, message: str):
    """The same refusal in all five columns, above rows of dashes, said nothing more than once."""
    html = client.get(f"/{language}/calculator/compare/?{NO_YAKU}").content.decode()
    assert html.count(message) == 1
    assert "data-shared-refusal" in html
    assert 'data-error-code="no_yaku"' in html
    assert "data-compare-table" not in html
    link = re.search(r'<a class="button" href="([^"]+)" data-edit-link>', html)[
        1
    ]  # the form comes back filled
    assert link.startswith(f"/{language}/calculator/?{NO_YAKU.replace('&', '&amp;')}")


def test_a_hand_only_some_rulesets_refuse_keeps_a_message_per_column(client: Client):
    html = client.get(f"/en/calculator/compare/?{NO_YAKU}&renhou=on&seat_wind=S").content.decode()
    assert "data-shared-refusal" not in html
    error = re.search(r'<tr data-row="error".*?</tr>', html, re.S)[0]
    assert re.findall(r"<td>([^<]*)</td>", error) == ["–", "–"] + ["These rules do not play renhou."] * 3
    assert rows_of(html)["total"] is True


def test_without_a_hand_the_page_sends_back_to_the_calculator(client: Client):
    html = client.get("/en/calculator/compare/").content.decode()
    assert "data-compare-table" not in html
    assert "data-back-link" in html


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_api_documentation_opens_in_each_language(client: Client, language: str):
    html = client.get(f"/{language}/calculator/api/").content.decode()
    assert f'<html lang="{language}">' in html
    assert "curl -s http://testserver/api/v1/score" in html
    assert "/api/v1/openapi.json" in html


def test_a_hand_one_tile_short_gets_the_calculators_advice_once(client: Client):
    html = client.get("/en/calculator/compare/?hand=123m456p789s2348s").content.decode()
    assert html.count("Add the winning tile to score the hand.") == 1
    assert "data-compare-table" not in html
    assert "Edit the hand in the calculator" in html


def test_a_yakuman_is_named_in_every_column(client: Client):
    html = client.get("/es/calculator/compare/?hand=111222333m444p55p&win_tile=5p&tsumo=on").content.decode()
    han = re.search(r'<tr data-row="han".*?</tr>', html, re.S).group(0)
    assert re.findall(r"<td>([^<]*)</td>", han) == [
        "Yakuman",
        "Yakuman",
        "Yakuman",
        "Doble yakuman",
        "Yakuman",
    ]
    yaku = re.search(r'<tr data-row="yaku:suuankou_tanki".*?</tr>', html, re.S).group(0)
    assert re.findall(r"<td>([^<]*)</td>", yaku) == re.findall(r"<td>([^<]*)</td>", han)


def test_no_french_row_header_can_break_after_non(client: Client):
    """« non-donneur » in a narrow first column broke into « non- » and « donneur » on a phone: the
    French labels write it with a no-break hyphen (U+2011)."""
    html = client.get(
        "/fr/calculator/compare/?hand=234m567m345p67899s&win_tile=8s&riichi=on&tsumo=on&seat_wind=S"
    ).content.decode()
    headers = re.findall(r'<th scope="row">([^<]*)', html)
    assert "Payé par chaque non\u2011donneur" in headers
    assert [header for header in headers if re.search(r"\w-\w", header)] == []
