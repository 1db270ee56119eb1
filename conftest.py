"""Root fixtures, shared by the test folders and the doctests in the app folders."""

import pytest
from django.core.cache import cache
from django.utils import translation
from pytest_django.plugin import pytest_collection_modifyitems as in_djangos_order

from rules.scoring.compiled import COMPILED_MODULES

# pytest's doctest collector imports a module by its path and refuses the compiled form that Python
# loads in its place, whose functions keep no docstrings anyway: the doctests of these modules run from
# their sources against the loaded modules, in tests/scoring/test_compiled_doctests.py.
collect_ignore = [f"rules/scoring/{module}.py" for module in COMPILED_MODULES]


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests that roll back run before those that flush the database, as Django orders them: pytest-django
    sorts them so first, but pytest then regroups the tests of a session-scoped parameter (the browser of
    the e2e tests), which put flushing tests before rolled-back ones that read the reference content."""
    in_djangos_order(items)


@pytest.fixture(autouse=True)
def english_by_default():
    """Start every test and doctest in English: a request in another language must not leak into the next."""
    translation.activate("en")
    yield
    translation.deactivate()


@pytest.fixture(autouse=True)
def empty_cache():
    """Start every test with an empty cache, so throttle counters of one test never reach the next."""
    cache.clear()


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings, tmp_path_factory):
    """On SQLite, test in a file rather than in memory: an in-memory database shared between the live
    server's threads locks whole tables, where a file behaves as in production (WAL, busy timeout)."""
    from django.conf import settings

    database = settings.DATABASES["default"]
    if database["ENGINE"] == "django.db.backends.sqlite3":
        database.setdefault("TEST", {})["NAME"] = str(tmp_path_factory.mktemp("db") / "test.sqlite3")
