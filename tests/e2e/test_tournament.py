"""A tournament run from a phone (chromium at 390 px, in French): an organiser creates it, registers and
checks in 20 players, draws 5 rounds with no repeat meeting, every table's slip is entered (one off by
1,000 points first, refused and kept filled) and the ranking adds them up. Then every tournament page is
looked at in French and Spanish at 390 and 1280 px (screenshots in /tmp/shots-tournament/), with no
Content-Security-Policy violation and nothing wider than the screen."""

import re
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest
from django.test import Client
from playwright.sync_api import Browser, Page, expect

from club.league.models import Player
from club.models import Club
from club.tournaments.models import Seat, Slip, Tournament
from tests.club.tournament_helpers import fill_round, make_tournament, organiser_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-tournament")
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
WIDE = {"viewport": {"width": 1280, "height": 900}}
# Each table's slip: East first, a different order every round so the ranking is not a tie.
ORDERS = [(42000, 31000, 27000, 20000), (20000, 42000, 31000, 27000), (27000, 20000, 42000, 31000)]


def signed_in(browser: Browser, live_server, user, **context) -> Page:
    client = Client()
    client.force_login(user)
    page = browser.new_context(**context).new_page()
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return page


def shoot(page: Page, name: str) -> None:
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_a_twenty_player_tournament_is_seated_scored_and_ranked_on_a_phone(
    browser: Browser, live_server, reference_content, django_user_model
):
    members = [Player.objects.create(name=f"Membre {n:02d}") for n in range(1, 19)]
    page = signed_in(browser, live_server, organiser_user(django_user_model), locale="fr-FR", **PHONE)
    page.goto(f"{live_server.url}/fr/club/tournaments/new/")
    page.fill("#id_name", "Open d’hiver")
    page.fill("#id_starts_on", "2026-12-05")
    page.fill("#id_ends_on", "2026-12-05")
    page.fill("#id_rounds", "5")
    page.get_by_test_id("tournament-form").locator("button[type=submit]").tap()
    expect(page.locator("h1")).to_have_text("Open d’hiver")
    tournament = Tournament.objects.get()

    for player in members[:2]:  # two club players chosen from the list, the rest registered in code
        page.select_option("#id_player", str(player.pk))
        page.get_by_test_id("entry-form").locator("button[type=submit]").tap()
        expect(page.locator(".keeper-messages")).to_contain_text(f"{player.name} est inscrit.")
    for name in ("Zoé Martin", "Íñigo Pérez"):  # guests, without an account
        page.fill("#id_guest", name)
        page.fill("#id_country", "fra")
        page.get_by_test_id("entry-form").locator("button[type=submit]").tap()
        expect(page.locator(".keeper-messages")).to_contain_text(f"{name} est inscrit.")
    for player in members[2:]:
        tournament.entries.create(player=player)
    page.goto(f"{live_server.url}/fr/club/tournaments/{tournament.pk}/")
    expect(page.locator("#entries")).to_contain_text("20 joueurs inscrits")
    page.get_by_test_id("check-in-all").tap()
    expect(page.locator("#entries")).to_contain_text("20 pointés.")
    page.get_by_test_id("draw-form").locator("button[type=submit]").tap()
    expect(page.get_by_test_id("no-repeat")).to_have_text("Aucun joueur n’en rencontre un autre deux fois.")
    shoot(page, "e2e-fr-390-detail-drawn")

    met = Counter()
    for number in range(1, 6):
        tables: dict[int, list[int]] = {}
        for seat in Seat.objects.filter(tournament=tournament, round=number):
            tables.setdefault(seat.table, []).append(seat.entry_id)
        assert sorted(tables) == [1, 2, 3, 4, 5]
        assert all(len(t) == 4 for t in tables.values())
        for at_table in tables.values():
            met.update(combinations(sorted(at_table), 2))
    assert max(met.values()) == 1  # 0 repeat meetings over 5 rounds

    first = True
    for number in range(1, 6):
        page.goto(f"{live_server.url}/fr/club/tournaments/{tournament.pk}/rounds/{number}/")
        for table in range(1, 6):
            page.get_by_test_id(f"slip-link-{table}").tap()
            points = ORDERS[(number + table) % 3]
            if first:  # a slip 1,000 points short: refused, said by how much, kept filled
                for wind, value in enumerate(points[:3]):
                    page.fill(f"#id_points_{wind}", str(value))
                page.fill("#id_points_3", str(points[3] - 1000))
                page.get_by_test_id("slip-form").locator("button[type=submit]").tap()
                expect(page.get_by_test_id("slip-error")).to_contain_text("il en manque 1\u202f000")
                expect(page.locator("#id_points_3")).to_have_value(str(points[3] - 1000))
                shoot(page, "e2e-fr-390-slip-refused")
                first = False
            for wind, value in enumerate(points):
                page.fill(f"#id_points_{wind}", str(value))
            page.get_by_test_id("slip-form").locator("button[type=submit]").tap()
            expect(page.get_by_test_id("slip-recorded")).to_be_visible()
            page.get_by_role("link", name=f"Open d’hiver · Manche {number}").tap()
            # Back on the round's seating, with this table's slip shown recorded: a goto to the next round
            # (or to the ranking) issued while that tap's navigation was under way was interrupted by it.
            expect(page.get_by_test_id("seating").locator(".done")).to_have_count(table)
    assert Slip.objects.filter(tournament=tournament).count() == 25

    page.goto(f"{live_server.url}/fr/club/tournaments/{tournament.pk}/ranking/")
    rows = page.get_by_test_id("ranking").locator("tbody tr")
    expect(rows).to_have_count(20)
    totals = [
        float(t.replace("\u2212", "-").replace("+", "").replace(",", "."))
        for t in rows.locator("td[data-total]").all_inner_texts()
    ]
    assert totals == sorted(totals, reverse=True)
    assert abs(sum(totals)) < 1e-6
    games = rows.locator("td:nth-child(4)").all_inner_texts()
    assert set(games) == {"5"}
    shoot(page, "e2e-fr-390-ranking")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # the table scrolls in its box
    page.context.close()


