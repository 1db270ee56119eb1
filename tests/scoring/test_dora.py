"""Dora, ura dora, red fives and kan dora: counted apart from the yaku."""

from __future__ import annotations

from tests.scoring.helpers import error, score

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


def test_ura_dora_count_only_under_riichi():
    assert score(PINFU, "4s", riichi=True, dora_indicators="9s", ura_indicators="1z")["dora"]["ura_dora"] == 2
    assert score(PINFU, "4s", dora_indicators="9s", ura_indicators="1z")["dora"]["ura_dora"] == 0


def test_red_fives_count_where_the_ruleset_has_them():
    hand = ("123m406p789s22z234s", "4s")
    assert score(*hand, ruleset="tenhou")["dora"]["aka_dora"] == 1
    assert score(*hand)["dora"]["aka_dora"] == 0


def test_a_red_five_is_a_plain_five_where_the_ruleset_has_none():
    assert score("123m406p789s22z234s", "4s") == score(PINFU, "4s")


def test_a_red_five_in_a_meld_counts():
    assert score("456p678s22p234s", "4s", "chi:340m", ruleset="tenhou")["dora"]["aka_dora"] == 1


def test_dora_add_han_but_are_not_yaku():
    response = score(PINFU, "4s", dora_indicators="1z")
    assert response["han"] == 1 + 2
    assert error(score(PINFU, "3s", dora_indicators="1z")) == "no_yaku"
