"""Root fixtures, shared by the test folders and the doctests in the app folders."""

import pytest
from django.core.cache import cache
from django.utils import translation


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
