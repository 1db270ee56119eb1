"""Fixtures shared by the trainer's tests."""

import pytest

from quiz import shared_parts


@pytest.fixture
def kept_parts(settings):
    """Parts and pages are kept as in production (PAGE_CACHE_SECONDS > 0), starting from none."""
    settings.PAGE_CACHE_SECONDS = 3600
    shared_parts.forget_all()
    yield
    shared_parts.forget_all()
