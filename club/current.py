"""The club's settings as every page reads them: the saved row, or the environment's defaults before the
club has saved its own (so a fresh `make run` names the site from SITE_NAME)."""

from __future__ import annotations

from django.conf import settings
from django.db import DatabaseError

from club.models import CLUB_ID, Club


def current_club() -> Club:
    """The club's settings; unsaved defaults when there is no row yet (or no table, before migrating)."""
    try:
        club = Club.objects.filter(pk=CLUB_ID).first()
    except DatabaseError:
        club = None
    return club or Club(pk=CLUB_ID, name=settings.SITE_NAME)


def club_name() -> str:
    """The club's name."""
    return current_club().name
