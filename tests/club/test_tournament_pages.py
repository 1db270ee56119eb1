"""The tournament pages: an organiser creates and runs an event (registration, check-in, the draw, the
timer), a table's slip is checked against the ruleset's total and kept filled when it is off, a member
or a table card's holder enters it, an organiser corrects it, and bad input never gives a 500."""

import datetime
import re
import uuid

import pytest
from django.test import Client

from club.models import Club
from club.tournaments.cards import card_token
from club.tournaments.models import Entry, Slip, Tournament
from tests.club.tournament_helpers import DAY, fill_round, make_tournament, organiser_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def organiser(client, django_user_model):
    client.force_login(organiser_user(django_user_model))
    return client


@pytest.fixture
def member(django_user_model):
    browser = Client()
    browser.force_login(
        django_user_model.objects.create_user("ana", "ana@example.org", "a-long-passphrase-9")
    )
    return browser


def slip_data(points, key=None, **extra):
    data = {"key": str(key or uuid.uuid4()), "leftover_sticks": ""}
    for wind, value in enumerate(points):
        data[f"points_{wind}"] = value
    return {**data, **extra}


def test_an_organiser_creates_a_tournament_registers_and_checks_in(organiser):
    from rules.models import Ruleset

    page = organiser.post(
        "/en/club/tournaments/new/",
        {
            "name": "Winter open",
            "starts_on": "2026-12-05",
            "ends_on": "2026-12-06",
            "ruleset": Ruleset.objects.get(key="ema").pk,
            "rounds": "5",
            "fill": "byes",
            "round_minutes": "90",
        },
    )
    tournament = Tournament.objects.get()
    assert page.status_code == 302
    assert page["Location"].endswith(f"/tournaments/{tournament.pk}/")
    organiser.post(
        f"/en/club/tournaments/{tournament.pk}/entries/", {"guest": "Zoé Martin", "country": "fra"}
    )
    entry = Entry.objects.get()
    assert entry.player.name == "Zoé Martin"
    assert entry.player.account is None
    assert entry.country == "FRA"
    again = organiser.post(f"/en/club/tournaments/{tournament.pk}/entries/", {"guest": "zoé martin"})
    assert again.status_code == 400
    assert "Zoé Martin is registered already." in again.content.decode()
    organiser.post(f"/en/club/tournaments/{tournament.pk}/check-in/", {"entry": entry.pk, "present": "1"})
    entry.refresh_from_db()
    assert entry.checked_in


def test_the_draw_seats_the_checked_in_players_and_reports(organiser):
    tournament = make_tournament(20, 5, draw=False)
    page = organiser.post(f"/en/club/tournaments/{tournament.pk}/draw/", {"fill": "byes"}, follow=True)
    text = page.content.decode()
    assert "No two players meet twice." in text
    assert "Nobody stays at the same table two rounds running." in text
    seating = organiser.get(f"/en/club/tournaments/{tournament.pk}/rounds/3/").content.decode()
    assert seating.count('class="seating-table"') == 5
    assert seating.count('<span class="wind">East</span>') == 5
    cards = organiser.get(f"/en/club/tournaments/{tournament.pk}/rounds/3/cards/").content.decode()
    assert cards.count('class="table-card"') == 5
    assert "?card=" in cards


def test_sixteen_players_keep_a_table_number_where_no_other_way_is(organiser):
    tournament = make_tournament(16, 5, draw=False)
    text = organiser.post(
        f"/en/club/tournaments/{tournament.pk}/draw/", {"fill": "byes"}, follow=True
    ).content.decode()
    # Every table of a round of 16 without repeats holds one player of each table of the round before.
    assert "No two players meet twice." in text
    assert "two rounds running 16 times" in text


