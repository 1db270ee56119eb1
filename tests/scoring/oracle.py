"""The `mahjong` package (PyPI, 2.1.0) as an independent oracle for our scorer.

`score(request)` turns a scoring-contract request (DESIGN.md) into a call of
`HandCalculator.estimate_hand_value` and brings its answer back into our vocabulary: yaku keys,
fu item keys, dora counts, the payment shape and the total with counters and sticks. `normalize`
brings our own response to the same shape, so the two compare with `==`.

The request is parsed here with a small notation reader of its own rather than with
`rules.scoring.tiles`: an oracle that shared our parser would share its bugs.

Where the oracle cannot express a rule, `skip_reason` names it and the hand is skipped and counted;
each reason cites where the limitation lives (the package source, or our rulesets.md decisions).
Pao is not skipped: the oracle knows no liability, but liability only moves who pays, so a pao
hand compares on everything except the payment shape.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from mahjong.constants import CHUN, HAKU, HATSU
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.hand_response import HandResponse
from mahjong.meld import Meld
from mahjong.tile import TilesConverter

# Our ruleset parameters (rulesets.md, "Decisions for the scorer"), in the contract's own names.
# Only what changes an oracle answer or a skip is listed.
RULESETS: dict[str, dict[str, Any]] = {
    "ema": {
        "open_tanyao": True,
        "aka_dora": False,
        "kiriage": False,
        "kazoe": "sanbaiman",
        "double_yakuman": [],
        "yakuman_stacking": False,
        "renhou": "mangan",
        "double_wind_pair_fu": 4,
        "nagashi_mangan": False,
    },
    "wrc": {
        "open_tanyao": True,
        "aka_dora": False,
        "kiriage": True,
        "kazoe": "sanbaiman",
        "double_yakuman": [],
        "yakuman_stacking": False,
        "renhou": "mangan",
        "double_wind_pair_fu": 4,
        "nagashi_mangan": False,
    },
    "tenhou": {
        "open_tanyao": True,
        "aka_dora": True,
        "kiriage": False,
        "kazoe": "yakuman",
        "double_yakuman": [],
        "yakuman_stacking": True,
        "renhou": "off",
        "double_wind_pair_fu": 4,
        "nagashi_mangan": True,
    },
    "mahjongsoul": {
        "open_tanyao": True,
        "aka_dora": True,
        "kiriage": False,
        "kazoe": "yakuman",
        "double_yakuman": ["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"],
        "yakuman_stacking": True,
        "renhou": "off",
        "double_wind_pair_fu": 4,
        "nagashi_mangan": True,
    },
    "mleague": {
        "open_tanyao": True,
        "aka_dora": True,
        "kiriage": True,
        "kazoe": "sanbaiman",
        "double_yakuman": [],
        "yakuman_stacking": True,
        "renhou": "off",
        "double_wind_pair_fu": 2,
        "nagashi_mangan": True,
    },
}
# The same in every ruleset (rulesets.md decisions): open all-chow ron 30 fu, pinfu tsumo 20 fu,
# rinshan keeps its tsumo fu.
_COMMON = {"open_pinfu_fu": True, "pinfu_tsumo_fu": False, "rinshan_tsumo_fu": True}
# The oracle's has_double_yakuman switches these four patterns together (mahjong/hand_calculating/hand.py);
# a house rule doubling only some of them is expressed by setting the others' han back to 13.
ORACLE_DOUBLE_PATTERNS = frozenset({"kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"})
# Where each double pattern sits in the oracle's YakuConfig.
_ORACLE_DOUBLE_ATTRS = {
    "kokushi_13": "daburu_kokushi",
    "suuankou_tanki": "suuankou_tanki",
    "junsei_chuuren": "daburu_chuuren_poutou",
    "daisuushii": "daisuushi",
}
_KAZOE = {
    "yakuman": HandConstants.KAZOE_LIMITED,
    "sanbaiman": HandConstants.KAZOE_SANBAIMAN,
    "multiple": HandConstants.KAZOE_NO_LIMIT,
}

# Oracle yaku ids (the `yaku_id` class attributes of mahjong 2.1.0) -> our yaku keys.
YAKU_KEYS: dict[int, str] = {
    0: "menzen_tsumo",
    1: "riichi",
    3: "ippatsu",
    4: "chankan",
    5: "rinshan",
    6: "haitei",
    7: "houtei",
    8: "double_riichi",
    10: "nagashi_mangan",
    11: "renhou",
    12: "pinfu",
    13: "tanyao",
    14: "iipeikou",
    15: "yakuhai_haku",
    16: "yakuhai_hatsu",
    17: "yakuhai_chun",
    18: "yakuhai_seat_wind",
    19: "yakuhai_seat_wind",
    20: "yakuhai_seat_wind",
    21: "yakuhai_seat_wind",
    22: "yakuhai_round_wind",
    23: "yakuhai_round_wind",
    24: "yakuhai_round_wind",
    25: "yakuhai_round_wind",
    26: "sanshoku",
    27: "ittsu",
    28: "chanta",
    29: "honroutou",
    30: "toitoi",
    31: "sanankou",
    32: "sankantsu",
    33: "sanshoku_doukou",
    34: "chiitoitsu",
    35: "shousangen",
    36: "honitsu",
    37: "junchan",
    38: "ryanpeikou",
    39: "chinitsu",
    100: "kokushi",
    101: "chuuren",
    102: "suuankou",
    103: "daisangen",
    104: "shousuushii",
    105: "ryuuiisou",
    106: "suukantsu",
    107: "tsuuiisou",
    108: "chinroutou",
    111: "daisuushii",
    112: "kokushi_13",
    113: "suuankou_tanki",
    114: "junsei_chuuren",
    115: "tenhou",
    116: "chiihou",
    117: "renhou",
}
_DORA_IDS = {120: "dora", 121: "aka_dora", 122: "ura_dora"}

# Oracle fu reasons (FuCalculator constants) -> our fu item keys. `base` and the valued pair are
# mapped apart: the first splits on a closed ron, the second depends on which tile the pair is.
_FU_KEYS = {
    "penchan": "wait_penchan",
    "kanchan": "wait_kanchan",
    "pair_wait": "wait_tanki",
    "tsumo": "tsumo",
    "hand_without_fu": "open_pinfu",
    "closed_pon": "closed_pon_simple",
    "open_pon": "open_pon_simple",
    "closed_terminal_pon": "closed_pon_terminal",
    "open_terminal_pon": "open_pon_terminal",
    "closed_kan": "closed_kan_simple",
    "open_kan": "open_kan_simple",
    "closed_terminal_kan": "closed_kan_terminal",
    "open_terminal_kan": "open_kan_terminal",
}
# The oracle's one base item: 20, 25 for seven pairs, or 30 for a closed ron (our base 20 + closed_ron 10).
_BASE_FU = {20: [("base", 20)], 25: [("chiitoitsu", 25)], 30: [("base", 20), ("closed_ron", 10)]}
_LIMITS = {
    "": None,
    "mangan": "mangan",
    "kiriage mangan": "mangan",
    "haneman": "haneman",
    "baiman": "baiman",
    "sanbaiman": "sanbaiman",
    "kazoe sanbaiman": "sanbaiman",
    "kazoe yakuman": "yakuman",
    "nagashi mangan": "mangan",
    # kazoe "multiple": 13+ han without a yakuman yaku, priced as one or more yakuman
    "yakuman": "yakuman",
    **{f"{n}x yakuman": "yakuman" for n in range(2, 7)},
}


def _limit(han: int, fu: int, level: str) -> str | None:
    """Our limit name for the oracle's yaku_level.

    With kiriage on, scores.py pays a 4-han 40-fu hand as mangan but leaves its level empty
    (it names "mangan" below 5 han only in the branch without kiriage), so the level is taken from
    the same cap it applies: a base of 2000 or more.
    """
    if not level and han < 5 and fu * 2 ** (2 + han) >= 2000:
        return "mangan"
    return _LIMITS[level]


_ERRORS = {
    HandCalculator.ERR_NO_YAKU: "no_yaku",
    HandCalculator.ERR_HAND_NOT_WINNING: "not_complete",
    HandCalculator.ERR_NO_WINNING_TILE: "win_tile_not_in_hand",
}
_MELD_TYPES = {
    "chi": (Meld.CHI, True),
    "pon": (Meld.PON, True),
    "kan": (Meld.KAN, True),
    "shouminkan": (Meld.SHOUMINKAN, True),
    "ankan": (Meld.KAN, False),
}
_WINDS = {"E": 27, "S": 28, "W": 29, "N": 30}
_RED_IDS = {4: 16, 13: 52, 22: 88}
_DRAGONS = (31, 32, 33)


def parse(text: str) -> list[tuple[int, bool]]:
    """Read mpsz notation into (kind 0-33, is red five) pairs.

    >>> parse("10m7z")
    [(0, False), (4, True), (33, False)]
    """
    tiles: list[tuple[int, bool]] = []
    digits: list[int] = []
    for char in text:
        if char.isdigit():
            digits.append(int(char))
        elif char in "mpsz":
            base = "mpsz".index(char) * 9
            tiles.extend((base + (4 if d == 0 else d - 1), d == 0) for d in digits)
            digits = []
    return tiles


def effective_rules(request: Mapping[str, Any]) -> dict[str, Any]:
    """The ruleset's parameters with the request's house-rule overrides applied."""
    return {**_COMMON, **RULESETS[request.get("ruleset", "ema")], **request.get("rules", {})}


@dataclass(frozen=True)
class OracleCall:
    """Everything `estimate_hand_value` takes, built once from a request (the benchmark times `run`)."""

    tiles: list[int]
    win_tile: int
    melds: list[Meld]
    dora: list[int]
    ura: list[int]
    config: Callable[[], HandConfig]

    def run(self) -> HandResponse:
        """Score with the oracle; a fresh HandConfig each time because the oracle mutates it."""
        return HandCalculator.estimate_hand_value(
            self.tiles,
            self.win_tile,
            melds=self.melds,
            dora_indicators=self.dora,
            ura_dora_indicators=self.ura,
            config=self.config(),
        )


def build_call(request: Mapping[str, Any]) -> OracleCall:
    """Turn a contract request into the oracle's in-memory inputs: 136-format ids, melds, config factory."""
    rules = effective_rules(request)
    free = {kind: [kind * 4 + c for c in range(4)] for kind in range(34)}
    for kind, red_id in _RED_IDS.items():
        # red ids stay for red fives; a plain five takes them only when the other three are used
        free[kind].remove(red_id)
        free[kind].append(red_id)

    def take(kind: int, red: bool) -> int:
        if red and _RED_IDS.get(kind) in free[kind]:
            free[kind].remove(_RED_IDS[kind])
            return _RED_IDS[kind]
        return free[kind].pop(0)

    win_kind, win_red = parse(request["win_tile"])[0]
    hand = [(kind, red, take(kind, red)) for kind, red in parse(request["hand"])]
    # the win tile is one of the hand's ids, the red one if the request names a red five
    win_tile = next(i for kind, red, i in hand if kind == win_kind and red == win_red)
    tiles = [i for _, _, i in hand]
    melds: list[Meld] = []
    for meld in request.get("melds", []):
        meld_type, opened = _MELD_TYPES[meld["kind"]]
        ids = [take(kind, red) for kind, red in parse(meld["tiles"])]
        tiles.extend(ids)
        melds.append(Meld(meld_type=meld_type, tiles=ids, opened=opened))
    dora = [take(kind, red) for kind, red in parse(request.get("dora_indicators", ""))]
    ura = [take(kind, red) for kind, red in parse(request.get("ura_indicators", ""))]

    renhou = request.get("renhou", False)
    options = {
        "has_open_tanyao": rules["open_tanyao"],
        "has_aka_dora": rules["aka_dora"],
        "kiriage": rules["kiriage"],
        "kazoe_limit": _KAZOE[rules["kazoe"]],
        "has_double_yakuman": bool(rules["double_yakuman"]),
        "fu_for_open_pinfu": rules["open_pinfu_fu"],
        "fu_for_pinfu_tsumo": rules["pinfu_tsumo_fu"],
        "renhou_as_yakuman": rules["renhou"] == "yakuman",
        # our stacking has no ceiling; the oracle's default caps at six yakuman
        "limit_to_sextuple_yakuman": False,
    }
    situation = {
        # nagashi mangan is paid as a mangan tsumo
        "is_tsumo": request.get("tsumo", False) or request.get("nagashi_mangan", False),
        "is_nagashi_mangan": request.get("nagashi_mangan", False),
        "is_riichi": request.get("riichi", False) or request.get("double_riichi", False),
        "is_daburu_riichi": request.get("double_riichi", False),
        "is_ippatsu": request.get("ippatsu", False),
        "is_rinshan": request.get("rinshan", False),
        "is_chankan": request.get("chankan", False),
        "is_haitei": request.get("haitei", False),
        "is_houtei": request.get("houtei", False),
        "is_tenhou": request.get("tenhou", False),
        "is_chiihou": request.get("chiihou", False),
        "is_renhou": renhou and rules["renhou"] != "off",
        "player_wind": _WINDS[request.get("seat_wind", "E")],
        "round_wind": _WINDS[request.get("round_wind", "E")],
        "tsumi_number": request.get("honba", 0),
        "kyoutaku_number": request.get("riichi_sticks", 0),
    }

    single = ORACLE_DOUBLE_PATTERNS - set(rules["double_yakuman"]) if rules["double_yakuman"] else set()

    def config() -> HandConfig:
        made = HandConfig(options=OptionalRules(**options), **situation)
        for pattern in single:
            # a house rule doubling only some patterns: the others go back to 13 han, the way the
            # oracle itself sets all four when has_double_yakuman is off (hand.py)
            yaku = getattr(made.yaku, _ORACLE_DOUBLE_ATTRS[pattern])
            yaku.han_closed = 13
            yaku.han_open = 13 if yaku.han_open else 0
        return made

    return OracleCall(tiles, win_tile, melds, dora, ura, config)


