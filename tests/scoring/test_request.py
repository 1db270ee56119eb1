"""The request side of the contract: every error code, the messages and their translation."""

from __future__ import annotations

import pytest

from rules.scoring import ERROR_CODES, ERROR_SENTENCES, FLAGS, parse_request, score_request
from tests.contract_example import DESIGN_REQUEST, DESIGN_RESPONSE
from tests.scoring.helpers import error, score

PINFU = "123m456p789s22z234s"


def test_the_contract_example_scores_exactly_as_documented():
    assert score_request(DESIGN_REQUEST) == DESIGN_RESPONSE


@pytest.mark.parametrize(
    "request_",
    [
        None,
        [],
        "hand",
        {},
        {"hand": PINFU},
        {"hand": PINFU, "win_tile": "4s", "colour": "red"},
        {"hand": 123, "win_tile": "4s"},
        {"hand": PINFU, "win_tile": "4s", "riichi": "yes"},
        {"hand": PINFU, "win_tile": "4s", "riichi": 1},
        {"hand": PINFU, "win_tile": "4s", "seat_wind": "X"},
        {"hand": PINFU, "win_tile": "4s", "seat_wind": 1},
        {"hand": PINFU, "win_tile": "4s", "honba": -1},
        {"hand": PINFU, "win_tile": "4s", "honba": True},
        {"hand": PINFU, "win_tile": "4s", "riichi_sticks": 1.5},
        {"hand": PINFU, "win_tile": "4s", "melds": "pon:777z"},
        {"hand": PINFU, "win_tile": "4s", "melds": [{"kind": "pon"}]},
        {"hand": PINFU, "win_tile": "4s", "melds": [{"kind": "bonk", "tiles": "777z"}]},
        {"hand": PINFU, "win_tile": "4s", "rules": []},
        {"hand": PINFU, "win_tile": "4s", "rules": None},
        {"hand": PINFU, "win_tile": "4s", "ruleset": None},
        {"hand": PINFU, "win_tile": "4s", "tsumo": None},
        {"hand": PINFU, "win_tile": "4s", "honba": 1001},
        {"hand": PINFU, "win_tile": "4s ", "riichi": True, "melds": None},
        {"hand": PINFU, "win_tile": "4s", "dora_indicators": 3},
    ],
)
def test_a_malformed_request_is_a_bad_request(request_):
    assert error(score_request(request_)) == "bad_request"


@pytest.mark.parametrize(
    "fields",
    [
        {"hand": "123x"},
        {"hand": "12"},
        {"hand": "0z" + PINFU},
        {"hand": "8z" + PINFU},
        {"win_tile": "x"},
        {"dora_indicators": "3"},
        {"melds": [{"kind": "pon", "tiles": "77"}]},
    ],
)
def test_a_tile_string_that_does_not_parse_is_bad_notation(fields):
    assert error(score_request({"hand": PINFU, "win_tile": "4s", **fields})) == "bad_notation"


@pytest.mark.parametrize(
    ("hand", "win", "called"),
    [
        ("123m456p789s22z23s", "3s", ()),
        (PINFU + "5s", "4s", ()),
        (PINFU, "4s", ("pon:777z",)),
        (PINFU, "45s", ()),
        ("22z", "2z", ("pon:111m", "pon:222m", "pon:333m", "pon:444m", "pon:555m")),
    ],
)
def test_a_hand_of_the_wrong_size_is_a_wrong_tile_count(hand, win, called):
    assert error(score(hand, win, *called)) == "wrong_tile_count"


def test_a_meld_with_the_wrong_number_of_tiles_is_a_wrong_tile_count():
    assert error(score("456p789s22z234s", "4s", "kan:111m")) == "wrong_tile_count"


@pytest.mark.parametrize("meld", ["chi:135m", "chi:123z", "chi:891m", "pon:123m", "kan:1112m"])
def test_a_meld_that_is_not_what_it_claims_is_a_bad_request(meld):
    assert error(score("456p789s22z234s", "4s", meld)) == "bad_request"


