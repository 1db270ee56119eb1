"""Change marks: one value in the shared cache per kind of club data (the league's games, the
tournaments' slips), which changes whenever that data does, so what was worked out from it (a season's
standings, a tournament's ranking, their whole pages) can be kept until the next change and never shown
stale.

The change is marked at once and again when the transaction commits (`transaction.on_commit`): a page
rendered while a result is being recorded reads the old rows, and whatever version it was kept under,
the commit retires it.
The cache is a speed-up, never a dependency: when it cannot be reached the version is a fresh value each
time, so nothing is reused.
"""

from __future__ import annotations

import uuid

from django.core.cache import cache
from django.db import transaction

from site_project.cache_health import report_cache_failure


def current_version(key: str) -> str:
    """The version under `key`, shared by every process that shares the cache."""
    try:
        version = cache.get(key)
        if version is None:
            cache.add(key, uuid.uuid4().hex, timeout=None)
            version = cache.get(key)
    except Exception as error:
        report_cache_failure(error)
        return uuid.uuid4().hex
    return str(version) if version is not None else uuid.uuid4().hex


def _bump(key: str) -> None:
    try:
        cache.set(key, uuid.uuid4().hex, timeout=None)
    except Exception as error:
        report_cache_failure(error)


def mark_changed(key: str) -> None:
    """A new version under `key` now, and another when the current transaction commits."""
    _bump(key)
    transaction.on_commit(lambda: _bump(key))
