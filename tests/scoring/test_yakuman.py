"""Yakuman: each pattern, the double patterns per ruleset, stacking, counted yakuman and renhou."""

from __future__ import annotations

import pytest

from tests.scoring.helpers import score, yaku

KOKUSHI = "19m19p19s1234567z1m"
NINE_GATES = "11123456789999m"
FOUR_PUNGS = "222m444p666s888s99s"
LITTLE_WINDS = "111z222z333z44z123m"


def test_kokushi_on_a_single_wait_is_a_single_yakuman():
    response = score(KOKUSHI, "2z")
    assert yaku(response) == {"kokushi": 13}
    assert response["yakuman"] == 1
    assert response["payment"] == {"ron": 48000}


def test_kokushi_on_the_thirteen_sided_wait_is_kokushi_13():
    assert yaku(score(KOKUSHI, "1m")) == {"kokushi_13": 13}


def test_mahjongsoul_pays_kokushi_13_double():
    response = score(KOKUSHI, "1m", ruleset="mahjongsoul", seat_wind="S")
    assert response["yakuman"] == 2
    assert response["han"] == 26
    assert response["payment"] == {"ron": 64000}


def test_chuuren_needs_one_suit_1112345678999_and_one_more():
    assert yaku(score(NINE_GATES, "2m")) == {"chuuren": 13}


def test_junsei_chuuren_is_the_nine_sided_wait():
    assert yaku(score(NINE_GATES, "9m")) == {"junsei_chuuren": 13}
    assert score(NINE_GATES, "9m", ruleset="mahjongsoul")["yakuman"] == 2


def test_suuankou_by_tsumo_on_a_shanpon():
    assert yaku(score(FOUR_PUNGS, "8s", tsumo=True)) == {"suuankou": 13}


def test_suuankou_by_ron_on_a_shanpon_is_only_sanankou_because_the_last_pon_is_open():
    found = yaku(score(FOUR_PUNGS, "8s"))
    assert found["sanankou"] == 2
    assert found["toitoi"] == 2
    assert "suuankou" not in found


def test_suuankou_by_ron_on_the_pair_is_suuankou_tanki():
    assert yaku(score(FOUR_PUNGS, "9s")) == {"suuankou_tanki": 13}
    assert score(FOUR_PUNGS, "9s", ruleset="mahjongsoul")["yakuman"] == 2


def test_suukantsu_is_four_kans_of_any_kind():
    response = score("55p", "5p", "kan:1111m", "ankan:9999p", "shouminkan:7777s", "kan:2222z")
    assert yaku(response) == {"suukantsu": 13}


def test_ryuuiisou_without_the_green_dragon():
    assert yaku(score("222333444s88s", "8s", "pon:666s")) == {"ryuuiisou": 13}


def test_ryuuiisou_with_the_green_dragon():
    assert yaku(score("234s234s66s888s", "8s", "pon:666z")) == {"ryuuiisou": 13}


def test_a_red_five_of_bamboo_is_not_green():
    assert "ryuuiisou" not in yaku(score("222333444s55s", "5s", "pon:666s"))


def test_chinroutou_is_only_terminals():
    assert yaku(score("111m999m111p11s", "1s", "pon:999p")) == {"chinroutou": 13}


def test_tsuuiisou_in_sets():
    assert yaku(score("111z222z333z55z", "5z", "pon:666z")) == {"tsuuiisou": 13}


def test_tsuuiisou_as_seven_pairs():
    assert yaku(score("11223344556677z", "7z")) == {"tsuuiisou": 13}


def test_daisangen_is_three_dragon_pungs():
    assert yaku(score("123m55p555z666z777z", "3m")) == {"daisangen": 13}


def test_shousuushii_is_three_wind_pungs_and_a_wind_pair():
    assert yaku(score(LITTLE_WINDS, "3m")) == {"shousuushii": 13}


def test_daisuushii_is_four_wind_pungs():
    assert yaku(score("111z222z333z55m", "5m", "pon:444z")) == {"daisuushii": 13}


