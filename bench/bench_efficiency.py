"""Discard-table speed, ours against a loop on `mahjong` 2.1.0's shanten:
`python -m bench.bench_efficiency [--n 2000] [--seed 1]`.

What a player waits for on the drill's feedback or the calculator's "what now?" view: the full table of
one 14-tile hand (every distinct discard, its shanten, its improving tiles with their unseen copies,
and the waits of a tenpai discard scored). The reference does what a program built on the `mahjong`
package would: for each distinct discard, the shanten of the 13 tiles left, then the shanten after each
of the 34 possible draws, keeping the draws that lower it (it scores no waits, so it does less work).

Hands are 14 tiles dealt from a shuffled wall of 136, as on a first turn. Each hand is timed on both
sides in turn, over a few rounds, keeping each side's best time for the hand, with the garbage
collector paused; the first round is also reported alone, with our caches emptied before it, as the
cost a freshly started process pays. Nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.shanten import Shanten

from rules.scoring import Tile, discard_table

ROUNDS = 3


def dealt_hands(n: int, seed: int) -> list[list[int]]:
    """`n` hands of 14 tile kinds, each dealt from a freshly shuffled wall of 136."""
    rng = random.Random(seed)
    wall = [kind for kind in range(34) for _ in range(4)]
    hands = []
    for _ in range(n):
        rng.shuffle(wall)
        hands.append(sorted(wall[:14]))
    return hands


def reference_table(kinds: list[int]) -> list[tuple[int, int, int]]:
    """(discard, shanten, unseen improving tiles) for each distinct discard, by `mahjong`'s shanten."""
    counts = [0] * 34
    for kind in kinds:
        counts[kind] += 1
    rows = []
    for discard in sorted(set(kinds)):
        counts[discard] -= 1
        base = Shanten.calculate_shanten(counts)
        total = 0
        for draw in range(34):
            if counts[draw] + (draw == discard) >= 4:
                continue
            counts[draw] += 1
            if Shanten.calculate_shanten(counts) < base:
                total += 4 - counts[draw] + 1 - (draw == discard)
            counts[draw] -= 1
        counts[discard] += 1
        rows.append((discard, base, total))
    return rows


def _clear_caches() -> None:
    """Empty the per-suit tables, so the first round pays what a new process pays."""
    from rules.scoring import distance

    distance.suit_table.cache_clear()
    distance._run_table.cache_clear()


def _best_times(calls: list[Callable[[], object]], other: list[Callable[[], object]]) -> tuple[list, list]:
    """Per hand, the first-round time and the best time over the rounds, for both sides in turn."""
    clock = time.perf_counter
    first_ours, first_theirs = [], []
    best_ours = [float("inf")] * len(calls)
    best_theirs = [float("inf")] * len(calls)
    gc.disable()
    try:
        for round_index in range(ROUNDS):
            for index, (ours, theirs) in enumerate(zip(calls, other, strict=True)):
                start = clock()
                ours()
                middle = clock()
                theirs()
                end = clock()
                if round_index == 0:
                    first_ours.append(middle - start)
                    first_theirs.append(end - middle)
                best_ours[index] = min(best_ours[index], middle - start)
                best_theirs[index] = min(best_theirs[index], end - middle)
    finally:
        gc.enable()
    return (first_ours, best_ours), (first_theirs, best_theirs)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=2000, help="hands (default 2000)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    hands = dealt_hands(args.n, args.seed)
    ours = [partial(discard_table, tuple(Tile(kind) for kind in kinds)) for kinds in hands]
    theirs = [partial(reference_table, kinds) for kinds in hands]
    for kinds in hands[:50]:  # the two sides agree on what they time
        expected = sorted(reference_table(kinds))
        found = sorted(
            (c.tile.kind, c.prospect.shanten, c.prospect.total)
            for c in discard_table([Tile(k) for k in kinds])
        )
        if found != expected:
            raise SystemExit(f"tables differ for {kinds}: {found} != {expected}")
    _clear_caches()
    (first_ours, best_ours), (first_theirs, best_theirs) = _best_times(ours, theirs)

    def line(label: str, mine: list[float], reference: list[float]) -> str:
        ms, ref_ms = statistics.mean(mine) * 1e3, statistics.mean(reference) * 1e3
        return (
            f"{label:<28} ours {ms:7.3f} ms/hand (median {statistics.median(mine) * 1e3:.3f}, "
            f"p99 {sorted(mine)[int(len(mine) * 0.99)] * 1e3:.3f})   mahjong loop {ref_ms:7.3f} ms/hand   "
            f"ratio x{ref_ms / ms:.1f}"
        )

    print(f"Discard table of a 14-tile hand, {args.n} dealt hands, seed {args.seed}, {ROUNDS} rounds")
    print(line("first round (cold caches)", first_ours, first_theirs))
    print(line(f"best of {ROUNDS} rounds", best_ours, best_theirs))


if __name__ == "__main__":
    main()
