"""The typed input: hands and melds built from notation, validated on construction, rebuilt by repr."""

from __future__ import annotations

import pytest

from rules.scoring import Hand, Meld, ScoringError, Situation, Tile, parse_request, score_hand


def test_a_hand_repr_rebuilds_the_hand():
    hand = Hand.from_mpsz("234m567p23455s", "5s", [("pon", "777z")])
    assert eval(repr(hand)) == hand  # the repr is notation by design


def test_a_meld_repr_rebuilds_the_meld():
    meld = Meld.from_mpsz("chi", "340m")
    assert repr(meld) == "Meld.from_mpsz('chi', '340m')"
    assert meld.first == 2


def test_a_concealed_kan_keeps_the_hand_closed_and_counts_as_a_kan():
    hand = Hand.from_mpsz("123m456p22z234s", "4s", [("ankan", "9999s")])
    assert hand.closed
    assert hand.kans == 1


@pytest.mark.parametrize(
    ("kind", "tiles", "code"),
    [
        ("chi", "124m", "bad_request"),
        ("pon", "12m3m", "bad_request"),
        ("kan", "111m", "wrong_tile_count"),
        ("ron", "111m", "bad_request"),
    ],
)
def test_a_meld_is_checked_against_its_kind(kind, tiles, code):
    with pytest.raises(ScoringError) as raised:
        Meld.from_mpsz(kind, tiles)
    assert raised.value.code == code


def test_a_hand_is_checked_on_construction():
    with pytest.raises(ScoringError) as raised:
        Hand.from_mpsz("123m456p789s22z23s", "3s")
    assert raised.value.code == "wrong_tile_count"


def test_a_situation_is_checked_on_construction():
    with pytest.raises(ScoringError) as raised:
        Situation(seat_wind="X")
    assert raised.value.code == "bad_request"


def test_the_typed_api_and_the_request_api_agree():
    request = {
        "hand": "234m567p23455s",
        "win_tile": "5s",
        "melds": [{"kind": "pon", "tiles": "777z"}],
        "seat_wind": "S",
        "dora_indicators": "3m",
    }
    hand, situation, ruleset = parse_request(request)
    assert hand is not None
    assert score_hand(hand, situation, ruleset).total == 2000
    assert situation.dora_indicators == (Tile.from_mpsz("3m"),)


def test_the_typed_api_raises_the_contract_codes():
    with pytest.raises(ScoringError) as raised:
        score_hand(Hand.from_mpsz("123m456p789s22z234s", "3s"))
    assert raised.value.code == "no_yaku"
