"""Django's PostgreSQL backend (ENGINE "site_project.postgresql"), bounded on an established connection.

A database that stops answering on an open connection (a partition without a reset, a stalled disk,
a frozen host) held every worker for as long as it lasted: the statement timeout is the server's, and
a frozen server enforces nothing. Two bounds on this side:

- libpq's TCP keepalives and `tcp_user_timeout` (site_project/postgresql/options.py) close a
  connection whose packets go unacknowledged: the network partition.
- Every wait for an answer gives up after DATABASE_ANSWER_TIMEOUT seconds with an OperationalError
  (the visitor gets the 503 page): the host that still acknowledges packets and never answers.

gunicorn's threads (deploy/gunicorn.conf.py) keep a worker serving what needs no database while some
of its threads wait out these bounds.
"""

from __future__ import annotations

import types

import psycopg
from django.conf import settings
from django.db.backends.postgresql import base


class BoundedConnection(psycopg.Connection):
    """A psycopg connection whose every wait for the server ends within DATABASE_ANSWER_TIMEOUT."""

    def wait(self, gen, interval: float = 0.1, timeout: float | None = None):
        bound = settings.DATABASE_ANSWER_TIMEOUT if timeout is None else timeout
        try:
            return super().wait(gen, interval, bound)
        except psycopg.errors._WaitTimeout as error:
            self.pgconn.finish()  # half a conversation: the connection cannot be used again
            raise psycopg.OperationalError(f"the database did not answer within {bound} s") from error


# psycopg itself, but connecting with the bounded connection class.
Database = types.ModuleType("bounded_psycopg")
Database.__dict__.update(psycopg.__dict__)
Database.connect = BoundedConnection.connect


class DatabaseWrapper(base.DatabaseWrapper):
    """Django's PostgreSQL wrapper on the bounded connection."""

    Database = Database
