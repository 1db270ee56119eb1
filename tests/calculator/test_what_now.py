"""The calculator's "what now?" view: a 14-tile hand that is not a win gets the discard table, a 13-tile
hand that is not ready its improving tiles with the copies left; a win or a ready hand gets neither."""

import re

import pytest
from django.test import Client

from rules.scoring import discard_table, hand_prospect, parse_tiles

pytestmark = pytest.mark.django_db


def page(client: Client, query: str, language: str = "en") -> str:
    response = client.get(f"/{language}/calculator/?{query}&ruleset=ema")
    assert response.status_code == 200
    return response.content.decode()


def test_fourteen_tiles_that_do_not_win_show_every_discard_best_first(client):
    html = page(client, "hand=123m456p78s24s99s1z5z&win_tile=5z")
    assert 'data-what-now="discards" data-shanten="1"' in html
    rows = re.findall(r'data-discard="(\w+)" data-best="(\w+)"', html)
    table = discard_table(parse_tiles("123m456p78s24s99s1z5z"))
    assert [tile for tile, _ in rows] == [choice.tile.mpsz() for choice in table]
    assert [tile for tile, best in rows if best == "true"] == ["1z", "5z"]
    totals = [int(total) for total in re.findall(r'data-total="(\d+)"', html.split("data-what-now")[1])]
    assert totals == [choice.prospect.total for choice in table]


def test_thirteen_tiles_not_ready_show_the_draws_that_help_less_the_tiles_in_sight(client):
    html = page(client, "hand=123m456p78s24s99s1z&dora_indicators=9s")
    assert 'data-what-now="draws" data-shanten="1"' in html
    draws = dict(re.findall(r'data-draw="(\w+)">.*?×(\d+)<', html))
    expected = hand_prospect(parse_tiles("123m456p78s24s99s1z"), visible=parse_tiles("9s"))
    assert draws == {draw.tile.mpsz(): str(draw.unseen) for draw in expected.draws}
    assert draws["9s"] == "1"  # two in the hand, one indicator


def test_a_tenpai_discard_in_the_table_shows_what_each_wait_pays(client):
    html = page(client, "hand=234m567p2345s1177z&win_tile=7z&riichi=on&seat_wind=S")
    assert 'data-what-now="discards" data-shanten="0"' in html
    assert re.search(r'data-wait="1z">.*?2\u00a0han, 2,600', html, re.S)


@pytest.mark.parametrize(
    "query",
    ["hand=123m456p789s22z234s&win_tile=4s&riichi=on", "hand=123m456p789s1122z", "hand=12m"],
)
def test_a_win_a_ready_hand_or_another_size_has_no_what_now(client, query):
    assert "data-what-now" not in page(client, query)


@pytest.mark.parametrize(("language", "words"), [("fr", "Et maintenant\u202f?"), ("es", "¿Y ahora qué?")])
def test_the_view_speaks_the_page_language(client, language, words):
    html = page(client, "hand=123m456p78s24s99s1z5z&win_tile=5z", language)
    assert words in html
    assert "Every discard" not in html
    assert "What now?" not in html
