"""Fixtures shared by every test layer: the database as `make run` fills it, the real browser for
end-to-end tests, and CI strictness.

In CI (CI=true) a test that needs chromium or PostgreSQL fails when they are missing; on a
developer's machine it is skipped with the reason, so the unit layers still run anywhere.
"""

import os
import shutil

import pytest

# Playwright's sync API runs an event loop in the test thread; the ORM calls the tests make
# around it are still synchronous and safe.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"
IN_CI = os.environ.get("CI", "").lower() == "true"


def require(condition: bool, reason: str) -> None:
    """Fail in CI, skip elsewhere, when a real part of the system is missing."""
    if condition:
        return
    if IN_CI:
        pytest.fail(f"{reason} (CI=true: required)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    """The test database with the reference content loaded, as `make run` loads it, for every test
    that uses the database (each rolls back around it), whichever folder runs first. A test that needs
    other rulesets or content sets them up itself."""
    from rules.loading import load_reference

    with django_db_blocker.unblock():
        load_reference()


@pytest.fixture
def reference_content(django_db_blocker):
    """The reference content again, for a transactional test: the tables the session loaded are emptied
    after each transactional test, so one that needs a ruleset row or a yaku loads them itself."""
    from rules.loading import load_reference

    with django_db_blocker.unblock():
        load_reference()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Launch Debian's chromium, with no background traffic to hosts this machine cannot reach."""
    require(
        shutil.which("chromium") is not None or os.path.exists(CHROMIUM), "Debian's chromium is not installed"
    )
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }
