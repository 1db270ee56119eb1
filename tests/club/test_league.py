"""Players, games, seasons and standings: an organiser records a sheet, the scorer's results code turns it
into hanchan scores, and the standings add them up in the database."""

import datetime
import re
from decimal import Decimal

import pytest
from django.contrib.auth.models import Permission

from club.league.models import Game, Player, Season
from club.league.recording import SeatLine, record_game
from club.league.standings import standings
from club.models import Club
from rules.models import Ruleset

pytestmark = pytest.mark.django_db
DAY = datetime.date(2026, 11, 5)


@pytest.fixture
def players():
    return [Player.objects.create(name=name) for name in ("Aiko", "Bruno", "Carmen", "Denis", "Elif")]


@pytest.fixture
def ema():
    return Ruleset.objects.get(key="ema")


@pytest.fixture
def season(ema):
    return Season.objects.create(
        name="Automne",
        starts_on=datetime.date(2026, 9, 1),
        ends_on=datetime.date(2026, 12, 31),
        ruleset=ema,
        minimum_games=2,
    )


@pytest.fixture
def organiser(client, django_user_model):
    user = django_user_model.objects.create_user("orga", "orga@example.org", "a-long-passphrase-9")
    user.user_permissions.add(Permission.objects.get(codename="add_game"))
    client.force_login(user)
    return client


def play(ema, players, points, sticks=0, penalties=(0, 0, 0, 0), day=DAY):
    lines = [
        SeatLine(player, total, Decimal(penalty))
        for player, total, penalty in zip(players[:4], points, penalties, strict=True)
    ]
    return record_game(day, ema, lines, sticks)


def sheet(players, ruleset, *points, sticks="", **extra):
    data = {"played_on": DAY.isoformat(), "ruleset": ruleset.pk, "leftover_sticks": sticks, **extra}
    for seat, (player, total) in enumerate(zip(players[:4], points, strict=True)):
        data[f"player_{seat}"] = player.pk
        data[f"points_{seat}"] = total
    return data


def test_a_recorded_game_stores_each_seats_place_and_hanchan_score(ema, players):
    game = play(ema, players, [52300, 33100, 24900, 8700], sticks=1, penalties=(0, 0, 0, 20))
    seats = list(game.seats.order_by("seat"))
    assert [seat.place for seat in seats] == [1, 2, 3, 4]
    assert [seat.score for seat in seats] == [
        Decimal("38.3"),
        Decimal("8.1"),
        Decimal("-10.1"),
        Decimal("-56.3"),
    ]


def test_an_organiser_records_a_sheet_and_finds_it_on_the_club_page(organiser, ema, players):
    response = organiser.post("/en/club/games/new/", sheet(players, ema, "45,2", 30800, 25000, 19000))
    assert response.status_code == 302
    game = Game.objects.get()
    assert [seat.score for seat in game.seats.order_by("seat")] == [
        Decimal("30.2"),
        Decimal("5.8"),
        Decimal("-10.0"),
        Decimal("-26.0"),
    ]
    page = organiser.get("/en/club/").content.decode()
    assert "The game is recorded." in page
    assert "Aiko" in page


def test_a_sheet_that_does_not_add_up_says_by_how_much_and_stays_filled(organiser, ema, players):
    response = organiser.post("/fr/club/games/new/", sheet(players, ema, 52300, 33100, 24900, 8700))
    html = response.content.decode()
    assert response.status_code == 200
    assert "il en manque 1\u202f000" in html
    assert 'value="52300"' in html
    assert not Game.objects.exists()


def test_one_player_in_two_seats_is_refused(organiser, ema, players):
    same = [players[0], players[0], players[2], players[3]]
    html = organiser.post(
        "/en/club/games/new/", sheet(same, ema, 30000, 30000, 30000, 30000)
    ).content.decode()
    assert "A player can sit at only one seat." in html
    assert not Game.objects.exists()


def test_a_member_without_the_organiser_role_cannot_record_a_game(client, django_user_model, ema, players):
    client.force_login(
        django_user_model.objects.create_user("member", "m@example.org", "a-long-passphrase-9")
    )
    assert client.get("/en/club/games/new/").status_code == 403
    assert (
        client.post("/en/club/games/new/", sheet(players, ema, 30000, 30000, 30000, 30000)).status_code == 403
    )


