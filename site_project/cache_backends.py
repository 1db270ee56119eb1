"""Django's cache backends, made safe to lose: Redis behind a circuit breaker, and the database cache
with an atomic `incr` for rate-limit counters shared through the database.

Redis: a server that is down refuses at once, but one that is frozen (stopped, a partition without a
reset) holds every call until its socket timeout, and every page makes a few calls. After one failure
the breaker skips Redis in this process for REDIS_RETRY_SECONDS (each call fails at once, and the
callers' usual fallbacks apply: render the page, fail a throttle open or closed); then one call tries
again. A frozen Redis so costs a worker one socket timeout per REDIS_RETRY_SECONDS, not per call.

The database cache:

Django's own `incr` reads the value and writes it back: two processes counting at once both read 41 and
both write 42, so parallel clients get past a limit. Here the counter's row is locked for the read and
the write (SELECT ... FOR UPDATE on PostgreSQL; on SQLite a write to the row first, which takes the
database's write lock), so each increment sees the one before it.
"""

from __future__ import annotations

import base64
import functools
import pickle
import threading
import time

from django.conf import settings
from django.core.cache.backends.db import DatabaseCache as DjangoDatabaseCache
from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient
from django.db import connections, router, transaction


class CacheUnavailable(ConnectionError):
    """The breaker is open: Redis failed a moment ago and is not asked again yet."""


class _Breaker:
    """Per process and server: when the last failure was, so calls skip Redis until the retry time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open_until: dict[str, float] = {}

    def check(self, server: str) -> None:
        if time.monotonic() < self._open_until.get(server, 0.0):
            raise CacheUnavailable(f"redis at {server} failed less than {settings.REDIS_RETRY_SECONDS} s ago")

    def trip(self, server: str) -> None:
        with self._lock:
            self._open_until[server] = time.monotonic() + settings.REDIS_RETRY_SECONDS

    def reset(self, server: str) -> None:
        self._open_until.pop(server, None)


BREAKER = _Breaker()
GUARDED_CALLS = (
    "add",
    "get",
    "set",
    "touch",
    "delete",
    "get_many",
    "has_key",
    "incr",
    "set_many",
    "delete_many",
    "clear",
)


def _guarded(name: str):
    call = getattr(RedisCacheClient, name)

    @functools.wraps(call)
    def guarded(self, *args, **kwargs):
        server = self._servers[0]
        BREAKER.check(server)
        try:
            result = call(self, *args, **kwargs)
        except (self._lib.exceptions.RedisError, OSError):
            BREAKER.trip(server)
            raise
        BREAKER.reset(server)
        return result

    return guarded


class BreakerRedisCacheClient(RedisCacheClient):
    """Django's Redis client, each call through the process's breaker."""


for _name in GUARDED_CALLS:
    setattr(BreakerRedisCacheClient, _name, _guarded(_name))


class RedisCache(DjangoRedisCache):
    """Django's Redis cache behind the breaker (settings.CACHES names it for CACHE_BACKEND=redis)."""

    def __init__(self, server, params) -> None:
        super().__init__(server, params)
        self._class = BreakerRedisCacheClient


class DatabaseCache(DjangoDatabaseCache):
    """The database cache, whose increments are never lost between processes."""

    def incr(self, key: str, delta: int = 1, version: int | None = None) -> int:
        """Add `delta` to the value at `key` under a row lock, keeping its expiry; ValueError when missing."""
        db = router.db_for_write(self.cache_model_class)
        connection = connections[db]
        table = connection.ops.quote_name(self._table)
        stored_key = self.make_and_validate_key(key, version=version)
        with transaction.atomic(using=db), connection.cursor() as cursor:
            if connection.vendor == "sqlite":
                cursor.execute(f"UPDATE {table} SET expires = expires WHERE cache_key = %s", [stored_key])
            else:
                cursor.execute(f"SELECT cache_key FROM {table} WHERE cache_key = %s FOR UPDATE", [stored_key])
            value = self.get(key, version=version)
            if value is None:
                raise ValueError(f"Key '{key}' not found.")
            new_value = value + delta
            encoded = base64.b64encode(pickle.dumps(new_value, self.pickle_protocol)).decode("latin1")
            cursor.execute(f"UPDATE {table} SET value = %s WHERE cache_key = %s", [encoded, stored_key])
        return new_value
