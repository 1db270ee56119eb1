"""Scoring speed, ours against `mahjong` 2.1.0: `python -m bench.bench_scorer [--n 10000] [--seed 1]`.

Both scorers get the same random hands (tests/scoring/random_hands.py). Each hand is first turned
into each scorer's own in-memory input (ours: the typed hand, situation and ruleset; the oracle's:
136-format ids, win tile, melds and a fresh HandConfig, since it mutates the one it is given);
that parsing is timed apart. Then the scoring alone is timed in one process with the garbage
collector paused: hand by hand, ours then the oracle's, over a few rounds, each hand keeping its
best time per scorer. Chinitsu hands, which have many decompositions, are reported apart from
the others. Nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig

from tests.scoring import oracle
from tests.scoring.random_hands import generate

T = TypeVar("T")

WARM_UP = 200  # hands scored untimed first, so caches and branch paths are warm on both sides


def _prepare_ours(request: dict) -> Callable[[], object]:
    """Our typed input for one request (hand, situation, ruleset), as a zero-argument call scoring it."""
    from rules.scoring import ScoringError, parse_request, score_hand, score_nagashi

    hand, situation, ruleset = parse_request(request)

    def call() -> object:
        try:
            if hand is None:  # a nagashi mangan request scores no tiles
                return score_nagashi(situation, ruleset)
            return score_hand(hand, situation, ruleset)
        except ScoringError as error:  # no_yaku: the oracle answers such hands with an error too
            return error

    return call


def _prepare_oracle(request: dict) -> Callable[[HandConfig], object]:
    """The oracle's input for one request (ids, win tile, melds, indicators), called with a fresh HandConfig."""
    call = oracle.build_call(request)
    return lambda config: HandCalculator.estimate_hand_value(
        call.tiles, call.win_tile, call.melds, call.dora, config, ura_dora_indicators=call.ura
    )


def _is_chinitsu(request: dict) -> bool:
    """Every tile, melds included, of one suit: the many-decomposition hands."""
    text = request["hand"] + "".join(meld["tiles"] for meld in request["melds"])
    return len({kind // 9 for kind, _ in oracle.parse(text)}) == 1 and "z" not in text


def _time_rounds(
    ours: Sequence[Callable[[], object]],
    theirs: Sequence[Callable[[HandConfig], object]],
    configs: Sequence[Sequence[HandConfig]],
) -> tuple[list[list[float]], list[list[float]]]:
    """Seconds per hand and round for each scorer, taking the hands in turn: ours, then the oracle's.

    Taking each hand on both sides before the next exposes both to the same machine load.
    """
    clock = time.perf_counter
    rounds_ours, rounds_theirs = [], []
    gc.disable()
    try:
        for round_configs in configs:
            times_ours, times_theirs = [], []
            for mine, other, config in zip(ours, theirs, round_configs, strict=True):
                start = clock()
                mine()
                middle = clock()
                other(config)
                times_theirs.append(clock() - middle)
                times_ours.append(middle - start)
            rounds_ours.append(times_ours)
            rounds_theirs.append(times_theirs)
    finally:
        gc.enable()
    return rounds_ours, rounds_theirs


def _best(rounds: list[list[float]]) -> list[float]:
    """Each hand's least disturbed time over the rounds (as timeit does): other processes filtered out."""
    return [min(times) for times in zip(*rounds, strict=True)]


def _prepare_all(requests: Sequence[dict], prepare: Callable[[dict], T]) -> tuple[list[T], float]:
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
    parser.add_argument(
        "--rounds", type=int, default=3, help="timed rounds; each hand keeps its best (default 3)"
    )
    args = parser.parse_args(argv)

    requests = list(generate(args.n, seed=args.seed))
    warm = list(generate(WARM_UP, seed=args.seed + 1))
    warm_ours, warm_theirs = _prepare_all(warm, _prepare_ours)[0], _prepare_all(warm, _prepare_oracle)[0]
    warm_configs = [[oracle.build_call(r).config() for r in warm]]
    _time_rounds(warm_ours, warm_theirs, warm_configs)

    ours_calls, ours_parse = _prepare_all(requests, _prepare_ours)
    oracle_calls, oracle_parse = _prepare_all(requests, _prepare_oracle)
    factories = [oracle.build_call(r).config for r in requests]
    start = time.perf_counter()
    configs = [[factory() for factory in factories] for _ in range(args.rounds)]
    config_time = (time.perf_counter() - start) / args.rounds
    rounds_ours, rounds_theirs = _time_rounds(ours_calls, oracle_calls, configs)
    ours, theirs = _best(rounds_ours), _best(rounds_theirs)

    chinitsu = [_is_chinitsu(r) for r in requests]

    def pick(times: list[float], flag: bool) -> list[float]:
        return [t for t, c in zip(times, chinitsu, strict=True) if c == flag]

    print(
        f"bench: {args.n} random hands (seed {args.seed}), five rulesets, scoring only (parsing excluded), "
        f"best of {args.rounds} rounds per hand"
    )
    print(_block("all hands", ours, theirs))
    print(_block("chinitsu hands", pick(ours, True), pick(theirs, True)))
    print(_block("other hands", pick(ours, False), pick(theirs, False)))
    print(_block("first round alone (caches still filling on both sides)", rounds_ours[0], rounds_theirs[0]))
    print(
        f"parsing (apart): ours {ours_parse / args.n * 1e6:.1f} µs/hand (request to hand, situation, ruleset); "
        f"mahjong 2.1.0 {oracle_parse / args.n * 1e6:.1f} µs/hand (ids, win tile, melds) "
        f"+ {config_time / args.n * 1e6:.1f} µs/hand for its fresh HandConfig"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