@pytest.mark.parametrize(
    "fields",
    [
        {"hand": "11111m456p789s222z", "win_tile": "1m"},
        {"hand": "11m456p789s222z", "win_tile": "1m", "melds": [{"kind": "pon", "tiles": "111m"}]},
        {"hand": "456p789s22z234s", "win_tile": "4s", "melds": [{"kind": "pon", "tiles": "222z"}]},
        {"hand": PINFU, "win_tile": "4s", "dora_indicators": "2z2z2z"},
        {
            "hand": PINFU,
            "win_tile": "4s",
            "riichi": True,
            "dora_indicators": "2z1z",
            "ura_indicators": "2z2z",
        },
    ],
)
def test_a_fifth_copy_in_the_hand_melds_or_indicators_is_too_many_copies(fields):
    assert error(score_request(fields)) == "too_many_copies"


def test_two_red_fives_of_one_suit_are_too_many_copies():
    assert (
        error(score("123m406p789s22z234s", "4s", dora_indicators="0p", ruleset="tenhou")) == "too_many_copies"
    )


def test_a_winning_tile_outside_the_hand_is_reported():
    assert error(score(PINFU, "9m")) == "win_tile_not_in_hand"


def test_a_hand_that_is_not_a_winning_shape_is_not_complete_and_says_its_waits():
    response = score("123m456p789s22z235s", "5s")
    assert error(response) == "not_complete"
    assert "14s" in response["error"]["message"]


def test_a_complete_hand_without_yaku_is_no_yaku():
    assert error(score(PINFU, "3s")) == "no_yaku"


@pytest.mark.parametrize(
    "fields",
    [
        {"riichi": True, "melds": [{"kind": "chi", "tiles": "123m"}], "hand": "456p789s22z234s"},
        {"double_riichi": True, "melds": [{"kind": "pon", "tiles": "111m"}], "hand": "456p789s22z234s"},
        {"ippatsu": True},
        {"rinshan": True, "tsumo": True},
        {"rinshan": True, "melds": [{"kind": "ankan", "tiles": "1111m"}], "hand": "456p789s22z234s"},
        {"haitei": True},
        {"houtei": True, "tsumo": True},
        {"chankan": True, "tsumo": True},
        {"chankan": True, "dora_indicators": "4s"},
        {"chankan": True, "hand": "123m456p789s44z444s", "win_tile": "4s"},
        {"tenhou": True, "tsumo": True, "seat_wind": "S"},
        {"tenhou": True},
        {"tenhou": True, "tsumo": True, "riichi": True},
        {"chiihou": True, "tsumo": True},
        {"chiihou": True, "seat_wind": "S"},
        {"renhou": True, "seat_wind": "S", "tsumo": True},
        {"renhou": True},
        {
            "ippatsu": True,
            "riichi": True,
            "rinshan": True,
            "tsumo": True,
            "melds": [{"kind": "ankan", "tiles": "1111m"}],
            "hand": "456p789s22z234s",
        },
        {"dora_indicators": "1m2m3m4m5m6m"},
        {"ura_indicators": "1m", "riichi": True},
    ],
)
def test_flags_that_cannot_happen_together_are_an_invalid_situation(fields):
    assert error(score_request({"hand": PINFU, "win_tile": "4s", **fields})) == "invalid_situation"


def test_double_riichi_with_riichi_is_still_one_double_riichi():
    response = score(PINFU, "4s", riichi=True, double_riichi=True)
    assert {entry["key"] for entry in response["yaku"]} == {"double_riichi", "pinfu"}


def test_an_unknown_ruleset_is_reported():
    assert error(score(PINFU, "4s", ruleset="hongkong")) == "unknown_ruleset"
    assert error(score(PINFU, "4s", ruleset=3)) == "bad_request"


@pytest.mark.parametrize(
    "rules",
    [
        {"tanyao_open": True},
        {"kiriage": 1},
        {"kazoe": "double"},
        {"double_wind_pair_fu": 3},
        {"double_wind_pair_fu": True},
        {"double_yakuman": ["kokushi"]},
        {"local_yaku": "sanrenkou"},
        {"name": "wrc"},
    ],
)
def test_a_bad_house_rule_is_a_bad_rule(rules):
    assert error(score(PINFU, "4s", rules=rules)) == "bad_rule"


