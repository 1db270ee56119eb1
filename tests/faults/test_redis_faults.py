"""Redis down or frozen, on a redis-server of the test's own: no page answers 500, throttles fail as the
README says (sign-up and reset closed with a 503 page, log-in and the API open), and a frozen Redis is
asked once per retry delay, not once per cache call."""

from concurrent.futures import ThreadPoolExecutor

import pytest
from django.core.cache import cache
from django.core.cache.backends.redis import RedisCacheClient
from django.test import Client, override_settings

from site_project.cache_backends import BREAKER
from site_project.cache_health import cache_status
from tests.accounts.helpers import PASSWORD
from tests.faults.servers import own_redis

pytestmark = pytest.mark.django_db(transaction=True)
SCORE = '{"hand": "123m456p789s23455s", "win_tile": "5s", "riichi": true}'


def production_cache(url: str) -> dict:
    """The cache as settings.py configures CACHE_BACKEND=redis (the breaker, short timeouts)."""
    return {
        "default": {
            "BACKEND": "site_project.cache_backends.RedisCache",
            "LOCATION": url,
            "OPTIONS": {"socket_connect_timeout": 0.25, "socket_timeout": 0.25},
        }
    }


@pytest.fixture
def redis_server(settings):
    settings.PAGE_CACHE_SECONDS = 600
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    with own_redis() as server, override_settings(CACHES=production_cache(server.url)):
        BREAKER.reset(server.url)
        cache.set("warm", 1)  # connected, as a running process is
        yield server
        BREAKER.reset(server.url)


@pytest.fixture(params=["down", "frozen"])
def lost_redis(request, redis_server):
    if request.param == "down":
        redis_server.stop()
    else:
        redis_server.freeze()
    return redis_server


def test_sign_up_and_reset_answer_a_503_page_not_a_500(lost_redis):
    browser = Client(raise_request_exception=False)
    signup = browser.post(
        "/fr/accounts/signup/",
        {"username": "nat", "email": "nat@example.org", "password1": PASSWORD, "password2": PASSWORD},
    )
    reset = browser.post("/es/accounts/password_reset/", {"email": "nat@example.org"})
    assert (signup.status_code, reset.status_code) == (503, 503)
    assert "De retour dans un instant" in signup.text
    assert "Volvemos enseguida" in reset.text
    assert signup["Retry-After"] == reset["Retry-After"] == "30"


def test_log_in_and_the_api_go_on_without_the_cache(lost_redis, django_user_model):
    django_user_model.objects.create_user("oli", password=PASSWORD)
    browser = Client(raise_request_exception=False)
    assert browser.post("/en/accounts/login/", {"username": "oli", "password": PASSWORD}).status_code == 302
    assert browser.post("/api/v1/score", SCORE, content_type="application/json").status_code == 200
    assert browser.get("/en/fu/").status_code == 200


def test_a_frozen_redis_is_asked_once_per_retry_delay(redis_server, monkeypatch):
    calls = []
    original = RedisCacheClient.get_client

    def counted(self, *args, **kwargs):  # every call that reaches Redis takes a client here
        calls.append(args)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(RedisCacheClient, "get_client", counted)
    redis_server.freeze()
    browser = Client()
    statuses = [browser.get(path).status_code for path in ["/en/fu/", "/en/yaku/", "/fr/fu/"] * 4]
    assert set(statuses) == {200}
    assert len(calls) == 1  # the first call waited its timeout; the breaker answered every other


def test_the_cache_is_used_again_once_redis_is_back(redis_server, settings):
    settings.REDIS_RETRY_SECONDS = 0
    redis_server.freeze()
    assert Client().get("/healthz").json()["cache"] == "unavailable"
    redis_server.thaw()
    assert Client().get("/healthz").json()["cache"] == "ok"
    assert cache.get("warm") == 1


def test_probes_of_many_processes_at_once_all_find_a_healthy_cache(redis_server):
    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(pool.map(lambda _: cache_status(), range(400)))
    assert answers.count("ok") == 400
    assert not cache._cache.get_client().keys("*cache-probe*")  # each probe cleans up
