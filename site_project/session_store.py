"""The session engine (SESSION_ENGINE): Django's database sessions, read with one plain SQL statement.

Every page that knows its learner (the trainer's question and feedback pages, the keeper's table)
loads the session first. Django's store reads it through a QuerySet (`Session.objects.get`), which
builds and compiles the query and a model instance each time: about 470 µs of CPU per load against
150 µs for the same row read through a cursor (measured on PostgreSQL, 3,000 loads each), and a third
of the feedback page's Python time at 200 connections (py-spy, issue 22). Writing, expiry and the
async path stay Django's own.
"""

from __future__ import annotations

from typing import Any

from django.contrib.sessions.backends.db import SessionStore as DatabaseSessionStore
from django.db import connections, router
from django.utils import timezone


class SessionStore(DatabaseSessionStore):
    """Django's database session store, with a `load` that reads the row without the ORM."""

    def load(self) -> dict[str, Any]:
        """The session's data, or an empty session (and no key) when the row is missing or expired."""
        model = self.model
        connection = connections[router.db_for_read(model)]
        table = connection.ops.quote_name(model._meta.db_table)
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT session_data FROM {table} WHERE session_key = %s AND expire_date > %s",
                [self.session_key, timezone.now()],
            )
            row = cursor.fetchone()
        if row is None:
            self._session_key = None
            return {}
        return self.decode(row[0])
