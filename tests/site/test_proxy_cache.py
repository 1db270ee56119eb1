"""The page cache of the documented proxy (deploy/nginx/proxy.conf): nginx answers a reference page, the
public league standings and a tournament's public ranking by itself for a few seconds (a result recorded
shows at once from the app, through nginx within PROXY_CACHE_SECONDS), and never keeps a personal page, a
page with a cookie, members-only standings or an API answer."""

import gzip
import json
import time
import urllib.request
from pathlib import Path

import pytest
from django.core.cache import cache
from django.test import Client

from bench import local_nginx
from bench.servers import free_port
from club.models import Club
from rules.loading import load_reference
from tests.club.league_helpers import make_players, make_season, play, total_of
from tests.club.tournament_helpers import fill_round, make_tournament
from tests.conftest import require


def fetch(url: str, data: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, data=data, headers={"Accept-Encoding": "gzip"})
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, dict(response.headers), response.read()


class KeepRedirects(urllib.request.HTTPRedirectHandler):
    """Answer a redirect as it is (the log-in page's 302), instead of following it."""

    def redirect_request(self, *_arguments, **_keywords):
        return None


def visit(url: str, cookie: str = "") -> tuple[int, dict[str, str], str]:
    """A browser's GET, with a cookie or none, the redirect not followed; the body decompressed."""
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip"})
    if cookie:
        request.add_header("Cookie", cookie)
    try:
        with urllib.request.build_opener(KeepRedirects).open(request, timeout=10) as response:
            status, headers, body = response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as answer:
        status, headers, body = answer.code, dict(answer.headers), answer.read()
    if headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    return status, headers, body.decode()


def after_the_proxy_delay(url: str, seconds: int) -> tuple[int, dict[str, str], str]:
    """What nginx answers once the page it kept has expired (its clock counts whole seconds, hence one
    more): the app's answer, whether nginx may keep it or not."""
    time.sleep(seconds + 1.1)
    return visit(url)


@pytest.fixture
def proxy(live_server, transactional_db, settings, tmp_path):
    """nginx with the repository's proxy.conf in front of the live server, the caches on as in production."""
    require(Path(local_nginx.NGINX).exists(), "Debian's nginx is not installed")
    settings.PAGE_CACHE_SECONDS = 600
    settings.PROXY_CACHE_SECONDS = 5
    load_reference()
    app_port = int(live_server.url.rsplit(":", 1)[1])
    port = free_port()
    nginx = local_nginx.start(tmp_path, app_port, port)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                fetch(base + "/healthz")
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        yield base
    finally:
        nginx.terminate()
        nginx.wait(10)


def test_nginx_answers_a_reference_page_itself_after_the_first_visit(proxy):
    first_status, first, first_body = fetch(proxy + "/en/yaku/pinfu/")
    second_status, second, second_body = fetch(proxy + "/en/yaku/pinfu/")
    assert (first_status, second_status) == (200, 200)
    assert (first["X-Cache"], second["X-Cache"]) == ("MISS", "HIT")
    assert first_body == second_body
    assert "X-Accel-Expires" not in second  # nginx's instruction, never passed on to browsers
    assert set(second["Cache-Control"].split(", ")) == {"public", "no-cache"}  # browsers still ask each time


def test_nginx_keeps_no_personal_page_and_no_api_answer(proxy):
    for path in ("/en/progress/", "/en/accounts/login/", "/api/v1/rulesets"):
        statuses = [fetch(proxy + path)[1].get("X-Cache") for _ in range(2)]
        assert "HIT" not in statuses, path
    body = json.dumps({"hand": "234m567p23455s777z", "win_tile": "5s"}).encode()
    answers = [fetch(proxy + "/api/v1/score", body)[1].get("X-Cache") for _ in range(2)]
    assert "HIT" not in answers


@pytest.fixture
def club_proxy(proxy, live_server, settings):
    """The proxy, nginx's delay shortened to a second; the cache emptied of earlier tests' versions."""
    settings.PROXY_CACHE_SECONDS = 1
    cache.clear()
    yield proxy
    cache.clear()


def test_nginx_answers_the_ranking_and_a_recorded_slip_shows_at_once_from_the_app(club_proxy, live_server):
    tournament = make_tournament(8, 2)
    fill_round(tournament, 1)
    path = f"/en/club/tournaments/{tournament.pk}/ranking/"
    first, second = visit(club_proxy + path), visit(club_proxy + path)
    assert (first[0], second[0]) == (200, 200)
    assert (first[1]["X-Cache"], second[1]["X-Cache"]) == ("MISS", "HIT")
    assert "(2 score slips recorded)" in second[2]
    fill_round(tournament, 2)
    assert "(4 score slips recorded)" in visit(live_server.url + path)[2]  # the app: the very next request
    status, headers, body = after_the_proxy_delay(club_proxy + path, 1)
    assert status == 200
    assert "(4 score slips recorded)" in body
    assert "X-Accel-Expires" not in headers


def test_nginx_answers_the_standings_and_a_recorded_game_shows_within_its_delay(club_proxy, live_server):
    season, players = make_season(), make_players()
    play(season, players, [40000, 30000, 20000, 10000])
    path = f"/en/club/seasons/{season.pk}/"
    assert visit(club_proxy + path)[1]["X-Cache"] == "MISS"
    second = visit(club_proxy + path)
    assert second[1]["X-Cache"] == "HIT"
    assert total_of(second[2], players[0]) == "25.0"
    play(season, players[::-1], [40000, 30000, 20000, 10000])
    assert total_of(visit(live_server.url + path)[2], players[0]) == "-10.0"
    answer = after_the_proxy_delay(club_proxy + path, 1)
    assert total_of(answer[2], players[0]) == "-10.0"


def test_nginx_keeps_no_members_only_standings_and_drops_the_public_copy_within_its_delay(
    club_proxy, django_user_model
):
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    path = f"/en/club/tournaments/{tournament.pk}/ranking/"
    visit(club_proxy + path)
    assert visit(club_proxy + path)[1]["X-Cache"] == "HIT"  # public: nginx keeps it
    Club.objects.create(name="Club", standings_public=False)
    status, headers, _body = after_the_proxy_delay(club_proxy + path, 1)
    assert status == 302  # not nginx's expired public copy (see proxy.conf: no background update)
    assert after_the_proxy_delay(club_proxy + path, 0)[0] == 302  # nor later
    assert "/accounts/login/" in headers["Location"]
    member = Client()
    member.force_login(django_user_model.objects.create_user("ana", "ana@example.org", "a-long-passphrase-9"))
    cookie = f"sessionid={member.cookies['sessionid'].value}"
    answers = [visit(club_proxy + path, cookie) for _ in range(2)]
    assert [answer[0] for answer in answers] == [200, 200]
    assert "HIT" not in [answer[1].get("X-Cache") for answer in answers]
    assert visit(club_proxy + path)[0] == 302  # the member's page was kept for nobody
