"""Fixtures of the calculator tests: a JSON poster for the API, and a fresh rate-limit count."""

import json

import pytest
from django.core.cache import cache
from django.test import Client


@pytest.fixture(autouse=True)
def fresh_rate_limit():
    """Each test starts with an empty request count (the limit is counted in the cache)."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def post_json(client: Client):
    """POST a JSON value (or raw text) to an API path."""

    def post(path: str, body: object, **headers: str):
        data = body if isinstance(body, str | bytes) else json.dumps(body)
        return client.post(path, data, content_type="application/json", **headers)

    return post
