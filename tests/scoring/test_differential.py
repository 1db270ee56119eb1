"""Differential tests: our scorer against the `mahjong` package (2.1.0) on random complete hands.

`DIFF_N` hands (20,000 by default) from seed `DIFF_SEED` are split evenly across the five rulesets;
every hand the oracle can model must score the same on both sides (han, fu and fu items, yaku
with their han, dora counts, limit, yakuman count, payment and total, or the same error code).
Hands it cannot model are skipped and counted by reason; pao hands compare on everything but the
payment shape, and fu items may be another reading of the win that pays the same (see `oracle`).
`make diff N=...` runs a larger sample through `bench/diff_large.py`.
"""

from __future__ import annotations

import os
from collections import Counter

from rules.scoring import score_request
from tests.contract_example import DESIGN_REQUEST, DESIGN_RESPONSE
from tests.scoring import oracle
from tests.scoring.random_hands import FLAGS, RED_IDS, RULESETS, generate, mpsz

DIFF_N = int(os.environ.get("DIFF_N", "20000"))
DIFF_SEED = int(os.environ.get("DIFF_SEED", "1"))

# Every yaku the oracle knows (nagashi mangan is a payment, compared apart); a sample that misses
# one exercises too little.
STANDARD_YAKU = frozenset(oracle.YAKU_KEYS.values()) - {"nagashi_mangan"}


def _kinds(text: str) -> list[int]:
    return [kind for kind, _ in oracle.parse(text)]


def _legality_problems(request: dict) -> list[str]:
    """What makes a generated request impossible at a real table (empty when it is legal)."""
    problems = []
    melds = request["melds"]
    every = request["hand"] + "".join(m["tiles"] for m in melds)
    every += request["dora_indicators"] + request["ura_indicators"]
    counts = Counter(_kinds(every))
    if any(count > 4 for count in counts.values()):
        problems.append("a fifth copy")
    reds = Counter(kind for kind, red in oracle.parse(every) if red)
    if any(count > 1 for count in reds.values()):
        problems.append("two red fives of a suit")
    if len(_kinds(request["hand"])) + 3 * len(melds) != 14:
        problems.append("tile count")
    if _kinds(request["win_tile"])[0] not in _kinds(request["hand"]):
        problems.append("win tile not in hand")
    opened = any(m["kind"] != "ankan" for m in melds)
    kans = sum(1 for m in melds if len(_kinds(m["tiles"])) == 4)
    tsumo = request["tsumo"]
    riichi = request["riichi"] or request["double_riichi"]
    rules = {
        "riichi on an open hand": riichi and opened,
        "riichi and double riichi": request["riichi"] and request["double_riichi"],
        "ippatsu without riichi": request["ippatsu"] and not riichi,
        "rinshan without a kan or by ron": request["rinshan"] and not (kans and tsumo),
        "rinshan with ippatsu or haitei": request["rinshan"] and (request["ippatsu"] or request["haitei"]),
        "haitei by ron": request["haitei"] and not tsumo,
        "houtei by tsumo": request["houtei"] and tsumo,
        "chankan by tsumo or with houtei": request["chankan"] and (tsumo or request["houtei"]),
        "chankan on a visible fourth copy": request["chankan"]
        and counts[_kinds(request["win_tile"])[0]] != 1,
        "tenhou not a closed dealer tsumo": request["tenhou"]
        and (request["seat_wind"] != "E" or not tsumo or melds),
        "chiihou not a closed non-dealer tsumo": request["chiihou"]
        and (request["seat_wind"] == "E" or not tsumo or melds),
        "renhou not a closed non-dealer ron": request["renhou"]
        and (request["seat_wind"] == "E" or tsumo or melds),
        "ura indicators without riichi": bool(request["ura_indicators"]) and not riichi,
        "dora indicators not one per kan plus one": not request.get("nagashi_mangan")
        and len(_kinds(request["dora_indicators"])) != 1 + kans,
        "nagashi mangan with a win flag or indicators": request.get("nagashi_mangan")
        and (
            any(request[flag] for flag in (*FLAGS, "tsumo", "pao") if flag in request)
            or request["dora_indicators"]
        ),
    }
    return problems + [name for name, broken in rules.items() if broken]


def test_every_generated_request_is_legal() -> None:
    requests = list(generate(5000, seed=DIFF_SEED + 1))
    bad = [(r, p) for r in requests if (p := _legality_problems(r))]
    assert not bad, f"{len(bad)} illegal requests, first: {bad[:3]}"
    assert {r["ruleset"] for r in requests} == set(RULESETS)
    assert all(set(FLAGS) <= set(r) for r in requests)


def test_red_fives_are_written_as_zero() -> None:
    assert mpsz(sorted(RED_IDS)) == "0m0p0s"


def test_the_same_seed_gives_the_same_hands() -> None:
    assert list(generate(50, seed=DIFF_SEED)) == list(generate(50, seed=DIFF_SEED))


def test_the_oracle_adapter_reads_the_design_example() -> None:
    """DESIGN.md's worked example, in the oracle's words brought back to ours (base 20 + items, no 30 base)."""
    assert oracle.score(DESIGN_REQUEST) == oracle.normalize(DESIGN_RESPONSE)


def test_the_oracle_splits_its_closed_ron_base() -> None:
    closed_ron = {"hand": "234m567p234s55s777z", "win_tile": "5s", "riichi": True, "riichi_sticks": 1}
    answer = oracle.score(closed_ron | {"honba": 2})
    assert ("closed_ron", 10) in answer["fu_items"]
    assert ("base", 20) in answer["fu_items"]
    assert answer["total"] == answer["payment"]["ron"] + 600 + 1000


def test_scorer_agrees_with_the_oracle() -> None:
    report = oracle.run_differential(generate(DIFF_N, seed=DIFF_SEED), score_request)
    summary = report.summary()
    print(summary)
    assert not report.disagreements, f"{summary}\n{report.details()}"
    assert sum(report.compared.values()) + sum(report.skipped.values()) == DIFF_N, summary
    missing = STANDARD_YAKU - set(report.covered)
    assert DIFF_N < 20000 or not missing, f"the sample never scored {sorted(missing)}; {summary}"


def test_the_oracle_adapter_scores_chiihou_on_the_drawn_tile():
    chiihou = {"hand": "111m222p333s444z55z", "win_tile": "4z", "tsumo": True, "chiihou": True}
    chiihou |= {"seat_wind": "S", "ruleset": "mahjongsoul"}
    assert oracle.score(chiihou) == oracle.normalize(score_request(chiihou))
    assert oracle.score(chiihou)["yakuman"] == 2
