"""The database cache's counters, shared by processes through the database, lose no increment."""

import threading

import pytest
from django.core.cache import cache
from django.core.management import call_command
from django.db import connection, connections
from django.test import override_settings

pytestmark = pytest.mark.django_db(transaction=True)

DATABASE_CACHE = {
    "default": {"BACKEND": "site_project.cache_backends.DatabaseCache", "LOCATION": "test_counter_cache"}
}


@pytest.fixture
def database_cache():
    with override_settings(CACHES=DATABASE_CACHE):
        call_command("createcachetable", verbosity=0)
        yield cache
        with connection.cursor() as cursor:
            cursor.execute(f"DROP TABLE {connection.ops.quote_name('test_counter_cache')}")


def test_parallel_increments_through_the_database_are_never_lost(database_cache):
    database_cache.add("counter", 0, 60)
    errors: list[BaseException] = []

    def count() -> None:
        try:
            for _ in range(10):
                database_cache.incr("counter")
        except BaseException as error:  # reported below, with the count
            errors.append(error)
        finally:
            connections.close_all()

    threads = [threading.Thread(target=count) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert database_cache.get("counter") == 8 * 10


def test_an_increment_keeps_the_entry_expiry_and_a_missing_key_is_an_error(database_cache):
    database_cache.add("window", 5, 2)
    assert database_cache.incr("window", 3) == 8
    assert database_cache.get("window") == 8
    with pytest.raises(ValueError, match="not found"):
        database_cache.incr("no-such-counter")
