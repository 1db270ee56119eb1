"""Fu: every item key of the contract, and every ruleset parameter that changes fu."""

from __future__ import annotations

import pytest

from tests.scoring.helpers import fu_keys, score

PINFU = "123m456p789s22z234s"


def items(response: dict) -> list[tuple[str, int, str | None]]:
    return [(item["key"], item["fu"], item.get("tiles")) for item in response["fu_items"]]


def test_a_closed_ron_adds_ten_to_the_base_twenty():
    response = score(PINFU, "4s")
    assert fu_keys(response) == ["base", "closed_ron"]
    assert response["fu"] == 30


def test_pinfu_tsumo_is_twenty_flat():
    response = score(PINFU, "4s", tsumo=True)
    assert fu_keys(response) == ["base"]
    assert response["fu"] == 20


def test_pinfu_tsumo_can_keep_its_tsumo_fu_by_house_rule():
    response = score(PINFU, "4s", tsumo=True, rules={"pinfu_tsumo_fu": True})
    assert fu_keys(response) == ["base", "tsumo"]
    assert response["fu"] == 30


def test_a_tsumo_without_pinfu_adds_two():
    response = score(PINFU, "3s", tsumo=True)
    assert fu_keys(response) == ["base", "tsumo", "wait_kanchan"]
    assert response["fu"] == 30


def test_an_open_all_chow_ron_is_lifted_to_thirty():
    response = score("456p678s22p234s", "4s", "chi:345m")
    assert items(response) == [("base", 20, None), ("open_pinfu", 2, None)]
    assert response["fu"] == 30


def test_an_open_all_chow_ron_stays_at_twenty_by_house_rule():
    response = score("456p678s22p234s", "4s", "chi:345m", rules={"open_pinfu_fu": False})
    assert fu_keys(response) == ["base"]
    assert response["fu"] == 20


def test_a_dragon_pair_is_two_fu():
    assert "pair_dragon" in fu_keys(score("123m456p789s55z234s", "4s", riichi=True))


def test_a_seat_wind_pair_is_two_fu():
    assert "pair_seat_wind" in fu_keys(score(PINFU, "4s", riichi=True, seat_wind="S"))


def test_a_round_wind_pair_is_two_fu():
    assert "pair_round_wind" in fu_keys(score(PINFU, "4s", riichi=True, seat_wind="W", round_wind="S"))


def test_a_double_wind_pair_lists_both_winds_where_it_is_four_fu():
    keys = fu_keys(score("123m456p789s11z234s", "4s", riichi=True))
    assert keys.count("pair_seat_wind") == 1
    assert keys.count("pair_round_wind") == 1


def test_a_double_wind_pair_is_two_fu_in_mleague():
    keys = fu_keys(score("123m456p789s11z234s", "4s", riichi=True, ruleset="mleague"))
    assert "pair_seat_wind" in keys
    assert "pair_round_wind" not in keys


@pytest.mark.parametrize(
    ("hand", "win", "key"),
    [
        (PINFU, "3s", "wait_kanchan"),
        ("123m456p789s22z123s", "3s", "wait_penchan"),
        ("123m456p789s234s22z", "2z", "wait_tanki"),
    ],
)
def test_a_closed_wait_is_two_fu(hand, win, key):
    response = score(hand, win, riichi=True)
    assert (key, 2, None) in items(response)


def test_a_two_sided_wait_and_a_shanpon_add_nothing():
    assert not {"wait_kanchan", "wait_penchan", "wait_tanki"} & set(fu_keys(score(PINFU, "4s")))
    assert not {"wait_kanchan", "wait_penchan", "wait_tanki"} & set(
        fu_keys(score("123m456p789s555s22s", "5s", riichi=True))
    )


def test_a_pon_completed_by_ron_counts_as_open():
    assert ("open_pon_simple", 2, "555s") in items(score("123m456p789s555s22s", "5s", riichi=True))
    assert ("closed_pon_simple", 4, "555s") in items(
        score("123m456p789s555s22s", "5s", riichi=True, tsumo=True)
    )


@pytest.mark.parametrize(
    ("meld", "item"),
    [
        ("pon:555m", ("open_pon_simple", 2, "555m")),
        ("pon:999m", ("open_pon_terminal", 4, "999m")),
        ("kan:5555m", ("open_kan_simple", 8, "5555m")),
        ("shouminkan:9999m", ("open_kan_terminal", 16, "9999m")),
        ("ankan:5555m", ("closed_kan_simple", 16, "5555m")),
        ("ankan:1111z", ("closed_kan_terminal", 32, "1111z")),
    ],
)
def test_each_called_set_has_its_fu(meld, item):
    response = score(
        "456p789s22z234s", "4s", meld, dora_indicators="1p", rules={"local_yaku": []}, haitei=True, tsumo=True
    )
    assert item in items(response)


@pytest.mark.parametrize(
    ("pung", "item"),
    [("555m", ("closed_pon_simple", 4, "555m")), ("999m", ("closed_pon_terminal", 8, "999m"))],
)
def test_each_concealed_pung_has_its_fu(pung, item):
    assert item in items(score(pung + "456p789s22z234s", "4s", riichi=True))


def test_seven_pairs_are_twenty_five_fu_flat():
    response = score("1133m5577p22s4466z", "6z")
    assert items(response) == [("chiitoitsu", 25, None)]
    assert response["fu"] == 25


def test_rinshan_keeps_its_tsumo_fu_unless_the_house_rule_drops_it():
    hand = ("123m456p22z234s", "4s", "ankan:9999s")
    assert "tsumo" in fu_keys(score(*hand, tsumo=True, rinshan=True))
    assert "tsumo" not in fu_keys(score(*hand, tsumo=True, rinshan=True, rules={"rinshan_tsumo_fu": False}))


def test_the_items_add_up_to_the_fu_before_rounding():
    response = score("123m456p22z234s", "4s", "ankan:1111z", tsumo=True, riichi=True)
    total = sum(item["fu"] for item in response["fu_items"])
    assert total == 20 + 2 + 32
    assert response["fu"] == 60


def test_the_best_reading_is_the_one_that_pays_most_not_the_one_with_most_fu():
    # 34555m + 5m: a single wait on 55 (40 fu, riichi only) or two-sided on 345 (30 fu, riichi + pinfu)
    response = score("123p456p789s34555m", "5m", riichi=True)
    assert response["fu"] == 30
    assert "pinfu" in {entry["key"] for entry in response["yaku"]}