def test_a_slip_off_by_some_points_says_by_how_much_and_stays_filled(member):
    tournament = make_tournament(4, 1)
    page = member.post(
        f"/en/club/tournaments/{tournament.pk}/rounds/1/tables/1/",
        slip_data(["42000", "31000", "27000", "19000"]),
    )
    text = page.content.decode()
    assert page.status_code == 400
    assert "119,000 points, 1,000 short" in text
    assert 'value="19000"' in text
    assert Slip.objects.count() == 0


def test_a_slip_is_recorded_once_and_shown(member):
    tournament = make_tournament(4, 1)
    url = f"/en/club/tournaments/{tournament.pk}/rounds/1/tables/1/"
    data = slip_data(["42,000", "31000", "27000", "20000"])
    assert member.post(url, data).status_code == 302
    assert "The slip is recorded." in member.post(url, data, follow=True).content.decode()
    other = member.post(url, slip_data(["20000", "27000", "31000", "42000"]), follow=True).content.decode()
    assert "Another phone recorded this table" in other
    assert Slip.objects.count() == 1
    assert "+27.0" in member.get(url).content.decode()


def test_a_table_card_lets_a_guest_enter_the_slip_and_nobody_else(client):
    tournament = make_tournament(4, 1)
    url = f"/en/club/tournaments/{tournament.pk}/rounds/1/tables/1/"
    assert client.get(url).status_code == 302  # to the log-in page
    assert client.get(url + "?card=0000").status_code == 302
    token = card_token(tournament, 1, 1)
    assert client.get(f"{url}?card={token}").status_code == 200
    assert (
        client.post(f"{url}?card={token}", slip_data(["42000", "31000", "27000", "20000"])).status_code == 302
    )
    assert Slip.objects.count() == 1


def test_an_organiser_corrects_a_slip_and_the_history_shows_both(organiser):
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    slip = Slip.objects.get()
    url = f"/en/club/tournaments/{tournament.pk}/slips/{slip.pk}/correct/"
    page = organiser.post(
        url, slip_data(["20000", "27000", "31000", "42000"], key=slip.key, version="1"), follow=True
    )
    text = page.content.decode()
    assert "The correction is saved" in text
    assert text.count("replaced") == 4
    assert text.count("recorded") >= 8
    slip.refresh_from_db()
    assert slip.version == 2


def test_the_ranking_and_the_wall_show_totals_timer_and_refresh(organiser):
    tournament = make_tournament(16, 2)
    fill_round(tournament, 1)
    organiser.post(f"/en/club/tournaments/{tournament.pk}/timer/", {"round": "1", "minutes": "90"})
    page = organiser.get(f"/en/club/tournaments/{tournament.pk}/ranking/").content.decode()
    assert "+27.0" in page
    assert "Ties are broken by the better average placing" in page
    wall = organiser.get(f"/en/club/tournaments/{tournament.pk}/ranking/?wall=1")
    text = wall.content.decode()
    assert '<meta http-equiv="refresh" content="30">' in text
    assert re.search(r"data-timer-left>(89|90):\d\d<", text)
    assert "<script>" not in text
    assert "https://" not in text.split("<body")[1].split("site")[0]


def test_the_exports_download(organiser):
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    ema = organiser.get(f"/en/club/tournaments/{tournament.pk}/ema-results.csv")
    assert ema["Content-Type"].startswith("text/csv")
    assert ema.content.decode().startswith("Position,First name,Last name,EMA number")
    slips = organiser.get(f"/en/club/tournaments/{tournament.pk}/slips.csv")
    assert slips.content.decode().count("\n") == 5


def test_members_only_standings_keep_the_public_out(client):
    Club.objects.create(name="Club", standings_public=False)
    tournament = make_tournament(4, 1)
    assert client.get(f"/en/club/tournaments/{tournament.pk}/ranking/").status_code == 302
    assert client.get("/en/club/tournaments/").status_code == 302


def test_a_member_who_is_no_organiser_cannot_run_a_tournament(member):
    tournament = make_tournament(4, 1, draw=False)
    assert member.get("/en/club/tournaments/new/").status_code == 403
    assert member.post(f"/en/club/tournaments/{tournament.pk}/draw/", {"fill": "byes"}).status_code == 403


