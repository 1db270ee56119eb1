"""A large differential run on demand, against both oracles: `python -m bench.diff_large --n 1000000`.

The same comparisons as tests/scoring/test_differential.py (the `mahjong` package, every ruleset) and
tests/scoring/test_differential_riichienv.py (riichienv, the rulesets it can express), on the same
stream of generated hands, as many as asked. A progress line every `--every` hands, then per oracle:
agreement per ruleset, documented differences and skips by reason.

Then the rules of play against riichienv's game engine, as tests/play/test_differential_riichienv.py
does, over `--play` decision points (1,000,000 by default; 0 skips it) of hanchans played from
`--play-seed`: a progress line every `--play-every` games, then agreement per question and ruleset.

The exit status is 1 when anything disagrees, and `--out` writes every disagreement as JSON Lines.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.play import oracle_play
from tests.play.riichienv_games import play_games
from tests.scoring import oracle, oracle_riichienv
from tests.scoring.random_hands import generate


def agreement(compared: dict[str, int], disagreements: list[dict]) -> str:
    """Per ruleset: hands that agreed out of hands compared, as a percentage too."""
    disputed: dict[str, int] = {}
    for item in disagreements:
        name = item["request"].get("ruleset", "ema")
        disputed[name] = disputed.get(name, 0) + 1
    lines = []
    for name, count in sorted(compared.items()):
        agreed = count - disputed.get(name, 0)
        lines.append(f"  {name:12} {agreed}/{count} agree ({100 * agreed / count:.4f}%)")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run both comparisons and print progress and the summaries; 1 when any hand disagrees."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200_000, help="hands to generate (default 200000)")
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument("--every", type=int, default=10_000, help="hands between progress lines")
    parser.add_argument("--out", type=Path, help="write the disagreements here as JSON Lines")
    parser.add_argument("--play", type=int, default=1_000_000, help="play decision points (default 1000000)")
    parser.add_argument("--play-seed", type=int, default=1, help="seed of the first hanchan (default 1)")
    parser.add_argument("--play-every", type=int, default=50, help="hanchans between progress lines")
    args = parser.parse_args(argv)

    from rules.scoring import score_request

    first, second = oracle.DiffReport(), oracle_riichienv.DiffReport()
    start = time.perf_counter()
    for done, request in enumerate(generate(args.n, seed=args.seed), 1):
        oracle.check(first, request, score_request)
        oracle_riichienv.check(second, request, score_request)
        if done % args.every == 0 or done == args.n:
            elapsed = time.perf_counter() - start
            print(
                f"{done}/{args.n} hands; mahjong: {sum(first.compared.values())} compared, "
                f"{len(first.disagreements)} disagreements; riichienv: {sum(second.compared.values())} "
                f"compared, {len(second.disagreements)} disagreements ({done / elapsed:.0f} hands/s)",
                flush=True,
            )
    print(first.summary())
    print(agreement(first.compared, first.disagreements))
    print(second.summary())
    print(agreement(second.compared, second.disagreements))
    disagreements = first.disagreements + second.disagreements
    if first.disagreements:
        print(first.details(limit=10))
    if second.disagreements:
        print(second.details(limit=10))
    if args.play:
        play = run_play(args.play, args.play_seed, args.play_every)
        disagreements += play.disagreements
    if disagreements and args.out:
        with args.out.open("w") as out:
            for item in disagreements:
                out.write(json.dumps(item) + "\n")
    return 1 if disagreements else 0


def run_play(decisions: int, seed: int, every: int) -> oracle_play.PlayReport:
    """The rules of play against riichienv over `decisions` decision points; progress and summary printed."""
    start = time.perf_counter()

    def progress(games: int, report: oracle_play.PlayReport) -> None:
        if games % every == 0:
            done = sum(report.decisions.values())
            elapsed = time.perf_counter() - start
            print(
                f"{games} hanchans, {done}/{decisions} decision points, "
                f"{sum(report.disputed.values())} disagreements ({done / elapsed:.0f} decision points/s)",
                flush=True,
            )

    report = oracle_play.run_differential(play_games(decisions, seed=seed), progress)
    print(report.summary())
    print(report.agreement())
    print(f"{sum(report.decisions.values())} decision points in {time.perf_counter() - start:.0f} s")
    if report.disagreements:
        print(report.details(limit=10))
    return report


if __name__ == "__main__":
    sys.exit(main())
