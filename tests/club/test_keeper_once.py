"""Exactly once, decided by the database: a hand sent many times at once is recorded once, two phones
sending different hands for the same number keep one, and an undo sent twice undoes one hand. Threads
against the live server; runs on SQLite and PostgreSQL (DATABASE_URL)."""

import re
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from club.keeper.models import KeptHand
from tests.club.keeper_helpers import hand_data, make_table

pytestmark = pytest.mark.django_db(transaction=True)
THREADS = 8


def phone(base: str, game) -> requests.Session:
    """A phone that has opened the table's page (and so holds its CSRF cookie)."""
    browser = requests.Session()
    page = browser.get(f"{base}/en/club/table/{game.pk}/")
    assert page.status_code == 200
    return browser


def post(browser: requests.Session, url: str, data: dict) -> requests.Response:
    data = {**data, "csrfmiddlewaretoken": browser.cookies["csrftoken"]}
    return browser.post(url, data=data, headers={"Referer": url}, allow_redirects=False)


def test_one_hand_sent_eight_times_at_once_is_recorded_once(live_server):
    game = make_table("ema")
    url = f"{live_server.url}/en/club/table/{game.pk}/hand/"
    data = hand_data("win", 1, uuid.uuid4(), discarder=0, winner_1=1, han_1=2, fu_1=30)
    phones = [phone(live_server.url, game) for _ in range(THREADS)]
    with ThreadPoolExecutor(THREADS) as pool:
        responses = list(pool.map(lambda browser: post(browser, url, data), phones))
    assert [r.status_code for r in responses] == [302] * THREADS
    assert KeptHand.objects.count() == 1
    assert game.live_records()[0]["wins"] == [{"winner": 1, "han": 2, "fu": 30}]


def test_phones_sending_different_hands_for_one_number_keep_exactly_one(live_server):
    game = make_table("ema")
    url = f"{live_server.url}/en/club/table/{game.pk}/hand/"
    sends = [hand_data("draw", 1, uuid.uuid4(), tenpai=[seat]) for seat in range(4)] * 2
    phones = [phone(live_server.url, game) for _ in sends]
    with ThreadPoolExecutor(THREADS) as pool:
        responses = list(pool.map(lambda pair: post(pair[0], url, pair[1]), zip(phones, sends, strict=True)))
    assert all(r.status_code == 302 for r in responses)
    assert KeptHand.objects.count() == 1
    page = phones[0].get(f"{live_server.url}/en/club/table/{game.pk}/").text
    assert len(re.findall(r"Exhaustive draw; tenpai", page)) == 1


def test_an_undo_sent_twice_at_once_undoes_one_hand(live_server):
    game = make_table("ema")
    first, second = uuid.uuid4(), uuid.uuid4()
    KeptHand.objects.create(
        game=game, number=1, key=first, record={"kind": "draw", "tenpai": [], "riichi": []}
    )
    KeptHand.objects.create(
        game=game, number=2, key=second, record={"kind": "draw", "tenpai": [], "riichi": []}
    )
    url = f"{live_server.url}/en/club/table/{game.pk}/undo/"
    phones = [phone(live_server.url, game) for _ in range(THREADS)]
    with ThreadPoolExecutor(THREADS) as pool:
        responses = list(pool.map(lambda browser: post(browser, url, {"key": str(second)}), phones))
    assert all(r.status_code == 302 for r in responses)
    assert [hand.key for hand in KeptHand.objects.filter(undone_at__isnull=True)] == [first]


def test_a_resend_of_an_undone_hand_changes_nothing(client):
    game = make_table("ema")
    key = uuid.uuid4()
    data = hand_data("draw", 1, key, tenpai=[0])
    client.post(f"/en/club/table/{game.pk}/hand/", data)
    client.post(f"/en/club/table/{game.pk}/undo/", {"key": str(key)})
    again = client.post(f"/en/club/table/{game.pk}/hand/", data)
    assert again.status_code == 302
    assert game.live_records() == []
