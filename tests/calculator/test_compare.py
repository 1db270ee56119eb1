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
        ("en", "Paid by the discarder: 2,900", "2,900"),
        ("fr", "Payé par le joueur qui a écarté\u00a0: 2\u202f900", "2\u202f900"),
    ],
)
def test_the_points_are_written_as_the_page_language_writes_them(client: Client, language, payment, total):
    html = client.get(
        f"/{language}/calculator/compare/?hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&dora_indicators=3m"
    ).content.decode()
    cells = dict(re.findall(r'<tr data-row="(payment|total)"[^>]*>.*?<td>([^<]*)</td>', html, re.S))
    assert cells == {"payment": payment, "total": total}


def test_a_hand_that_no_ruleset_scores_shows_the_error_row(client: Client):
    rows = rows_of(client.get("/en/calculator/compare/?hand=123m456p789s23488s&win_tile=3s").content.decode())
    assert rows["error"] is False


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
