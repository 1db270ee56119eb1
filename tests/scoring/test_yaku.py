"""One test per yaku: a hand that has it, and the closest hand that does not."""

from __future__ import annotations

import pytest

from rules.scoring.yaku import REGISTRY, YAKU_KEYS
from tests.scoring.helpers import error, score, yaku

DESIGN_KEYS = [
    "riichi",
    "double_riichi",
    "ippatsu",
    "menzen_tsumo",
    "pinfu",
    "iipeikou",
    "tanyao",
    "yakuhai_haku",
    "yakuhai_hatsu",
    "yakuhai_chun",
    "yakuhai_seat_wind",
    "yakuhai_round_wind",
    "chankan",
    "rinshan",
    "haitei",
    "houtei",
    "chiitoitsu",
    "ittsu",
    "sanshoku",
    "chanta",
    "toitoi",
    "sanshoku_doukou",
    "sanankou",
    "sankantsu",
    "honroutou",
    "shousangen",
    "ryanpeikou",
    "honitsu",
    "junchan",
    "chinitsu",
    "renhou",
    "nagashi_mangan",
    "tenhou",
    "chiihou",
    "kokushi",
    "kokushi_13",
    "chuuren",
    "junsei_chuuren",
    "suuankou",
    "suuankou_tanki",
    "suukantsu",
    "ryuuiisou",
    "chinroutou",
    "tsuuiisou",
    "daisangen",
    "shousuushii",
    "daisuushii",
    "kazoe_yakuman",
    "open_riichi",
    "sanshoku_shoudoukou",
    "sanrenkou",
    "iishoku_sanjun",
    "suurenkou",
    "iishoku_suujun",
    "daisharin",
    "shiisanpuutaa",
    "paarenchan",
]


def test_the_registry_speaks_exactly_the_vocabulary_of_the_design():
    assert sorted(YAKU_KEYS) == sorted(DESIGN_KEYS)


def test_every_registry_entry_has_one_key():
    assert len({y.key for y in REGISTRY}) == len(REGISTRY)


PINFU = "123m456p789s22z234s"  # win 4s: a two-sided wait, a valueless pair
BASE = "123m456p789s11s"  # plus one pung, win 9s


def _pung(pung: str, **fields: object) -> dict:
    return dict(hand=BASE + pung, win="9s", **fields)


