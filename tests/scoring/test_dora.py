"""Dora, ura dora, red fives and kan dora: counted apart from the yaku."""

from __future__ import annotations

from tests.scoring.helpers import error, score, yaku

PINFU = "123m456p789s22z234s"


def test_a_dora_indicator_points_at_the_next_tile():
    assert score(PINFU, "4s", dora_indicators="1m")["dora"]["dora"] == 1


def test_the_indicator_cycles_nine_to_one_and_north_to_east_and_red_to_white():
    assert score("123m456p789s11z234s", "4s", riichi=True, dora_indicators="4z")["dora"]["dora"] == 2
    assert score(PINFU, "4s", dora_indicators="9m")["dora"]["dora"] == 1
    assert score("123m456p789s55z234s", "4s", riichi=True, dora_indicators="7z")["dora"]["dora"] == 2


def test_kan_dora_are_extra_indicators():
    response = score("456p789s22z234s", "4s", "ankan:1111m", riichi=True, dora_indicators="3p1z")
    assert response["dora"]["dora"] == 1 + 2


def test_ura_dora_count_under_riichi():
    assert score(PINFU, "4s", riichi=True, dora_indicators="9s", ura_indicators="1z")["dora"]["ura_dora"] == 2
    assert (
        score(PINFU, "4s", double_riichi=True, dora_indicators="9s", ura_indicators="1z")["han"] == 2 + 1 + 2
    )


def test_ura_indicators_without_riichi_are_refused_rather_than_ignored():
    response = score(PINFU, "4s", dora_indicators="9s", ura_indicators="1z")
    assert response["error"]["code"] == "invalid_situation"
    assert "riichi" in response["error"]["message"]


def test_red_fives_count_where_the_ruleset_has_them():
    hand = ("123m406p789s22z234s", "4s")
    assert score(*hand, ruleset="tenhou")["dora"]["aka_dora"] == 1
    assert score(*hand)["dora"]["aka_dora"] == 0


def test_a_red_five_is_a_plain_five_where_the_ruleset_has_none():
    assert score("123m406p789s22z234s", "4s") == score(PINFU, "4s")


def test_two_red_fives_of_a_suit_are_two_plain_fives_where_the_ruleset_has_none():
    response = score("123m456789s234s00p", "2s", riichi=True)
    assert yaku(response) == {"riichi": 1, "pinfu": 1}
    assert response["dora"]["aka_dora"] == 0
    assert error(score("123m456789s234s00p", "2s", riichi=True, ruleset="tenhou")) == "too_many_copies"


def test_a_red_winning_tile_must_be_in_the_hand():
    assert error(score("123m456p789s234s99m", "0p", ruleset="tenhou")) == "win_tile_not_in_hand"
    assert error(score("123m406p789s234s99m", "5p", ruleset="tenhou")) == "win_tile_not_in_hand"
    assert score("123m406p789s234s99m", "0p", riichi=True, ruleset="tenhou")["dora"]["aka_dora"] == 1
    assert "error" not in score("123m406p789s234s99m", "5p", riichi=True)  # ema: 0p is a plain 5p


def test_a_red_five_in_a_meld_counts():
    assert score("456p678s22p234s", "4s", "chi:340m", ruleset="tenhou")["dora"]["aka_dora"] == 1


def test_dora_add_han_but_are_not_yaku():
    response = score(PINFU, "4s", dora_indicators="1z")
    assert response["han"] == 1 + 2
    assert error(score(PINFU, "3s", dora_indicators="1z")) == "no_yaku"