def _pair_fu_items(request: Mapping[str, Any], fu: int) -> list[tuple[str, int]]:
    """Name the oracle's valued-pair fu: the pair is the one valued honour held exactly twice concealed."""
    seat = _WINDS[request.get("seat_wind", "E")]
    round_wind = _WINDS[request.get("round_wind", "E")]
    counts = Counter(kind for kind, _ in parse(request["hand"]))
    pair = next(k for k in (*_DRAGONS, seat, round_wind) if counts[k] == 2)
    if pair in _DRAGONS:
        return [("pair_dragon", fu)]
    if fu == 4:
        return [("pair_seat_wind", 2), ("pair_round_wind", 2)]
    return [("pair_seat_wind" if pair == seat else "pair_round_wind", fu)]


def _fu_items(request: Mapping[str, Any], details: Iterable[Mapping[str, Any]]) -> list[tuple[str, int]]:
    """The oracle's fu details as our sorted (key, fu) items."""
    items: list[tuple[str, int]] = []
    for detail in details:
        reason, fu = detail["reason"], detail["fu"]
        if reason == "base":
            items += _BASE_FU[fu]
        elif reason in ("valued_pair", "double_valued_pair"):
            items += _pair_fu_items(request, fu)
        else:
            items.append((_FU_KEYS[reason], fu))
    if ("open_pinfu", 2) in items and request.get("tsumo"):
        # an open all-chow tsumo: the oracle names its 2 fu "hand_without_fu" because it gives tsumo
        # fu only when other fu exist (fu.py); they are the tsumo fu, as our contract names them
        items[items.index(("open_pinfu", 2))] = ("tsumo", 2)
    return sorted(items)


