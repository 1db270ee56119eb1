"""The four players confirm their table's result themselves: each from their own phone (a guest) or
signed in (a member); the fourth confirmation sends the game to the season, exactly once; one dispute
leaves it for an organiser. Every answer is kept with who, from which phone, and when."""

from concurrent.futures import ThreadPoolExecutor

import pytest
from django.contrib.auth.models import Permission
from django.test import Client

from club.keeper.models import SeatVerdict, TableGame
from club.league.models import Game, Player
from tests.club.keeper_helpers import hand_data, make_table
from tests.club.test_keeper_once import phone, post

pytestmark = pytest.mark.django_db


def sent_game(client: Client | None = None) -> TableGame:
    """A tenhou game ended by a bust on the first hand, its final scores sent."""
    client = client or Client()
    game = make_table("tenhou")
    client.post(
        f"/en/club/table/{game.pk}/hand/", hand_data("win", 1, discarder=0, winner_1=1, limit_1="yakuman")
    )
    client.post(f"/en/club/table/{game.pk}/send/")
    game.refresh_from_db()
    assert game.sent_at is not None
    return game


def answer(
    client: Client, game: TableGame, seat: int, verdict: str = "confirmed", reason: str = "", lang="en"
):
    return client.post(
        f"/{lang}/club/table/{game.pk}/answer/",
        {"seat": seat, "verdict": verdict, "reason": reason},
        follow=True,
    )


def test_four_guests_confirm_from_their_own_phones_and_the_game_goes_to_the_season():
    game = sent_game()
    phones = [Client() for _ in range(4)]
    for seat, own_phone in enumerate(phones[:3]):
        answer(own_phone, game, seat)
        assert not Game.objects.exists()
    last = answer(phones[3], game, 3)
    assert "All four players confirmed" in last.content.decode()
    game.refresh_from_db()
    assert game.confirmed_by_players
    assert game.confirmed_at
    assert game.confirmed_by is None
    recorded = Game.objects.get()
    assert game.recorded_game == recorded
    assert [(s.player.name, s.points, s.place) for s in recorded.seats.order_by("seat")] == [
        ("Ana", -7000, 4),
        ("Luis", 57000, 1),
        ("Marta", 25000, 2),
        ("Jordi", 25000, 3),
    ]
    verdicts = list(game.verdicts.order_by("seat"))
    assert [v.verdict for v in verdicts] == ["confirmed"] * 4
    assert len({v.phone for v in verdicts}) == 4
    assert all(len(v.phone) == 64 for v in verdicts)
    page = phones[0].get(f"/fr/club/table/{game.pk}/").content.decode()
    assert "Confirmée par les quatre joueurs le" in page


def test_an_answer_after_the_game_is_recorded_changes_nothing():
    game = sent_game()
    for seat in range(4):
        answer(Client(), game, seat)
    late = answer(Client(), game, 0, "disputed", "Wrong.")
    assert "already in the club’s games" in late.content.decode()
    assert Game.objects.count() == 1
    assert SeatVerdict.objects.count() == 4


def test_a_seat_answers_once_and_a_phone_answers_for_one_seat():
    game = sent_game()
    own_phone = Client()
    answer(own_phone, game, 0)
    twice = answer(Client(), game, 0, "disputed", "Not me.")
    assert "This seat has already answered" in twice.content.decode()
    other_seat = answer(own_phone, game, 1)
    assert "This phone has already answered" in other_seat.content.decode()
    assert list(game.verdicts.values_list("seat", "verdict")) == [(0, "confirmed")]
    page = own_phone.get(f"/es/club/table/{game.pk}/").content.decode()
    assert "Este móvil ya respondió por Ana." in page
    assert 'data-testid="confirm-1"' not in page


