"""The end of a table's game: one tap sends its final scores to the club's games, an organiser
confirms them, and after the send the hands are closed."""

import uuid

import pytest
from django.contrib.auth.models import Permission

from club.keeper.models import KeptHand
from club.league.models import Game
from tests.club.keeper_helpers import hand_data, make_table

pytestmark = pytest.mark.django_db
PASSWORD = "a-long-passphrase-9"


def finished_game(client):
    game = make_table("tenhou")
    client.post(
        f"/en/club/table/{game.pk}/hand/", hand_data("win", 1, discarder=0, winner_1=1, limit_1="yakuman")
    )
    return game


def test_a_game_still_in_play_has_nothing_to_send(client):
    game = make_table("ema")
    response = client.post(f"/en/club/table/{game.pk}/send/", follow=True)
    assert "The game is not over yet" in response.content.decode()
    game.refresh_from_db()
    assert game.sent_at is None


def test_one_tap_sends_the_final_scores_once_and_closes_the_hands(client):
    game = finished_game(client)
    assert 'data-testid="send-final"' in client.get(f"/en/club/table/{game.pk}/").content.decode()
    client.post(f"/en/club/table/{game.pk}/send/")
    game.refresh_from_db()
    sent_at = game.sent_at
    assert game.final["end"] == "bust"
    assert [(p["name"], p["points"], p["place"], p["score"]) for p in game.final["players"]] == [
        ("Ana", -7000, 4, "-57.0"),
        ("Luis", 57000, 1, "67.0"),
        ("Marta", 25000, 2, "5.0"),
        ("Jordi", 25000, 3, "-15.0"),
    ]
    client.post(f"/en/club/table/{game.pk}/send/")
    game.refresh_from_db()
    assert game.sent_at == sent_at
    page = client.get(f"/fr/club/table/{game.pk}/").content.decode()
    assert "chaque joueur confirme ces scores, ou un organisateur le fait" in page
    last = KeptHand.objects.get()
    client.post(f"/en/club/table/{game.pk}/undo/", {"key": str(last.key)})
    assert len(game.live_records()) == 1


def test_no_hand_is_added_once_the_scores_are_sent(client):
    game = finished_game(client)
    client.post(f"/en/club/table/{game.pk}/send/")
    response = client.post(
        f"/es/club/table/{game.pk}/hand/", hand_data("draw", 2, uuid.uuid4(), tenpai=[]), follow=True
    )
    assert "las manos ya no pueden cambiar" in response.content.decode()
    assert KeptHand.objects.count() == 1


def test_only_an_organiser_confirms(client, django_user_model):
    game = finished_game(client)
    client.post(f"/en/club/table/{game.pk}/send/")
    assert client.post(f"/en/club/table/{game.pk}/confirm/").status_code == 302  # to the log-in page
    member = django_user_model.objects.create_user("member", password=PASSWORD)
    client.force_login(member)
    refused = client.post(f"/en/club/table/{game.pk}/confirm/", follow=True)
    assert "Only an organiser" in refused.content.decode()
    game.refresh_from_db()
    assert game.confirmed_at is None

    organiser = django_user_model.objects.create_user("organiser", password=PASSWORD)
    organiser.user_permissions.add(Permission.objects.get(codename="add_game"))
    client.force_login(organiser)
    waiting = client.get("/en/club/tables/").content.decode()
    assert f"/en/club/table/{game.pk}/" in waiting.split("Tables in play")[0]
    assert 'data-testid="confirm"' in client.get(f"/en/club/table/{game.pk}/").content.decode()
    client.post(f"/en/club/table/{game.pk}/confirm/")
    game.refresh_from_db()
    assert game.confirmed_by == organiser
    seats = game.recorded_game.seats.order_by("seat")
    assert [(s.player.name, s.points, s.place, str(s.score)) for s in seats] == [
        ("Ana", -7000, 4, "-57.0"),
        ("Luis", 57000, 1, "67.0"),
        ("Marta", 25000, 2, "5.0"),
        ("Jordi", 25000, 3, "-15.0"),
    ]
    client.post(f"/en/club/table/{game.pk}/confirm/")  # a second tap records no second game
    assert Game.objects.count() == 1
    assert game.confirmed_at is not None
    assert (
        'the game is in <a href="/en/club/">the club’s games</a>'
        in client.get(f"/en/club/table/{game.pk}/").content.decode()
    )
