"""The score keeper's table and a tournament's score slip keep their empty fields' HTML once per process
(site_project.kept_parts) and their whole page as a skeleton (site_project.page_skeleton): never one table's or
one visitor's, and a hand or a slip entered shows at once."""

import re

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from club.keeper.views import TABLE_PAGES
from club.tournaments.cards import card_token
from club.tournaments.models import Slip
from club.tournaments.views import SLIP_PAGES
from site_project.kept_parts import PARTS
from tests.club.keeper_helpers import hand_data, make_table
from tests.club.tournament_helpers import fill_round, make_tournament, organiser_user

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def kept_parts(settings):
    """Parts are kept as in production (PAGE_CACHE_SECONDS > 0), starting from none."""
    settings.PAGE_CACHE_SECONDS = 3600
    for store in (PARTS, TABLE_PAGES, SLIP_PAGES):
        store.forget_all()
    yield
    for store in (PARTS, TABLE_PAGES, SLIP_PAGES):
        store.forget_all()


def table_url(game) -> str:
    return f"/en/club/table/{game.pk}/"


def csrf_of(html: str) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)


def hand_key_of(html: str, kind: str = "win") -> str:
    return re.search(rf'name="{kind}-key" value="([^"]+)"', html).group(1)


def hand_number_of(html: str, kind: str = "win") -> str:
    return re.search(rf'name="{kind}-number" value="([^"]+)"', html).group(1)


def fields_of(html: str, kind: str = "win") -> str:
    form = re.search(rf'data-testid="form-{kind}">(.*?)</form>', html, re.S).group(1)
    return re.sub(r'<input type="hidden"[^>]*>', "", form)


def test_two_phones_at_one_table_get_their_own_tokens_and_keys_around_the_same_fields():
    game = make_table("ema")
    first, second = Client(), Client()
    one, two = first.get(table_url(game)).content.decode(), second.get(table_url(game)).content.decode()
    assert csrf_of(one) != csrf_of(two)
    assert hand_key_of(one) != hand_key_of(two)
    assert fields_of(one) == fields_of(two)
    assert len(PARTS) > 0


def test_the_kept_fields_of_one_table_never_show_at_another():
    ours, theirs = make_table("ema"), make_table("ema", east="Zoé", north="Kenji")
    Client().get(table_url(ours))
    html = Client().get(table_url(theirs)).content.decode()
    assert "Zoé" in fields_of(html)
    assert "Kenji" in fields_of(html)
    assert "Ana" not in fields_of(html)
    assert "Jordi" not in fields_of(html)


def test_a_hand_entered_shows_on_the_next_request_with_the_next_number(client):
    game = make_table("ema")
    before = client.get(table_url(game)).content.decode()
    assert hand_number_of(before) == "1"
    data = hand_data("win", 1, key=hand_key_of(before), discarder=0, winner_1=1, han_1=3, fu_1=30)
    assert client.post(f"{table_url(game)}hand/", data).status_code == 302
    after = client.get(table_url(game)).content.decode()
    assert hand_number_of(after) == "2"
    assert hand_key_of(after) != hand_key_of(before)
    assert "East 2" in after
    # The same form sent again (a resend after a lost answer) is still recorded once.
    again = client.post(f"{table_url(game)}hand/", data, follow=True).content.decode()
    assert "This hand was already recorded." in again
    assert game.hands.count() == 1


def test_a_form_sent_back_with_errors_keeps_what_was_typed_and_its_key(client):
    game = make_table("ema")
    client.get(table_url(game))  # the empty fields are kept
    data = hand_data("win", 1, discarder=0, winner_1=1, han_1=99)
    refused = client.post(f"{table_url(game)}hand/", data)
    html = refused.content.decode()
    assert refused.status_code == 400
    assert 'name="win-han_1" value="99"' in html
    assert hand_key_of(html) == data["win-key"]
    assert 'class="field has-error"' in html
    assert 'class="field has-error"' not in client.get(table_url(game)).content.decode()


def test_the_table_page_kept_costs_one_query_for_a_visitor_without_a_session():
    game = make_table("ema")
    browser = Client()
    browser.get(table_url(game))
    with CaptureQueriesContext(connection) as queries:
        assert browser.get(table_url(game)).status_code == 200
    assert len(queries) == 1  # the game, with the id of its last live hand
    assert len(TABLE_PAGES) == 1


def test_an_undo_shows_at_once_and_its_message_only_to_the_phone_that_sent_it(client):
    game = make_table("ema")
    data = hand_data("win", 1, discarder=0, winner_1=1, han_1=3, fu_1=30)
    client.post(f"{table_url(game)}hand/", data)
    recorded = client.get(table_url(game)).content.decode()
    assert "East 2" in recorded
    undone = client.post(f"{table_url(game)}undo/", {"key": data["win-key"]}, follow=True).content.decode()
    assert "The last hand was undone." in undone
    assert "East 1" in undone
    other = Client().get(table_url(game)).content.decode()
    assert "East 1" in other
    assert "The last hand was undone." not in other
    # The same hand entered again after the undo (a new key): the page moves on again.
    client.post(f"{table_url(game)}hand/", hand_data("win", 1, discarder=0, winner_1=2, han_1=1, fu_1=30))
    assert "East 2" in Client().get(table_url(game)).content.decode()


