"""The seating of a tournament's rounds: drawn by club.seating for the checked-in players, stored as seats
(table and wind, or a bye) so every page reads the same draw.

The draw may be made again at any time for the rounds not yet started: a player who drops out is checked
out, a late one registered and checked in, and the organiser draws again. A round is started once a slip of
it is recorded or its timer is set going; every round up to the last started one is kept as played
(`club.seating.seat(previous=...)`), projected onto the players still in: a withdrawn player is left out of
its tables (their games stay in the ranking) and a late one counts as having had a bye there, so the byes go
to others first. The tournament row is locked for the whole redraw and for each slip's recording, so a slip
sent meanwhile for a round about to be redrawn is either in before the redraw (and its round kept) or
recorded against the new seating; nobody is seated twice.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.db.models import Max
from django.utils import timezone

from club.seating import TABLE_SIZE, Round, Schedule, Table, seat, seat_winds
from club.tournaments.models import Entry, Seat, Tournament

DRAW_SECONDS = 5.0  # the search's time budget: a club's sizes are seated well within it


class CannotDraw(ValueError):
    """The seating cannot be drawn now (too few players checked in, or every round already started)."""

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
    """Draw (or draw again) the seating of every round not yet started for the checked-in players."""
    tournament = Tournament.objects.select_for_update().get(pk=tournament_id)
    started = started_rounds(tournament)
    if started >= tournament.rounds:
        raise CannotDraw("all_started")
    entries = list(tournament.entries.filter(checked_in=True).select_related("player").order_by("pk"))
    if len(entries) < TABLE_SIZE:
        raise CannotDraw("too_few")
    number = {entry.pk: n for n, entry in enumerate(entries, start=1)}
    tournament.seed += 1
    schedule = seat(
        len(entries),
        tournament.rounds,
        seed=tournament.pk * 1000 + tournament.seed,
        fill=tournament.fill,  # type: ignore[arg-type]
        time_budget=DRAW_SECONDS,
        previous=[_played_round(tournament, r, number) for r in range(1, started + 1)],
    )
    tournament.seats.filter(round__gt=started).delete()
    Seat.objects.bulk_create(_seats(tournament, schedule, entries, first=started + 1))
    tournament.seated_at = timezone.now()
    tournament.same_table_again = schedule.same_table_again
    tournament.save(update_fields=["seed", "seated_at", "same_table_again"])
    return report_of(tournament)


def started_rounds(tournament: Tournament) -> int:
    """The last round started (0: none): the last with a recorded slip, or the one whose timer was set."""
    last_slip = tournament.slips.aggregate(last=Max("round"))["last"] or 0
    if tournament.seated_at is None:
        return last_slip
    return max(last_slip, tournament.timer_round or 0)


def _played_round(tournament: Tournament, number: int, players: dict[int, int]) -> Round:
    """A stored round as the draw numbers its players (`players`: entry id -> number): the withdrawn left
    out of their tables, the players who were not seated in it (late arrivals) counted as byes."""
    tables: dict[int, list[int]] = {}
    seated: set[int] = set()
    for one in tournament.seats.filter(round=number):
        if one.table is not None:
            tables.setdefault(one.table, [])
        if one.entry_id in players:
            seated.add(players[one.entry_id])
            if one.table is not None:
                tables[one.table].append(players[one.entry_id])
    return Round(
        tables=tuple(
            Table(number=k, players=tuple(sorted(tables[k])), substitutes=TABLE_SIZE - len(tables[k]))
            for k in sorted(tables)
        ),
        byes=tuple(sorted(set(players.values()) - seated)),
    )


def _seats(tournament: Tournament, schedule: Schedule, entries: list[Entry], first: int = 1) -> list[Seat]:
    """The seats of rounds `first` onwards (the rounds before are stored already)."""
    rows = []
    for number, (one_round, tables) in enumerate(zip(schedule.rounds, seat_winds(schedule), strict=True), 1):
        if number < first:
            continue
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
