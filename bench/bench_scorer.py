"""Scoring speed, ours against `mahjong` 2.1.0, and the trainer's question rate: `python -m bench.bench_scorer`.

Options: `--n 10000` hands, `--seed 1`, `--rounds 3`, `--questions 300` per topic and difficulty.

The headline is END TO END, what the API, the calculator and the trainer wait for: a contract request
(a dict, DESIGN.md) in, the answer out. Ours is `score_request(dict) -> dict`. The reference's whole job
on the same request is `tests.scoring.oracle.score`: its 136-format tile ids, melds and a fresh
HandConfig built from the request (it mutates the one it is given), `estimate_hand_value`, and its
answer read back into our vocabulary. Both are timed in the same process, hand by hand in turn (ours,
then the reference's, so both see the same machine load), over a few rounds with the garbage collector
paused; each hand keeps its best time per side, as timeit does.

Scoring alone is shown too: each request first parsed into each scorer's in-memory input (ours: the
typed hand, situation and ruleset; the reference's: ids, win tile, melds and a fresh HandConfig per
round), then only the scoring timed; the parsing alone is timed the same way. Chinitsu hands, which have
many decompositions, are reported apart. Last, the trainer's generator: questions per second on this one
core for each topic and difficulty, each cell's best round (this machine's load shows in these absolute
figures, where the ratios above compare both sides under the same load).
Nothing here asserts a speed; the figures are for people.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import django
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig

from rules.scoring import ScoringError, parse_request, score_hand, score_nagashi, score_request
from rules.scoring.compiled import built_modules
from tests.scoring import oracle
from tests.scoring.random_hands import generate

WARM_UP = 200  # hands run untimed first, so caches and branch paths are warm on both sides
REFERENCE = "mahjong 2.1.0"
Call = Callable[[], object]


def _scoring_ours(request: dict) -> Call:
    """Our parsed input for one request (hand, situation, ruleset), as a zero-argument call scoring it."""
    hand, situation, ruleset = parse_request(request)

    def call() -> object:
        try:
            if hand is None:  # a nagashi mangan request scores no tiles
                return score_nagashi(situation, ruleset)
            return score_hand(hand, situation, ruleset)
        except ScoringError as error:  # no_yaku: the reference answers such hands with an error too
            return error

    return call


def _scoring_reference(request: dict, configs: list[HandConfig]) -> Call:
    """The reference's parsed input for one request; each call takes the next fresh HandConfig."""
    built = oracle.build_call(request)
    fresh = iter(configs)
    return lambda: HandCalculator.estimate_hand_value(
        built.tiles, built.win_tile, built.melds, built.dora, next(fresh), ura_dora_indicators=built.ura
    )


