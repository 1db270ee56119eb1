"""Hanchan results: four final point totals turned into game scores, per ruleset.

The formula of seed 002, `(points - return points) / 1000 + uma`, plus the oka for first place where a
ruleset has one. The numbers come from `GAME_FACTS` (start and return points, oka, uma, ties, where
leftover riichi sticks go), so the comparison page and this computation read one place; a ruleset whose
facts are unconfirmed has no formula here rather than a guessed one. A club's house rules override
those facts with its table rules (`TABLE_RULES`), checked here like the scorer's own parameters.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from typing import Final

from .errors import ScoringError
from .rulesets import GAME_FACTS, Fact

PLAYERS = 4
TENTH = Decimal("0.1")
STICK = 1000  # points in a riichi stick
POINTS_RANGE: Final = (1000, 200_000)  # what start and return points a table may play
UMA_RANGE: Final = (-100, 100)  # a place's uma, in thousands
PENALTY_RANGE: Final = (0, 100)  # a chombo's penalty, in hanchan points

# Where riichi sticks still on the table at the end of the game go.
LEFTOVER_STICKS: Final = ("first", "lost")
TIES: Final = ("shared", "seat_order")
# A club's table rules: what each may hold. Ints are points (multiples of 100) or thousands.
TABLE_RULES: Final[dict[str, str]] = {
    "start_points": "points",
    "return_points": "points",
    "oka": "thousands",
    "uma": "four thousands",
    "ties": "choice",
    "leftover_sticks": "choice",
    "bust": "bool",
    "chombo": "penalty",
}
TABLE_CHOICES: Final[dict[str, tuple[str, ...]]] = {"ties": TIES, "leftover_sticks": LEFTOVER_STICKS}


class ResultsUnavailable(ValueError):
    """The ruleset's start points, oka, uma or tie rule are not confirmed, so no score is computed."""


@dataclass(frozen=True, slots=True)
class ResultRules:
    """What turns points into a hanchan score under one ruleset."""

    start_points: int
    return_points: int
    oka: int  # in thousands, to first place
    uma: tuple[int, int, int, int]
    shared_ties: bool  # tied players share uma and oka; otherwise the seat order breaks ties
    rounded: bool  # points rounded to the nearest 1000 (a 500 rounds down), first place takes the rest
    leftover_sticks: str | None = "first"  # "first", "lost", or None where no source says
    bust: bool | None = None  # a player below zero ends the game (None: unconfirmed)
    chombo: int | None = None  # a chombo's penalty in hanchan points (None: unconfirmed)

    def points_off(self, points: list[int], leftover_sticks: int = 0) -> int:
        """How many points the four totals are off by (0 for a sheet that adds up): the points on the
        table at the start, less the sticks left on it, must all be in someone's total.

        >>> result_rules("ema").points_off([52300, 33100, 24900, 8700], leftover_sticks=1)
        0
        >>> result_rules("ema").points_off([52300, 33100, 24900, 8700])
        -1000
        """
        return sum(points) + leftover_sticks * STICK - PLAYERS * self.start_points


@dataclass(frozen=True, slots=True)
class Placing:
    """One player's result: seat (0 = the first dealer), points, place (1-4) and hanchan score."""

    seat: int
    points: int
    place: int
    score: Decimal


def _number(fact: Fact) -> int:
    if fact.uncertain:
        raise ResultsUnavailable(fact.value)
    try:
        return int(fact.value)
    except ValueError:
        raise ResultsUnavailable(fact.value) from None


def _sticks_fact(fact: Fact) -> str | None:
    if fact.uncertain:
        return None
    return "lost" if fact.value == "lost" else "first"  # "to the winner" of the game: its first place


def _named_facts(ruleset: str) -> dict[str, object]:
    """The table rules of a named ruleset as its game facts say them; None where a fact is unconfirmed."""
    facts = GAME_FACTS.get(ruleset)
    if facts is None:
        raise ResultsUnavailable(ruleset)
    known: dict[str, object] = {}
    for key in ("start_points", "return_points", "oka"):
        try:
            known[key] = _number(getattr(facts, key))
        except ResultsUnavailable:
            known[key] = None
    try:
        uma = tuple(int(part) for part in facts.uma.value.split("/"))
    except ValueError:
        uma = ()
    known["uma"] = uma if len(uma) == PLAYERS and not facts.uma.uncertain else None
    # An unconfirmed tie rule still scores a game: the seat order decides, as the earlier seat deals first.
    known["ties"] = "shared" if facts.ties.value == "uma shared" else "seat_order"
    known["leftover_sticks"] = _sticks_fact(facts.riichi_sticks_at_end)
    known["bust"] = None if facts.busting.uncertain else facts.busting.value.startswith("yes")
    known["chombo"] = CHOMBO_PENALTY.get(ruleset)
    known["formula"] = None if facts.hanchan_score.uncertain else facts.hanchan_score.value
    return known