def fu_readings(request: Mapping[str, Any]) -> list[tuple[int, list[tuple[str, int]]]]:
    """Every (fu, items) the oracle sees for the hand: each split into sets and each set the win tile may end.

    Where several readings pay the same, which one a scorer shows is a free choice (the oracle
    takes the largest unrounded sum, hand.py), so our items are checked to be one of these. The
    walk is the oracle's own (divide_hand, its private _find_win_groups, calculate_fu), which the
    2.1.0 pin keeps stable.
    """
    call = build_call(request)
    config = call.config()
    tiles_34 = TilesConverter.to_34_array(call.tiles)
    opened = [meld.tiles_34 for meld in call.melds if meld.opened]
    valued = [HAKU, HATSU, CHUN, config.player_wind, config.round_wind]
    readings = []
    for split in HandDivider.divide_hand(tiles_34, call.melds):
        for group in HandCalculator._find_win_groups(call.win_tile, split, opened):
            details, fu = FuCalculator.calculate_fu(split, call.win_tile, group, config, valued, call.melds)
            readings.append((fu, _fu_items(request, details)))
    return readings


def _nagashi_shape(result: Mapping[str, Any]) -> dict[str, Any]:
    """Nagashi mangan compared by what it pays: the oracle counts it as 5 han 30 fu, ours as no han."""
    return {"nagashi_mangan": True, **{key: result[key] for key in ("limit", "payment", "total")}}