def test_standings_sum_the_hanchan_scores_and_rank_only_players_with_enough_games(ema, players, season):
    aiko, bruno, carmen, denis, elif_ = players
    play(ema, [aiko, bruno, carmen, denis], [40000, 30000, 30000, 20000])
    play(ema, [bruno, aiko, carmen, elif_], [45000, 35000, 25000, 15000])
    play(ema, [aiko, bruno, carmen, denis], [30000, 30000, 30000, 30000], day=datetime.date(2027, 1, 2))
    ranked, unranked = standings(season)
    assert [(line.name, line.total, line.games) for line in ranked] == [
        ("Aiko", Decimal("35.0"), 2),
        ("Bruno", Decimal("30.0"), 2),
        ("Carmen", Decimal("-10.0"), 2),
    ]
    aiko_line = ranked[0]
    assert aiko_line.places == (1, 1, 0, 0)
    assert aiko_line.average_place == Decimal("1.50")
    assert aiko_line.best == Decimal("25.0")
    assert [line.name for line in unranked] == ["Denis", "Elif"]
    assert all(line.rank is None for line in unranked)


def test_equal_totals_are_ranked_by_average_placing(ema, players, season):
    aiko, bruno, carmen, denis, _ = players
    play(ema, [aiko, bruno, carmen, denis], [40000, 30000, 30000, 20000])
    play(ema, [aiko, bruno, carmen, denis], [20000, 30000, 30000, 40000])
    ranked, _unranked = standings(season)
    totals = {line.name: line.total for line in ranked}
    assert totals["Bruno"] == totals["Carmen"] == Decimal(0)
    assert totals["Aiko"] == totals["Denis"] == Decimal(0)


def test_the_standings_page_costs_the_same_queries_whatever_the_number_of_players(
    client, ema, players, season, django_assert_max_num_queries
):
    for _ in range(3):
        play(ema, players[:4], [40000, 30000, 30000, 20000])
    client.get(f"/en/club/seasons/{season.pk}/")
    with django_assert_max_num_queries(4):
        html = client.get(f"/en/club/seasons/{season.pk}/").content.decode()
    assert html.count("data-player=") == 4
    assert "Ties are broken by the better average placing" in html


def test_the_player_page_draws_accessible_charts_on_the_server(client, ema, players):
    play(ema, players[:4], [40000, 30000, 30000, 20000])
    play(ema, players[:4], [20000, 30000, 30000, 40000])
    html = client.get(f"/es/club/players/{players[0].pk}/").content.decode()
    assert re.search(
        r'<svg viewBox="0 0 320 160" role="img" aria-labelledby="places-title places-desc"', html
    )
    assert '<polyline class="running" points="' in html
    assert '<desc id="places-desc">1.º: 1, 2.º: 0, 3.º: 0, 4.º: 1</desc>' in html
    assert "http" not in re.sub(r'(href|src)="[^"]*"', "", html.split("<main")[1].split("</main>")[0])


def test_members_only_standings_send_a_visitor_to_log_in(client, season):
    Club.objects.create(name="Club", standings_public=False)
    response = client.get(f"/en/club/seasons/{season.pk}/")
    assert response.status_code == 302
    assert "/accounts/login/" in response["Location"]


def test_the_standings_and_the_games_download_as_csv(client, ema, players, season):
    play(ema, players[:4], [40000, 30000, 30000, 20000])
    standings_file = client.get(f"/en/club/seasons/{season.pk}/standings.csv")
    assert standings_file["Content-Type"].startswith("text/csv")
    lines = standings_file.content.decode().splitlines()
    assert lines[0] == "rank,player,total,games,average_place,first,second,third,fourth,average,best"
    assert lines[1].startswith(",Aiko,25.0,1,")  # one game: below the season's minimum of two
    games = client.get("/en/club/games.csv").content.decode().splitlines()
    assert games[0] == "game,date,ruleset,leftover_sticks,seat,player,points,penalty,place,score"
    assert games[1].endswith(",2026-11-05,ema,0,east,Aiko,40000,0.0,1,25.0")
    assert len(games) == 5


def test_a_member_of_the_organisers_group_records_games(client, django_user_model, ema, players):
    from django.contrib.auth.models import Group

    user = django_user_model.objects.create_user("lea", "lea@example.org", "a-long-passphrase-9")
    user.groups.add(Group.objects.get(name="Organisers"))
    client.force_login(user)
    assert (
        client.post("/en/club/games/new/", sheet(players, ema, 30000, 30000, 30000, 30000)).status_code == 302
    )
    assert Game.objects.count() == 1


@pytest.mark.parametrize(
    ("language", "says"),
    [
        ("en", "every player with a game is ranked"),
        ("fr", "tout joueur qui a disputé une partie est classé"),
        ("es", "todo jugador con al menos una partida"),
    ],
)
def test_a_season_without_a_minimum_says_every_player_is_ranked(client, season, language, says):
    season.minimum_games = 0
    season.save()
    html = client.get(f"/{language}/club/seasons/{season.pk}/").content.decode()
    assert says in html
    assert " 0 " not in html[html.index('class="lead"') : html.index("</p>", html.index('class="lead"'))]