# A chombo's penalty in hanchan points where the rules say it (EMA 2016 and WRC 2015: 20,000 points).
CHOMBO_PENALTY: Final = {"ema": 20, "wrc": 20}


def _in_range(value: object, bounds: tuple[int, int]) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and bounds[0] <= value <= bounds[1]


def checked_table_rule(key: object, value: object) -> object:
    """The validated value of one table rule (a tuple for the uma), or `bad_rule`.

    >>> checked_table_rule("uma", [20, 10, -10, -20])
    (20, 10, -10, -20)
    >>> checked_table_rule("ties", "coin toss")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    ScoringError: bad_rule
    """
    kind = TABLE_RULES.get(key) if isinstance(key, str) else None
    if kind == "points" and _in_range(value, POINTS_RANGE) and value % 100 == 0:  # type: ignore[operator]
        return value
    if kind == "thousands" and _in_range(value, UMA_RANGE):
        return value
    if kind == "penalty" and _in_range(value, PENALTY_RANGE):
        return value
    if kind == "bool" and isinstance(value, bool):
        return value
    if kind == "choice" and value in TABLE_CHOICES[key]:  # type: ignore[index]
        return value
    if (
        kind == "four thousands"
        and isinstance(value, list | tuple)
        and len(value) == PLAYERS
        and all(_in_range(part, UMA_RANGE) for part in value)
    ):
        return tuple(value)
    raise ScoringError("bad_rule", rule=key)


def table_rules(ruleset: str, overrides: Mapping[str, object] | None = None) -> dict[str, object]:
    """Every table rule of a ruleset with a club's overrides applied (None where still unconfirmed);
    an unknown rule or an ill-typed value raises `bad_rule`.

    >>> table_rules("ema", {"uma": [20, 10, -10, -20]})["uma"]
    (20, 10, -10, -20)
    """
    rules = _named_facts(ruleset)
    for key, value in (overrides or {}).items():
        rules[key] = checked_table_rule(key, value)
    return rules


def result_rules(ruleset: str, overrides: Mapping[str, object] | None = None) -> ResultRules:
    """The hanchan-score rules of a named ruleset, read from its game facts, with table-rule overrides.

    >>> result_rules("tenhou").uma, result_rules("tenhou").oka
    ((20, 10, -10, -20), 20)
    >>> result_rules("mahjongsoul")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    ResultsUnavailable: unc.
    >>> result_rules("ema", {"uma": [30, 10, -10, -30]}).uma
    (30, 10, -10, -30)
    """
    rules = table_rules(ruleset, overrides)
    needed = ("start_points", "return_points", "oka", "uma")
    missing = [key for key in needed if rules[key] is None]
    overridden = set(overrides or {})
    # A formula no source confirms stands only where the club says every number itself.
    if missing or (rules["formula"] is None and not set(needed) <= overridden):
        raise ResultsUnavailable(", ".join(missing) or "unc.")
    formula = str(rules["formula"] or "")
    return ResultRules(
        start_points=int(rules["start_points"]),  # type: ignore[call-overload]
        return_points=int(rules["return_points"]),  # type: ignore[call-overload]
        oka=int(rules["oka"]),  # type: ignore[call-overload]
        uma=rules["uma"],  # type: ignore[arg-type]
        shared_ties=rules["ties"] == "shared",
        rounded="rounded to the nearest 1000" in formula,
        leftover_sticks=rules["leftover_sticks"],  # type: ignore[arg-type]
        bust=rules["bust"],  # type: ignore[arg-type]
        chombo=rules["chombo"],  # type: ignore[arg-type]
    )


def rulesets_with_results() -> tuple[str, ...]:
    """The named rulesets whose hanchan score is known.

    >>> rulesets_with_results()
    ('ema', 'wrc', 'tenhou', 'mleague')
    """
    known = []
    for key in GAME_FACTS:
        try:
            result_rules(key)
        except ResultsUnavailable:
            continue
        known.append(key)
    return tuple(known)


