"""The game-results page: the formula per ruleset and a form that scores four final totals."""

import re

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def scores(html: str) -> list[str]:
    return re.findall(r'data-score="([^"]+)"', html)


def form(ruleset: str, *points: object) -> dict[str, object]:
    return {"ruleset": ruleset, **{f"points_{seat}": value for seat, value in enumerate(points)}}


def test_the_page_shows_each_rulesets_uma_and_start_points(client: Client):
    html = client.get("/en/results/").content.decode()
    uma_row = re.search(r'<tr data-row="uma">(.*?)</tr>', html, re.S)[1]
    assert "+15/+5/-5/-15" in uma_row
    assert "+30/+10/-10/-30" in uma_row
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


def test_a_ruleset_with_unconfirmed_uma_is_not_offered(client: Client):
    response = client.get("/en/results/", form("mahjongsoul", 25000, 25000, 25000, 25000))
    assert response.status_code == 200
    assert scores(response.content.decode()) == []
    assert 'value="mahjongsoul"' not in response.content.decode()


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
    assert scores(html) == []
    assert 'value="50000"' in html