def from_oracle(request: Mapping[str, Any], response: HandResponse) -> dict[str, Any]:
    """The oracle's answer in our comparable shape (see `normalize`)."""
    if response.error:
        return {"error": _ERRORS.get(response.error, "invalid_situation")}
    yaku: Counter[str] = Counter()
    dora = {"dora": 0, "ura_dora": 0, "aka_dora": 0}
    yakuman_han = 0
    for item in response.yaku or []:
        han = item.han_open if response.is_open_hand and item.han_open else item.han_closed
        if item.yaku_id in _DORA_IDS:
            dora[_DORA_IDS[item.yaku_id]] = han
            continue
        yaku[YAKU_KEYS[item.yaku_id]] += han
        if item.is_yakuman:
            yakuman_han += han
    yakuman = yakuman_han // 13
    cost = response.cost or {}
    if request.get("tsumo") or request.get("nagashi_mangan"):
        if request.get("seat_wind", "E") == "E":
            payment = {"tsumo_all": cost["main"]}
        else:
            payment = {"tsumo_nondealer": cost["additional"], "tsumo_dealer": cost["main"]}
    else:
        payment = {"ron": cost["main"]}
    result: dict[str, Any] = {
        "han": response.han,
        "yaku": dict(yaku),
        "yakuman": yakuman,
        "limit": "yakuman" if yakuman else _limit(response.han or 0, response.fu or 0, cost["yaku_level"]),
        "payment": payment,
        "total": cost["total"],
    }
    if request.get("nagashi_mangan"):
        return _nagashi_shape(result)
    if not yakuman:
        result["fu"] = response.fu
        result["dora"] = dora
        result["fu_items"] = _fu_items(request, response.fu_details or [])
    return result