def _round_thousands(points: int) -> int:
    """Tenhou's rounding to 1000: 500 and below round down, 600 and above up."""
    hundreds = points // 100
    thousands, rest = divmod(hundreds, 10)
    return thousands + (rest >= 6)


def placed_groups(points: list[int], shared_ties: bool) -> list[tuple[int, list[int]]]:
    """The seats grouped by place, best first, each with its rank (0 for first): tied totals share a
    place where the rules say so; elsewhere a stable sort keeps the seat order, the earlier seat higher.

    >>> placed_groups([30000, 40000, 30000, 20000], shared_ties=True)
    [(0, [1]), (1, [0, 2]), (3, [3])]
    """
    order = sorted(range(len(points)), key=lambda seat: -points[seat])
    groups = []
    rank = 0
    while rank < len(order):
        tied = [seat for seat in order[rank:] if points[seat] == points[order[rank]]]
        group = tied if shared_ties else tied[:1]
        groups.append((rank, group))
        rank += len(group)
    return groups


def final_places(points: list[int], shared_ties: bool = False) -> list[int]:
    """Each seat's place (1-4), for a sheet whose rules give no hanchan score.

    >>> final_places([20000, 40000, 20000, 40000])
    [3, 1, 4, 2]
    """
    places = [0] * len(points)
    for rank, group in placed_groups(points, shared_ties):
        for seat in group:
            places[seat] = rank + 1
    return places


def hanchan_scores(points: list[int], ruleset: str | ResultRules, leftover_sticks: int = 0) -> list[Placing]:
    """The hanchan score of each of four players, in seat order, under a named ruleset or a club's
    result rules; riichi sticks left on the table at the end go where the rules say.

    >>> [str(p.score) for p in hanchan_scores([42000, 31000, 27000, 20000], "ema")]
    ['27.0', '6.0', '-8.0', '-25.0']
    >>> [str(p.score) for p in hanchan_scores([35000, 35000, 30000, 20000], "wrc")]
    ['15.0', '15.0', '-5.0', '-25.0']
    >>> [str(p.score) for p in hanchan_scores([40000, 30000, 20000, 10000], "tenhou")]
    ['50.0', '10.0', '-20.0', '-40.0']
    >>> [p.place for p in hanchan_scores([30000, 30000, 20000, 20000], "tenhou")]
    [1, 2, 3, 4]
    >>> [str(p.score) for p in hanchan_scores([52300, 33100, 24900, 8700], "ema", leftover_sticks=1)]
    ['38.3', '8.1', '-10.1', '-36.3']
    """
    if len(points) != PLAYERS:
        raise ValueError(f"{PLAYERS} point totals are needed")
    rules = result_rules(ruleset) if isinstance(ruleset, str) else ruleset
    if leftover_sticks and rules.leftover_sticks is None:
        raise ResultsUnavailable("leftover_sticks")
    sticks_to_first = Decimal(leftover_sticks if rules.leftover_sticks == "first" else 0)
    bonus = [Decimal(uma) for uma in rules.uma]
    bonus[0] += rules.oka
    places = [0] * PLAYERS
    extras = [Decimal(0)] * PLAYERS
    for rank, group in placed_groups(points, rules.shared_ties):
        share = sum(bonus[rank : rank + len(group)], Decimal(0)) / len(group)
        if rank == 0:
            share += sticks_to_first / len(group)  # the sticks are shared like the first place's uma
        for seat in group:
            places[seat] = rank + 1
            extras[seat] = share
    order = sorted(range(PLAYERS), key=lambda seat: -points[seat])
    if rules.rounded:
        # Tenhou's way: every place but the first is rounded, and the first takes what makes the sum zero
        # (the leftover sticks included, unless the rules say they are lost).
        final = {
            seat: Decimal(_round_thousands(points[seat]) - rules.return_points // 1000) + extras[seat]
            for seat in order[1:]
        }
        lost = Decimal(leftover_sticks) - sticks_to_first
        final[order[0]] = -sum(final.values(), Decimal(0)) - lost
    else:
        final = {
            seat: Decimal(points[seat] - rules.return_points) / 1000 + extras[seat] for seat in range(PLAYERS)
        }
    return [
        Placing(seat, points[seat], places[seat], final[seat].quantize(TENTH, ROUND_HALF_EVEN))
        for seat in range(PLAYERS)
    ]
