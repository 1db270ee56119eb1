"""The club's settings as every page reads them: the saved row, or the environment's defaults before the
club has saved its own (so a fresh `make run` names the site from SITE_NAME).

Every page shows the club's name, so the row is kept in the shared cache and read from the database only
after a change (`forget_club`, connected to the row's save and delete) or when the cache is down.
"""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from django.db import DatabaseError

from club.models import CLUB_ID, Club
from site_project.cache_health import report_cache_failure

CACHE_KEY = "club:settings"


def _saved_club() -> Club | None:
    """The saved row, or None (none yet, or no database to ask: the error pages still name the site)."""
    try:
        return Club.objects.filter(pk=CLUB_ID).first()
    except DatabaseError:
        return None


def current_club() -> Club:
    """The club's settings; unsaved defaults when there is no row yet."""
    try:
        kept = cache.get(CACHE_KEY)
    except Exception as error:  # a cache that is down costs a query, never the page
        report_cache_failure(error)
        kept = None
    if kept is None:
        kept = (_saved_club(),)
        try:
            cache.set(CACHE_KEY, kept, timeout=None)
        except Exception as error:
            report_cache_failure(error)
    return kept[0] or Club(pk=CLUB_ID, name=settings.SITE_NAME)


def forget_club(**_signal_arguments: object) -> None:
    """Drop the kept row after a change, so the next page reads the new settings."""
    try:
        cache.delete(CACHE_KEY)
    except Exception as error:
        report_cache_failure(error)


def club_name() -> str:
    """The club's name."""
    return current_club().name
