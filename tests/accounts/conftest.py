"""Fixtures of the account tests."""

import pytest


@pytest.fixture(autouse=True)
def fast_hasher(settings):
    """A cheap hasher: the tests create and log in many users, and none of them checks hashing."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
