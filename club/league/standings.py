"""A season's standings, aggregated by the database in one query: the seed's overall score (the sum of
hanchan scores), games played, average placing, 1st to 4th counts, average and best game.

Tie-breaks, in order (the page writes them out): the higher total, then the better average placing, then
the better best game, then more games played, then the name.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import cached_property

from django.db.models import Avg, Count, Max, Q, Sum

from club.league.models import GameSeat, Season

TIE_BREAKS = ("-total", "average_place", "-best", "-games", "player__name")


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


def standings(season: Season) -> tuple[list[Standing], list[Standing]]:
    """(ranked, not yet ranked): the players with the season's minimum of games, ranked by the
    tie-breaks, and those with fewer, in the same order."""
    rows = (
        GameSeat.objects.filter(
            game__played_on__gte=season.starts_on,
            game__played_on__lte=season.ends_on,
            game__ruleset_id=season.ruleset_id,
        )
        .values("player_id", "player__name")
        .annotate(
            total=Sum("score"),
            games=Count("id"),
            average_place=Avg("place"),
            average=Avg("score"),
            best=Max("score"),
            **{f"place_{place}": Count("id", filter=Q(place=place)) for place in range(1, 5)},
        )
        .order_by(*TIE_BREAKS)
    )
    ranked: list[Standing] = []
    unranked: list[Standing] = []
    for row in rows:
        enough = row["games"] >= season.minimum_games
        line = Standing(
            rank=len(ranked) + 1 if enough else None,
            player_id=row["player_id"],
            name=row["player__name"],
            total=Decimal(row["total"]).quantize(Decimal("0.1")),
            games=row["games"],
            average_place=Decimal(row["average_place"]).quantize(Decimal("0.01")),
            places=(row["place_1"], row["place_2"], row["place_3"], row["place_4"]),
            average=Decimal(row["average"]).quantize(Decimal("0.1")),
            best=Decimal(row["best"]).quantize(Decimal("0.1")),
        )
        (ranked if enough else unranked).append(line)
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