def test_a_sent_table_shows_the_confirm_button_to_an_organiser_only(client, django_user_model):
    game = make_table("tenhou")  # a yakuman off East busts them: the game is over
    client.post(f"{table_url(game)}hand/", hand_data("win", 1, discarder=0, winner_1=1, limit_1="yakuman"))
    assert 'data-testid="send-final"' in Client().get(table_url(game)).content.decode()
    client.post(f"{table_url(game)}send/")
    organiser = Client()
    organiser.force_login(organiser_user(django_user_model))
    organiser.get(table_url(game))
    assert 'data-testid="confirm"' in organiser.get(table_url(game)).content.decode()
    sent = Client().get(table_url(game)).content.decode()
    assert 'data-testid="confirm"' not in sent
    assert 'data-testid="send-final"' not in sent


def test_the_pages_render_every_field_when_the_cache_is_down(monkeypatch):
    def unreachable() -> str:
        raise ConnectionError("Redis is down")

    monkeypatch.setattr("site_project.kept_parts.content_version", unreachable)
    game = make_table("ema")
    html = Client().get(table_url(game)).content.decode()
    assert 'id="id_win-discarder"' in html
    assert "Jordi" in fields_of(html)
    tournament = make_tournament(4, 1)
    slip = Client().get(slip_url(tournament))
    assert slip.status_code == 200
    assert 'name="points_0"' in slip.content.decode()
    assert len(PARTS) == 0


def slip_url(tournament, table: int = 1) -> str:
    token = card_token(tournament, 1, table)
    return f"/en/club/tournaments/{tournament.pk}/rounds/1/tables/{table}/?card={token}"


def slip_key_of(html: str) -> str:
    return re.search(r'name="key" value="([^"]+)"', html).group(1)


def legends_of(html: str) -> list[str]:
    return re.findall(r"<legend>(.*?)</legend>", html)


def test_two_phones_get_their_own_slip_keys_and_each_table_its_own_players():
    tournament = make_tournament(8, 1)
    one, two = Client().get(slip_url(tournament, 1)), Client().get(slip_url(tournament, 1))
    other = Client().get(slip_url(tournament, 2)).content.decode()
    one, two = one.content.decode(), two.content.decode()
    assert slip_key_of(one) != slip_key_of(two)
    assert csrf_of(one) != csrf_of(two)
    assert legends_of(one) == legends_of(two)
    seated = {seat.entry.player.name for seat in tournament.seats.filter(round=1, table=2)}
    assert {legend.split(" · ")[1] for legend in legends_of(other)} == seated
    assert legends_of(other) != legends_of(one)


def test_a_slip_sent_shows_on_the_next_request_and_a_resend_is_kept_once():
    tournament = make_tournament(4, 1)
    browser = Client()
    html = browser.get(slip_url(tournament)).content.decode()
    seating = re.search(r'name="seating" value="([^"]+)"', html).group(1)
    data = {"key": slip_key_of(html), "seating": seating, "leftover_sticks": ""}
    data |= {f"points_{wind}": points for wind, points in enumerate(["42000", "31000", "27000", "20000"])}
    assert browser.post(slip_url(tournament), data).status_code == 302
    assert "+27.0" in browser.get(slip_url(tournament)).content.decode()
    assert "The slip is recorded." in browser.post(slip_url(tournament), data, follow=True).content.decode()
    assert Slip.objects.count() == 1


def test_a_slip_off_keeps_its_points_after_the_empty_fields_were_kept():
    tournament = make_tournament(4, 1)
    browser = Client()
    html = browser.get(slip_url(tournament)).content.decode()
    data = {"key": slip_key_of(html), "leftover_sticks": ""}
    data |= {f"points_{wind}": points for wind, points in enumerate(["42000", "31000", "27000", "19000"])}
    refused = browser.post(slip_url(tournament), data).content.decode()
    assert "1,000 short" in refused
    assert 'value="19000"' in refused
    assert slip_key_of(refused) == data["key"]


def test_the_correct_link_is_an_organisers_and_a_correction_shows_at_once(django_user_model):
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    holder, organiser = Client(), Client()
    organiser.force_login(organiser_user(django_user_model))
    assert "Correct the slip" not in holder.get(slip_url(tournament)).content.decode()
    assert "Correct the slip" in organiser.get(slip_url(tournament)).content.decode()
    assert "Correct the slip" not in holder.get(slip_url(tournament)).content.decode()
    slip = Slip.objects.get()
    data = {"key": str(slip.key), "version": "1", "leftover_sticks": ""}
    data |= {f"points_{wind}": points for wind, points in enumerate(["20000", "27000", "31000", "42000"])}
    organiser.post(f"/en/club/tournaments/{tournament.pk}/slips/{slip.pk}/correct/", data)
    lines = re.search(r'data-testid="slip-lines">(.*?)</table>', holder.get(slip_url(tournament)).text, re.S)
    assert lines.group(1).index("20,000") < lines.group(1).index("42,000")


def test_the_slip_page_costs_one_query_for_a_table_cards_holder():
    tournament = make_tournament(4, 1)
    browser = Client()
    browser.get(slip_url(tournament))
    with CaptureQueriesContext(connection) as queries:
        assert browser.get(slip_url(tournament)).status_code == 200
    assert len(queries) == 1  # the tournament, the table's seats with their players, its slip
