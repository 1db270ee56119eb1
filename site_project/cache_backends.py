"""Django's database cache with an atomic `incr`, for rate-limit counters shared through the database.

Django's own `incr` reads the value and writes it back: two processes counting at once both read 41 and
both write 42, so parallel clients get past a limit. Here the counter's row is locked for the read and
the write (SELECT ... FOR UPDATE on PostgreSQL; on SQLite a write to the row first, which takes the
database's write lock), so each increment sees the one before it.
"""

from __future__ import annotations

import base64
import pickle

from django.core.cache.backends.db import DatabaseCache as DjangoDatabaseCache
from django.db import connections, router, transaction


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
