"""The league's version: one value in the shared cache that changes whenever a game, a seat or a season
does, so a season's rendered standings can be kept until the next change and never shown stale.

The change is marked at once and again when the transaction commits (`transaction.on_commit`): a page
rendered while a game is being recorded reads the old rows, and whatever version it was kept under, the
commit retires it.
The cache is a speed-up, never a dependency: when it cannot be reached the version is a fresh value each
time, so nothing is reused.
"""

from __future__ import annotations

import uuid

from django.core.cache import cache
from django.db import transaction

from site_project.cache_health import report_cache_failure

VERSION_KEY = "club:league-version"


def league_version() -> str:
    """The current version, shared by every process that shares the cache."""
    try:
        version = cache.get(VERSION_KEY)
        if version is None:
            cache.add(VERSION_KEY, uuid.uuid4().hex, timeout=None)
            version = cache.get(VERSION_KEY)
    except Exception as error:
        report_cache_failure(error)
        return uuid.uuid4().hex
    return str(version) if version is not None else uuid.uuid4().hex


def _bump() -> None:
    try:
        cache.set(VERSION_KEY, uuid.uuid4().hex, timeout=None)
    except Exception as error:
        report_cache_failure(error)


def mark_league_changed(**_signal_arguments: object) -> None:
    """Connected to the save and delete signals of games, seats, players and seasons: a new version now,
    and another on commit."""
    _bump()
    transaction.on_commit(_bump)
