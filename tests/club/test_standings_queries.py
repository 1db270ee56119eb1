"""The standings page asks the database a fixed number of queries, however many players and games the
season has (aggregated in SQL, no query per line); its rendered table is kept until the league changes,
and a recorded game shows at the next view."""

import datetime
import random

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from club.league.models import Player, Season
from club.league.recording import SeatLine, record_game
from club.models import Club
from rules.models import Ruleset

pytestmark = pytest.mark.django_db
DAY = datetime.date(2026, 3, 1)


@pytest.fixture
def season():
    club = Club.objects.first() or Club()
    club.standings_public = True
    club.save()
    return Season.objects.create(
        name="Primavera", starts_on=DAY, ends_on=DAY, ruleset=Ruleset.objects.get(key="ema"), minimum_games=1
    )


def play(season: Season, players: int, games: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    roster = [Player.objects.get_or_create(name=f"P{number:03d}")[0] for number in range(players)]
    for _ in range(games):
        table = rng.sample(roster, 4)
        record_game(DAY, season.ruleset, [SeatLine(player, 30000) for player in table])


def queries_for_page(season: Season) -> tuple[int, str]:
    client = Client()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(f"/en/club/seasons/{season.pk}/")
    assert response.status_code == 200
    return len(queries.captured_queries), response.content.decode()


def test_the_standings_page_asks_the_same_number_of_queries_for_5_or_40_players(season):
    queries_for_page(season)  # the club's settings, read once and then kept
    play(season, 5, 4)
    few, page = queries_for_page(season)
    assert page.count("<tr data-player=") == 5
    play(season, 40, 60, seed=2)
    many, page = queries_for_page(season)
    assert page.count("<tr data-player=") == 40
    assert few == many


def test_a_kept_table_reads_no_seat_and_a_new_game_shows_at_the_next_view(season):
    queries_for_page(season)
    play(season, 4, 1)
    cold, _page = queries_for_page(season)
    kept, page = queries_for_page(season)
    assert kept < cold
    assert page.count("<tr data-player=") == 4
    record_game(DAY, season.ruleset, [SeatLine(Player.objects.create(name=name), 30000) for name in "WXYZ"])
    after, page = queries_for_page(season)
    assert page.count("<tr data-player=") == 8
    assert after == cold


def test_a_renamed_player_shows_at_the_next_view(season):
    play(season, 4, 1)
    queries_for_page(season)
    player = Player.objects.get(name="P000")
    player.name = "Pilar"
    player.save()
    _count, page = queries_for_page(season)
    assert "Pilar" in page