def score(request: Mapping[str, Any]) -> dict[str, Any]:
    """Score a contract request with the oracle and answer in the comparable shape.

    Tenhou has no real winning tile (the rules score the dealer's 14 dealt tiles in the reading that
    pays most), while the oracle reads the named tile as the win: every tile of the hand is tried as
    the win here and the best answer kept (on equal pay, the pure form of a pattern). Chiihou's drawn
    tile is a real winning tile, with its real wait: the oracle scores it as named.
    """
    answer = from_oracle(request, build_call(request).run())
    if request.get("tenhou"):
        for other in first_turn_alternatives(request):
            found = from_oracle(other, build_call(other).run())
            if "error" not in found and ("error" in answer or _pays(found) > _pays(answer)):
                answer = found
    return answer


def _pays(answer: Mapping[str, Any]) -> tuple[int, int, bool, int]:
    """What a first-turn reading is chosen by: pay, then the pure form of a pattern (kokushi_13)."""
    pure = bool(ORACLE_DOUBLE_PATTERNS & set(answer.get("yaku", ())))
    return (answer["total"], answer["han"], pure, answer.get("fu", 0))


def first_turn_alternatives(request: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The request with each other distinct tile of the hand named as the winning tile (tenhou only:
    chiihou has a real winning tile, so it has no alternatives)."""
    named = request["win_tile"]
    seen = {named}
    alternatives = []
    for kind, red in parse(request["hand"]):
        text = ("0" if red else str(kind % 9 + 1 if kind < 27 else kind - 26)) + "mpsz"[kind // 9]
        if text not in seen and parse(text)[0][0] != parse(named)[0][0]:
            seen.add(text)
            alternatives.append({**request, "win_tile": text})
    return alternatives


def normalize(response: Mapping[str, Any]) -> dict[str, Any]:
    """Our scorer's response in the comparable shape: yaku as {key: han}, fu items without their tiles.

    Fu, fu items and dora are left out for yakuman hands: the oracle reports neither dora nor a
    meaningful fu there, and the contract says dora do not count.
    """
    if "error" in response:
        return {"error": response["error"]["code"]}
    yaku: Counter[str] = Counter()
    for item in response["yaku"]:
        yaku[item["key"]] += item["han"]
    if any(item["key"] == "nagashi_mangan" for item in response["yaku"]):
        return _nagashi_shape(response)
    result: dict[str, Any] = {
        "han": response["han"],
        "yaku": dict(yaku),
        "yakuman": response["yakuman"],
        "limit": response["limit"],
        "payment": response["payment"],
        "total": response["total"],
    }
    if not response["yakuman"]:
        result["fu"] = response["fu"]
        result["dora"] = response["dora"]
        result["fu_items"] = sorted((item["key"], item["fu"]) for item in response["fu_items"])
    return result


def _without_pinfu_tsumo_fu(request: Mapping[str, Any]) -> dict[str, Any]:
    """The oracle's answer with the pinfu tsumo fu rule off, where it still sees pinfu."""
    return score({**request, "rules": {**request.get("rules", {}), "pinfu_tsumo_fu": False}})


def _is_open(request: Mapping[str, Any]) -> bool:
    return any(meld["kind"] != "ankan" for meld in request.get("melds", []))


def skip_reason(
    request: Mapping[str, Any], ruleset: str | None = None, oracle: Mapping[str, Any] | None = None
) -> str | None:
    """Why the oracle cannot judge this request under `ruleset` (default: the request's), or None.

    `oracle` is the oracle's comparable answer when the caller already has it; the checks that
    depend on the hand's reading (stacking, the pinfu fu rules) need it, and compute it otherwise.
    """
    if ruleset is not None:
        request = {**request, "ruleset": ruleset}
    rules = effective_rules(request)
    computed: list[Mapping[str, Any]] = [oracle] if oracle is not None else []

    def answer() -> Mapping[str, Any]:
        if not computed:
            computed.append(score(request))
        return computed[0]

    if rules.get("local_yaku"):
        return "local_yaku"  # the oracle has none of our local yaku lists
    if request.get("nagashi_mangan") and not rules["nagashi_mangan"]:
        return "nagashi_not_used"  # ours refuses it; the oracle always pays it
    if request.get("nagashi_mangan") and (request.get("honba") or request.get("riichi_sticks")):
        # ours is a draw that pays no counters or sticks (rulesets.md); the oracle adds them as for a win
        return "nagashi_counters"
    if request.get("renhou") and rules["renhou"] in ("mangan", "off"):
        # the oracle's renhou is 5 han that add to the hand (yaku_list/renhou.py) or a yakuman;
        # a flat mangan and "not used" are ours only
        return f"renhou_{rules['renhou']}"
    if request.get("rinshan") and not rules["rinshan_tsumo_fu"]:
        return "rinshan_without_tsumo_fu"
    # a hand with a pinfu reading: with fu_for_pinfu_tsumo the oracle adds the tsumo fu and then no
    # longer sees pinfu, which it detects as "only the base fu" (hand.py: is_pinfu = len(fu_details) == 1)
    closed_tsumo = request.get("tsumo") and not _is_open(request)
    if (
        rules["pinfu_tsumo_fu"]
        and closed_tsumo
        and "pinfu" in _without_pinfu_tsumo_fu(request).get("yaku", {})
    ):
        return "pinfu_tsumo_fu_loses_pinfu"
    # an open tsumo with an all-chow reading: fu.py gives the tsumo fu only where other fu exist, so
    # with fu_for_open_pinfu off that reading stays at 20 fu, where every open tsumo has its 2 tsumo fu
    open_tsumo = request.get("tsumo") and _is_open(request)
    if (
        not rules["open_pinfu_fu"]
        and open_tsumo
        and any(i == [("base", 20)] for _, i in fu_readings(request))
    ):
        return "open_pinfu_fu_off_open_tsumo"
    if rules["double_wind_pair_fu"] == 2 and request.get("seat_wind", "E") == request.get("round_wind", "E"):
        wind = _WINDS[request.get("seat_wind", "E")]
        if sum(1 for kind, _ in parse(request["hand"]) if kind == wind) == 2:
            # the oracle always gives 4 fu for a double-wind pair (fu.py DOUBLE_VALUED_PAIR)
            return "double_wind_pair_2_fu"
    # the oracle always adds yakuman up (hand.py sums the han of every yakuman yaku)
    if not rules["yakuman_stacking"] and len([h for h in answer().get("yaku", {}).values() if h >= 13]) > 1:
        return "yakuman_stacking_off"
    return None


@dataclass
class DiffReport:
    """The outcome of a differential run: how many hands were compared, skipped and disputed."""

    compared: Counter[str] = field(default_factory=Counter)  # per ruleset
    skipped: Counter[str] = field(default_factory=Counter)  # per reason
    disagreements: list[dict[str, Any]] = field(default_factory=list)
    covered: Counter[str] = field(default_factory=Counter)  # yaku keys among the compared hands
    other_readings: int = 0  # hands whose fu items are another reading of equal pay than the oracle's
    errors: Counter[str] = field(default_factory=Counter)  # error codes both sides gave (no_yaku, ...)
    pao_without_payment: int = 0  # pao hands, compared on everything but who pays

    def summary(self) -> str:
        """One line: hands compared per ruleset, disagreements, skips by reason."""
        return (
            f"differential: {self.counts()}; "
            f"{self.other_readings} with fu itemized by another reading of equal pay; {self.tail()}"
        )

    def counts(self) -> str:
        """Hands compared per ruleset, disagreements, and skips by reason: the start of every summary."""
        per_ruleset = ", ".join(f"{name} {count}" for name, count in sorted(self.compared.items()))
        skips = ", ".join(f"{reason} {count}" for reason, count in self.skipped.most_common()) or "none"
        return (
            f"{sum(self.compared.values())} hands compared ({per_ruleset}); "
            f"{len(self.disagreements)} disagreements; {sum(self.skipped.values())} skipped ({skips})"
        )

    def tail(self) -> str:
        """Pao hands and agreed errors: the end of every summary."""
        return (
            f"{self.pao_without_payment} pao hands compared without the payment shape; "
            f"agreed errors: {dict(self.errors) or 'none'}"
        )

    def details(self, limit: int = 5) -> str:
        """The first disagreements, each as a request to replay and both comparable answers."""
        lines = []
        for item in self.disagreements[:limit]:
            lines.append(f"request: {json.dumps(item['request'])}")
            lines.append(f"  fields: {', '.join(item['fields'])}")
            lines.append(f"  ours:   {json.dumps(item['ours'], sort_keys=True)}")
            lines.append(f"  oracle: {json.dumps(item['oracle'], sort_keys=True)}")
        return "\n".join(lines)


def compare(ours: Mapping[str, Any], theirs: Mapping[str, Any]) -> list[str]:
    """The names of the fields on which two comparable answers differ (empty when they agree)."""
    return sorted(key for key in set(ours) | set(theirs) if ours.get(key) != theirs.get(key))


def _without_payment(answer: Mapping[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in answer.items() if key != "payment"}


def check(report: DiffReport, request: Mapping[str, Any], scorer: Callable[[dict], dict]) -> None:
    """Score one request on both sides and count it in `report` (compared, skipped or disputed)."""
    theirs = score(request)
    reason = skip_reason(request, oracle=theirs)
    if reason:
        report.skipped[reason] += 1
        return
    try:
        ours = normalize(scorer(dict(request)))
    except Exception as error:  # the contract never raises, so an exception is a disagreement
        ours = {"exception": f"{type(error).__name__}: {error}"}
    if request.get("pao"):
        # the oracle has no liability, but pao only moves who pays, never what the winner
        # receives: everything but the payment shape still compares
        ours, theirs = _without_payment(ours), _without_payment(theirs)
        report.pao_without_payment += 1
    fields = compare(ours, theirs)
    if "fu_items" in fields and (ours.get("fu"), ours.get("fu_items")) in fu_readings(request):
        fields.remove("fu_items")
        report.other_readings += 1
    report.compared[request.get("ruleset", "ema")] += 1
    report.covered.update(theirs.get("yaku", ()))
    if "error" in theirs and not fields:
        report.errors[theirs["error"]] += 1
    if fields:
        report.disagreements.append({"request": request, "fields": fields, "ours": ours, "oracle": theirs})


def run_differential(
    requests: Iterable[Mapping[str, Any]],
    scorer: Callable[[dict], dict],
    progress: Callable[[int, DiffReport], None] | None = None,
    *,
    check_one: Callable[[DiffReport, Mapping[str, Any], Callable[[dict], dict]], None] = check,
    report: DiffReport | None = None,
) -> DiffReport:
    """Score every request with `scorer` and with an oracle, skipping what the oracle cannot model.

    The oracle is this module's (`mahjong`) unless `check_one` and `report` name another's, as the
    riichienv adapter does: one loop for both."""
    report = report if report is not None else DiffReport()
    for i, request in enumerate(requests, 1):
        check_one(report, request, scorer)
        if progress is not None:
            progress(i, report)
    return report
