"""Error messages say what is wrong: echoed names cut short and escaped, a value of the right type that
is not allowed named with what is allowed, and the tiles kept as notation beside the message."""

import pytest

from rules.scoring import render_message, score_request

HAND = {"hand": "123m456p789s22z234s", "win_tile": "4s"}


def message(request: dict) -> str:
    return score_request(request)["error"]["message"]


def test_an_unknown_field_is_echoed_cut_short_and_escaped():
    name = "x\x00" + "y" * 10_000
    text = message({**HAND, name: 1})
    assert len(text) < 120
    assert "\x00" not in text
    assert "x\\x00yyy" in text
    assert text.startswith("A scoring request has no field")


def test_an_unknown_house_rule_lists_the_house_rules():
    text = message({**HAND, "rules": {"kiriage\x07" + "k" * 500: True}})
    assert len(text) < 400
    assert "\x07" not in text
    assert "kiriage\\x07" in text
    assert "open_tanyao" in text


@pytest.mark.parametrize(
    ("rules", "allowed"),
    [
        ({"kiriage": 1}, "true, false"),
        ({"kazoe": "double"}, '"yakuman", "sanbaiman", "multiple"'),
        ({"double_wind_pair_fu": 3}, "2, 4"),
        ({"pao": ["kokushi"]}, '["daisangen", "daisuushii", "suukantsu"]'),
    ],
)
def test_a_house_rule_value_not_allowed_says_what_is(rules, allowed):
    response = score_request({**HAND, "rules": rules})
    assert response["error"]["code"] == "bad_rule"
    assert response["error"]["message"].endswith(f"allowed: {allowed}.")


def test_an_unknown_ruleset_name_is_cut_short():
    text = message({**HAND, "ruleset": "r" * 10_000})
    assert len(text) < 200
    assert "ema, wrc, tenhou, mahjongsoul, mleague" in text


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"seat_wind": "east"}, "The field “seat_wind” is “east”; a wind is written E, S, W or N."),
        ({"round_wind": "X"}, "The field “round_wind” is “X”; a wind is written E, S, W or N."),
        ({"honba": -1}, "The field “honba” is -1; it takes a whole number from 0 to 1000."),
        (
            {"riichi_sticks": 1001},
            "The field “riichi_sticks” is 1001; it takes a whole number from 0 to 1000.",
        ),
        ({"hand": "1" * 65 + "m"}, "The field “hand” holds 66 characters; a tile string has at most 64."),
        (
            {"dora_indicators": ["1m"] * 15},
            "The field “dora_indicators” lists 15 items; it takes at most 14.",
        ),
        (
            {"melds": [{"kind": "pon", "tiles": "111z"}] * 15},
            "The field “melds” lists 15 items; it takes at most 14.",
        ),
    ],
)
def test_a_value_of_the_right_type_that_is_not_allowed_says_what_is(fields, expected):
    response = score_request({**HAND, **fields})
    assert response["error"] == {"code": "bad_request", "message": expected}


def test_a_value_of_the_wrong_type_still_names_the_field():
    assert message({**HAND, "honba": "1"}) == "The field “honba” is missing, unknown or of the wrong type."


def test_the_tiles_of_a_message_stay_in_notation_beside_it():
    response = score_request({"hand": "123m456p789s22z234s", "win_tile": "5s"})
    assert response["error"]["code"] == "win_tile_not_in_hand"
    assert response["error"]["tiles"] == {"tile": "5s"}


def test_a_namer_writes_the_tiles_of_a_sentence_in_words():
    names = {"5s": "the five of bamboo", "24s": "the two and the four of bamboo"}
    assert render_message("win_tile_not_in_hand", {"tile": "5s"}, tile_names=names.get) == (
        "The winning tile the five of bamboo is not one of the hand's tiles."
    )
    request = {"hand": "123m456p789s22z235s", "win_tile": "5s"}
    response = score_request(request, tile_names=lambda tiles: names.get(tiles, tiles))
    assert response["error"]["code"] == "not_complete"
    assert "waits on" in response["error"]["message"]
    assert response["error"]["tiles"] == {"waits": "14s"}
