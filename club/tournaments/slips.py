"""A table's score slip turned into its lines: each seat's place and hanchan score computed by the
scorer's results code under the tournament's rules, less the seat's penalty, saved in one transaction.

Exactly once, decided by the database: a slip carries the submission key its form was shown with
(unique), and one table has one slip per round (unique). A resend of the same form finds its own slip; a
second phone's slip for a table already recorded is refused, and the recorded one shown. A correction is
an organiser's, from the version they saw (two at once: one wins, the other is told), every earlier value
kept in the history with who and when.

A slip is recorded with the tournament row locked, as a redraw of the rounds not yet started is
(club.tournaments.drawing): a slip whose table was reseated since its form was shown is refused (Reseated),
not written against players who did not play it, and the phone shows the new table with the points kept.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import IntegrityError, connections, router, transaction
from django.db.backends.base.base import BaseDatabaseWrapper
from simple_history.utils import bulk_create_with_history

from club.league.models import Player
from club.scored import scored_lines
from club.tournaments.models import Entry, Seat, Slip, SlipLine, Tournament
from site_project.joined_rows import Joined, JoinedStatement

Outcome = Literal["recorded", "resent", "taken"]


@dataclass(frozen=True)
class SlipEntry:
    """One seat of a slip as entered: final points and the penalty in hanchan points."""

    points: int
    penalty: Decimal = Decimal(0)


@dataclass(frozen=True)
class Recorded:
    """What became of a sent slip: recorded now, a resend of one recorded, or a table already taken."""

    slip: Slip
    outcome: Outcome


class StaleSlip(Exception):
    """The slip was corrected by someone else since this correction started from it."""

    def __init__(self, current: Slip) -> None:
        super().__init__(current.pk)
        self.current = current


class Reseated(Exception):
    """The table's seating was drawn again since the slip's form was shown."""


def seating_of(seats: list[Seat]) -> str:
    """A table's seating as its slip form carries it: the entries East first ("-" for a substitute)."""
    return ",".join(str(seat.entry_id) if seat.entry_id else "-" for seat in seats)


def table_seats(tournament: Tournament, number: int, table: int) -> list[Seat]:
    """The four seats of one table in one round, East first (an empty list: no such table)."""
    return list(
        tournament.seats.filter(round=number, table=table).select_related("entry__player").order_by("wind")
    )


@dataclass(frozen=True)
class SlipTable:
    """What a table's slip page shows: the tournament, the table's seats in the round (East first, with
    their entries and players; empty: no such table) and its slip as recorded, if it is."""

    tournament: Tournament
    seats: list[Seat]
    recorded: Slip | None


def _slip_table_text(connection: BaseDatabaseWrapper, select_list: str) -> str:
    """The tournament, outer-joined to the table's seats (East first), their entries and players, and the
    table's slip."""
    quote = connection.ops.quote_name

    def column(alias: str, model: type, name: str) -> str:
        return f"{alias}.{quote(model._meta.get_field(name).column)}"

    def joined(model: type, alias: str) -> str:
        return f"{quote(model._meta.db_table)} {alias}"

    return (
        f"SELECT {select_list} FROM {joined(Tournament, 't')}"
        f" LEFT JOIN {joined(Seat, 's')} ON {column('s', Seat, 'tournament')} = {column('t', Tournament, 'id')}"
        f" AND {column('s', Seat, 'round')} = %s AND {column('s', Seat, 'table')} = %s"
        f" LEFT JOIN {joined(Entry, 'e')} ON {column('e', Entry, 'id')} = {column('s', Seat, 'entry')}"
        f" LEFT JOIN {joined(Player, 'p')} ON {column('p', Player, 'id')} = {column('e', Entry, 'player')}"
        f" LEFT JOIN {joined(Slip, 'sl')} ON {column('sl', Slip, 'tournament')} = {column('t', Tournament, 'id')}"
        f" AND {column('sl', Slip, 'round')} = %s AND {column('sl', Slip, 'table')} = %s"
        f" WHERE {column('t', Tournament, 'id')} = %s ORDER BY {column('s', Seat, 'wind')}"
    )


_SLIP_TABLE = JoinedStatement(
    (Joined(Tournament, "t"), Joined(Seat, "s"), Joined(Entry, "e"), Joined(Player, "p"), Joined(Slip, "sl")),
    _slip_table_text,
)


def slip_table(tournament_id: int, number: int, table: int) -> SlipTable | None:
    """The slip page's rows in one statement instead of three QuerySets (site_project.joined_rows says
    why); None: no such tournament."""
    connection = connections[router.db_for_read(Tournament)]
    rows = _SLIP_TABLE.rows(connection, [number, table, number, table, tournament_id])
    if not rows:
        return None
    tournament, recorded = rows[0][0], rows[0][4]
    seats = []
    for _tournament, seat, entry, player, _slip in rows:
        if seat is None:
            continue
        seat.tournament = tournament
        if entry is not None:
            entry.player = player
        seat.entry = entry
        seats.append(seat)
    return SlipTable(tournament, seats, recorded)  # type: ignore[arg-type]


def record_slip(
    tournament: Tournament,
    number: int,
    table: int,
    key: uuid.UUID,
    lines: list[SlipEntry],
    leftover_sticks: int,
    user: AbstractBaseUser | AnonymousUser,
    seen: str | None = None,
) -> Recorded:
    """Record a checked slip (four lines, East first) once; `seen` is the seating its form showed
    (`seating_of`), Reseated if the table no longer has it."""
    if (kept := Slip.objects.filter(key=key).first()) is not None:
        return Recorded(kept, "resent")
    try:
        with transaction.atomic():
            Tournament.objects.select_for_update().filter(pk=tournament.pk).values_list("pk").get()
            seats = table_seats(tournament, number, table)
            if len(seats) != len(lines) or (seen is not None and seating_of(seats) != seen):
                raise Reseated
            slip = Slip.objects.create(
                tournament=tournament,
                round=number,
                table=table,
                key=key,
                leftover_sticks=leftover_sticks,
                recorded_by=user if user.is_authenticated else None,
            )
            _create_lines(slip, tournament, lines)
    except IntegrityError:
        if (kept := Slip.objects.filter(key=key).first()) is not None:
            return Recorded(kept, "resent")
        return Recorded(Slip.objects.get(tournament=tournament, round=number, table=table), "taken")
    return Recorded(slip, "recorded")


def _create_lines(slip: Slip, tournament: Tournament, lines: list[SlipEntry]) -> None:
    seats = table_seats(tournament, slip.round, slip.table)
    scored = scored_lines(lines, tournament.ruleset.result_rules(), slip.leftover_sticks)
    bulk_create_with_history(
        [
            SlipLine(slip=slip, wind=line.seat, entry_id=seat.entry_id, **line.fields())
            for line, seat in zip(scored, seats, strict=True)
        ],
        SlipLine,
    )


@transaction.atomic
def correct_slip(slip_id: int, seen_version: int, lines: list[SlipEntry], leftover_sticks: int) -> Slip:
    """Rewrite a slip from an organiser's correction; StaleSlip if its version is no longer `seen_version`."""
    slip = Slip.objects.select_for_update().select_related("tournament__ruleset").get(pk=slip_id)
    if slip.version != seen_version:
        raise StaleSlip(slip)
    slip.leftover_sticks = leftover_sticks
    slip.version += 1
    slip.save()
    for line in slip.lines.all():
        line.delete()  # kept in the history as deleted lines, with who and when
    _create_lines(slip, slip.tournament, lines)
    return slip
