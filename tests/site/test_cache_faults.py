"""A cache that cannot be used is reported (healthz, start-up log), and never turns requests into 500s."""

import logging

import pytest
from django.test import Client, override_settings

from site_project.cache_health import cache_status, check_cache_at_start

# Transactional: as in production, no transaction wraps a request (on PostgreSQL a failed cache query
# would abort a wrapping one).
pytestmark = pytest.mark.django_db(transaction=True)

SCORE = '{"hand": "123m456p789s23455s", "win_tile": "5s", "riichi": true}'
# A database cache whose table was never created (`createcachetable` forgotten).
MISSING_TABLE = {
    "default": {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "no_such_cache_table"}
}
# A Redis that is not there: nothing listens on port 1.
UNREACHABLE_REDIS = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": "redis://127.0.0.1:1/0",
        "OPTIONS": {"socket_connect_timeout": 0.2, "socket_timeout": 0.2},
    }
}
FAULTS = pytest.mark.parametrize(
    "caches", [MISSING_TABLE, UNREACHABLE_REDIS], ids=["missing table", "no redis"]
)


def test_a_working_cache_is_ok_in_healthz(client: Client):
    response = client.get("/healthz")
    assert response.json()["cache"] == "ok"
    assert cache_status() == "ok"


@FAULTS
def test_healthz_reports_an_unusable_cache(client: Client, caches: dict):
    with override_settings(CACHES=caches):
        response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["cache"] == "unavailable"


@FAULTS
def test_the_api_still_answers_and_is_not_a_500(client: Client, caches: dict, settings):
    settings.API_RATE_LIMIT = 60
    with override_settings(CACHES=caches):
        statuses = {
            client.post("/api/v1/score", SCORE, content_type="application/json").status_code for _ in range(3)
        }
    assert statuses == {200}


@FAULTS
def test_reference_pages_are_rendered_without_the_cache(client: Client, caches: dict, settings):
    settings.PAGE_CACHE_SECONDS = 600
    with override_settings(CACHES=caches):
        assert client.get("/en/fu/").status_code == 200
        assert client.get("/en/fu/").status_code == 200


@FAULTS
def test_the_failure_is_logged_at_start_up(caches: dict, caplog):
    with override_settings(CACHES=caches), caplog.at_level(logging.ERROR):
        check_cache_at_start()
    assert "cache unavailable at start-up" in caplog.text


def test_a_working_cache_logs_nothing_at_start_up(caplog):
    with caplog.at_level(logging.ERROR):
        check_cache_at_start()
    assert caplog.text == ""
    assert cache_status() == "ok"
