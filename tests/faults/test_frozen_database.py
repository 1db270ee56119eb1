"""A PostgreSQL that stops answering on an established connection (through a relay the test freezes):
the wait ends with an OperationalError (the 503 page) instead of holding the worker, and the
connection carries libpq's TCP keepalives and tcp_user_timeout for a partition without a reset."""

import os
import threading

import dj_database_url
import pytest
from django.db import OperationalError, connections
from django.db.utils import ConnectionHandler

from bench.frozen_tcp import FreezableRelay
from site_project.postgresql.base import DatabaseWrapper
from site_project.postgresql.options import connection_options
from tests.conftest import require

pytestmark = pytest.mark.django_db


def postgres_target() -> dict:
    """The test run's PostgreSQL database, or the local server's `postgres` database on a SQLite run."""
    own = connections["default"].settings_dict
    if connections["default"].vendor == "postgresql":
        return {
            "NAME": own["NAME"],
            "USER": own["USER"],
            "PASSWORD": own["PASSWORD"],
            "HOST": own["HOST"],
            "PORT": own["PORT"] or 5432,
        }
    parsed = dj_database_url.parse(
        os.environ.get("POSTGRES_TEST_URL", "postgres://app:app@127.0.0.1:5432/postgres")
    )
    return {key: parsed[key] for key in ("NAME", "USER", "PASSWORD", "HOST", "PORT")}


@pytest.fixture
def frozen_link(settings):
    """A connection through a relay, established and answering, and the relay to freeze."""
    settings.DATABASE_ANSWER_TIMEOUT = 1
    target = postgres_target()
    relay = FreezableRelay((target["HOST"] or "127.0.0.1", int(target["PORT"] or 5432)))
    configured = ConnectionHandler(
        {
            "default": {
                **target,
                "ENGINE": "site_project.postgresql",
                "HOST": "127.0.0.1",
                "PORT": relay.port,
                "OPTIONS": connection_options(2, 15, 10),
            }
        }
    ).settings["default"]
    wrapper = DatabaseWrapper(configured, "relay")
    wrapper.inc_thread_sharing()  # the test's query runs in a thread of its own
    try:
        wrapper.ensure_connection()
    except OperationalError:
        require(False, "no PostgreSQL to relay to")
    with wrapper.cursor() as cursor:
        cursor.execute("SELECT 1")
    yield wrapper, relay
    wrapper.dec_thread_sharing()
    wrapper.close()
    relay.close()


def test_a_frozen_database_ends_the_wait_with_an_operational_error(frozen_link):
    wrapper, relay = frozen_link
    relay.freeze()
    outcome = []

    def query() -> None:
        try:
            with wrapper.cursor() as cursor:
                cursor.execute("SELECT 1")
            outcome.append("answered")
        except OperationalError as error:
            outcome.append(error)

    worker = threading.Thread(target=query, daemon=True)
    worker.start()
    worker.join(30)  # on an unbounded connection this thread would still be waiting
    assert not worker.is_alive()
    assert isinstance(outcome[0], OperationalError)
    assert "did not answer" in str(outcome[0])


def test_the_connection_carries_tcp_keepalives_and_a_user_timeout(frozen_link):
    wrapper, _relay = frozen_link
    options = {option.keyword.decode(): option.val for option in wrapper.connection.pgconn.info}
    assert options["keepalives"] == b"1"
    assert int(options["keepalives_idle"]) > 0
    assert options["tcp_user_timeout"] == b"10000"


def test_the_site_connects_with_the_bounded_backend_on_postgresql(settings):
    from site_project import settings as site_settings

    assert site_settings.connection_options(2, 15, 10)["tcp_user_timeout"] == 10000
    if connections["default"].vendor == "postgresql":
        assert settings.DATABASES["default"]["ENGINE"] == "site_project.postgresql"
        assert settings.DATABASES["default"]["OPTIONS"]["keepalives"] == 1