def test_ema_can_make_daisuushii_double_by_house_rule():
    response = score("111z222z333z55m", "5m", "pon:444z", rules={"double_yakuman": ["daisuushii"]})
    assert response["yakuman"] == 2


def test_tenhou_is_the_dealers_first_draw():
    assert yaku(score("123m456p789s22z234s", "4s", tsumo=True, tenhou=True)) == {"tenhou": 13}


def test_chiihou_is_a_non_dealers_first_draw():
    response = score("123m456p789s22z234s", "4s", tsumo=True, chiihou=True, seat_wind="W")
    assert yaku(response) == {"chiihou": 13}
    assert response["payment"] == {"tsumo_nondealer": 8000, "tsumo_dealer": 16000}


def test_yakuman_do_not_stack_in_ema():
    response = score("111z222z333z44z555z", "5z")
    assert response["yakuman"] == 1
    assert len(response["yaku"]) == 1


def test_yakuman_stack_in_tenhou():
    response = score("111z222z333z44z555z", "5z", ruleset="tenhou")
    assert yaku(response) == {"tsuuiisou": 13, "shousuushii": 13}
    assert response["yakuman"] == 2
    assert response["han"] == 26


def test_dora_do_not_count_on_a_yakuman():
    response = score("123m55p555z666z777z", "3m", dora_indicators="4p")
    assert response["han"] == 13
    assert response["dora"] == {"dora": 0, "ura_dora": 0, "aka_dora": 0}


RYANPEIKOU_CHINITSU = "22334455667788p"  # pinfu, tanyao, ryanpeikou, chinitsu: 11 han closed


@pytest.mark.parametrize(
    ("ruleset", "limit", "base"),
    [
        ("ema", "sanbaiman", 6000),
        ("wrc", "sanbaiman", 6000),
        ("tenhou", "yakuman", 8000),
        ("mleague", "sanbaiman", 6000),
    ],
)
def test_thirteen_han_without_a_yakuman_pays_as_the_ruleset_counts_it(ruleset, limit, base):
    response = score(RYANPEIKOU_CHINITSU, "8p", tsumo=True, riichi=True, ruleset=ruleset, seat_wind="S")
    assert response["han"] == 13
    assert response["yakuman"] == 0
    assert response["limit"] == limit
    assert response["base_points"] == base


def test_a_real_yakuman_beats_a_counted_one_of_equal_pay():
    response = score(
        "777888999m66777z",
        "7z",
        tsumo=True,
        riichi=True,
        ruleset="tenhou",
        ura_indicators="7m",
        dora_indicators="5z",
    )
    assert yaku(response) == {"suuankou": 13}


def test_renhou_is_a_flat_mangan_in_ema():
    response = score("123m456p789s22z234s", "4s", renhou=True, seat_wind="W")
    assert yaku(response) == {"renhou": 5}
    assert response["limit"] == "mangan"
    assert response["payment"] == {"ron": 8000}


def test_renhou_mangan_gives_way_to_a_hand_worth_more():
    response = score("22334455667788p", "8p", renhou=True, seat_wind="W")
    assert "renhou" not in yaku(response)
    assert response["limit"] == "sanbaiman"


def test_renhou_can_be_a_yakuman_by_house_rule():
    response = score("123m456p789s22z234s", "4s", renhou=True, seat_wind="W", rules={"renhou": "yakuman"})
    assert yaku(response) == {"renhou": 13}


LOCAL_YAKUMAN = {"local_yaku": ["suurenkou", "iishoku_suujun", "daisharin"]}


def test_suurenkou_is_four_consecutive_pungs_where_the_ruleset_lists_it():
    hand = ("222333444m11z", "1z", "pon:555m")
    assert "suurenkou" not in yaku(score(*hand))
    assert yaku(score(*hand, rules=LOCAL_YAKUMAN)) == {"suurenkou": 13}


