"""The score keeper on a phone (chromium at 390 px, in Spanish): a whole hanchan kept at one table, with
wins, a draw and an offline stretch whose hands wait on the phone, survive a reload and are sent when
the network returns, each once."""

import datetime
import uuid

import pytest
from django.contrib.auth.models import Permission
from django.test import Client
from playwright.sync_api import Browser, Page, expect

from club.keeper.models import KeptHand
from club.keeper.recording import record_hand
from club.keeper.sending import send_to_club
from club.league.models import Season
from tests.club.keeper_helpers import make_table

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
# Chromium lets a service worker's fetches through an emulated offline context: the worker is blocked
# here, so the offline stretch is really offline (tests/club/test_keeper_script.py serves the worker).
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "has_touch": True,
    "is_mobile": True,
    "locale": "es-ES",
    "service_workers": "block",
}


@pytest.fixture
def phone(browser: Browser):
    context = browser.new_context(**PHONE)
    yield context
    context.close()


def win(
    page: Page,
    winner: int,
    discarder: int | None,
    han: int | None = None,
    fu: int | None = None,
    limit: str = "",
    riichi: tuple[int, ...] = (),
) -> None:
    if not page.locator("details[data-kind=win]").evaluate("details => details.open"):
        page.locator("details[data-kind=win] > summary").tap()
    page.select_option("#id_win-discarder", "tsumo" if discarder is None else str(discarder))
    page.select_option("#id_win-winner_1", str(winner))
    if limit:
        page.select_option("#id_win-limit_1", limit)
    else:
        page.fill("#id_win-han_1", str(han))
        page.select_option("#id_win-fu_1", str(fu))
    for seat in riichi:
        page.locator(f"#id_win-riichi_{seat}").check()
    page.locator("[data-testid=form-win] button[type=submit]").tap()


def draw(page: Page, tenpai: tuple[int, ...]) -> None:
    page.locator("details[data-kind=draw] > summary").tap()
    for seat in tenpai:
        page.locator(f"#id_draw-tenpai_{seat}").check()
    page.locator("[data-testid=form-draw] button[type=submit]").tap()


def test_a_whole_hanchan_kept_in_spanish_with_an_offline_stretch(live_server, phone):
    game = make_table("ema")
    page = phone.new_page()
    console: list[str] = []
    page.on("console", lambda message: console.append(message.text))
    page.goto(f"{live_server.url}/es/club/table/{game.pk}/")
    label = page.get_by_test_id("hand-label")
    expect(label).to_have_text("Este 1")

    win(page, 1, 1, han=3, fu=30)  # refused: nobody wins on their own discard; the form stays filled
    expect(page.get_by_test_id("form-win")).to_contain_text(
        "Un jugador no puede ganar con su propio descarte"
    )
    expect(page.locator("#id_win-han_1")).to_have_value("3")
    assert KeptHand.objects.count() == 0
    page.select_option("#id_win-discarder", "0")
    page.locator("[data-testid=form-win] button[type=submit]").tap()
    expect(label).to_have_text("Este 2")
    expect(page.get_by_test_id("points-1")).to_have_text("33.900")
    win(page, 2, None, limit="mangan")  # Marta's tsumo: 2,000 each, 4,000 from Luis, the dealer
    expect(label).to_have_text("Este 3")
    draw(page, (0, 3))  # Marta, the dealer, noten: the deal passes, one honba
    expect(label).to_have_text("Este 4")
    expect(page.get_by_test_id("honba")).to_have_text("1 honba")

    phone.set_offline(True)
    win(page, 0, 3, han=2, fu=40, riichi=(0,))  # Ana's ron on Jordi's discard, in riichi
    expect(page.get_by_test_id("pending")).to_be_visible()
    expect(page.get_by_test_id("keeper-status")).to_contain_text("Sin conexión")
    win(page, 1, None, limit="haneman")
    expect(page.get_by_test_id("pending").locator("li")).to_have_count(2)
    assert KeptHand.objects.count() == 3

    # The page is reloaded while the server still cannot be reached: the queue is kept on the phone.
    phone.route("**/hand/", lambda route: route.abort())
    phone.set_offline(False)
    page.reload()
    expect(page.get_by_test_id("pending").locator("li")).to_have_count(2)
    expect(label).to_have_text("Este 4")
    assert KeptHand.objects.count() == 3

    phone.unroute("**/hand/")
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(label).to_have_text("Sur 2", timeout=15000)
    expect(page.get_by_test_id("pending")).to_be_hidden()
    assert KeptHand.objects.count() == 5

    win(page, 2, 1, han=1, fu=30, riichi=(2,))
    expect(label).to_have_text("Sur 3")
    win(page, 0, None, han=4, fu=30)
    expect(label).to_have_text("Sur 4")
    win(page, 1, 0, limit="mangan")
    expect(page.get_by_test_id("game-over")).to_contain_text("Se ha jugado la última mano.")
    assert KeptHand.objects.filter(undone_at__isnull=True).count() == 8
    assert len({hand.key for hand in KeptHand.objects.all()}) == 8
    page.get_by_test_id("send-final").tap()  # one tap: to the club's games
    expect(page.get_by_test_id("sent")).to_contain_text(
        "cada jugador confirma estas puntuaciones, o lo hace un organizador"
    )
    game.refresh_from_db()
    assert [player["points"] for player in game.final["players"]] == [22400, 45400, 30600, 21600]
    assert not [line for line in console if "Refused to" in line]  # the site's CSP holds


def test_an_organiser_confirms_on_a_phone_and_the_game_counts_in_the_season(
    live_server, phone, django_user_model
):
    game = make_table("tenhou")
    today = datetime.date.today()
    season = Season.objects.create(
        name="Invierno",
        starts_on=today - datetime.timedelta(days=30),
        ends_on=today + datetime.timedelta(days=30),
        ruleset=game.ruleset,
        minimum_games=1,
    )
    record_hand(
        game, uuid.uuid4(), {"kind": "win", "discarder": 0, "wins": [{"winner": 1, "limit": "yakuman"}]}
    )
    send_to_club(game.pk)
    organiser = django_user_model.objects.create_user("organiser", password="a-long-passphrase-9")
    organiser.user_permissions.add(Permission.objects.get(codename="add_game"))
    client = Client()
    client.force_login(organiser)
    phone.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    page = phone.new_page()
    page.goto(f"{live_server.url}/es/club/tables/")
    page.get_by_test_id("waiting").get_by_role("link").tap()
    page.get_by_test_id("confirm").tap()
    expect(page.get_by_test_id("confirmed")).to_contain_text("la partida ya está en")
    game.refresh_from_db()
    assert game.confirmed_by == organiser
    page.get_by_test_id("confirmed").get_by_role("link").tap()  # the club's games
    page.goto(f"{live_server.url}/es/club/seasons/{season.pk}/")
    standings = page.locator("table").first
    expect(standings).to_contain_text("Luis")
    expect(standings).to_contain_text("Jordi")
