"""Starting a table with the club's players: names suggested from the club's list as they are typed,
written as the list writes them, guests by name, seats as entered or drawn at random."""

from unittest import mock

import pytest
from django.test import Client

from club.keeper.models import TableGame
from club.league.models import Player
from rules.models import Ruleset

pytestmark = pytest.mark.django_db


@pytest.fixture
def keeper(django_user_model) -> Client:
    client = Client()
    client.force_login(django_user_model.objects.create_user("keeper", password="a-long-passphrase-9"))
    return client


@pytest.fixture
def club_players():
    for name in ("Ana García", "Luis", "Marta", "Jordi"):
        Player.objects.create(name=name)


def table_data(**fields: str) -> dict[str, object]:
    data = {"ruleset": Ruleset.objects.get(key="ema").pk, "east": "ana garcía", "south": "Luis"}
    return data | {"west": "Marta", "north": "Pepe", "seating": "entered"} | fields


def test_the_form_suggests_the_clubs_players_as_they_are_typed(keeper, club_players):
    page = keeper.get("/es/club/table/").content.decode()
    assert page.count('list="club-players"') == 4
    assert '<datalist id="club-players" data-testid="club-players">' in page
    assert '<option value="Ana García"></option>' in page
    assert "Empieza a escribir un nombre" in page


def test_a_name_on_the_list_plays_as_the_club_writes_it_and_any_other_as_a_guest(keeper, club_players):
    keeper.post("/en/club/table/", table_data(north="  Pepe   Ruiz "))
    game = TableGame.objects.get()
    assert game.names == ("Ana García", "Luis", "Marta", "Pepe Ruiz")
    assert not Player.objects.filter(name="Pepe Ruiz").exists()  # a guest joins the list when recorded


def test_seats_drawn_at_random_are_shuffled_and_announced(keeper, club_players):
    with mock.patch("club.keeper.views.SEAT_DRAW.shuffle", side_effect=lambda names: names.reverse()):
        response = keeper.post("/fr/club/table/", table_data(seating="drawn"), follow=True)
    game = TableGame.objects.get()
    assert game.names == ("Pepe", "Marta", "Luis", "Ana García")
    assert (
        "Places tirées au sort\u00a0: Pepe (Est), Marta (Sud), Luis (Ouest), Ana García (Nord)."
        in response.content.decode()
    )


def test_seats_as_entered_keep_the_order_typed(keeper, club_players):
    with mock.patch("club.keeper.views.SEAT_DRAW.shuffle") as shuffle:
        keeper.post("/en/club/table/", table_data())
    shuffle.assert_not_called()
    assert TableGame.objects.get().names[0] == "Ana García"


def test_the_same_player_twice_in_other_letters_is_refused_with_the_form_kept(keeper, club_players):
    refused = keeper.post("/es/club/table/", table_data(north="ANA GARCÍA"))
    assert refused.status_code == 400
    html = refused.content.decode()
    assert "Pon a cada jugador un nombre distinto." in html
    assert 'value="Marta"' in html
    assert not TableGame.objects.exists()


@pytest.mark.parametrize("seating", ["sideways", "", "drawn\x00"])
def test_an_unknown_seating_is_a_clear_400_or_as_entered(keeper, club_players, seating):
    response = keeper.post("/en/club/table/", table_data(seating=seating))
    assert response.status_code in (302, 400)
    if response.status_code == 400:
        assert 'class="message error"' in response.content.decode()
    else:
        assert TableGame.objects.get().names[0] == "Ana García"


def test_a_club_without_players_says_every_name_plays_as_a_guest(keeper):
    page = keeper.get("/en/club/table/").content.decode()
    assert "The club’s list has no players yet" in page
