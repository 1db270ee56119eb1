"""On phones (chromium at 390 px, in Spanish): a table started with the club's players, a guest among
them, seats drawn; the game played to its end and sent; then each of the four players confirms from
their own phone, and the fourth confirmation puts the game in the club's games, once."""

import pytest
from django.test import Client
from playwright.sync_api import Browser, expect

from club.keeper.models import SeatVerdict, TableGame
from club.league.models import Game, Player
from rules.models import Ruleset
from tests.e2e.test_score_keeper import PHONE, win

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
CLUB = ("Ana García", "Luis Pérez", "Marta Soler", "Jordi Vila", "Nuria Camps")


@pytest.fixture
def phones(browser: Browser):
    contexts = [browser.new_context(**PHONE) for _ in range(4)]
    yield contexts
    for context in contexts:
        context.close()


def test_a_table_of_club_players_and_a_guest_confirmed_by_the_four_players(
    live_server, phones, django_user_model, reference_content
):
    for name in CLUB:
        Player.objects.create(name=name)
    keeper = django_user_model.objects.create_user("keeper", password="a-long-passphrase-9")
    client = Client()
    client.force_login(keeper)
    keeper_phone = phones[0]
    keeper_phone.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    page = keeper_phone.new_page()
    page.goto(f"{live_server.url}/es/club/table/")
    expect(page.get_by_test_id("club-players").locator("option")).to_have_count(len(CLUB))
    page.select_option("#id_ruleset", str(Ruleset.objects.get(key="tenhou").pk))
    page.locator("#id_east").press_sequentially("ana garcía")  # typed as a player types it
    page.fill("#id_south", "Luis Pérez")
    page.fill("#id_west", "Marta Soler")
    page.fill("#id_north", "Pepe (invitado)")
    page.get_by_label("Sorteados al empezar la partida").check()
    page.get_by_test_id("new-table").locator("button[type=submit]").tap()

    expect(page.locator(".keeper-messages")).to_contain_text("(Este), ")
    game = TableGame.objects.get()
    assert sorted(game.names) == sorted(["Ana García", "Luis Pérez", "Marta Soler", "Pepe (invitado)"])
    for seat, name in enumerate(game.names):
        expect(page.locator(f'.seat[data-seat="{seat}"] .seat-name')).to_have_text(name)

    win(page, 1, 0, limit="yakuman")  # the first dealer pays a yakuman and busts
    expect(page.get_by_test_id("game-over")).to_be_visible()
    page.get_by_test_id("send-final").tap()
    expect(page.get_by_test_id("answers")).to_contain_text("Cada jugador confirma las puntuaciones")

    table_url = f"{live_server.url}/es/club/table/{game.pk}/"
    own_pages = [page] + [context.new_page() for context in phones[1:]]
    for seat, own_page in enumerate(own_pages):
        own_page.goto(table_url)
        own_page.get_by_test_id(f"confirm-{seat}").tap()
        if seat < 3:
            expect(own_page.get_by_test_id("answered")).to_contain_text(game.names[seat])
            expect(own_page.get_by_test_id(f"answer-{seat}")).to_have_attribute("data-verdict", "confirmed")
            assert not Game.objects.exists()
    expect(own_pages[3].get_by_test_id("confirmed")).to_contain_text("Confirmada por los cuatro jugadores")
    assert Game.objects.count() == 1
    assert SeatVerdict.objects.filter(game=game, verdict="confirmed").count() == 4
    assert Player.objects.filter(name="Pepe (invitado)").exists()  # the guest joined the list
    width = own_pages[3].evaluate("document.documentElement.scrollWidth")
    assert width <= 390
