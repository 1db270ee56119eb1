"""The tile palette works without JavaScript: a click is a GET that redirects to the new state."""

import re
from urllib.parse import parse_qs, urlparse

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def state_after(client: Client, query: str) -> dict[str, str]:
    response = client.get(f"/en/calculator/?{query}")
    assert response.status_code == 302
    location = urlparse(response["Location"])
    assert location.path == "/en/calculator/"
    return {name: values[0] for name, values in parse_qs(location.query).items()}


def test_a_click_adds_the_tile_to_the_hand_and_makes_it_the_winning_tile(client: Client):
    state = state_after(client, "hand=234m&add=1m&to=hand&ruleset=ema")
    assert state == {"hand": "1234m", "win_tile": "1m", "ruleset": "ema"}


def test_a_click_with_a_meld_target_adds_the_meld(client: Client):
    assert state_after(client, "add=7z&to=pon")["melds"] == "pon:777z"
    assert state_after(client, "melds=pon:777z&add=3p&to=chi")["melds"] == "pon:777z chi:345p"
    assert state_after(client, "add=1s&to=ankan")["melds"] == "ankan:1111s"


def test_a_chi_cannot_start_on_an_eight_or_an_honour(client: Client):
    assert "melds" not in state_after(client, "add=8m&to=chi")
    assert "melds" not in state_after(client, "add=1z&to=chi")


def test_a_refused_chi_says_why_in_the_readers_language(client: Client):
    state = state_after(client, "add=9p&to=chi")
    assert state["refused"] == "9p"
    html = client.get("/fr/calculator/?to=chi&refused=9p").content.decode()
    assert 'data-palette-message="chi"' in html
    assert "9 de cercles" in html
    assert "7 de cercles" in html


def test_the_palette_stays_in_the_chosen_mode(client: Client):
    state = state_after(client, "add=7z&to=pon")
    assert state["to"] == "pon"
    assert state_after(client, "melds=pon:777z&to=pon&add=1z")["melds"] == "pon:777z pon:111z"
    assert "to" not in state_after(client, "add=1m&to=hand")


def test_no_fifth_copy_can_be_picked(client: Client):
    state = state_after(client, "hand=1111m&add=1m")
    assert state["hand"] == "1111m"
    assert state_after(client, "hand=11m&melds=pon:111m&add=1m&to=pon")["melds"] == "pon:111m"


def test_a_second_red_five_cannot_be_picked(client: Client):
    assert state_after(client, "hand=0m&add=0m")["hand"] == "0m"


def test_indicators_keep_their_target(client: Client):
    state = state_after(client, "dora_indicators=3m&add=4p&to=dora_indicators")
    assert state["dora_indicators"] == "3m4p"
    assert state["to"] == "dora_indicators"


def test_a_click_on_a_hand_tile_takes_it_back(client: Client):
    state = state_after(client, "hand=1234m&win_tile=4m&remove=3")
    assert state["hand"] == "123m"
    assert state["win_tile"] == "3m"


def test_a_click_on_a_meld_takes_it_back(client: Client):
    assert "melds" not in state_after(client, "melds=pon:777z&remove=m0")


def test_start_again_keeps_only_the_ruleset(client: Client):
    assert state_after(client, "hand=123m&riichi=on&ruleset=wrc&clear=all") == {"ruleset": "wrc"}


def test_the_palette_counts_the_copies_left(client: Client):
    html = client.get("/en/calculator/?hand=1111m22m&melds=pon:777z&dora_indicators=6z").content.decode()
    assert 'data-tile="1m" data-left="0"' in html
    assert 'data-tile="2m" data-left="2"' in html
    assert 'data-tile="7z" data-left="1"' in html
    assert 'data-tile="6z" data-left="3"' in html
    assert 'data-tile="5m" data-left="4"' in html
    assert 'data-tile="1m" data-left="0" aria-describedby="palette-help" disabled' in html


def test_a_click_on_a_hand_tile_makes_it_the_winning_tile(client: Client):
    state = state_after(client, "hand=234456m33678s&win_tile=8s&win=5")
    assert state["win_tile"] == "6m"
    assert state["hand"] == "234456m33678s"
    assert state_after(client, "hand=123m&win_tile=3m&win=7")["win_tile"] == "3m"  # no such tile


def test_the_editor_marks_the_winning_tile_and_offers_the_others(client: Client):
    html = client.get("/en/calculator/?hand=1234m&win_tile=2m").content.decode()
    assert html.count("data-winning") == 1
    assert re.search(
        r'name="remove" value="1" class="editor-tile editor-tile--win" data-hand-tile="2m"', html
    )
    assert 'name="win" value="0" class="editor-tile" data-hand-tile="1m"' in html
    assert 'aria-label="Make 1 of characters the winning tile"' in html
    assert 'aria-label="Take back 2 of characters, the winning tile"' in html


@pytest.mark.parametrize(
    ("query", "honba"),
    [
        ("step=honba:1", "1"),
        ("honba=4&step=honba:1", "5"),
        ("honba=4&step=honba:-1", "3"),
        ("honba=99&step=honba:1", "99"),
    ],
)
def test_the_counters_step_without_javascript(client: Client, query: str, honba: str):
    assert state_after(client, f"hand=123m&{query}")["honba"] == honba


def test_a_counter_stepped_to_zero_or_from_nonsense_stays_in_bounds(client: Client):
    assert "riichi_sticks" not in state_after(client, "riichi_sticks=1&step=riichi_sticks:-1")
    assert "honba" not in state_after(client, "step=honba:-1")
    assert state_after(client, "honba=abc&step=honba:1")["honba"] == "1"
    assert state_after(client, "honba=2&step=honba:5")["honba"] == "2"  # only one at a time
    assert "seat_wind" not in state_after(client, "step=seat_wind:1")


def test_each_counter_has_its_minus_and_plus_in_the_page(client: Client):
    html = client.get("/es/calculator/").content.decode()
    for name in ("honba", "riichi_sticks"):
        assert f'data-stepper="{name}"' in html
        assert f'name="step" value="{name}:-1"' in html
        assert f'name="step" value="{name}:1"' in html
    assert 'aria-label="Palitos de riichi: uno más"' in html
    assert 'formaction="/es/calculator/#id_honba"' in html
