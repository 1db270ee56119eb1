"""The league's standings and a tournament's ranking are kept whole (rules.page_cache) where the club's
standings are public: the same page for every visitor, signed in or not, organiser or not, rendered
again on the very next request after a result is recorded or corrected, or a player drops out; never
kept where the standings are members-only; and the ranking is computed once per change."""

import gzip
from decimal import Decimal

import pytest
from django.contrib.auth.models import Permission
from django.core.cache import cache
from django.test import Client, override_settings

from club.league.recording import SeatLine, correct_game
from club.models import Club
from club.tournaments import ranking as ranking_module
from club.tournaments.models import Entry, Slip
from club.tournaments.slips import SlipEntry, correct_slip
from club.tournaments.version import tournament_version
from tests.club.league_helpers import DAY, make_players, make_season, play, total_of
from tests.club.tournament_helpers import fill_round, make_tournament, organiser_user

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def caches_on(settings):
    """The caches as in production, starting empty (and left empty: the rows roll back, the cache not)."""
    settings.PAGE_CACHE_SECONDS = 600
    settings.PROXY_CACHE_SECONDS = 5
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def season():
    return make_season()


@pytest.fixture
def players():
    return make_players()


@pytest.fixture
def organiser(django_user_model) -> Client:
    user = organiser_user(django_user_model)
    user.user_permissions.add(*Permission.objects.filter(codename__in=["add_game", "change_game"]))
    browser = Client()
    browser.force_login(user)
    return browser


@pytest.fixture
def member(django_user_model) -> Client:
    browser = Client()
    browser.force_login(
        django_user_model.objects.create_user("ana", "ana@example.org", "a-long-passphrase-9")
    )
    return browser


def text(response) -> str:
    content = response.content
    return (gzip.decompress(content) if response.get("Content-Encoding") == "gzip" else content).decode()


def test_the_standings_come_from_the_cache_and_a_recorded_game_shows_on_the_next_request(
    client, season, players, django_assert_num_queries
):
    url = f"/en/club/seasons/{season.pk}/"
    play(season, players, [40000, 30000, 20000, 10000])
    first = client.get(url)
    assert first["X-Accel-Expires"] == "5"
    with django_assert_num_queries(0):
        again = client.get(url)
    assert text(again) == text(first)
    assert total_of(text(first), players[0]) == "25.0"  # +10, and 15 of uma
    play(season, players[::-1], [40000, 30000, 20000, 10000])
    assert total_of(text(client.get(url)), players[0]) == "-10.0"  # +25 - 35


def test_a_corrected_game_shows_on_the_next_request(client, season, players):
    url = f"/en/club/seasons/{season.pk}/"
    game = play(season, players, [40000, 30000, 20000, 10000])
    assert total_of(text(client.get(url)), players[0]) == "25.0"
    points = [10000, 20000, 30000, 40000]
    lines = [SeatLine(player, total, Decimal(0)) for player, total in zip(players, points, strict=True)]
    correct_game(game.pk, game.version, DAY, season.ruleset, lines, 0)
    assert total_of(text(client.get(url)), players[0]) == "-35.0"


def test_a_signed_in_organiser_and_a_visitor_get_the_same_public_standings(
    client, organiser, season, players
):
    play(season, players, [40000, 30000, 20000, 10000])
    url = f"/en/club/seasons/{season.pk}/"
    visitor = client.get(url)
    assert text(organiser.get(url)) == text(visitor)
    assert "csrfmiddlewaretoken" not in text(visitor)
    assert "orga" not in text(visitor)


def test_members_only_standings_are_rendered_for_each_member_and_kept_nowhere(
    client, member, season, players
):
    play(season, players, [40000, 30000, 20000, 10000])
    url = f"/en/club/seasons/{season.pk}/"
    assert "X-Accel-Expires" in client.get(url)  # public, and kept
    Club.objects.create(name="Club", standings_public=False)
    refused = client.get(url)
    assert refused.status_code == 302  # the kept public page is not served any more
    page = member.get(url)
    assert page.status_code == 200
    assert "X-Accel-Expires" not in page
    assert "private" in page["Cache-Control"]
    assert client.get(url).status_code == 302  # the member's page was not kept for the public either


def test_the_ranking_comes_from_the_cache_and_a_recorded_slip_shows_on_the_next_request(
    client, django_assert_num_queries
):
    tournament = make_tournament(8, 2)
    url = f"/en/club/tournaments/{tournament.pk}/ranking/"
    fill_round(tournament, 1)
    first = client.get(url)
    assert first["X-Accel-Expires"] == "5"
    assert "(2 score slips recorded)" in text(first)
    with django_assert_num_queries(0):
        assert text(client.get(url)) == text(first)
    fill_round(tournament, 2)
    assert "(4 score slips recorded)" in text(client.get(url))


