"""The standings page asks the database a fixed number of queries, however many players and games the
season has (aggregated in SQL, no query per line); its rendered table is kept until the league changes,
and a recorded or corrected game shows at the next view. A player's page and the league page also ask a
fixed number of queries."""

import datetime
import random
from decimal import Decimal

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from club.league.models import Player, Season
from club.league.recording import SeatLine, correct_game, record_game
from club.league.standings import standings
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


def test_a_corrected_game_shows_at_the_next_view(season):
    table = [Player.objects.create(name=name) for name in ("Ana", "Beto", "Chus", "Dani")]
    game = record_game(DAY, season.ruleset, [SeatLine(player, 30000) for player in table])
    _count, page = queries_for_page(season)
    assert 'data-total="0.0"' in page
    correct_game(
        game.pk,
        game.version,
        DAY,
        season.ruleset,
        [
            SeatLine(table[0], 45000),
            SeatLine(table[1], 35000),
            SeatLine(table[2], 25000),
            SeatLine(table[3], 15000),
        ],
    )
    _count, page = queries_for_page(season)
    first = page.index(">Ana</a>")
    assert first < page.index(">Beto</a>") < page.index(">Chus</a>") < page.index(">Dani</a>")
    assert 'data-total="0.0"' not in page


def test_the_averages_and_4th_places_follow_from_the_sums(season):
    table = [Player.objects.create(name=name) for name in ("Ana", "Beto", "Chus", "Dani")]
    record_game(
        DAY,
        season.ruleset,
        [
            SeatLine(table[0], 45000),
            SeatLine(table[1], 35000),
            SeatLine(table[2], 25000),
            SeatLine(table[3], 15000),
        ],
    )
    record_game(
        DAY,
        season.ruleset,
        [
            SeatLine(table[3], 45000),
            SeatLine(table[1], 35000),
            SeatLine(table[2], 25000),
            SeatLine(table[0], 15000),
        ],
    )
    ranked, _unranked = standings(season)
    lines = {line.name: line for line in ranked}
    assert lines["Ana"].places == (1, 0, 0, 1)
    assert lines["Ana"].average_place == Decimal("2.50")
    assert lines["Chus"].places == (0, 0, 2, 0)
    assert lines["Beto"].average == (lines["Beto"].total / 2).quantize(Decimal("0.1"))
    # Ana and Dani are equal on every tie-break (a 1st and a 4th each): they share the rank, by name.
    assert [(line.rank, line.name) for line in ranked] == [(1, "Beto"), (2, "Ana"), (2, "Dani"), (4, "Chus")]


@pytest.mark.parametrize("page", ["player", "league"])
def test_the_player_and_league_pages_ask_the_same_number_of_queries_for_few_or_many_games(season, page):
    def count() -> int:
        address = (
            f"/en/club/players/{Player.objects.get(name='P000').pk}/" if page == "player" else "/en/club/"
        )
        with CaptureQueriesContext(connection) as queries:
            assert Client().get(address).status_code == 200
        return len(queries.captured_queries)

    play(season, 4, 1)
    count()  # the club's settings, read once and then kept
    few = count()
    play(season, 8, 30, seed=3)
    assert count() == few
