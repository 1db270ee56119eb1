"""Building a tournament in code for the tournament tests: players registered and checked in, a drawn
seating, and slips that add up."""

from __future__ import annotations

import datetime
import uuid

from django.contrib.auth.models import Group, Permission

from club.league.models import Player
from club.tournaments.drawing import draw_seating
from club.tournaments.models import Entry, Tournament
from club.tournaments.slips import SlipEntry, record_slip, table_seats
from rules.models import Ruleset

DAY = datetime.date(2026, 12, 5)
POINTS = (42000, 31000, 27000, 20000)  # EMA: +27, +6, -8, -25


def organiser_user(django_user_model, name: str = "orga"):
    """A member of the Organisers group. The migrations give the group the tournament permissions; a
    transactional test empties the tables, so the group is made again there with the same permissions."""
    user = django_user_model.objects.create_user(name, f"{name}@example.org", "a-long-passphrase-9")
    group, created = Group.objects.get_or_create(name="Organisers")
    if created:
        group.permissions.add(
            *Permission.objects.filter(
                content_type__app_label="club",
                codename__in=["add_tournament", "change_tournament", "change_slip"],
            )
        )
    user.groups.add(group)
    return user


def make_tournament(players: int, rounds: int, *, fill: str = "byes", draw: bool = True) -> Tournament:
    tournament = Tournament.objects.create(
        name="Open d'hiver",
        starts_on=DAY,
        ends_on=DAY,
        ruleset=Ruleset.objects.get(key="ema"),
        rounds=rounds,
        fill=fill,
    )
    for n in range(1, players + 1):
        player, _ = Player.objects.get_or_create(name=f"Joueur {n:02d}")
        Entry.objects.create(tournament=tournament, player=player, checked_in=True, country="FRA")
    if draw:
        draw_seating(tournament.pk)
        tournament.refresh_from_db()
    return tournament


def fill_round(tournament: Tournament, number: int, points=POINTS) -> None:
    """Record every table's slip of one round, East always taking the first total."""
    tables = tournament.seats.filter(round=number, table__isnull=False).values_list("table", flat=True)
    for table in sorted(set(tables)):
        assert len(table_seats(tournament, number, table)) == 4
        record_slip(tournament, number, table, uuid.uuid4(), [SlipEntry(p) for p in points], 0, _nobody())


def _nobody():
    from django.contrib.auth.models import AnonymousUser

    return AnonymousUser()
