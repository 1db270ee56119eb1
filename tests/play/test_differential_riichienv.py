"""Differential test: the project's rules of play against riichienv's game engine (0.4.11).

Hanchans played by riichienv from seed `PLAY_SEED` under the Tenhou and the Mahjong Soul rules, until each
has its half of `PLAY_DECISIONS` decision points (20,000 by default); at every one the project's engine answers what
riichienv answered (ron, chi, pon, open kan on a tile on offer; tsumo, riichi and its discards, kans,
nine terminals, swap-calling on a turn; abortive draws), then every hand is settled by the engine and
the state it reaches (scores, dealer, honba, sticks, the end of the game, the final scores and placings)
compared with riichienv's. No disagreement is allowed; skips and documented differences are counted
by reason and printed.
"""

from __future__ import annotations

import os

from rules.play import PlayerHand, Tile, may_ron, play_rules
from tests.play import oracle_play
from tests.play.riichienv_games import RULES, play_games

PLAY_DECISIONS = int(os.environ.get("PLAY_DECISIONS", "20000"))
PLAY_SEED = int(os.environ.get("PLAY_SEED", "1"))


def test_the_adapter_reads_a_furiten_seat_as_the_engine_does():
    situation = {
        "concealed": ["2m", "3m", "4m", "5p", "6p", "7p", "2s", "3s", "4s", "5s", "6s", "7s", "8s"],
        "melds": [],
        "discards": ["1z", "5s"],
        "passed": [{"tile": "8s", "from": 3, "how": "discard"}, {"tile": "9m", "from": 2, "how": "ankan"}],
        "passed_since_riichi": None,
        "riichi": None,
    }
    hand = oracle_play.player_hand(situation)
    assert hand.passed == (Tile.from_mpsz("8s"),)  # a concealed kan's tile is no tile let pass
    assert may_ron(hand, Tile.from_mpsz("2s"), play_rules("tenhou")).furiten == ("permanent", "temporary")
    assert isinstance(hand, PlayerHand)


def test_rules_of_play_agree_with_riichienv():
    report = oracle_play.run_differential(play_games(PLAY_DECISIONS, seed=PLAY_SEED))
    summary = report.summary()
    print(summary)
    print(report.agreement())
    assert not report.disagreements, f"{summary}\n{report.details()}"
    assert set(report.decisions) == set(RULES), summary
    assert all(count >= PLAY_DECISIONS / len(RULES) for count in report.decisions.values()), summary
    assert set(report.documented) <= set(oracle_play.DOCUMENTED), summary
    asked = {question for _, question in report.asked}
    assert {"ron", "chi", "pon", "tsumo", "riichi", "kuikae_discards", "hand_end", "game_end"} <= asked, (
        summary
    )
    for event in ("riichi", "ron", "tsumo", "draw_with_tenpai", "refused_furiten_permanent"):
        assert report.events[event], summary
