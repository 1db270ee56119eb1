"""The seating of a tournament's rounds: drawn by club.seating for the checked-in players, stored as seats
(table and wind, or a bye) so every page reads the same draw.

The draw may be made again until the first slip is recorded; after that it is the tournament's record.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils import timezone

from club.seating import TABLE_SIZE, Schedule, seat, seat_winds
from club.tournaments.models import Entry, Seat, Tournament

DRAW_SECONDS = 5.0  # the search's time budget: a club's sizes are seated well within it


class CannotDraw(ValueError):
    """The seating cannot be drawn now (too few players checked in, or slips already recorded)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class DrawReport:
    """What the organiser must know of a draw: the repeat meetings left, and the table changes missed."""

    repeats: tuple[tuple[Entry, Entry, tuple[int, ...]], ...]
    same_table_again: int
    byes: int
    substitutes: int


@transaction.atomic
def draw_seating(tournament_id: int) -> DrawReport:
    """Draw (or draw again) every round's seating for the checked-in players."""
    tournament = Tournament.objects.select_for_update().get(pk=tournament_id)
    if tournament.slips.exists():
        raise CannotDraw("slips_recorded")
    entries = list(tournament.entries.filter(checked_in=True).select_related("player").order_by("pk"))
    if len(entries) < TABLE_SIZE:
        raise CannotDraw("too_few")
    tournament.seed += 1
    schedule = seat(
        len(entries),
        tournament.rounds,
        seed=tournament.pk * 1000 + tournament.seed,
        fill=tournament.fill,  # type: ignore[arg-type]
        time_budget=DRAW_SECONDS,
    )
    tournament.seats.all().delete()
    Seat.objects.bulk_create(_seats(tournament, schedule, entries))
    tournament.seated_at = timezone.now()
    tournament.same_table_again = schedule.same_table_again
    tournament.save(update_fields=["seed", "seated_at", "same_table_again"])
    return report_of(tournament)


def _seats(tournament: Tournament, schedule: Schedule, entries: list[Entry]) -> list[Seat]:
    rows = []
    for number, (one_round, tables) in enumerate(zip(schedule.rounds, seat_winds(schedule), strict=True), 1):
        for table, winds in zip(one_round.tables, tables, strict=True):
            for wind, player in enumerate(winds):
                entry = None if player is None else entries[player - 1]
                rows.append(
                    Seat(tournament=tournament, round=number, table=table.number, wind=wind, entry=entry)
                )
        rows.extend(Seat(tournament=tournament, round=number, entry=entries[p - 1]) for p in one_round.byes)
    return rows


def report_of(tournament: Tournament) -> DrawReport:
    """The draw's report, read from the stored seats: each pair of entries that meets more than once."""
    seats = list(tournament.seats.select_related("entry__player"))
    by_table: dict[tuple[int, int], list[Seat]] = {}
    for one in seats:
        if one.table is not None and one.entry is not None:
            by_table.setdefault((one.round, one.table), []).append(one)
    met: dict[tuple[int, int], list[int]] = {}
    known: dict[int, Entry] = {}
    for (number, _table), at_table in sorted(by_table.items()):
        for i, a in enumerate(at_table):
            known[a.entry.pk] = a.entry  # type: ignore[union-attr]
            for b in at_table[i + 1 :]:
                pair = (min(a.entry_id, b.entry_id), max(a.entry_id, b.entry_id))  # type: ignore[type-var]
                met.setdefault(pair, []).append(number)  # type: ignore[arg-type]
    return DrawReport(
        repeats=tuple(
            (known[a], known[b], tuple(rounds)) for (a, b), rounds in sorted(met.items()) if len(rounds) > 1
        ),
        same_table_again=tournament.same_table_again,
        byes=sum(1 for one in seats if one.table is None),
        substitutes=sum(1 for one in seats if one.entry_id is None),
    )
