"""A tournament as CSV files: the EMA results file and every score slip.

The EMA results file follows the player columns of the EMA's results workbook (the spreadsheet an
organiser fills in and sends), in its order: Position, First name, Last name, EMA number, Table points,
Score, EMA member, Country (the workbook's columns C to J; its columns A-B and L-R hold the tournament's
own details on one row: title, player count, country, place, MERS weight, rules, dates, days). Source:
a third-party importer of that workbook, github.com/Jesterboxboy/ema_scraper, get_results.py
(`results_to_db`, which its README calls the processing of "the current results template"); it replaces
this module's earlier reading of the published results pages (the same repository's scrapers.py). Still
unconfirmed by the EMA itself: the EMA's own pages found (mahjong-europe.org, "Ranking overview",
"Basics for ranking system", "Certification for MERS tournaments") give the MERS weights and base-rank
formula but no column list, and no Pantheon EMA export was found to compare with. "Table points" is the
riichi ranking figure, the sum of the hanchan scores; "Score" the sum of each game's final points less the
start points; "EMA member" is 1 for a player with an EMA number, empty otherwise. An EMA number is written
as 8 digits (the importer pads 7-digit ones), or left empty; names are split at the last space.
Players equal on every tie-break share their Position, as on the ranking page (club.league.standings):
the base-rank formula, 1000 × (players − position) / (players − 1), then gives them the same base rank.
Whether the EMA's workbook accepts a repeated position is unconfirmed.

A fixed substitute score is not applied: a substitute's lines count for nobody (club.tournaments.ranking)
and the substitute is not in this file. No EMA or WRC 2015 text giving a fixed score for a substitute was
found (the seeds in shared/seeds say nothing of substitutes; the EMA's ranking pages say only that up to
three substitutes count among the participating players for the MERS weight).
"""

from __future__ import annotations

import csv
import io

from django.db.models import F, Sum

from club.tournaments.models import SlipLine, Tournament
from club.tournaments.ranking import ranking

EMA_HEADER = (
    "Position",
    "First name",
    "Last name",
    "EMA number",
    "Table points",
    "Score",
    "EMA member",
    "Country",
)
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
            (
                line.rank,
                first,
                last,
                line.ema_number,
                line.total,
                raw.get(line.entry_id, 0),
                1 if line.ema_number else "",
                line.country,
            )
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
