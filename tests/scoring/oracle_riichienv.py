"""riichienv (PyPI, 0.4.11, a Rust core checked against Mahjong Soul game records) as a second oracle.

The same contract as `tests.scoring.oracle`: `score(request)` answers in a comparable shape,
`normalize(response)` brings our response to that shape, `skip_reason(request)` names what the oracle
cannot express, and `run_differential` counts compared hands, skips by reason and disagreements.

riichienv's `HandEvaluator` plays one fixed rule set, Mahjong Soul's: red fives, double yakuman for the
four double patterns, yakuman that add up, counted yakuman at 13 han, no renhou, no nagashi mangan.
So it judges `mahjongsoul` directly, `tenhou` once the double patterns are paid single (applied on
top), and `mleague` once kiriage and the sanbaiman cap of counted yakuman are applied on top (through
the oracle's own `calculate_score`). It reports which yaku a hand has but not the han of each, nor
the fu items, so the comparable shape holds yaku keys, dora kinds present, total han, fu, yakuman
count, limit, payment and total.

The request is read here with this module's own notation reader, as in the first oracle.

Where the two oracles or this one and the rules part ways, `DOCUMENTED` says which the project follows
and why; those hands are counted by reason and checked to be exactly that case.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from riichienv import _riichienv as rust

from tests.scoring import oracle

# The rulesets this oracle can judge, and what is applied on top of its Mahjong Soul rules.
RULESETS: dict[str, dict[str, Any]] = {
    "mahjongsoul": {"double_yakuman": True, "kiriage": False, "kazoe": "yakuman", "double_wind_pair_fu": 4},
    "tenhou": {"double_yakuman": False, "kiriage": False, "kazoe": "yakuman", "double_wind_pair_fu": 4},
    "mleague": {"double_yakuman": False, "kiriage": True, "kazoe": "sanbaiman", "double_wind_pair_fu": 2},
}

# riichienv yaku ids (riichienv.get_all_yaku()) -> our yaku keys; 31-33 are dora kinds, not yaku.
YAKU_KEYS: dict[int, str] = {
    1: "menzen_tsumo",
    2: "riichi",
    3: "chankan",
    4: "rinshan",
    5: "haitei",
    6: "houtei",
    7: "yakuhai_haku",
    8: "yakuhai_hatsu",
    9: "yakuhai_chun",
    10: "yakuhai_seat_wind",
    11: "yakuhai_round_wind",
    12: "tanyao",
    13: "iipeikou",
    14: "pinfu",
    15: "chanta",
    16: "ittsu",
    17: "sanshoku",
    18: "double_riichi",
    19: "sanshoku_doukou",
    20: "sankantsu",
    21: "toitoi",
    22: "sanankou",
    23: "shousangen",
    24: "honroutou",
    25: "chiitoitsu",
    26: "junchan",
    27: "honitsu",
    28: "ryanpeikou",
    29: "chinitsu",
    30: "ippatsu",
    35: "tenhou",
    36: "chiihou",
    37: "daisangen",
    38: "suuankou",
    39: "tsuuiisou",
    40: "ryuuiisou",
    41: "chinroutou",
    42: "kokushi",
    43: "shousuushii",
    44: "suukantsu",
    45: "chuuren",
    47: "junsei_chuuren",
    48: "suuankou_tanki",
    49: "kokushi_13",
    50: "daisuushii",
}
DORA_KINDS = {31: "dora", 32: "aka_dora", 33: "ura_dora"}
DOUBLE_PATTERNS = frozenset({"junsei_chuuren", "suuankou_tanki", "kokushi_13", "daisuushii"})
_RED_IDS = {4: 16, 13: 52, 22: 88}
_WINDS = {"E": rust.Wind.East, "S": rust.Wind.South, "W": rust.Wind.West, "N": rust.Wind.North}
_WIND_KINDS = {"E": 27, "S": 28, "W": 29, "N": 30}
_MELD_TYPES = {
    "chi": (rust.MeldType.Chi, True),
    "pon": (rust.MeldType.Pon, True),
    "kan": (rust.MeldType.Daiminkan, True),
    "shouminkan": (rust.MeldType.Kakan, True),
    "ankan": (rust.MeldType.Ankan, False),
}

# Where this oracle and the rules (or the first oracle) part ways: which one the project follows, why.
DOCUMENTED = {
    "most_han_not_most_pay": (
        "riichienv keeps the reading with the most han; the rules keep the one that pays most, and a "
        "yakuman before a counted yakuman of equal pay (a suuankou that also reads as 13+ han). The "
        "project follows the rules (and the mahjong package, which agrees with them here)."
    ),
}


# Both oracles read the notation into (kind 0-33, is red five) pairs the same way.
parse = oracle.parse


@dataclass(frozen=True)
class OracleCall:
    """What `HandEvaluator.calc` takes, built once from a request."""

    tiles: list[int]
    win_tile: int
    melds: list[Any]
    dora: list[int]
    ura: list[int]
    conditions: Any

    def run(self) -> Any:
        return rust.HandEvaluator(self.tiles, self.melds).calc(
            self.win_tile, self.dora, self.ura, self.conditions
        )


def build_call(request: Mapping[str, Any]) -> OracleCall:
    """136-format ids (red fives take ids 16, 52, 88; plain fives never do), melds and conditions."""
    free = {
        kind: [kind * 4 + c for c in range(4) if kind * 4 + c != _RED_IDS.get(kind)] for kind in range(34)
    }

    def take(kind: int, red: bool) -> int:
        if red:
            return _RED_IDS[kind]
        return free[kind].pop(0)

    win_kind, win_red = parse(request["win_tile"])[0]
    hand = [take(kind, red) for kind, red in parse(request["hand"])]
    win = next(i for i in hand if i // 4 == win_kind and (i == _RED_IDS.get(win_kind)) == win_red)
    hand.remove(win)
    melds = []
    for meld in request.get("melds", []):
        meld_type, opened = _MELD_TYPES[meld["kind"]]
        melds.append(rust.Meld(meld_type, [take(k, red) for k, red in parse(meld["tiles"])], opened))
    dora = [take(kind, red) for kind, red in parse(request.get("dora_indicators", ""))]
    ura = [take(kind, red) for kind, red in parse(request.get("ura_indicators", ""))]
    first_turn = bool(request.get("tenhou") or request.get("chiihou"))
    conditions = rust.Conditions(
        tsumo=bool(request.get("tsumo")),
        riichi=bool(request.get("riichi") or request.get("double_riichi")),
        double_riichi=bool(request.get("double_riichi")),
        ippatsu=bool(request.get("ippatsu")),
        haitei=bool(request.get("haitei")),
        houtei=bool(request.get("houtei")),
        rinshan=bool(request.get("rinshan")),
        chankan=bool(request.get("chankan")),
        tsumo_first_turn=first_turn,
        player_wind=_WINDS[request.get("seat_wind", "E")],
        round_wind=_WINDS[request.get("round_wind", "E")],
        riichi_sticks=request.get("riichi_sticks", 0),
        honba=request.get("honba", 0),
    )
    return OracleCall(hand, win, melds, dora, ura, conditions)


def _limit(han: int, fu: int, yakuman: int, kiriage: bool) -> str | None:
    """The limit name of a han/fu count (the standard thresholds)."""
    if yakuman or han >= 13:
        return "yakuman"
    if han >= 11:
        return "sanbaiman"
    if han >= 8:
        return "baiman"
    if han >= 6:
        return "haneman"
    if han >= 5 or fu * 2 ** (2 + han) >= 2000 or (kiriage and (han, fu) in ((4, 30), (3, 60))):
        return "mangan"
    return None


def from_oracle(request: Mapping[str, Any], result: Any) -> dict[str, Any]:
    """The oracle's answer in the comparable shape, with the ruleset's differences applied on top."""
    if not result.is_win:
        return {"error": "no_yaku" if result.has_win_shape else "not_complete"}
    rules = RULESETS[request.get("ruleset", "ema")]
    keys = [YAKU_KEYS[i] for i in result.yaku if i in YAKU_KEYS]
    dora = sorted({DORA_KINDS[i] for i in result.yaku if i in DORA_KINDS})
    han, fu = result.han, result.fu
    dealer = request.get("seat_wind", "E") == "E"
    tsumo = bool(request.get("tsumo"))
    honba = request.get("honba", 0)
    yakuman = han // 13 if result.yakuman else 0
    payments = (result.ron_agari, result.tsumo_agari_oya, result.tsumo_agari_ko)
    if yakuman and not rules["double_yakuman"]:
        yakuman -= sum(1 for key in keys if key in DOUBLE_PATTERNS)
        han = 13 * yakuman
    scored_han = han
    if not yakuman and han >= 13 and rules["kazoe"] == "sanbaiman":
        scored_han = 11  # a counted yakuman stops at sanbaiman
    if not yakuman and rules["kiriage"] and (han, fu) in ((4, 30), (3, 60)):
        scored_han = 5  # kiriage mangan
    if (scored_han, yakuman) != (result.han, han // 13 if result.yakuman else 0):
        score = rust.calculate_score(scored_han, fu, dealer, tsumo, honba)
        payments = (score.pay_ron, score.pay_tsumo_oya, score.pay_tsumo_ko)
    ron, from_dealer, from_each = payments
    if not tsumo:
        payment = {"ron": ron - 300 * honba}
        table = ron
    elif dealer:
        payment = {"tsumo_all": from_each - 100 * honba}
        table = 3 * from_each
    else:
        payment = {"tsumo_nondealer": from_each - 100 * honba, "tsumo_dealer": from_dealer - 100 * honba}
        table = 2 * from_each + from_dealer
    answer: dict[str, Any] = {
        "han": han,
        "yaku": sorted(keys),
        "yakuman": yakuman,
        "limit": _limit(scored_han, fu, yakuman, rules["kiriage"]),
        "payment": payment,
        "total": table + 1000 * request.get("riichi_sticks", 0),
    }
    if not yakuman:
        answer["fu"] = fu
        answer["dora"] = dora
    return answer


def score(request: Mapping[str, Any]) -> dict[str, Any]:
    """Score a request with the oracle; a tenhou is tried with every tile as the win (the rules score
    the dealer's dealt tiles in the reading that pays most). Chiihou's drawn tile is a real winning
    tile, with its real wait, and riichienv scores it as named."""
    answer = from_oracle(request, build_call(request).run())
    if request.get("tenhou"):
        for other in _first_turn_alternatives(request):
            found = from_oracle(other, build_call(other).run())
            if "error" not in found and ("error" in answer or _pays(found) > _pays(answer)):
                answer = found
    return answer


def _pays(answer: Mapping[str, Any]) -> tuple[int, int, bool, int]:
    """What a first-turn reading is chosen by: pay, then the pure form of a pattern (kokushi_13)."""
    return (answer["total"], answer["han"], bool(DOUBLE_PATTERNS & set(answer["yaku"])), answer.get("fu", 0))


def _first_turn_alternatives(request: Mapping[str, Any]) -> list[dict[str, Any]]:
    named = parse(request["win_tile"])[0][0]
    seen = {named}
    alternatives = []
    for kind, red in parse(request["hand"]):
        if kind not in seen:
            seen.add(kind)
            text = ("0" if red else str(kind % 9 + 1 if kind < 27 else kind - 26)) + "mpsz"[kind // 9]
            alternatives.append({**request, "win_tile": text})
    return alternatives


def normalize(response: Mapping[str, Any]) -> dict[str, Any]:
    """Our response in the comparable shape: yaku keys, dora kinds present, no fu items."""
    if "error" in response:
        return {"error": response["error"]["code"]}
    answer: dict[str, Any] = {
        "han": response["han"],
        "yaku": sorted(item["key"] for item in response["yaku"]),
        "yakuman": response["yakuman"],
        "limit": response["limit"],
        "payment": response["payment"],
        "total": response["total"],
    }
    if not response["yakuman"]:
        answer["fu"] = response["fu"]
        answer["dora"] = sorted(kind for kind, count in response["dora"].items() if count)
    return answer


def skip_reason(request: Mapping[str, Any]) -> str | None:
    """Why this oracle cannot judge the request, or None."""
    ruleset = request.get("ruleset", "ema")
    if ruleset not in RULESETS:
        return f"ruleset_{ruleset}"  # fixed Mahjong Soul rules: no way to turn red fives or stacking off
    if request.get("rules"):
        return "house_rules"  # riichienv's evaluator takes no rule parameters
    if request.get("nagashi_mangan"):
        return "nagashi_mangan"  # a draw payment, not a hand the evaluator scores
    if request.get("renhou"):
        return "renhou"  # Mahjong Soul has none
    if RULESETS[ruleset]["double_wind_pair_fu"] == 2 and request.get("seat_wind", "E") == request.get(
        "round_wind", "E"
    ):
        wind = _WIND_KINDS[request.get("seat_wind", "E")]
        if sum(1 for kind, _ in parse(request["hand"]) if kind == wind) == 2:
            return "double_wind_pair_2_fu"  # riichienv gives a double-wind pair 4 fu
    return None


def documented_reason(ours: Mapping[str, Any], theirs: Mapping[str, Any]) -> str | None:
    """The `DOCUMENTED` case a disagreement is exactly, or None (then it is a real disagreement)."""
    if (
        ours.get("yakuman")
        and not theirs.get("yakuman")
        and theirs.get("han", 0) >= 13
        and ours["total"] >= theirs["total"]
    ):
        return "most_han_not_most_pay"
    return None


@dataclass
class DiffReport(oracle.DiffReport):
    """The first oracle's report (hands compared, skips by reason, disagreements), plus the differences
    between the two oracles that the project documents rather than counts as disagreements."""

    documented: Counter[str] = field(default_factory=Counter)

    def summary(self) -> str:
        documented = ", ".join(f"{r} {n}" for r, n in self.documented.most_common()) or "none"
        return f"riichienv: {self.counts()}; documented differences: {documented}; {self.tail()}"


def run_differential(
    requests: Iterable[Mapping[str, Any]],
    scorer: Callable[[dict], dict],
    progress: Callable[[int, DiffReport], None] | None = None,
) -> DiffReport:
    """Score every request with `scorer` and with riichienv, skipping what riichienv cannot express."""
    return oracle.run_differential(requests, scorer, progress, check_one=check, report=DiffReport())


def check(report: DiffReport, request: Mapping[str, Any], scorer: Callable[[dict], dict]) -> None:
    """Score one request on both sides and count it in `report` (compared, skipped, documented or disputed)."""
    reason = skip_reason(request)
    if reason:
        report.skipped[reason] += 1
        return
    theirs = score(request)
    try:
        ours = normalize(scorer(dict(request)))
    except Exception as error:  # the contract never raises: an exception is a disagreement
        ours = {"exception": f"{type(error).__name__}: {error}"}
    if request.get("pao"):  # liability moves who pays, never what the winner receives
        ours.pop("payment", None)
        theirs.pop("payment", None)
        report.pao_without_payment += 1
    fields = oracle.compare(ours, theirs)
    report.compared[request.get("ruleset", "ema")] += 1
    report.covered.update(theirs.get("yaku", ()))
    if "error" in theirs and not fields:
        report.errors[theirs["error"]] += 1
    if fields and (documented := documented_reason(ours, theirs)):
        report.documented[documented] += 1
    elif fields:
        report.disagreements.append({"request": request, "fields": fields, "ours": ours, "oracle": theirs})