def _is_chinitsu(request: dict) -> bool:
    """Every tile, melds included, of one suit: the many-decomposition hands."""
    text = request["hand"] + "".join(meld["tiles"] for meld in request["melds"])
    return len({kind // 9 for kind, _ in oracle.parse(text)}) == 1 and "z" not in text


def _time_pairs(ours: Sequence[Call], theirs: Sequence[Call], rounds: int) -> tuple[list[float], list[float]]:
    """Each hand's best time over the rounds, per side, taking the hands in turn: ours, then theirs."""
    clock = time.perf_counter
    best_ours = [float("inf")] * len(ours)
    best_theirs = [float("inf")] * len(theirs)
    gc.disable()
    try:
        for _ in range(rounds):
            for index, (mine, other) in enumerate(zip(ours, theirs, strict=True)):
                start = clock()
                mine()
                middle = clock()
                other()
                end = clock()
                best_ours[index] = min(best_ours[index], middle - start)
                best_theirs[index] = min(best_theirs[index], end - middle)
    finally:
        gc.enable()
    return best_ours, best_theirs


def _block(label: str, ours: list[float], theirs: list[float]) -> str:
    """Throughput, median and ratio of one group of hands."""
    if not ours:
        return f"{label}: no hands"
    rate_ours, rate_theirs = len(ours) / sum(ours), len(theirs) / sum(theirs)
    median_ours, median_theirs = statistics.median(ours) * 1e6, statistics.median(theirs) * 1e6
    return "\n".join(
        (
            f"{label} ({len(ours)} hands)",
            f"  ours           {rate_ours:>9.0f} hands/s   median {median_ours:>7.1f} µs/hand",
            f"  {REFERENCE:<14} {rate_theirs:>9.0f} hands/s   median {median_theirs:>7.1f} µs/hand",
            f"  ratio ours/reference (throughput) {rate_ours / rate_theirs:.2f}x",
        )
    )


def _groups(label: str, requests: list[dict], ours: list[float], theirs: list[float]) -> list[str]:
    """All hands, then chinitsu and the others apart."""
    chinitsu = [_is_chinitsu(request) for request in requests]

    def pick(times: list[float], flag: bool) -> list[float]:
        return [t for t, c in zip(times, chinitsu, strict=True) if c == flag]

    return [
        _block(f"{label}, all hands", ours, theirs),
        _block(f"{label}, chinitsu hands", pick(ours, True), pick(theirs, True)),
        _block(f"{label}, other hands", pick(ours, False), pick(theirs, False)),
    ]


def end_to_end(requests: list[dict], rounds: int) -> list[str]:
    """Request dict in, answer dict out, on both sides."""
    ours = [lambda r=request: score_request(r) for request in requests]
    theirs = [lambda r=request: oracle.score(r) for request in requests]
    return _groups("END TO END (request dict -> answer dict)", requests, *_time_pairs(ours, theirs, rounds))


def _parse_ours(request: dict) -> object:
    try:
        return parse_request(request)
    except ScoringError as error:
        return error


def scoring_alone(requests: list[dict], rounds: int) -> list[str]:
    """Both sides on their own parsed input; then the parsing alone, timed the same way."""
    ours = [_scoring_ours(request) for request in requests]
    built = [oracle.build_call(request) for request in requests]
    configs = [[call.config() for _ in range(rounds)] for call in built]
    theirs = [_scoring_reference(request, c) for request, c in zip(requests, configs, strict=True)]
    lines = _groups("scoring alone (parsed input)", requests, *_time_pairs(ours, theirs, rounds))
    parse_ours, parse_theirs = _time_pairs(
        [lambda r=request: _parse_ours(r) for request in requests],
        [lambda r=request: oracle.build_call(r).config() for request in requests],
        rounds,
    )
    lines.append(
        f"parsing alone, median: ours {statistics.median(parse_ours) * 1e6:.1f} µs/hand (request to hand, "
        f"situation, ruleset); {REFERENCE} {statistics.median(parse_theirs) * 1e6:.1f} µs/hand (ids, win "
        "tile, melds and its fresh HandConfig)"
    )
    return lines


def question_rates(count: int, rounds: int) -> list[str]:
    """Questions per second of the trainer's generator, per topic and difficulty, rulesets in turn."""
    # The topics word their pages through Django (translations, the tile names), so it is set up first.
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "site_project.settings")
    django.setup()

    from quiz.generator import DIFFICULTIES, QuestionSpec
    from quiz.generator import generate as generate_question
    from quiz.topics import TOPICS
    from rules.scoring import RULESETS

    names = sorted(RULESETS)
    header = (
        f"questions/s ({count} per cell, seeds 0-{count - 1}, the {len(names)} rulesets in turn, one core's CPU time, "
        f"best of {rounds} rounds)"
    )
    lines = [header, f"  {'topic':<10}" + "".join(f"{d:>14}" for d in DIFFICULTIES)]
    for topic, entry in TOPICS.items():
        cells = []
        for difficulty in DIFFICULTIES:
            specs = [QuestionSpec(seed, topic, difficulty, names[seed % len(names)]) for seed in range(count)]
            if not all(entry.offers(difficulty, spec.ruleset_name) for spec in specs):
                cells.append(f"{'-':>14}")  # a pairing the topic does not offer
                continue
            best = float("inf")
            for _ in range(rounds):
                start = time.process_time()  # this process's CPU time: one core, whatever else runs
                for spec in specs:
                    generate_question(spec)
                best = min(best, time.process_time() - start)
            cells.append(f"{count / best:>14.0f}")
        lines.append(f"  {topic:<10}" + "".join(cells))
    return lines


def main(argv: list[str] | None = None) -> int:
    """Warm both sides up, then print end to end, scoring alone and the question rates."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000, help="hands to score (default 10000)")
    parser.add_argument("--seed", type=int, default=1, help="hand generator seed (default 1)")
    parser.add_argument(
        "--rounds", type=int, default=3, help="timed rounds; each hand keeps its best (default 3)"
    )
    parser.add_argument(
        "--questions", type=int, default=300, help="questions per topic and difficulty (default 300)"
    )
    args = parser.parse_args(argv)

    requests = list(generate(args.n, seed=args.seed))
    warm = list(generate(WARM_UP, seed=args.seed + 1))
    end_to_end(warm, 1)
    scoring_alone(warm, 1)

    built = len(built_modules())
    build = f"compiled with mypyc ({built} modules)" if built else "interpreted (no build: `make compile`)"
    print(
        f"bench: {args.n} random hands (seed {args.seed}), five rulesets, best of {args.rounds} rounds per hand; "
        f"our scorer {build}"
    )
    for line in (*end_to_end(requests, args.rounds), *scoring_alone(requests, args.rounds)):
        print(line, flush=True)
    if args.questions:
        for line in question_rates(args.questions, args.rounds):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
