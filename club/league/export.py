"""The standings and the games as CSV files, for a spreadsheet or another site: one header row, then one
row per line; numbers written as Python writes them (a point for decimals), so any program reads them."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable

from club.league.models import Game, Season
from club.league.standings import standings

STANDINGS_HEADER = (
    "rank",
    "player",
    "total",
    "games",
    "average_place",
    "first",
    "second",
    "third",
    "fourth",
    "average",
    "best",
)
GAMES_HEADER = (
    "game",
    "date",
    "ruleset",
    "leftover_sticks",
    "seat",
    "player",
    "points",
    "penalty",
    "place",
    "score",
)
SEAT_KEYS = ("east", "south", "west", "north")


def _csv(rows: Iterable[Iterable[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerows(rows)
    return out.getvalue()


def standings_csv(season: Season) -> str:
    """The season's standings, the ranked players first."""
    ranked, unranked = standings(season)
    return _csv(
        [STANDINGS_HEADER]
        + [
            (
                line.rank or "",
                line.name,
                line.total,
                line.games,
                line.average_place,
                *line.places,
                line.average,
                line.best,
            )
            for line in ranked + unranked
        ]
    )


def games_csv(games: Iterable[Game]) -> str:
    """Every seat of every game, one row each, in the columns the import reads back."""
    return _csv(
        [GAMES_HEADER]
        + [
            (
                game.pk,
                game.played_on.isoformat(),
                game.ruleset.key,
                game.leftover_sticks,
                SEAT_KEYS[seat.seat],
                seat.player.name,
                seat.points,
                seat.penalty,
                seat.place,
                seat.score,
            )
            for game in games
            for seat in game.seats.all()
        ]
    )
