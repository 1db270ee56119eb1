"""An organiser corrects a game: the earlier values stay in the history with who and when, and two
organisers correcting one game at once cannot overwrite each other unseen (SQLite and PostgreSQL)."""

import datetime
import threading
from decimal import Decimal

import pytest
from django.contrib.auth.models import Group
from django.db import connection

from club.league.models import Game, GameSeat, Player
from club.league.recording import SeatLine, StaleGame, correct_game, record_game
from rules.models import Ruleset

DAY = datetime.date(2026, 11, 5)


def four_players():
    return [Player.objects.create(name=name) for name in ("Aiko", "Bruno", "Carmen", "Denis")]


def lines(players, points):
    return [SeatLine(player, total) for player, total in zip(players, points, strict=True)]


@pytest.fixture
def organiser(client, django_user_model):
    user = django_user_model.objects.create_user("orga", "orga@example.org", "a-long-passphrase-9")
    user.groups.add(Group.objects.get(name="Organisers"))
    client.force_login(user)
    return client


def sheet(game, players, points, version):
    data = {
        "played_on": DAY.isoformat(),
        "ruleset": game.ruleset_id,
        "leftover_sticks": "",
        "version": version,
    }
    for seat, (player, total) in enumerate(zip(players, points, strict=True)):
        data[f"player_{seat}"] = player.pk
        data[f"points_{seat}"] = total
    return data


@pytest.mark.django_db
def test_a_correction_keeps_the_earlier_values_with_who_and_when(organiser):
    players = four_players()
    ema = Ruleset.objects.get(key="ema")
    game = record_game(DAY, ema, lines(players, [40000, 30000, 30000, 20000]))
    swapped = [players[1], players[0], players[2], players[3]]
    response = organiser.post(
        f"/en/club/games/{game.pk}/correct/", sheet(game, swapped, [40000, 30000, 30000, 20000], 1)
    )
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.version == 2
    assert GameSeat.objects.get(game=game, seat=0).player == players[1]
    assert game.history.count() == 2
    replaced = GameSeat.history.filter(game_id=game.pk, history_type="-").get(seat=0)
    assert replaced.player_id == players[0].pk
    assert replaced.history_user.username == "orga"
    page = organiser.get(f"/en/club/games/{game.pk}/correct/").content.decode()
    assert "Replaced:" in page
    assert "The correction is saved" in page


@pytest.mark.django_db
def test_a_correction_from_an_old_version_is_refused_with_the_sheet_kept(organiser):
    players = four_players()
    game = record_game(DAY, Ruleset.objects.get(key="ema"), lines(players, [40000, 30000, 30000, 20000]))
    organiser.post(
        f"/en/club/games/{game.pk}/correct/", sheet(game, players, [41000, 29000, 30000, 20000], 1)
    )
    response = organiser.post(
        f"/en/club/games/{game.pk}/correct/", sheet(game, players, [45000, 25000, 30000, 20000], 1)
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "Another organiser corrected this game while you were editing it." in html
    assert 'value="45000"' in html
    assert GameSeat.objects.get(game=game, seat=0).points == 41000


@pytest.mark.django_db
def test_a_member_who_is_not_an_organiser_cannot_correct(client, django_user_model):
    players = four_players()
    game = record_game(DAY, Ruleset.objects.get(key="ema"), lines(players, [40000, 30000, 30000, 20000]))
    client.force_login(django_user_model.objects.create_user("m", "m@example.org", "a-long-passphrase-9"))
    assert client.get(f"/en/club/games/{game.pk}/correct/").status_code == 403


@pytest.mark.django_db(transaction=True)
def test_two_organisers_correcting_one_game_at_once_lose_nothing(reference_content):
    players = four_players()
    ema = Ruleset.objects.get(key="ema")
    game = record_game(DAY, ema, lines(players, [40000, 30000, 30000, 20000]))
    corrections = {"first": [41000, 29000, 30000, 20000], "second": [42000, 28000, 30000, 20000]}
    outcomes: dict[str, str] = {}
    start = threading.Barrier(2)

    def correct(name: str) -> None:
        start.wait()
        try:
            correct_game(game.pk, 1, DAY, ema, lines(players, corrections[name]))
            outcomes[name] = "saved"
        except StaleGame:
            outcomes[name] = "refused"
        finally:
            connection.close()

    threads = [threading.Thread(target=correct, args=(name,)) for name in corrections]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes.values()) == ["refused", "saved"]
    winner = next(name for name, outcome in outcomes.items() if outcome == "saved")
    game.refresh_from_db()
    assert game.version == 2
    assert [seat.points for seat in game.seats.order_by("seat")] == corrections[winner]
    assert sum(seat.score for seat in game.seats.all()) == Decimal(0)
    assert GameSeat.history.filter(game_id=game.pk, history_type="-", points=40000).exists()
    assert Game.objects.count() == 1
