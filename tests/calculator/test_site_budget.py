"""The site's own calculator pages are never throttled by the public API's limit; programs still are.

The numbers are the shipped defaults (API_RATE_LIMIT 60 a minute per address): a club night is a dozen
phones behind one address, each typing hands in the calculator, about seven API calls a hand.
"""

import re
from unittest import mock

import pytest
from django.conf import settings
from django.test import Client

pytestmark = pytest.mark.django_db

CLUB_ADDRESS = "203.0.113.7"
TOKEN = re.compile(r'data-site-token="([^"]+)"')
# What one hand typed in the calculator sends, in order: the waits of the 13 tiles, then the 14.
ONE_HAND = [
    ("/api/v1/waits", {"hand": "123m456p789s2345s", "win_tile": ""}),
    ("/api/v1/waits", {"hand": "123m456p789s2345s", "win_tile": "", "riichi": True}),
    ("/api/v1/score", {"hand": "123m456p789s23455s", "win_tile": "5s", "tsumo": True}),
    ("/api/v1/score", {"hand": "123m456p789s23455s", "win_tile": "5s", "riichi": True}),
    ("/api/v1/score", {"hand": "123m456p789s23455s", "win_tile": "5s", "riichi": True, "tsumo": True}),
    ("/api/v1/score", {"hand": "123m456p789s23455s", "win_tile": "2s", "riichi": True}),
    ("/api/v1/score", {"hand": "123m456p789s23455s", "win_tile": "2s", "dora_indicators": "1m"}),
]


SCORED = ONE_HAND[3][1]


def page_token(client: Client, address: str = CLUB_ADDRESS) -> str:
    """The token the calculator page hands its script."""
    html = client.get("/es/calculator/", REMOTE_ADDR=address).content.decode()
    found = TOKEN.search(html)
    assert found, "the calculator page carries no site token"
    return found.group(1)


def call(client: Client, path: str, body: dict, token: str = "", address: str = CLUB_ADDRESS) -> int:
    headers = {"HTTP_X_SITE_TOKEN": token} if token else {}
    response = client.post(path, body, content_type="application/json", REMOTE_ADDR=address, **headers)
    return response.status_code


@pytest.fixture
def one_window():
    """Every call of the test inside one rate-limit window (the clock stands still at its start)."""
    start = (1_800_000_000 // settings.API_RATE_LIMIT_WINDOW) * settings.API_RATE_LIMIT_WINDOW
    with mock.patch("time.time", return_value=float(start)):
        yield


def test_a_dozen_members_behind_one_address_use_the_calculator_for_a_minute_unthrottled(one_window):
    members = [Client() for _ in range(12)]
    tokens = [page_token(member) for member in members]
    statuses = []
    for _hand in range(5):  # five hands each in the minute: 420 calls, seven times the public limit
        for member, token in zip(members, tokens, strict=True):
            statuses += [call(member, path, body, token) for path, body in ONE_HAND]
    assert len(statuses) == 420 > settings.API_RATE_LIMIT
    assert 429 not in statuses
    assert set(statuses) == {200}


def test_a_bare_api_client_still_gets_429_from_the_same_address(one_window):
    program = Client()
    statuses = [call(program, "/api/v1/score", SCORED) for _ in range(settings.API_RATE_LIMIT + 1)]
    assert statuses[:-1] == [200] * settings.API_RATE_LIMIT
    assert statuses[-1] == 429


def test_the_members_calls_leave_the_public_budget_untouched(one_window):
    member, program = Client(), Client()
    token = page_token(member)
    for _ in range(settings.API_RATE_LIMIT + 10):
        call(member, "/api/v1/score", SCORED, token)
    assert call(program, "/api/v1/score", SCORED) == 200


def test_a_token_copied_to_another_address_counts_as_a_bare_client(one_window):
    token = page_token(Client())
    elsewhere = Client()
    statuses = [
        call(elsewhere, "/api/v1/score", SCORED, token, address="198.51.100.9")
        for _ in range(settings.API_RATE_LIMIT + 1)
    ]
    assert statuses[-1] == 429


def test_a_token_past_its_age_counts_as_a_bare_client():
    issued = 1_800_000_000.0
    with mock.patch("time.time", return_value=issued):
        token = page_token(Client())
    later = issued + settings.SITE_TOKEN_MAX_AGE + 1
    with mock.patch("time.time", return_value=later):
        statuses = [call(Client(), "/api/v1/score", SCORED, token) for _ in range(61)]
    assert statuses[-1] == 429


@pytest.mark.parametrize("forged", ["nonsense", "a" * 5000, "abc:def:ghi", "é"])
def test_a_forged_token_is_no_pass_and_no_error(forged, one_window):
    statuses = [call(Client(), "/api/v1/score", SCORED, forged) for _ in range(61)]
    assert statuses[:-1] == [200] * 60
    assert statuses[-1] == 429


def test_the_site_budget_has_a_ceiling_of_its_own(one_window, settings):
    settings.SITE_API_RATE_LIMIT = 5
    member = Client()
    token = page_token(member)
    statuses = [call(member, "/api/v1/score", SCORED, token) for _ in range(6)]
    assert statuses == [200] * 5 + [429]


def test_the_page_script_renews_its_token_from_a_page_nobody_caches(one_window):
    client = Client()
    response = client.get("/fr/calculator/site-token", REMOTE_ADDR=CLUB_ADDRESS)
    assert response.status_code == 200
    assert response["Cache-Control"] == "private, no-store"
    body = response.json()
    assert body["max_age"] == settings.SITE_TOKEN_MAX_AGE
    statuses = [call(client, "/api/v1/score", SCORED, body["token"]) for _ in range(70)]
    assert set(statuses) == {200}


def test_the_renewal_answers_only_get(client: Client):
    assert client.post("/en/calculator/site-token").status_code == 405
