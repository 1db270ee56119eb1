"""A season's standings as the cells its page writes, formatted once in the page's language.

A table of 200 players is 2,600 cells: the template reading each from a dataclass (a failed dictionary
lookup, then an attribute) and localizing each number cost more than the season's aggregate itself. Here
every cell is a string in a dictionary, which the template's loop reads at its first try.
"""

from __future__ import annotations

from functools import cached_property

from django.utils.formats import number_format

from club.league.standings import SeasonStandings, Standing
from site_project.numbers import format_number, format_signed

NO_RANK = "–"


def standing_cells(line: Standing, player_pages: str) -> dict[str, str]:
    """One line's cells; `player_pages` is the player pages' address less the player's number."""
    player = str(line.player_id)
    return {
        "player": player,
        "url": f"{player_pages}{player}/",
        "name": line.name,
        "rank": format_number(line.rank) if line.rank is not None else NO_RANK,
        "total_value": str(line.total),
        "total": format_signed(line.total),
        "games": format_number(line.games),
        "average_place": number_format(line.average_place),
        "first": format_number(line.places[0]),
        "second": format_number(line.places[1]),
        "third": format_number(line.places[2]),
        "fourth": format_number(line.places[3]),
        "average": format_signed(line.average),
        "best": format_signed(line.best),
    }


class StandingsTable:
    """The cells of a season's ranked and not yet ranked lines, formatted when the page first reads them
    (a kept table reads neither the rows nor this)."""

    def __init__(self, table: SeasonStandings, player_pages: str) -> None:
        self.table = table
        self.player_pages = player_pages

    @cached_property
    def ranked(self) -> list[dict[str, str]]:
        """The ranked lines, in order."""
        return [standing_cells(line, self.player_pages) for line in self.table.ranked]

    @cached_property
    def unranked(self) -> list[dict[str, str]]:
        """The lines below the season's minimum of games."""
        return [standing_cells(line, self.player_pages) for line in self.table.unranked]
