"""The reference content, loaded once per test session from rules/data/ (tests roll back around it)."""

import pytest

from rules.loading import load_reference

LANGUAGES = ("en", "fr", "es")


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database with every content file loaded, as `make run` loads it."""
    with django_db_blocker.unblock():
        load_reference()
