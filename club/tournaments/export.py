"""A tournament as CSV files: the EMA results file and every score slip.

The EMA results file follows the columns of the EMA's published tournament results tables (Position,
EMA number, Last name, First name, Country, Table points, Score), as read by a third-party parser of
those pages (github.com/Jesterboxboy/ema_scraper, utils/scrapers.py,
`extract_tournament_results_from_page`). Unconfirmed: no EMA document giving the column order of the
file an organiser sends was found. Here "Table points" is the riichi ranking figure, the sum of the
hanchan scores, and "Score" the sum of each game's final points less the start points. An EMA number is
written as 8 digits, or left empty for a player without one; names are split at the last space.
"""

from __future__ import annotations

import csv
import io

from django.db.models import F, Sum

from club.tournaments.models import SlipLine, Tournament
from club.tournaments.ranking import ranking

EMA_HEADER = ("Position", "EMA number", "Last name", "First name", "Country", "Table points", "Score")
SLIPS_HEADER = (
    "round",
    "table",
    "seat",
    "player",
    "ema_number",
    "points",
    "penalty",
    "place",
    "score",
    "leftover_sticks",
    "version",
    "recorded_at",
)
SEAT_KEYS = ("east", "south", "west", "north")


def _names(name: str) -> tuple[str, str]:
    """(last name, first name): the last word is taken for the family name."""
    first, _space, last = name.strip().rpartition(" ")
    return (last, first)


def ema_results_csv(tournament: Tournament) -> str:
    """The ranking as the EMA results file (see the module's note on the columns)."""
    start = tournament.ruleset.result_rules().start_points
    raw = dict(
        SlipLine.objects.filter(slip__tournament=tournament, entry__isnull=False)
        .values("entry_id")
        .annotate(score=Sum(F("points") - start))
        .values_list("entry_id", "score")
    )
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(EMA_HEADER)
    for line in ranking(tournament):
        last, first = _names(line.name)
        writer.writerow(
            (line.rank, line.ema_number, last, first, line.country, line.total, raw.get(line.entry_id, 0))
        )
    return out.getvalue()


def slips_csv(tournament: Tournament) -> str:
    """Every line of every slip, one row per seat (a substitute's player column left empty)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(SLIPS_HEADER)
    lines = (
        SlipLine.objects.filter(slip__tournament=tournament)
        .select_related("slip", "entry__player")
        .order_by("slip__round", "slip__table", "wind")
    )
    for line in lines:
        player = line.entry.player if line.entry else None
        writer.writerow(
            (
                line.slip.round,
                line.slip.table,
                SEAT_KEYS[line.wind],
                player.name if player else "",
                player.ema_number if player else "",
                line.points,
                line.penalty,
                line.place,
                line.score,
                line.slip.leftover_sticks,
                line.slip.version,
                line.slip.recorded_at.isoformat(),
            )
        )
    return out.getvalue()