# (key, request that has it, the closest request that does not)
PAIRS = [
    ("riichi", {"hand": PINFU, "win": "4s", "riichi": True}, {"hand": PINFU, "win": "4s"}),
    (
        "double_riichi",
        {"hand": PINFU, "win": "4s", "double_riichi": True},
        {"hand": PINFU, "win": "4s", "riichi": True},
    ),
    (
        "ippatsu",
        {"hand": PINFU, "win": "4s", "riichi": True, "ippatsu": True},
        {"hand": PINFU, "win": "4s", "riichi": True},
    ),
    ("menzen_tsumo", {"hand": PINFU, "win": "4s", "tsumo": True}, {"hand": PINFU, "win": "4s"}),
    ("pinfu", {"hand": PINFU, "win": "4s"}, {"hand": PINFU, "win": "3s"}),
    ("iipeikou", {"hand": "112233m456p789s22z", "win": "4p"}, {"hand": "123234m456p789s22z", "win": "4p"}),
    ("tanyao", {"hand": "234m456p678s22p567s", "win": "5s"}, {"hand": "234m456p678s22p789s", "win": "7s"}),
    ("yakuhai_haku", _pung("555z"), _pung("555s")),
    ("yakuhai_hatsu", _pung("666z"), _pung("666s")),
    ("yakuhai_chun", _pung("777z"), _pung("777p")),
    ("yakuhai_seat_wind", _pung("222z", seat_wind="S"), _pung("222z", seat_wind="W")),
    ("yakuhai_round_wind", _pung("111z", seat_wind="S"), _pung("111z", seat_wind="S", round_wind="S")),
    (
        "chankan",
        {"hand": PINFU, "win": "4s", "riichi": True, "chankan": True},
        {"hand": PINFU, "win": "4s", "riichi": True},
    ),
    (
        "rinshan",
        {"hand": "123m456p22z234s", "win": "4s", "melds_": ("ankan:9999s",), "tsumo": True, "rinshan": True},
        {"hand": "123m456p22z234s", "win": "4s", "melds_": ("ankan:9999s",), "tsumo": True},
    ),
    (
        "haitei",
        {"hand": PINFU, "win": "4s", "tsumo": True, "haitei": True},
        {"hand": PINFU, "win": "4s", "tsumo": True},
    ),
    (
        "houtei",
        {"hand": PINFU, "win": "4s", "riichi": True, "houtei": True},
        {"hand": PINFU, "win": "4s", "riichi": True},
    ),
    ("chiitoitsu", {"hand": "1133m5577p22s4466z", "win": "6z"}, {"hand": "112233m445566p22z", "win": "2z"}),
    ("ittsu", {"hand": "123456789m456p22z", "win": "5p"}, {"hand": "123456m678m456p22z", "win": "5p"}),
    ("sanshoku", {"hand": "123m123p123s789m22z", "win": "8m"}, {"hand": "123m123p234s789m22z", "win": "8m"}),
    (
        "chanta",
        {"hand": "123m789p789s11z", "win": "1z", "melds_": ("pon:999m",)},
        {"hand": "123m789p789s11z", "win": "1z", "melds_": ("pon:888m",)},
    ),
    (
        "toitoi",
        {"hand": "222m444p55s", "win": "5s", "melds_": ("pon:888s", "pon:333m")},
        {"hand": "234m444p55s", "win": "5s", "melds_": ("pon:888s", "pon:333m")},
    ),
    (
        "sanshoku_doukou",
        {"hand": "222m222p222s456s77s", "win": "6s", "riichi": True},
        {"hand": "222m222p333s456s77s", "win": "6s", "riichi": True},
    ),
    (
        "sanankou",
        {"hand": "222m444p666s456s77s", "win": "5s", "tsumo": True},
        {"hand": "222m444p666s456s77s", "win": "2m"},
    ),
    (
        "sankantsu",
        {"hand": "234s55p", "win": "4s", "melds_": ("kan:1111m", "kan:9999p", "kan:7777s")},
        {"hand": "234s55p", "win": "4s", "melds_": ("kan:1111m", "kan:9999p", "pon:777s")},
    ),
    (
        "honroutou",
        {"hand": "111m999p11z222z", "win": "1z", "melds_": ("pon:999s",)},
        {"hand": "111m999p11z234s", "win": "1z", "melds_": ("pon:999s",)},
    ),
    (
        "shousangen",
        {"hand": "123m55z666z777z456s", "win": "6s"},
        {"hand": "123m55s666z777z456s", "win": "6s"},
    ),
    ("ryanpeikou", {"hand": "112233m445566p22z", "win": "2z"}, {"hand": "112233m456678p22z", "win": "2z"}),
    (
        "honitsu",
        {"hand": "123456m789m22z", "win": "9m", "melds_": ("pon:111z",)},
        {"hand": "123456m789p22z", "win": "9p", "melds_": ("pon:111z",)},
    ),
    (
        "junchan",
        {"hand": "123m789m789p11s", "win": "1s", "melds_": ("chi:123s",)},
        {"hand": "123m789m789p11z", "win": "1z", "melds_": ("chi:123s",)},
    ),
    (
        "chinitsu",
        {"hand": "12345678999m", "win": "9m", "melds_": ("chi:123m",)},
        {"hand": "12345678999m", "win": "9m", "melds_": ("chi:123p",)},
    ),
]


def _request(fields: dict) -> dict:
    fields = dict(fields)
    called = fields.pop("melds_", ())
    return score(fields.pop("hand"), fields.pop("win"), *called, **fields)


@pytest.mark.parametrize(
    ("key", "having", "lacking"), PAIRS, ids=[f"{p[0]}_counts_where_it_holds_only" for p in PAIRS]
)
def test_a_yaku_counts_where_it_holds_and_not_in_the_closest_hand(key, having, lacking):
    assert key in yaku(_request(having))
    lacking_response = _request(lacking)
    assert error(lacking_response) == "no_yaku" or key not in yaku(lacking_response)


def test_ryanpeikou_does_not_also_count_iipeikou():
    found = yaku(score("112233m445566p22z", "2z"))
    assert found["ryanpeikou"] == 3
    assert "iipeikou" not in found
    assert "chiitoitsu" not in found


def test_four_of_a_kind_is_not_two_of_the_seven_pairs():
    assert error(score("1111m5577p22s4466z", "6z")) == "not_complete"


def test_honroutou_comes_with_toitoi():
    found = yaku(score("111m999p11z222z", "1z", "pon:999s"))
    assert found["honroutou"] == 2
    assert found["toitoi"] == 2


def test_honroutou_comes_with_chiitoitsu():
    found = yaku(score("1199m1199p11s1122z", "2z"))
    assert found == {"chiitoitsu": 2, "honroutou": 2}


def test_chanta_needs_at_least_one_chow():
    found = yaku(score("111m999p111s11z", "1z", "pon:222z", seat_wind="S"))
    assert "chanta" not in found
    assert "honroutou" in found


def test_junchan_needs_at_least_one_chow_and_no_honour():
    found = yaku(score("123m999p111s99s", "9s", "pon:111m"))
    assert found["junchan"] == 2
    assert "chanta" not in found


def test_a_double_wind_pung_counts_as_two_yaku():
    found = yaku(score(BASE + "111z", "9s"))
    assert found["yakuhai_seat_wind"] == 1
    assert found["yakuhai_round_wind"] == 1


