"""Root fixtures, shared by the test folders and the doctests in the app folders."""

import pytest
from django.utils import translation


@pytest.fixture(autouse=True)
def english_by_default():
    """Start every test and doctest in English: a request in another language must not leak into the next."""
    translation.activate("en")
    yield
    translation.deactivate()