def test_one_dispute_leaves_the_result_for_an_organiser(django_user_model):
    game = sent_game()
    for seat in range(3):
        answer(Client(), game, seat)
    disputed = answer(Client(), game, 3, "disputed", "Luis's yakuman was a haneman.", lang="es")
    assert "Tu desacuerdo queda anotado" in disputed.content.decode()
    assert not Game.objects.exists()
    assert game.verdicts.get(seat=3).reason == "Luis's yakuman was a haneman."
    organiser = django_user_model.objects.create_user("org", password="a-long-passphrase-9")
    organiser.user_permissions.add(Permission.objects.get(codename="add_game"))
    client = Client()
    client.force_login(organiser)
    assert "disputed: an organiser settles it" in client.get("/en/club/tables/").content.decode()
    page = client.get(f"/en/club/table/{game.pk}/").content.decode()
    assert "Luis&#x27;s yakuman was a haneman." in page
    client.post(f"/en/club/table/{game.pk}/confirm/")
    game.refresh_from_db()
    assert game.confirmed_by == organiser
    assert not game.confirmed_by_players
    assert Game.objects.count() == 1


def test_a_dispute_says_what_is_wrong_and_keeps_the_page():
    game = sent_game()
    response = Client().post(f"/fr/club/table/{game.pk}/answer/", {"seat": 2, "verdict": "disputed"})
    assert response.status_code == 400
    assert "Dites ce qui ne va pas" in response.content.decode()
    assert not SeatVerdict.objects.exists()


@pytest.mark.parametrize(
    "data", [{}, {"seat": 7, "verdict": "confirmed"}, {"seat": "x"}, {"seat": 0, "verdict": "maybe"}]
)
def test_a_garbled_answer_is_a_clear_400(data):
    game = sent_game()
    assert Client().post(f"/en/club/table/{game.pk}/answer/", data).status_code == 400
    assert not SeatVerdict.objects.exists()


def test_nothing_is_confirmed_before_the_scores_are_sent():
    game = make_table("ema")
    refused = answer(Client(), game, 0)
    assert "have not been sent yet" in refused.content.decode()
    assert not SeatVerdict.objects.exists()


def test_a_members_seat_is_answered_signed_in_to_their_account_only(django_user_model):
    member = django_user_model.objects.create_user("luis", password="a-long-passphrase-9")
    Player.objects.create(name="Luis", account=member)
    game = sent_game()
    stranger = answer(Client(), game, 1)
    assert "they answer signed in to their own account" in stranger.content.decode()
    signed_in = Client()
    signed_in.force_login(member)
    page = signed_in.get(f"/en/club/table/{game.pk}/").content.decode()
    assert 'data-testid="confirm-1"' in page
    assert 'data-testid="confirm-0"' not in page
    elsewhere = answer(signed_in, game, 0)
    assert "You play at this table in another seat" in elsewhere.content.decode()
    answer(signed_in, game, 1)
    verdict = game.verdicts.get()
    assert (verdict.seat, verdict.account) == (1, member)
    guest_page = Client().get(f"/en/club/table/{game.pk}/").content.decode()
    assert 'data-testid="answer-1" data-verdict="confirmed"' in guest_page


@pytest.mark.django_db(transaction=True)
def test_four_phones_confirming_at_once_record_the_game_exactly_once(live_server, reference_content):
    game = sent_game()
    url = f"{live_server.url}/en/club/table/{game.pk}/answer/"
    phones = [phone(live_server.url, game) for _ in range(4)]
    for _round in range(2):  # each phone sends its answer twice, all eight at once
        with ThreadPoolExecutor(8) as pool:
            responses = list(
                pool.map(
                    lambda pair: post(pair[1], url, {"seat": pair[0], "verdict": "confirmed"}),
                    list(enumerate(phones)) * 2,
                )
            )
        assert all(r.status_code == 302 for r in responses)
    assert Game.objects.count() == 1
    assert SeatVerdict.objects.filter(game=game).count() == 4
    game.refresh_from_db()
    assert game.confirmed_by_players
