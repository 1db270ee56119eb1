"""The API's limits: 16 KiB bodies and a per-client request budget that a club can configure."""

import json

import pytest
from django.test import Client, override_settings

from calculator.api import MAX_BODY_BYTES

pytestmark = pytest.mark.django_db

SMALL_REQUEST = {"hand": "123m456p789s23455s", "win_tile": "5s", "riichi": True}


def padded_body(size: int) -> str:
    """A JSON request of exactly `size` bytes (the padding is whitespace, which JSON ignores)."""
    body = json.dumps(SMALL_REQUEST)
    return body + " " * (size - len(body))


def test_a_body_of_16_kib_is_accepted(post_json):
    response = post_json("/api/v1/score", padded_body(MAX_BODY_BYTES))
    assert response.status_code == 200


def test_a_body_over_16_kib_is_refused_with_413(post_json):
    response = post_json("/api/v1/score", padded_body(MAX_BODY_BYTES + 1))
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "too_large"


@override_settings(API_RATE_LIMIT=3, API_RATE_LIMIT_WINDOW=60)
def test_the_rate_limit_answers_429_with_retry_after(post_json):
    statuses = [post_json("/api/v1/score", SMALL_REQUEST).status_code for _ in range(3)]
    refused = post_json("/api/v1/score", SMALL_REQUEST)
    assert statuses == [200, 200, 200]
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "rate_limited"
    assert 1 <= int(refused["Retry-After"]) <= 60


@override_settings(API_RATE_LIMIT=2, API_RATE_LIMIT_WINDOW=60)
def test_the_rate_limit_counts_every_endpoint_per_client(client: Client):
    assert client.get("/api/v1/rulesets").status_code == 200
    assert client.get("/api/v1/rulesets", REMOTE_ADDR="10.0.0.2").status_code == 200
    assert client.get("/api/v1/scoring-table").status_code == 200
    assert client.get("/api/v1/openapi.json").status_code == 429


@override_settings(API_RATE_LIMIT=0)
def test_a_limit_of_zero_turns_the_rate_limit_off(client: Client):
    assert all(client.get("/api/v1/rulesets").status_code == 200 for _ in range(100))