def test_a_dragon_pair_breaks_pinfu():
    assert error(score("123m456p789s55z234s", "4s")) == "no_yaku"


def test_a_pair_of_the_seat_wind_breaks_pinfu():
    assert error(score("123m456p789s22z234s", "4s", seat_wind="S")) == "no_yaku"


def test_a_pair_of_the_round_wind_breaks_pinfu():
    assert error(score("123m456p789s22z234s", "4s", seat_wind="W", round_wind="S")) == "no_yaku"


def test_a_pair_of_a_wind_of_nobody_keeps_pinfu():
    assert "pinfu" in yaku(score("123m456p789s33z234s", "4s", seat_wind="S"))


def test_pinfu_takes_the_two_sided_reading_of_an_ambiguous_wait():
    # 234456s with 4s last: 4s ends 234 (from 23, two-sided) or 456 (from 56, two-sided), never a
    # single wait, so pinfu holds whichever chow it finished
    found = yaku(score("123m456p22z234456s", "4s"))
    assert "pinfu" in found


def test_an_open_hand_loses_the_closed_only_yaku_and_dora_alone_are_no_yaku():
    assert error(score("456p789s22z234s", "4s", "chi:123m", tsumo=True, dora_indicators="1z")) == "no_yaku"


@pytest.mark.parametrize(
    ("key", "closed", "opened"),
    [
        ("ittsu", 2, 1),
        ("sanshoku", 2, 1),
        ("chanta", 2, 1),
        ("honitsu", 3, 2),
        ("junchan", 3, 2),
        ("chinitsu", 6, 5),
    ],
)
def test_kuisagari_yaku_lose_one_han_when_open(key, closed, opened):
    hands = {
        "ittsu": ("456789m456p22z", "5p", "123m"),
        "sanshoku": ("123p123s789m22z", "8m", "123m"),
        "chanta": ("789p789s11z999m", "1z", "123m"),
        "honitsu": ("456m789m22z111z", "2z", "123m"),
        "junchan": ("789p789s11m999m", "1m", "123m"),
        "chinitsu": ("234567888m11m", "1m", "123m"),
    }
    hand, win, chow = hands[key]
    closed_hand = "".join(sorted_notation(hand + chow))
    assert yaku(score(closed_hand, win, tsumo=True))[key] == closed
    assert yaku(score(hand, win, f"chi:{chow}"))[key] == opened


def sorted_notation(text: str) -> str:
    """Rewrite notation in suit order so a chi's tiles can join the hand."""
    from rules.scoring.tiles import parse_tiles, sort_tiles, to_mpsz

    return to_mpsz(sort_tiles(parse_tiles(text)))


def test_open_tanyao_counts_only_where_the_ruleset_allows_it():
    hand = ("234m456p22s567s", "5s", "chi:678s")
    assert "tanyao" in yaku(score(*hand))
    assert error(score(*hand, rules={"open_tanyao": False})) == "no_yaku"


def test_a_closed_tsumo_scores_menzen_tsumo():
    assert "menzen_tsumo" in yaku(score(PINFU, "4s", tsumo=True))


def test_a_concealed_kan_keeps_the_hand_closed():
    found = yaku(score("123m456p22z234s", "4s", "ankan:9999s", riichi=True, tsumo=True, rinshan=True))
    assert {"riichi", "menzen_tsumo", "rinshan"} <= set(found)


def test_local_yaku_count_only_where_the_ruleset_lists_them():
    hand = ("222333444m567p11z", "1z")
    assert "sanrenkou" not in yaku(score(*hand))
    assert yaku(score(*hand, rules={"local_yaku": ["sanrenkou"]}))["sanrenkou"] == 2


def test_iishoku_sanjun_replaces_iipeikou_where_it_counts():
    hand = ("123123123m567p11z", "2m")
    assert "iipeikou" in yaku(score(*hand))
    found = yaku(score(*hand, rules={"local_yaku": ["iishoku_sanjun"]}))
    assert found["iishoku_sanjun"] == 3
    assert "iipeikou" not in found


def test_sanshoku_shoudoukou_is_two_pungs_and_the_pair_of_one_number():
    found = yaku(score("333m333p33s567s111z", "5s", rules={"local_yaku": ["sanshoku_shoudoukou"]}))
    assert found["sanshoku_shoudoukou"] == 2


def test_renhou_han5_adds_five_han_to_the_rest():
    found = yaku(score(PINFU, "4s", seat_wind="W", renhou=True, rules={"renhou": "han5"}))
    assert found == {"renhou": 5, "pinfu": 1}


def test_renhou_is_refused_where_the_ruleset_does_not_use_it():
    response = score(PINFU, "4s", seat_wind="W", renhou=True, ruleset="tenhou")
    assert response["error"]["code"] == "invalid_situation"
    assert yaku(score(PINFU, "4s", seat_wind="W", renhou=True, ruleset="tenhou", rules={"renhou": "mangan"}))
