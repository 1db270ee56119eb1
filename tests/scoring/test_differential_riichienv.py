"""Differential tests: our scorer against riichienv (0.4.11), the second oracle, on random complete hands.

`RIICHIENV_N` hands (20,000 by default) from seed `DIFF_SEED` are drawn in the rulesets riichienv
can express (tenhou, mahjongsoul, mleague; see `oracle_riichienv`); every hand it can judge scores the
same on both sides, skips are counted by reason, and the one documented difference between the oracles
is checked to be exactly what `DOCUMENTED` says, with the project following the rules.
"""

from __future__ import annotations

import os

from rules.scoring import score_request
from tests.scoring import oracle, oracle_riichienv
from tests.scoring.random_hands import generate

RIICHIENV_N = int(os.environ.get("RIICHIENV_N", "20000"))
DIFF_SEED = int(os.environ.get("DIFF_SEED", "1"))
RULESETS = tuple(oracle_riichienv.RULESETS)

# The suuankou that riichienv reads as 13 han of chinitsu (the most han), where the rules and the
# mahjong package keep the yakuman (in mleague the counted reading stops at sanbaiman: it pays less).
MOST_HAN_NOT_MOST_PAY = {
    "hand": "33344405566888m",
    "win_tile": "4m",
    "tsumo": True,
    "seat_wind": "W",
    "dora_indicators": "7m",
    "ruleset": "mleague",
}


def test_the_adapter_reads_a_plain_hand_like_the_scorer():
    request = {"hand": "123m406p789s234s99m", "win_tile": "0p", "riichi": True, "ruleset": "tenhou"}
    theirs = oracle_riichienv.score(request)
    assert theirs == oracle_riichienv.normalize(score_request(request))
    assert theirs["dora"] == ["aka_dora"]


def test_the_adapter_pays_double_patterns_single_in_tenhou():
    kokushi = {"hand": "19m19p19s1234567z1m", "win_tile": "1m", "seat_wind": "S"}
    assert oracle_riichienv.score({**kokushi, "ruleset": "mahjongsoul"})["yakuman"] == 2
    assert oracle_riichienv.score({**kokushi, "ruleset": "tenhou"})["payment"] == {"ron": 32000}


def test_the_adapter_applies_kiriage_and_the_sanbaiman_cap_in_mleague():
    # riichi, pinfu and two dora: 4 han 30 fu
    four_thirty = {"hand": "123m456p789s234s55m", "win_tile": "2s", "seat_wind": "S", "riichi": True}
    four_thirty["dora_indicators"] = "4m"
    assert oracle_riichienv.score({**four_thirty, "ruleset": "mleague"})["payment"] == {"ron": 8000}
    assert oracle_riichienv.score({**four_thirty, "ruleset": "mahjongsoul"})["payment"] == {"ron": 7700}


def test_the_oracles_part_ways_where_documented_and_the_project_follows_the_rules():
    ours = score_request(MOST_HAN_NOT_MOST_PAY)
    theirs = oracle_riichienv.score(MOST_HAN_NOT_MOST_PAY)
    assert theirs["yakuman"] == 0
    assert theirs["han"] >= 13
    assert theirs["limit"] == "sanbaiman"
    assert [item["key"] for item in ours["yaku"]] == ["suuankou"]
    assert oracle.score(MOST_HAN_NOT_MOST_PAY)["yaku"] == {"suuankou": 13}  # the first oracle agrees
    normalized = oracle_riichienv.normalize(ours)
    assert oracle_riichienv.documented_reason(normalized, theirs) == "most_han_not_most_pay"
    assert normalized["total"] > theirs["total"]


def test_scorer_agrees_with_riichienv():
    report = oracle_riichienv.run_differential(
        generate(RIICHIENV_N, seed=DIFF_SEED, rulesets=RULESETS), score_request
    )
    summary = report.summary()
    print(summary)
    assert not report.disagreements, f"{summary}\n{report.details()}"
    assert sum(report.compared.values()) + sum(report.skipped.values()) == RIICHIENV_N, summary
    assert set(report.documented) <= set(oracle_riichienv.DOCUMENTED), summary
    assert set(report.compared) == set(RULESETS), summary
    missing = set(oracle_riichienv.YAKU_KEYS.values()) - set(report.covered)
    assert RIICHIENV_N < 20000 or not missing, f"the sample never scored {sorted(missing)}; {summary}"
