"""The table's page without JavaScript: start a table, enter hands of each kind, undo, bad input kept
in the form with a message in the page's language, the end of the game said and explained."""

import uuid

import pytest

from club.keeper.models import KeptHand, TableGame
from tests.club.keeper_helpers import hand_data, make_table

pytestmark = pytest.mark.django_db


def page_of(client, game, language="en"):
    return client.get(f"/{language}/club/table/{game.pk}/")


def send(client, game, data, language="en"):
    return client.post(f"/{language}/club/table/{game.pk}/hand/", data)


def test_starting_a_table_needs_an_account_and_four_different_names(client, django_user_model):
    assert client.get("/en/club/table/").status_code == 302
    client.force_login(django_user_model.objects.create_user("keeper", password="a-long-passphrase-9"))
    names = {"ruleset": "", "east": "Ana", "south": "Luis", "west": "ana", "north": "Jordi"}
    from rules.models import Ruleset

    names["ruleset"] = Ruleset.objects.get(key="ema").pk
    refused = client.post("/es/club/table/", names)
    assert refused.status_code == 400
    assert "Pon a cada jugador un nombre distinto." in refused.content.decode()
    assert 'value="Luis"' in refused.content.decode()
    started = client.post("/en/club/table/", {**names, "west": "Marta"})
    game = TableGame.objects.get()
    assert started["Location"] == f"/en/club/table/{game.pk}/"
    assert game.names == ("Ana", "Luis", "Marta", "Jordi")


def test_the_page_names_the_hand_the_counters_and_each_players_points(client):
    game = make_table("ema")
    html = page_of(client, game, "fr").content.decode()
    assert "Est 1" in html
    assert "0 honba" in html
    assert "0 bâton de riichi" in html
    assert "30\u202f000" in html
    assert "Donneur" in html


def test_a_ron_is_recorded_and_the_page_moves_to_the_next_hand(client):
    game = make_table("ema")
    response = send(client, game, hand_data("win", 1, discarder=0, winner_1=1, han_1=3, fu_1=30, riichi=[1]))
    assert response.status_code == 302
    html = page_of(client, game, "es").content.decode()
    assert "Este 2" in html
    assert "33.900" in html  # 30,000 - 1,000 for the stick + 3,900 + the stick back
    assert "25.100" not in html
    assert "26.100" in html


def test_a_draw_an_abortive_draw_and_a_chombo_under_tenhou(client):
    game = make_table("tenhou")
    assert send(client, game, hand_data("draw", 1, tenpai=[0], riichi=[0])).status_code == 302
    assert send(client, game, hand_data("abortive", 2, abortive="suufon_renda")).status_code == 302
    assert send(client, game, hand_data("chombo", 3, offender=2)).status_code == 302
    html = page_of(client, game).content.decode()
    assert "East 1" in html
    assert "3 honba" not in html
    assert "2 honba" in html
    assert "1 riichi stick" in html
    assert game.live_records()[2] == {"kind": "chombo", "offender": 2}


def test_abortive_draws_are_not_offered_where_the_ruleset_has_none(client):
    html = page_of(client, make_table("ema")).content.decode()
    assert 'data-kind="abortive"' not in html
    assert 'data-kind="abortive"' in page_of(client, make_table("tenhou")).content.decode()


def test_bad_input_keeps_the_form_filled_with_a_message_in_the_pages_language(client):
    game = make_table("ema")
    response = send(client, game, hand_data("win", 1, discarder=2, winner_1=2, han_1=2, fu_1=30), "fr")
    assert response.status_code == 400
    html = response.content.decode()
    assert "Un joueur ne peut pas gagner sur son propre écart" in html
    assert '<option value="2" selected>Marta</option>' in html  # the form kept as sent
    assert KeptHand.objects.count() == 0
    missing = send(client, game, hand_data("win", 1, discarder=0, winner_1=1), "es")
    assert missing.status_code == 400
    assert "Indica los han y los fu, o elige un límite." in missing.content.decode()


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "win"},
        {"kind": "nonsense"},
        hand_data("win", "x", discarder="9", winner_1="a", han_1="many"),
        hand_data("draw", 1, key="not-a-uuid", tenpai=["7"]),
        {"kind": "chombo", "chombo-key": "zz", "chombo-offender": "-1"},
    ],
)
def test_garbage_never_gives_a_server_error(client, data):
    game = make_table("ema")
    response = send(client, game, data)
    assert response.status_code in (302, 400)
    assert KeptHand.objects.count() == 0


def test_undo_removes_the_last_hand_once(client):
    game = make_table("ema")
    send(client, game, hand_data("win", 1, discarder=0, winner_1=1, limit_1="mangan"))
    send(client, game, hand_data("draw", 2, tenpai=[]))
    last = KeptHand.objects.get(number=2)
    for _ in range(2):
        assert client.post(f"/en/club/table/{game.pk}/undo/", {"key": str(last.key)}).status_code == 302
    assert [hand["kind"] for hand in game.live_records()] == ["win"]
    assert "East 2" in page_of(client, game).content.decode()


def test_the_page_says_when_the_game_is_over_and_why(client):
    game = make_table("tenhou")
    send(client, game, hand_data("win", 1, discarder=0, winner_1=1, limit_1="yakuman"))
    html = page_of(client, game).content.decode()
    assert "The game is over" in html
    assert "went below zero" in html
    assert 'data-kind="win"' not in html
    refused = send(client, game, hand_data("draw", 2, tenpai=[]))
    assert refused.status_code == 302
    assert "no more hands" in client.get(refused["Location"]).content.decode()
    assert len(game.live_records()) == 1


def test_a_table_that_does_not_exist_is_a_404(client):
    assert client.get(f"/en/club/table/{uuid.uuid4()}/").status_code == 404


def test_a_clubs_house_rules_set_the_start_the_bust_and_the_uma(client):
    from rules.models import Ruleset

    Ruleset.objects.create(
        key="club",
        base="ema",
        name="Club rules",
        short="Ours",
        description="Ours",
        overrides={"kiriage": True},
        table_rules={"start_points": 25000, "return_points": 30000, "uma": [20, 10, -10, -20], "bust": True},
    )
    game = make_table("club")
    assert "25,000" in page_of(client, game).content.decode()
    send(client, game, hand_data("win", 1, discarder=0, winner_1=1, han_1=4, fu_1=30))  # kiriage: 8,000
    send(client, game, hand_data("win", 2, discarder=0, winner_1=3, limit_1="yakuman"))  # 32,000: Ana busts
    html = page_of(client, game).content.decode()
    assert "went below zero" in html
    assert "33,000" in html
    assert "−15,000" in html
    assert "+47.0" in html
    assert "+13.0" in html
