"""Scoring speed, ours against `mahjong` 2.1.0: `python -m bench.bench_scorer [--n 10000] [--seed 1]`.

Both scorers get the same random hands (tests/scoring/random_hands.py). Each hand is first turned
into each scorer's own in-memory input (ours: the typed hand, situation and ruleset; the oracle's:
136-format ids, win tile, melds and a fresh HandConfig, since it mutates the one it is given);
that parsing is timed apart. Then the scoring alone is timed, hand by hand, one scorer after the
other in the same process with the garbage collector paused. Chinitsu hands, which have many
decompositions, are reported apart from the others. Nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.scoring import oracle
from tests.scoring.random_hands import generate

WARM_UP = 200  # hands scored untimed first, so caches and branch paths are warm on both sides


def _prepare_ours(request: dict) -> Callable[[], object]:
    """Our typed input for one request (hand, situation, ruleset), as a zero-argument call scoring it."""
    from rules.scoring import ScoringError, parse_request, score_hand

    hand, situation, ruleset = parse_request(request)

    def call() -> object:
        try:
            return score_hand(hand, situation, ruleset)
        except ScoringError as error:  # no_yaku: the oracle answers such hands with an error too
            return error

    return call


def _prepare_oracle(request: dict) -> Callable[[], object]:
    """The oracle's input for one request: ids, melds, indicators and its own fresh HandConfig."""
    from mahjong.hand_calculating.hand import HandCalculator

    call = oracle.build_call(request)
    config = call.config()
    return lambda: HandCalculator.estimate_hand_value(
        call.tiles, call.win_tile, call.melds, call.dora, config, ura_dora_indicators=call.ura
    )


def _is_chinitsu(request: dict) -> bool:
    """Every tile, melds included, of one suit: the many-decomposition hands."""
    text = request["hand"] + "".join(meld["tiles"] for meld in request["melds"])
    return len({kind // 9 for kind, _ in oracle.parse(text)}) == 1 and "z" not in text


def _time_each(calls: Sequence[Callable[[], object]]) -> list[float]:
    """Seconds per call, measured one by one."""
    clock = time.perf_counter
    times = []
    gc.disable()
    try:
        for call in calls:
            start = clock()
            call()
            times.append(clock() - start)
    finally:
        gc.enable()
    return times


def _prepare_all(
    requests: Sequence[dict], prepare: Callable[[dict], Callable[[], object]]
) -> tuple[list[Callable[[], object]], float]:
    start = time.perf_counter()
    calls = [prepare(request) for request in requests]
    return calls, time.perf_counter() - start


def _block(label: str, ours: list[float], theirs: list[float]) -> str:
    """Throughput, median and ratio of one group of hands."""
    if not ours:
        return f"{label}: no hands"
    rate_ours, rate_theirs = len(ours) / sum(ours), len(theirs) / sum(theirs)
    median_ours, median_theirs = statistics.median(ours) * 1e6, statistics.median(theirs) * 1e6
    return "\n".join(
        (
            f"{label} ({len(ours)} hands)",
            f"  ours           {rate_ours:>9.0f} hands/s   median {median_ours:>8.1f} µs/hand",
            f"  mahjong 2.1.0  {rate_theirs:>9.0f} hands/s   median {median_theirs:>8.1f} µs/hand",
            f"  ratio ours/oracle (throughput) {rate_ours / rate_theirs:.2f}x",
        )
    )


def main(argv: list[str] | None = None) -> int:
    """Prepare both inputs, time both scorers on the same hands and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000, help="hands to score (default 10000)")
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    args = parser.parse_args(argv)

    requests = list(generate(args.n, seed=args.seed))
    warm = list(generate(WARM_UP, seed=args.seed + 1))
    for call in [*_prepare_all(warm, _prepare_ours)[0], *_prepare_all(warm, _prepare_oracle)[0]]:
        call()

    ours_calls, ours_parse = _prepare_all(requests, _prepare_ours)
    oracle_calls, oracle_parse = _prepare_all(requests, _prepare_oracle)
    ours = _time_each(ours_calls)
    theirs = _time_each(oracle_calls)

    chinitsu = [_is_chinitsu(r) for r in requests]
    pick = lambda times, flag: [t for t, c in zip(times, chinitsu, strict=True) if c == flag]  # noqa: E731
    print(f"bench: {args.n} random hands (seed {args.seed}), five rulesets, scoring only, parsing excluded")
    print(_block("all hands", ours, theirs))
    print(_block("chinitsu hands", pick(ours, True), pick(theirs, True)))
    print(_block("other hands", pick(ours, False), pick(theirs, False)))
    print(
        f"parsing (apart): ours {ours_parse / args.n * 1e6:.1f} µs/hand, "
        f"mahjong 2.1.0 {oracle_parse / args.n * 1e6:.1f} µs/hand (ids, melds and a fresh HandConfig)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
