"""A large differential run on demand: `python -m bench.diff_large --n 200000 [--seed 1]`.

The same comparison as tests/scoring/test_differential.py, on as many hands as asked, with a
progress line every `--every` hands and the summary at the end. The exit status is 1 when any hand
disagrees, and `--out` writes every disagreement as JSON Lines for replay.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.scoring import oracle
from tests.scoring.random_hands import generate


def main(argv: list[str] | None = None) -> int:
    """Run the comparison and print progress and the summary; 1 when any hand disagrees."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200_000, help="hands to generate (default 200000)")
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument("--every", type=int, default=10_000, help="hands between progress lines")
    parser.add_argument("--out", type=Path, help="write the disagreements here as JSON Lines")
    args = parser.parse_args(argv)

    from rules.scoring import score_request

    start = time.perf_counter()

    def progress(done: int, report: oracle.DiffReport) -> None:
        if done % args.every == 0 or done == args.n:
            elapsed = time.perf_counter() - start
            print(
                f"{done}/{args.n} hands, {sum(report.compared.values())} compared, "
                f"{sum(report.skipped.values())} skipped, {len(report.disagreements)} disagreements "
                f"({done / elapsed:.0f} hands/s)",
                flush=True,
            )

    report = oracle.run_differential(generate(args.n, seed=args.seed), score_request, progress)
    print(report.summary())
    if report.disagreements:
        print(report.details(limit=10))
        if args.out:
            with args.out.open("w") as out:
                for item in report.disagreements:
                    out.write(json.dumps(item) + "\n")
    return 1 if report.disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