def test_a_corrected_slip_and_a_dropout_show_on_the_next_request(client, organiser):
    tournament = make_tournament(4, 2)
    url = f"/en/club/tournaments/{tournament.pk}/ranking/"
    fill_round(tournament, 1)
    assert "+27.0" in text(client.get(url))
    slip = Slip.objects.get()
    correct_slip(slip.pk, slip.version, [SlipEntry(p) for p in (25000, 25000, 25000, 25000)], 0)
    page = text(client.get(url))
    assert "+27.0" not in page
    assert 'data-testid="withdrawn"' not in page
    entry = Entry.objects.filter(tournament=tournament).order_by("pk").first()
    checked_out = organiser.post(
        f"/en/club/tournaments/{tournament.pk}/check-in/", {"entry": str(entry.pk), "present": "0"}
    )
    assert checked_out.status_code == 302
    assert text(client.get(url)).count('data-testid="withdrawn"') == 1


def test_an_organiser_and_a_visitor_get_the_same_public_ranking(client, organiser):
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    url = f"/en/club/tournaments/{tournament.pk}/ranking/"
    visitor = client.get(url)
    assert text(organiser.get(url)) == text(visitor)
    assert "/settings/" not in text(visitor)
    assert "csrfmiddlewaretoken" not in text(visitor)


def test_a_visitor_without_a_session_cookie_reads_no_session(client):
    tournament = make_tournament(4, 1)
    response = client.get(f"/en/club/tournaments/{tournament.pk}/ranking/")
    assert response.wsgi_request.session.accessed is False
    assert "X-Accel-Expires" in response
    assert "Cookie" not in response.get("Vary", "")


def test_members_only_ranking_is_never_kept(client, member):
    Club.objects.create(name="Club", standings_public=False)
    tournament = make_tournament(4, 1)
    url = f"/en/club/tournaments/{tournament.pk}/ranking/"
    page = member.get(url)
    assert page.status_code == 200
    assert "X-Accel-Expires" not in page
    assert client.get(url).status_code == 302


def test_the_ranking_is_computed_once_per_change(client, monkeypatch):
    tournament = make_tournament(4, 2)
    fill_round(tournament, 1)
    computed = []
    original = ranking_module.ranking

    def counted(of):
        computed.append(of.pk)
        return original(of)

    monkeypatch.setattr(ranking_module, "ranking", counted)
    wall = f"/en/club/tournaments/{tournament.pk}/ranking/?wall=1"  # never kept whole: it shows the timer
    for _ in range(3):
        assert client.get(wall).status_code == 200
    client.get(f"/en/club/tournaments/{tournament.pk}/ranking/")
    client.get(f"/fr/club/tournaments/{tournament.pk}/ranking/")
    assert computed == [tournament.pk]
    before = text(client.get(wall))
    fill_round(tournament, 2)
    assert text(client.get(wall)) != before  # every total changed
    assert computed == [tournament.pk, tournament.pk]


UNREACHABLE_REDIS = {
    "default": {
        "BACKEND": "site_project.cache_backends.RedisCache",
        "LOCATION": "redis://127.0.0.1:1/0",
        "OPTIONS": {"socket_connect_timeout": 0.2, "socket_timeout": 0.2},
    }
}


def test_without_the_cache_both_pages_are_still_rendered(season, players):
    play(season, players, [40000, 30000, 20000, 10000])
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    browser = Client(raise_request_exception=False)
    with override_settings(CACHES=UNREACHABLE_REDIS):
        season_page = browser.get(f"/en/club/seasons/{season.pk}/")
        ranking_page = browser.get(f"/en/club/tournaments/{tournament.pk}/ranking/")
        wall = browser.get(f"/en/club/tournaments/{tournament.pk}/ranking/?wall=1")
    assert (season_page.status_code, ranking_page.status_code, wall.status_code) == (200, 200, 200)
    assert total_of(text(season_page), players[0]) == "25.0"
    assert "+27.0" in text(ranking_page)


def test_a_ranking_kept_in_another_shape_is_computed_again(client):
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    key = f"{ranking_module.RANKING_KEY_PREFIX}:{tournament.pk}:{tournament_version()}"
    cache.set(key, object.__new__(ranking_module.KeptRanking))  # as an earlier release kept it
    wall = client.get(f"/en/club/tournaments/{tournament.pk}/ranking/?wall=1")
    assert wall.status_code == 200
    assert "+27.0" in text(wall)
