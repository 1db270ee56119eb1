"""The slip page's one statement (club.tournaments.slips.slip_table, site_project.joined_rows) reads
exactly what the ORM reads: the same instances, values converted as the ORM converts them (SQLite's
dates and UUIDs included), None where a join finds nothing."""

import datetime
import uuid

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from club.tournaments.models import Seat, Slip
from club.tournaments.slips import slip_table, table_seats
from tests.club.tournament_helpers import fill_round, make_tournament

pytestmark = pytest.mark.django_db


def _fields(instance) -> dict:
    return {field.attname: getattr(instance, field.attname) for field in instance._meta.concrete_fields}


def test_the_table_its_players_and_its_slip_come_back_as_the_orm_reads_them():
    tournament = make_tournament(8, 1)
    fill_round(tournament, 1)
    with CaptureQueriesContext(connection) as queries:
        read = slip_table(tournament.pk, 1, 2)
        names = [seat.entry.player.name for seat in read.seats]
        the_tournament = read.seats[0].tournament
    assert len(queries) == 1
    assert the_tournament is read.tournament
    assert _fields(read.tournament) == _fields(type(tournament).objects.get(pk=tournament.pk))
    assert isinstance(read.tournament.starts_on, datetime.date)
    orm_seats = table_seats(tournament, 1, 2)
    assert [_fields(seat) for seat in read.seats] == [_fields(seat) for seat in orm_seats]
    assert [seat.wind for seat in read.seats] == [0, 1, 2, 3]
    assert names == [seat.entry.player.name for seat in orm_seats]
    assert _fields(read.recorded) == _fields(Slip.objects.get(tournament=tournament, round=1, table=2))
    assert isinstance(read.recorded.key, uuid.UUID)
    assert read.recorded._state.adding is False  # a saved row, as the ORM builds it


def test_a_table_with_no_slip_yet_and_a_substitute_seat():
    tournament = make_tournament(4, 1)
    Seat.objects.filter(tournament=tournament, round=1, table=1, wind=3).update(entry=None)
    read = slip_table(tournament.pk, 1, 1)
    assert read.recorded is None
    assert [seat.is_substitute for seat in read.seats] == [False, False, False, True]
    assert read.seats[3].entry is None


def test_no_such_table_and_no_such_tournament():
    tournament = make_tournament(4, 1)
    read = slip_table(tournament.pk, 1, 9)
    assert read.seats == []
    assert read.tournament.pk == tournament.pk
    assert slip_table(tournament.pk + 1000, 1, 1) is None
