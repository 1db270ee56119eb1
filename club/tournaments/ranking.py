"""A tournament's ranking, aggregated by the database in one query: the seed's overall score (the sum of
the hanchan scores, seed 002's « score global »), games played, average placing, 1st to 4th counts and
the best game, for every registered player (those still without a game at the foot).

Tie-breaks, in order, the league's (club.league.standings): the higher total, then the better average
placing, then the better best game, then more games played; players still equal share their rank and
are listed by name. The page writes them out.

`kept_ranking` keeps the computed ranking, with the count of slips the page states, in the shared cache
under the tournaments' version (club.tournaments.version): on a tournament day the ranking page and the
wall screens ask for it far more often than a slip is recorded.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from django.core.cache import cache
from django.db.models import Avg, Count, Max, Q, Sum

from club.league.standings import TIE_BREAKS, shared_ranks
from club.tournaments.models import SlipLine, Tournament
from club.tournaments.version import tournament_version
from site_project.cache_health import report_cache_failure

TENTH = Decimal("0.1")
RANKING_KEPT_SECONDS = 3600  # a tournament's computed ranking, until a change or this passes
RANKING_KEY_PREFIX = "club:ranking-lines"


@dataclass(frozen=True)
class RankLine:
    """One entry's line in the ranking."""

    rank: int
    entry_id: int
    name: str
    ema_number: str
    country: str
    total: Decimal
    games: int
    average_place: Decimal | None
    places: tuple[int, int, int, int]
    best: Decimal | None
    withdrawn: bool = False
    """Checked out after playing: dropped out of the event, their games played still counted."""


def ranking(tournament: Tournament) -> list[RankLine]:
    """Every registered player, ranked by the tie-breaks; a substitute's lines count for nobody."""
    order = [key.replace("player__", "entry__player__") for key in TIE_BREAKS]
    rows = (
        SlipLine.objects.filter(slip__tournament=tournament, entry__isnull=False)
        .values(
            "entry_id",
            "entry__player__name",
            "entry__player__ema_number",
            "entry__country",
            "entry__checked_in",
        )
        .annotate(
            total=Sum("score"),
            games=Count("id"),
            average_place=Avg("place"),
            best=Max("score"),
            **{f"place_{place}": Count("id", filter=Q(place=place)) for place in range(1, 5)},
        )
        .order_by(*order)
    )
    ranks = shared_ranks((row["total"], row["average_place"], row["best"], row["games"]) for row in rows)
    lines = [
        RankLine(
            rank=rank,
            entry_id=row["entry_id"],
            name=row["entry__player__name"],
            ema_number=row["entry__player__ema_number"],
            country=row["entry__country"],
            total=Decimal(row["total"]).quantize(TENTH),
            games=row["games"],
            average_place=Decimal(row["average_place"]).quantize(Decimal("0.01")),
            places=(row["place_1"], row["place_2"], row["place_3"], row["place_4"]),
            best=Decimal(row["best"]).quantize(TENTH),
            withdrawn=not row["entry__checked_in"],
        )
        for rank, row in zip(ranks, rows, strict=True)
    ]
    played = {line.entry_id for line in lines}
    waiting = tournament.entries.exclude(pk__in=played).select_related("player").order_by("player__name")
    foot = len(lines) + 1  # equal with no game: they share the rank after the last player's
    lines += [
        RankLine(
            rank=foot,
            entry_id=entry.pk,
            name=entry.player.name,
            ema_number=entry.player.ema_number,
            country=entry.country,
            total=Decimal(0).quantize(TENTH),
            games=0,
            average_place=None,
            places=(0, 0, 0, 0),
            best=None,
        )
        for entry in waiting
    ]
    return lines


@dataclass(frozen=True)
class KeptRanking:
    """What the ranking page and the wall show of the results: every line, how many slips count, and
    the version they were computed at (which also keys the rendered table: _ranking_table.html)."""

    lines: list[RankLine]
    slips: int
    version: str


def kept_ranking(tournament: Tournament) -> KeptRanking:
    """The tournament's ranking as of the current version, computed once per version and kept.

    The version is read before the rows: a ranking computed while a slip is being recorded is kept under
    a version the slip's commit retires. The cache is a speed-up, never a dependency."""
    version = tournament_version()
    key = f"{RANKING_KEY_PREFIX}:{tournament.pk}:{version}"
    try:
        kept = cache.get(key)
    except Exception as error:
        report_cache_failure(error)
        kept = None
    if not (isinstance(kept, tuple) and len(kept) == 2):  # none yet, or kept by another release
        # Kept as plain values: the version is the key's, never read back from what was stored.
        kept = (ranking(tournament), tournament.slips.count())
        try:
            cache.set(key, kept, RANKING_KEPT_SECONDS)
        except Exception as error:
            report_cache_failure(error)
    lines, slips = kept
    return KeptRanking(lines, slips, version)
