"""Hanchan results: four final point totals turned into game scores, per ruleset.

The formula of seed 002, `(points - return points) / 1000 + uma`, plus the oka for first place where a
ruleset has one. The numbers come from `GAME_FACTS` (start and return points, oka, uma, ties), so the
comparison page and this computation read one place; a ruleset whose facts are unconfirmed has no
formula here rather than a guessed one.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal

from .rulesets import GAME_FACTS, Fact

PLAYERS = 4
TENTH = Decimal("0.1")


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


def result_rules(ruleset: str) -> ResultRules:
    """The hanchan-score rules of a named ruleset, read from its game facts.

    >>> result_rules("tenhou").uma, result_rules("tenhou").oka
    ((20, 10, -10, -20), 20)
    >>> result_rules("mahjongsoul")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    ResultsUnavailable: unc.
    """
    facts = GAME_FACTS.get(ruleset)
    if facts is None:
        raise ResultsUnavailable(ruleset)
    if facts.uma.uncertain or facts.hanchan_score.uncertain:
        raise ResultsUnavailable(facts.uma.value)
    try:
        uma = tuple(int(part) for part in facts.uma.value.split("/"))
    except ValueError:
        raise ResultsUnavailable(facts.uma.value) from None
    if len(uma) != PLAYERS:
        raise ResultsUnavailable(facts.uma.value)
    return ResultRules(
        start_points=_number(facts.start_points),
        return_points=_number(facts.return_points),
        oka=_number(facts.oka),
        uma=uma,  # type: ignore[arg-type]
        shared_ties=facts.ties.value == "uma shared",
        rounded="rounded to the nearest 1000" in facts.hanchan_score.value,
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


def hanchan_scores(points: list[int], ruleset: str) -> list[Placing]:
    """The hanchan score of each of four players, in seat order.

    >>> [str(p.score) for p in hanchan_scores([42000, 31000, 27000, 20000], "ema")]
    ['27.0', '6.0', '-8.0', '-25.0']
    >>> [str(p.score) for p in hanchan_scores([35000, 35000, 30000, 20000], "wrc")]
    ['15.0', '15.0', '-5.0', '-25.0']
    >>> [str(p.score) for p in hanchan_scores([40000, 30000, 20000, 10000], "tenhou")]
    ['50.0', '10.0', '-20.0', '-40.0']
    >>> [p.place for p in hanchan_scores([30000, 30000, 20000, 20000], "tenhou")]
    [1, 2, 3, 4]
    """
    if len(points) != PLAYERS:
        raise ValueError(f"{PLAYERS} point totals are needed")
    rules = result_rules(ruleset)
    # A stable sort keeps the seat order among equal totals: the earlier seat ranks higher.
    order = sorted(range(PLAYERS), key=lambda seat: -points[seat])
    bonus = [Decimal(uma) for uma in rules.uma]
    bonus[0] += rules.oka
    places = [0] * PLAYERS
    extras = [Decimal(0)] * PLAYERS
    rank = 0
    while rank < PLAYERS:
        tied = [seat for seat in order[rank:] if points[seat] == points[order[rank]]]
        group = tied if rules.shared_ties else tied[:1]
        share = sum(bonus[rank : rank + len(group)], Decimal(0)) / len(group)
        for seat in group:
            places[seat] = rank + 1
            extras[seat] = share
        rank += len(group)
    if rules.rounded:
        # Tenhou's way: every place but the first is rounded, and the first takes what makes the sum zero.
        final = {
            seat: Decimal(_round_thousands(points[seat]) - rules.return_points // 1000) + extras[seat]
            for seat in order[1:]
        }
        final[order[0]] = -sum(final.values(), Decimal(0))
    else:
        final = {
            seat: Decimal(points[seat] - rules.return_points) / 1000 + extras[seat] for seat in range(PLAYERS)
        }
    return [
        Placing(seat, points[seat], places[seat], final[seat].quantize(TENTH, ROUND_HALF_EVEN))
        for seat in range(PLAYERS)
    ]
