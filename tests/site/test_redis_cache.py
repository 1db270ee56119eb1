"""The shared cache on a real Redis: pages stored once for every process, and atomic rate-limit counters.

These run against the redis-server that `.ci/run` starts (REDIS_TEST_URL, default db 2 of the local
server); in CI a missing server fails them. Each run writes under its own key prefix and removes only
its own keys, so two runs sharing a server never disturb each other's counts.
"""

import json
import os
import threading
import uuid

import pytest
from django.core.cache import cache
from django.test import Client, override_settings

from calculator.ratelimit import KEY_PREFIX
from rules.page_cache import bump_content_version
from tests.conftest import require

pytestmark = pytest.mark.django_db

REDIS_URL = os.environ.get("REDIS_TEST_URL", "redis://127.0.0.1:6379/2")
RUN_PREFIX = f"test-{uuid.uuid4().hex[:12]}"
REDIS_CACHE = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": RUN_PREFIX,
        # Generous: a request that times out is served unlimited (fail open), which would read as a lost count.
        "OPTIONS": {"socket_connect_timeout": 10, "socket_timeout": 10},
    }
}


def _own_keys(server) -> list[bytes]:
    """This run's keys (Django writes `prefix:version:key`)."""
    return list(server.scan_iter(f"{RUN_PREFIX}:*"))


@pytest.fixture
def redis_cache():
    """Django's cache on the real Redis, this run's keys removed before and after the test."""
    import redis

    server = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=1)
    try:
        server.ping()
    except redis.exceptions.ConnectionError:
        require(False, f"no redis-server at {REDIS_URL}")
    with override_settings(CACHES=REDIS_CACHE):
        for key in _own_keys(server):
            server.delete(key)
        yield server
        for key in _own_keys(server):
            server.delete(key)


def test_the_cache_is_redis_and_round_trips(redis_cache):
    cache.set("probe", {"value": 1}, 30)
    assert cache.get("probe") == {"value": 1}
    assert any(key.endswith(b":probe") for key in _own_keys(redis_cache))


def test_parallel_increments_are_never_lost(redis_cache):
    cache.add("counter", 0, 60)

    def count() -> None:
        for _ in range(50):
            cache.incr("counter")

    threads = [threading.Thread(target=count) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert cache.get("counter") == 20 * 50


# A day-long window: a one-minute window that turns over during the run splits the counts in two.
@override_settings(API_RATE_LIMIT=60, API_RATE_LIMIT_WINDOW=86400)
def test_twenty_parallel_clients_get_exactly_the_limit_through(redis_cache):
    body = json.dumps({"hand": "123m456p789s23455s", "win_tile": "5s", "riichi": True})
    statuses: list[int] = []
    lock = threading.Lock()

    def client_calls() -> None:
        client = Client()
        for _ in range(5):
            status = client.post("/api/v1/score", body, content_type="application/json").status_code
            with lock:
                statuses.append(status)

    threads = [threading.Thread(target=client_calls) for _ in range(20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses.count(200) == 60
    assert statuses.count(429) == 40
    assert any(KEY_PREFIX.encode() in key for key in _own_keys(redis_cache))


def test_a_page_stored_in_redis_is_served_and_stored_anew_after_a_change(
    redis_cache, settings, client: Client
):
    settings.PAGE_CACHE_SECONDS = 600
    first = client.get("/en/fu/")
    assert sum(b"rules:page" in key for key in _own_keys(redis_cache)) == 1
    assert client.get("/en/fu/")["ETag"] == first["ETag"]
    bump_content_version()
    # Rendered again under the new version; the same content keeps its ETag, so the browser's copy holds.
    assert client.get("/en/fu/", HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    assert sum(b"rules:page" in key for key in _own_keys(redis_cache)) == 2
