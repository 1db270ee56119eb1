"""Exactly once, decided by the database: four phones sending one table's slip at once keep one slip, a
slip sent eight times at once is recorded once, and two organisers correcting one slip at once cannot
overwrite each other unseen. Threads against the live server; runs on SQLite and PostgreSQL
(DATABASE_URL)."""

import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from club.tournaments.cards import card_token
from club.tournaments.models import Slip, SlipLine
from tests.club.tournament_helpers import fill_round, make_tournament, organiser_user

pytestmark = pytest.mark.django_db(transaction=True)
THREADS = 8
SLIPS = (
    ("42000", "31000", "27000", "20000"),
    ("20000", "42000", "31000", "27000"),
    ("27000", "20000", "42000", "31000"),
    ("31000", "27000", "20000", "42000"),
)


def phone(url: str) -> requests.Session:
    """A phone that has opened the slip's page (and so holds its CSRF cookie)."""
    browser = requests.Session()
    assert browser.get(url).status_code == 200
    return browser


def post(browser: requests.Session, url: str, points, key) -> requests.Response:
    data = {"csrfmiddlewaretoken": browser.cookies["csrftoken"], "key": str(key), "leftover_sticks": ""}
    data.update({f"points_{wind}": value for wind, value in enumerate(points)})
    return browser.post(url, data=data, headers={"Referer": url}, allow_redirects=False)


def slip_url(live_server, tournament) -> str:
    path = f"/en/club/tournaments/{tournament.pk}/rounds/1/tables/1/"
    return f"{live_server.url}{path}?card={card_token(tournament, 1, 1)}"


def test_four_phones_sending_one_tables_slip_at_once_keep_exactly_one(live_server, reference_content):
    tournament = make_tournament(4, 1)
    url = slip_url(live_server, tournament)
    phones = [phone(url) for _ in range(THREADS)]
    sends = [(points, uuid.uuid4()) for points in SLIPS] * 2
    with ThreadPoolExecutor(THREADS) as pool:
        responses = list(pool.map(lambda pair: post(pair[0], url, *pair[1]), zip(phones, sends, strict=True)))
    assert [r.status_code for r in responses] == [302] * THREADS
    assert Slip.objects.count() == 1
    assert SlipLine.objects.count() == 4
    kept = Slip.objects.get()
    assert sorted(SlipLine.objects.values_list("place", flat=True)) == [1, 2, 3, 4]
    assert str(kept.key) in {str(key) for _points, key in sends}


def test_one_slip_sent_eight_times_at_once_is_recorded_once(live_server, reference_content):
    tournament = make_tournament(4, 1)
    url = slip_url(live_server, tournament)
    key = uuid.uuid4()
    phones = [phone(url) for _ in range(THREADS)]
    with ThreadPoolExecutor(THREADS) as pool:
        responses = list(pool.map(lambda browser: post(browser, url, SLIPS[0], key), phones))
    assert all(r.status_code == 302 for r in responses)
    assert Slip.objects.filter(key=key).count() == 1
    assert SlipLine.objects.count() == 4
    page = phones[0].get(url).text
    assert "The slip is recorded." in page


def test_two_organisers_correcting_one_slip_at_once_cannot_overwrite_each_other(
    live_server, reference_content, django_user_model
):
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    slip = Slip.objects.get()
    url = f"{live_server.url}/en/club/tournaments/{tournament.pk}/slips/{slip.pk}/correct/"
    organisers = []
    for name in ("orga1", "orga2"):
        organiser_user(django_user_model, name)
        browser = requests.Session()
        login = browser.get(f"{live_server.url}/en/accounts/login/")
        assert login.status_code == 200
        browser.post(
            f"{live_server.url}/en/accounts/login/",
            data={
                "csrfmiddlewaretoken": browser.cookies["csrftoken"],
                "username": name,
                "password": "a-long-passphrase-9",
            },
            headers={"Referer": f"{live_server.url}/en/accounts/login/"},
        )
        assert browser.get(url).status_code == 200
        organisers.append(browser)

    def correct(pair):
        browser, points = pair
        data = {"csrfmiddlewaretoken": browser.cookies["csrftoken"], "key": str(slip.key), "version": "1"}
        data.update({f"points_{wind}": value for wind, value in enumerate(points)})
        return browser.post(url, data=data, headers={"Referer": url}, allow_redirects=False)

    with ThreadPoolExecutor(2) as pool:
        responses = list(pool.map(correct, zip(organisers, (SLIPS[1], SLIPS[2]), strict=True)))
    codes = sorted(r.status_code for r in responses)
    assert codes == [302, 400]  # one saved; the other told, their sheet kept filled
    refused = next(r for r in responses if r.status_code == 400)
    assert "Another organiser corrected this slip" in refused.text
    slip.refresh_from_db()
    assert slip.version == 2
    assert SlipLine.history.filter(slip_id=slip.pk, history_type="-").count() == 4
