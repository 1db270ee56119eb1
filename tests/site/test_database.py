"""The suite runs on the database DATABASE_URL names; in CI's second pass that is PostgreSQL."""

import os

import pytest
from django.db import connection


@pytest.mark.django_db
def test_the_configured_database_is_the_one_in_use():
    url = os.environ.get("DATABASE_URL", "")
    expected = "postgresql" if url.startswith(("postgres://", "postgresql://")) else "sqlite"
    assert connection.vendor == expected
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        assert cursor.fetchone() == (1,)
