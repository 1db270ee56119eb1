"""A table's rules from its ruleset row: the engine's rules of play with the house rules, the start
points, and what turns the final points into hanchan scores.

A club's house rules keep the scoring and play overrides in `overrides` and the table rules (start and
return points, uma, oka, ties, leftover sticks, bust, chombo) in `table_rules`. The play engine reads
bust and leftover sticks as play parameters, and a chombo penalty it knows (8, 12, 20 or 30 points);
the start points become the game's starting scores; the uma and oka are the club's, by the scorer's
results module, so the page's final scores are the same as the results page's for the same points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.play import PLAY_CHOICES, SEATS, GameState, Placing, PlayRules, play_rules
from rules.scoring import ResultRules, ResultsUnavailable, table_rules

if TYPE_CHECKING:
    from rules.models import Ruleset

PLAY_TABLE_KEYS = ("bust", "leftover_sticks")


@dataclass(frozen=True)
class TableRules:
    """Everything a table's game needs from its ruleset row."""

    play: PlayRules
    start_points: int
    results: ResultRules | None  # None where the ruleset's uma is unconfirmed (points only)

    def new_game(self) -> GameState:
        """A game at its start under these rules."""
        return GameState(self.play, scores=(self.start_points,) * SEATS)


def rules_of(row: Ruleset) -> TableRules:
    """The table rules of a ruleset row (a named ruleset, or a club's house rules)."""
    club = row.table_rules or {}
    overrides: dict[str, object] = dict(row.overrides or {})
    overrides.update((key, club[key]) for key in PLAY_TABLE_KEYS if key in club)
    if "chombo" in club and club["chombo"] * 1000 in PLAY_CHOICES["chombo_points"]:
        overrides.update(chombo="points", chombo_points=club["chombo"] * 1000)
    play = play_rules(row.base, overrides or None)
    start = table_rules(row.base, club).get("start_points") or play.start_points
    try:
        results: ResultRules | None = row.result_rules()
    except ResultsUnavailable:
        results = None
    return TableRules(play, int(start), results)  # type: ignore[call-overload]


def standings(game: GameState, rules: TableRules) -> list[Placing] | None:
    """Final places and hanchan scores by the club's uma and oka, chombo penalties taken off (the engine's
    `placings`); None where the ruleset has no confirmed uma."""
    if rules.results is None:
        return None
    return game.placings(rules.results)
