"""What /healthz checks: the database answers within a deadline, an SQLite file can still be written,
and the cache (rate-limit counters, stored pages) can be used.

A database that accepts connections and never answers must not hang the probe: the query runs in its
own thread, on its own connection (bounded by DATABASE_CONNECT_TIMEOUT), and the probe gives up at
HEALTHZ_TIMEOUT seconds whatever happens, so a load balancer hears "unavailable" within its own timeout.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from django.conf import settings
from django.db import connections

from site_project.cache_health import cache_status

# Below this much free space an SQLite database is reported full: writes would fail any moment.
SQLITE_MIN_FREE_BYTES = 16 * 1024 * 1024


def database_status(alias: str = "default") -> str:
    """ "ok", "unreachable" (it answered with an error) or "timeout" (no answer before the deadline)."""
    outcome: list[str] = []

    def probe() -> None:
        connection = connections[alias]
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT 1")
                cursor.fetchone()
            outcome.append("ok")
        except Exception:  # any failure means the same thing to a load balancer
            outcome.append("unreachable")
        finally:
            connection.close()

    thread = threading.Thread(target=probe, name="healthz-database", daemon=True)
    thread.start()
    thread.join(settings.HEALTHZ_TIMEOUT)
    return outcome[0] if outcome else "timeout"


def sqlite_disk_status(alias: str = "default") -> str | None:
    """For an SQLite database: "ok", "read-only" or "full"; None for other databases."""
    database = settings.DATABASES[alias]
    if database["ENGINE"] != "django.db.backends.sqlite3":
        return None
    folder = Path(database["NAME"]).parent
    stats = os.statvfs(folder)
    if stats.f_flag & os.ST_RDONLY or not os.access(folder, os.W_OK):
        return "read-only"
    if stats.f_bavail * stats.f_frsize < SQLITE_MIN_FREE_BYTES:
        return "full"
    return "ok"


def report() -> tuple[bool, dict[str, str]]:
    """Whether this process can serve, and the status of each part checked."""
    parts = {"database": database_status(), "cache": cache_status()}
    disk = sqlite_disk_status()
    if disk is not None:
        parts["disk"] = disk
    return all(value == "ok" for value in parts.values()), parts