def test_iishoku_suujun_is_four_identical_chows_where_the_ruleset_lists_it():
    hand = ("111122223333m11z", "1z")
    assert yaku(score(*hand, riichi=True, rules=LOCAL_YAKUMAN)) == {"iishoku_suujun": 13}


def test_daisharin_is_two_of_each_pin_from_2_to_8_where_the_ruleset_lists_it():
    hand = ("22334455667788p", "8p")
    assert "daisharin" not in yaku(score(*hand))
    assert yaku(score(*hand, rules=LOCAL_YAKUMAN)) == {"daisharin": 13}


@pytest.mark.parametrize(
    ("hand", "named", "expected"),
    [
        (KOKUSHI, "2z", {"tenhou": 13, "kokushi_13": 26}),
        (NINE_GATES, "2m", {"tenhou": 13, "junsei_chuuren": 26}),
        ("111m333p555s777s22z", "1m", {"tenhou": 13, "suuankou_tanki": 26}),
    ],
    ids=["kokushi_13", "junsei_chuuren", "suuankou_tanki"],
)
def test_tenhou_scores_the_reading_that_pays_most_whatever_tile_is_named(hand, named, expected):
    response = score(hand, named, tsumo=True, tenhou=True, ruleset="mahjongsoul")
    assert yaku(response) == expected
    assert response["yakuman"] == 3


def test_tenhou_names_the_pure_pattern_where_it_pays_the_same():
    assert yaku(score(NINE_GATES, "2m", tsumo=True, tenhou=True, ruleset="tenhou")) == {
        "tenhou": 13,
        "junsei_chuuren": 13,
    }
    assert yaku(score(KOKUSHI, "3z", tsumo=True, tenhou=True, ruleset="tenhou")) == {
        "tenhou": 13,
        "kokushi_13": 13,
    }


def test_kokushi_may_rob_a_concealed_kan_where_the_ruleset_allows_it():
    response = score(KOKUSHI, "9p", seat_wind="S", chankan=True, chankan_ankan=True)
    assert yaku(response) == {"kokushi": 13}
    refused = score(KOKUSHI, "9p", seat_wind="S", chankan=True, chankan_ankan=True, ruleset="tenhou")
    assert refused["error"]["code"] == "invalid_situation"


def test_only_kokushi_robs_a_concealed_kan():
    response = score("123m456p789s22z234s", "4s", chankan=True, chankan_ankan=True)
    assert response["error"]["code"] == "invalid_situation"


def test_a_robbed_concealed_kan_needs_chankan():
    assert score(KOKUSHI, "9p", chankan_ankan=True)["error"]["code"] == "invalid_situation"


# Chiihou's drawn tile is the winning tile, with its real wait (seed 000: "winning on self-draw in the
# very first un-interrupted set of turns"); only tenhou's dealt tiles have none.
CHIIHOU = {"tsumo": True, "chiihou": True, "seat_wind": "S"}


def test_chiihou_on_a_shanpon_draw_is_suuankou_not_suuankou_tanki():
    response = score("111m222p333s444z55z", "4z", **CHIIHOU, ruleset="mahjongsoul")
    assert yaku(response) == {"chiihou": 13, "suuankou": 13}
    assert response["yakuman"] == 2
    assert response["total"] == 64000


def test_chiihou_names_suuankou_under_tenhou_rules_too():
    assert set(yaku(score("111m222p333s444z55z", "4z", **CHIIHOU, ruleset="tenhou"))) == {
        "chiihou",
        "suuankou",
    }


def test_chiihou_on_a_single_kokushi_wait_is_not_the_thirteen_sided_kokushi():
    response = score("19m19p19s12345677z", "9m", **CHIIHOU, ruleset="mahjongsoul")
    assert yaku(response) == {"chiihou": 13, "kokushi": 13}
    assert response["total"] == 64000


def test_chiihou_on_the_pair_is_suuankou_tanki():
    response = score("111m222p333s444z55z", "5z", **CHIIHOU, ruleset="mahjongsoul")
    assert yaku(response) == {"chiihou": 13, "suuankou_tanki": 26}