@pytest.mark.parametrize(
    ("method", "path", "data"),
    [
        (
            "post",
            "/en/club/tournaments/new/",
            {"name": "", "rounds": "x", "starts_on": "2026-13-01", "round_minutes": "-3"},
        ),
        (
            "post",
            "/en/club/tournaments/new/",
            {
                "name": "A",
                "rounds": "999",
                "starts_on": "2026-12-05",
                "ends_on": "2026-12-01",
                "fill": "nope",
            },
        ),
        ("post", "/en/club/tournaments/{t}/entries/", {"player": "abc", "country": "france"}),
        ("post", "/en/club/tournaments/{t}/entries/", {}),
        ("post", "/en/club/tournaments/{t}/check-in/", {"entry": "1; drop table"}),
        ("post", "/en/club/tournaments/{t}/timer/", {"round": "99", "minutes": "x"}),
        ("post", "/en/club/tournaments/{t}/draw/", {"fill": "%00"}),
        (
            "post",
            "/en/club/tournaments/{t}/rounds/1/tables/1/",
            {"key": "not-a-key", "points_0": "lots", "leftover_sticks": "-1"},
        ),
        ("post", "/en/club/tournaments/{t}/rounds/1/tables/1/", {"points_0": "9" * 40}),
        ("get", "/en/club/tournaments/{t}/rounds/99/", {}),
        ("get", "/en/club/tournaments/{t}/rounds/1/tables/42/", {}),
        ("get", "/en/club/tournaments/99999/", {}),
        ("get", "/en/club/tournaments/{t}/ranking/?wall=%ff", {}),
    ],
)
def test_bad_input_never_gives_a_500(organiser, method, path, data):
    tournament = make_tournament(4, 1)
    response = getattr(organiser, method)(path.format(t=tournament.pk), data)
    assert response.status_code in (200, 302, 400, 404)
    assert Slip.objects.count() == 0


def test_every_page_answers_in_french_and_spanish(organiser):
    tournament = make_tournament(16, 2)
    fill_round(tournament, 1)
    slip = Slip.objects.first()
    for language in ("fr", "es"):
        for path in (
            "",
            f"{tournament.pk}/",
            f"{tournament.pk}/settings/",
            "new/",
            f"{tournament.pk}/rounds/1/",
            f"{tournament.pk}/rounds/2/tables/1/",
            f"{tournament.pk}/slips/{slip.pk}/correct/",
            f"{tournament.pk}/ranking/",
            f"{tournament.pk}/ranking/?wall=1",
        ):
            page = organiser.get(f"/{language}/club/tournaments/{path}")
            assert page.status_code == 200, path
            assert f'lang="{language}"' in page.content.decode()


def test_table_cards_are_printed_in_the_clubs_language(organiser):
    Club.objects.create(name="Club de Lyon", languages=["fr", "en"])
    tournament = make_tournament(4, 1)
    page = organiser.get(f"/es/club/tournaments/{tournament.pk}/rounds/1/cards/").content.decode()
    assert 'lang="fr"' in page
    assert "Est donne en premier." in page
    assert f"/fr/club/tournaments/{tournament.pk}/rounds/1/tables/1/?card=" in page


def test_a_tournament_ends_on_or_after_its_first_day(organiser):
    from rules.models import Ruleset

    page = organiser.post(
        "/en/club/tournaments/new/",
        {
            "name": "Backwards",
            "starts_on": DAY.isoformat(),
            "ends_on": (DAY - datetime.timedelta(days=1)).isoformat(),
            "ruleset": Ruleset.objects.get(key="ema").pk,
            "rounds": "4",
            "fill": "byes",
            "round_minutes": "90",
        },
    )
    assert page.status_code == 400
    assert "The last day comes before the first." in page.content.decode()
    assert 'value="Backwards"' in page.content.decode()