@pytest.mark.parametrize("flag", [*FLAGS, "pao", "nagashi_mangan", "chankan_ankan"])
def test_each_flag_of_a_request_sets_its_own_field_of_the_situation(flag):
    _, situation, _ = parse_request({"hand": PINFU, "win_tile": "4s", flag: True})
    assert [
        name for name in (*FLAGS, "pao", "nagashi_mangan", "chankan_ankan") if getattr(situation, name)
    ] == [flag]


def test_indicators_may_be_a_list_so_kan_dora_are_extra_indicators():
    response = score("456p789s22z234s", "4s", "ankan:1111m", riichi=True, dora_indicators=["1z", "3m"])
    assert response["dora"]["dora"] == 2


def test_every_error_code_has_an_english_sentence():
    assert set(ERROR_CODES) == {
        "bad_request",
        "bad_notation",
        "wrong_tile_count",
        "too_many_copies",
        "win_tile_not_in_hand",
        "not_complete",
        "no_yaku",
        "invalid_situation",
        "unknown_ruleset",
        "bad_rule",
    }
    assert {key.split(".")[0] for key in ERROR_SENTENCES} == set(ERROR_CODES)


def test_messages_can_be_replaced_by_translated_sentences():
    french = {"win_tile_not_in_hand": "La tuile gagnante %(tile)s n'est pas dans la main."}
    response = score_request({"hand": PINFU, "win_tile": "9m"}, messages=french)
    assert response["error"]["message"] == "La tuile gagnante 9m n'est pas dans la main."


def test_a_broken_translated_sentence_falls_back_to_english():
    response = score_request({"hand": PINFU, "win_tile": "9m"}, messages={"win_tile_not_in_hand": "%(nope)s"})
    assert response["error"]["message"] == "The winning tile 9m is not one of the hand's tiles."


def test_a_messages_argument_that_is_not_a_mapping_falls_back_to_english():
    response = score_request({"hand": PINFU, "win_tile": "9m"}, messages=["not", "a", "mapping"])
    assert response["error"]["message"] == "The winning tile 9m is not one of the hand's tiles."


def test_a_lazy_sentence_is_filled_with_the_percent_operator():
    class Lazy:
        def __mod__(self, params: dict) -> str:
            return "Tuile {tile} absente.".format(**params)

    response = score_request({"hand": PINFU, "win_tile": "9m"}, messages={"win_tile_not_in_hand": Lazy()})
    assert response["error"]["message"] == "Tuile 9m absente."


@pytest.mark.parametrize(
    ("request_fields", "sentence"),
    [
        (
            {"hand": "1m", "win_tile": "1m"},
            "The hand has 1 tile where 14 are needed (each meld counts as three).",
        ),
        ({"hand": PINFU, "win_tile": ""}, "Give exactly one winning tile; there are 0."),
        (
            {"hand": "11m", "win_tile": "1m", "melds": [{"kind": "kan", "tiles": "2222m"}] * 5},
            "A hand has at most four melds; this one has 5.",
        ),
        (
            {"hand": PINFU, "win_tile": "4s", "rinshan": True, "tsumo": True},
            "A win on the replacement tile drawn after a kong (rinshan) needs a kong among the melds.",
        ),
        (
            {"hand": PINFU, "win_tile": "4s", "dora_indicators": "1m2m3m4m5m6m"},
            "There are at most five dora indicators: the first one and one per kong.",
        ),
    ],
)
def test_errors_read_as_sentences_a_player_understands(request_fields, sentence):
    assert score_request(request_fields)["error"]["message"] == sentence


def test_every_raised_situation_has_its_own_sentence():
    from rules.scoring.errors import _SITUATIONS, SENTENCES

    assert all(f"invalid_situation.{cause}" in SENTENCES for cause in _SITUATIONS.values())
