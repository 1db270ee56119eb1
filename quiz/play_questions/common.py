"""What the rules-of-play topics share: the drill record, the seated players, and hands built from a
seeded stream (a complete hand less one tile is tenpai; the play engine, not this module, reads its waits).

Seats are named by their wind in the hand asked about: the dealer is always East, then South, West and
North in turn order (rules.play numbers them 0-3 the same way when seat 0 deals).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from rules.play import PlayRules, play_rules
from rules.scoring import HONOR_START, KIND_COUNT, Tile, to_mpsz

SEAT_WINDS = ("E", "S", "W", "N")
MAX_TRIES = 400


class Retry(Exception):
    """A candidate ran out of copies of a tile or missed its case: draw the next one."""


@dataclass(frozen=True)
class PlayDrill:
    """A generated rules-of-play question: the situation shown (JSON-ready), the engine's answers keyed by
    part, and the case it was drawn for (the skill it drills)."""

    request: dict
    answer: dict
    theme: str


def rules_of(request: dict) -> PlayRules:
    """The rules of play a stored request names: its base ruleset and the club's house rules."""
    return play_rules(request["ruleset"], request.get("rules") or None)


def ruleset_fields(base: str, overrides: dict) -> dict:
    """`ruleset` and, for house rules, `rules`, as every question request carries them."""
    return {"ruleset": base, **({"rules": dict(overrides)} if overrides else {})}


def draw_drill(
    topic: str,
    difficulty: str,
    base: str,
    overrides: dict,
    attempt: Callable[[PlayRules, dict], PlayDrill | None],
) -> PlayDrill:
    """The loop every topic draws its question with: `attempt(rules, fields)` draws one candidate from the
    topic's stream and gives the drill, or None (or raises Retry) when the candidate missed its case; the
    next candidate is drawn from the same stream, so one seed always gives one question. `fields` are the
    request's `ruleset_fields`, `rules` the rules of play they name."""
    fields = ruleset_fields(base, overrides)
    rules = rules_of(fields)
    for _ in range(MAX_TRIES):
        try:
            drill = attempt(rules, fields)
        except Retry:
            continue
        if drill is not None:
            return drill
    raise RuntimeError(f"no {topic} question for {difficulty} {base}")


def pick(rng: random.Random, weights: dict[str, float]) -> str:
    """One key drawn by weight (a zero weight is never drawn)."""
    keys = [key for key, weight in weights.items() if weight > 0]
    return rng.choices(keys, weights=[weights[key] for key in keys])[0]


@dataclass
class Wall:
    """The copies still unseen: every tile a question shows is taken from here, so none shows a fifth."""

    left: list[int] = field(default_factory=lambda: [4] * KIND_COUNT)

    def take(self, kind: int, count: int = 1) -> None:
        if self.left[kind] < count:
            raise Retry
        self.left[kind] -= count

    def draw(self, rng: random.Random, avoid: set[int] = frozenset()) -> int:  # type: ignore[assignment]
        """A random kind still in the wall, weighted by its copies, outside `avoid`."""
        kinds = [kind for kind in range(KIND_COUNT) if self.left[kind] and kind not in avoid]
        if not kinds:
            raise Retry
        kind = rng.choices(kinds, weights=[self.left[k] for k in kinds])[0]
        self.take(kind)
        return kind


def complete_hand(
    rng: random.Random,
    wall: Wall,
    *,
    chow_share: float = 0.75,
    simples: bool = False,
    suit: int | None = None,
) -> list[list[int]]:
    """Four sets and a pair (kinds), mostly chows as in real hands; the pair is the last group."""
    groups: list[list[int]] = []
    for _ in range(4):
        base = 9 * (rng.randrange(3) if suit is None else suit)
        if rng.random() < chow_share:
            first = base + (rng.randint(1, 5) if simples else rng.randrange(7))
            for kind in (first, first + 1, first + 2):
                wall.take(kind)
            groups.append([first, first + 1, first + 2])
        else:
            honour = not simples and suit is None and rng.random() < 0.25
            kind = (
                HONOR_START + rng.randrange(7)
                if honour
                else base + (rng.randint(1, 7) if simples else rng.randrange(9))
            )
            wall.take(kind, 3)
            groups.append([kind] * 3)
    base = 9 * (rng.randrange(3) if suit is None else suit)
    pair = base + (rng.randint(1, 7) if simples else rng.randrange(9))
    wall.take(pair, 2)
    groups.append([pair, pair])
    return groups


def notation(kinds: list[int]) -> str:
    """Kinds as sorted mpsz notation."""
    return to_mpsz([Tile(kind) for kind in sorted(kinds)])


def kind_of(tile: str) -> int:
    """The kind of one tile written in notation."""
    return Tile.from_mpsz(tile).kind


def tile_text(kind: int) -> str:
    """One kind in notation, e.g. '6p'."""
    return Tile(kind).mpsz()