def test_tenhou_still_scores_the_dealt_tiles_in_the_reading_that_pays_most():
    response = score("111m222p333s444z55z", "4z", tsumo=True, tenhou=True, ruleset="mahjongsoul")
    assert yaku(response) == {"tenhou": 13, "suuankou_tanki": 26}


# Where yakuman do not stack, the answer still names every yakuman the hand has: one in `yaku` (paid),
# the others in `unpaid_yakuman`; han, yakuman and payment count the paid one only.
ALL_HONOURS = ("111z22z555666777z", "1z")  # tsuuiisou + daisangen + suuankou (tsumo on a shanpon)


@pytest.mark.parametrize("ruleset", ["ema", "wrc"])
def test_every_yakuman_is_named_where_only_one_is_paid(ruleset):
    response = score(*ALL_HONOURS, tsumo=True, seat_wind="S", ruleset=ruleset)
    paid = [entry["key"] for entry in response["yaku"]]
    unpaid = [entry["key"] for entry in response["unpaid_yakuman"]]
    assert len(paid) == 1
    assert sorted(paid + unpaid) == ["daisangen", "suuankou", "tsuuiisou"]
    assert all(entry["han"] == 13 for entry in response["unpaid_yakuman"])
    assert (response["han"], response["yakuman"], response["total"]) == (13, 1, 32000)


def test_where_yakuman_stack_none_is_left_unpaid():
    response = score(*ALL_HONOURS, tsumo=True, seat_wind="S", ruleset="tenhou")
    assert {entry["key"] for entry in response["yaku"]} == {"daisangen", "suuankou", "tsuuiisou"}
    assert response["unpaid_yakuman"] == []
    assert response["yakuman"] == 3


def test_a_hand_without_yakuman_has_no_unpaid_yakuman():
    assert score("123m456p789s22z234s", "4s", riichi=True)["unpaid_yakuman"] == []


# A yakuman hand whose ordinary yaku and dora reach 13 han is a counted yakuman too. No ruleset adds a
# counted yakuman to a real one, so the answer lists it unpaid, with its real count, where 13 han pay a
# yakuman (Tenhou, Mahjong Soul) and not where they pay a sanbaiman (EMA, WRC, M-League).
# Pure nine gates won on the 8 of circles by tsumo after riichi and ippatsu, dora 9 and 8 of circles:
# chinitsu 6 + riichi 1 + ippatsu 1 + menzen tsumo 1 + dora 3 + 2 = 14 han of ordinary yaku and dora.
NINE_GATES_WITH_DORA = {
    "tsumo": True,
    "riichi": True,
    "ippatsu": True,
    "dora_indicators": "8p7p",
    "seat_wind": "S",
    "round_wind": "E",
}


@pytest.mark.parametrize(("ruleset", "yakuman"), [("tenhou", 1), ("mahjongsoul", 2)])
def test_a_counted_yakuman_beside_a_real_one_is_named_and_not_paid(ruleset, yakuman):
    response = score("11123456788999p", "8p", ruleset=ruleset, **NINE_GATES_WITH_DORA)
    assert yaku(response) == {"junsei_chuuren": 13 * yakuman}
    assert response["unpaid_yakuman"] == [{"key": "kazoe_yakuman", "han": 14}]
    assert (response["yakuman"], response["han"]) == (yakuman, 13 * yakuman)


@pytest.mark.parametrize("ruleset", ["ema", "wrc", "mleague"])
def test_where_13_han_pay_a_sanbaiman_no_counted_yakuman_is_named(ruleset):
    response = score("11123456788999p", "8p", ruleset=ruleset, **NINE_GATES_WITH_DORA)
    assert response["unpaid_yakuman"] == []


def test_a_yakuman_hand_under_13_ordinary_han_names_no_counted_yakuman():
    kwargs = {**NINE_GATES_WITH_DORA, "dora_indicators": "7p"}  # 11 han of ordinary yaku and dora
    assert score("11123456788999p", "8p", ruleset="tenhou", **kwargs)["unpaid_yakuman"] == []
