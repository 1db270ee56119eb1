"""A season's standings, aggregated by the database in one query: the seed's overall score (the sum of
hanchan scores), games played, average placing, 1st to 4th counts, average and best game.

Tie-breaks, in order (the page writes them out): the higher total, then the better average placing, then
the better best game, then more games played. Players still equal share their rank (1, 2, 2, 4) and
are listed by name: no rule text among our sources (EMA 2012, WRC 2015, the French glossary) orders
them further, and the alphabet is no merit.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import cached_property

from django.db.models import Count, Max, Q, Sum

from club.league.models import GameSeat, Player, Season

TIE_BREAKS = ("-total", "average_place", "-best", "-games", "player__name")
TENTH = Decimal("0.1")
HUNDREDTH = Decimal("0.01")


@dataclass(frozen=True)
class Standing:
    """One player's line in the standings."""

    rank: int | None  # None: below the season's minimum number of games
    player_id: int
    name: str
    total: Decimal
    games: int
    average_place: Decimal
    places: tuple[int, int, int, int]
    average: Decimal
    best: Decimal


def _line_order(line: Standing) -> tuple[Decimal, Decimal, Decimal, int, str]:
    """TIE_BREAKS as a sort key, for lines already read from the database."""
    return (-line.total, line.average_place, -line.best, -line.games, line.name)


def shared_ranks(tie_values: Iterable[Hashable]) -> list[int]:
    """The ranks of lines already in order, from 1: a line whose tie-break values (all but the
    name) equal the previous line's shares its rank, and the next line's rank counts both (1, 2, 2, 4)."""
    ranks: list[int] = []
    previous: Hashable = object()
    for position, values in enumerate(tie_values, 1):
        ranks.append(ranks[-1] if ranks and values == previous else position)
        previous = values
    return ranks


def standings(season: Season) -> tuple[list[Standing], list[Standing]]:
    """(ranked, not yet ranked): the players with the season's minimum of games, ranked by the
    tie-breaks, and those with fewer, in the same order.

    Two queries whatever the size of the season: the seats of its games, grouped by player with only the
    sums the page cannot derive (the averages follow from the total, the count and the places; the 4th
    places from the others), then the names of those players. Joining the players' table in the
    aggregate itself would look up a player for every seat; ordering 200 lines here costs nothing.
    """
    rows = list(
        GameSeat.objects.filter(
            game__played_on__gte=season.starts_on,
            game__played_on__lte=season.ends_on,
            game__ruleset_id=season.ruleset_id,
        )
        .values("player_id")
        .annotate(
            total=Sum("score"),
            games=Count("*"),
            best=Max("score"),
            **{f"place_{place}": Count("id", filter=Q(place=place)) for place in range(1, 4)},
        )
        .order_by()
    )
    names = dict(Player.objects.filter(pk__in=[row["player_id"] for row in rows]).values_list("pk", "name"))
    lines = []
    for row in rows:
        games = row["games"]
        places = (
            row["place_1"],
            row["place_2"],
            row["place_3"],
            games - row["place_1"] - row["place_2"] - row["place_3"],
        )
        total = Decimal(row["total"])
        lines.append(
            Standing(
                rank=None,
                player_id=row["player_id"],
                name=names[row["player_id"]],
                total=total.quantize(TENTH),
                games=games,
                average_place=(
                    Decimal(sum(place * count for place, count in enumerate(places, 1))) / games
                ).quantize(HUNDREDTH),
                places=places,
                average=(total / games).quantize(TENTH),
                best=Decimal(row["best"]).quantize(TENTH),
            )
        )
    lines.sort(key=_line_order)
    playing = [line for line in lines if line.games >= season.minimum_games]
    ranks = shared_ranks((line.total, line.average_place, line.best, line.games) for line in playing)
    ranked = [replace(line, rank=rank) for line, rank in zip(playing, ranks, strict=True)]
    unranked = [line for line in lines if line.games < season.minimum_games]
    return ranked, unranked


class SeasonStandings:
    """A season's standings, computed when first read: the page keeps its rendered table until the
    league changes (club.league.version), and a kept table reads no row at all."""

    def __init__(self, season: Season) -> None:
        self.season = season

    @cached_property
    def _lines(self) -> tuple[list[Standing], list[Standing]]:
        return standings(self.season)

    @property
    def ranked(self) -> list[Standing]:
        """The ranked players, in order."""
        return self._lines[0]

    @property
    def unranked(self) -> list[Standing]:
        """The players below the season's minimum of games."""
        return self._lines[1]