PAGES = (
    ("index", ""),
    ("new", "new/"),
    ("detail", "{t}/"),
    ("settings", "{t}/settings/"),
    ("seating", "{t}/rounds/1/"),
    ("cards", "{t}/rounds/1/cards/"),
    ("slip", "{t}/rounds/2/tables/1/"),
    ("slip-recorded", "{t}/rounds/1/tables/1/"),
    ("correct", "{t}/slips/{s}/correct/"),
    ("ranking", "{t}/ranking/"),
    ("wall", "{t}/ranking/?wall=1"),
)


@pytest.mark.parametrize("language", ["fr", "es"])
def test_every_tournament_page_at_390_and_1280_px(
    browser: Browser, live_server, reference_content, django_user_model, language
):
    Club.objects.create(name="Club de mahjong", languages=[language])  # the cards speak the club's language
    tournament = make_tournament(18, 3, fill="substitutes")
    fill_round(tournament, 1)
    tournament.timer_round = 2
    from datetime import timedelta

    from django.utils import timezone

    tournament.timer_ends_at = timezone.now() + timedelta(minutes=42)
    tournament.save()
    slip = Slip.objects.filter(tournament=tournament).first()
    user = organiser_user(django_user_model)
    for width, context in ((390, PHONE), (1280, WIDE)):
        page = signed_in(
            browser, live_server, user, locale=f"{language}-ES" if language == "es" else "fr-FR", **context
        )
        problems: list[str] = []
        page.on("console", lambda message, found=problems: found.append(message.text))
        for name, path in PAGES:
            url = f"{live_server.url}/{language}/club/tournaments/" + path.format(t=tournament.pk, s=slip.pk)
            response = page.goto(url)
            assert response is not None
            assert response.status == 200, url
            page.wait_for_load_state("load")
            wide = page.evaluate(
                "[...document.querySelectorAll('body *')].filter(e => !e.closest('.table-scroll'))"
                ".filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)"
                ".map(e => e.tagName + '.' + e.className).slice(0, 5)"
            )
            assert wide == [], (name, width, wide)
            assert page.evaluate("document.documentElement.scrollWidth") <= width, (name, width)
            shoot(page, f"{language}-{width}-{name}")
            if name == "ranking":  # every table scored alike: equal players show the same rank (1, 1, ..., 6)
                rows = page.get_by_test_id("ranking").locator("tbody tr")
                ranks = rows.locator("td:first-child").all_inner_texts()
                totals = rows.locator("td[data-total]").all_inner_texts()
                played = [
                    index
                    for index, games in enumerate(rows.locator("td:nth-child(4)").all_inner_texts())
                    if games != "0"
                ]
                for index in played:
                    first = totals.index(totals[index])
                    assert ranks[index] == str(first + 1), (ranks, totals)
                assert ranks[0] == ranks[1] == "1"
            if name == "wall":  # the script counts the organiser's timer down between refreshes
                expect(page.locator("[data-timer-left]")).to_have_text(re.compile(r"^(3\d|4[01]):\d\d$"))
                expect(page.locator("[data-timer-over]")).to_be_hidden()
            if name == "cards":  # as printed: two cards to an A4 page, no header
                page.emulate_media(media="print")
                page.set_viewport_size({"width": 794, "height": 1123})
                shoot(page, f"{language}-print-cards")
                page.emulate_media(media="screen")
                page.set_viewport_size(context["viewport"])
        assert [text for text in problems if "Refused" in text] == []
        page.context.close()
