"""Chromium at 390 and 1280 px, in French and Spanish: the tournament detail page after round 1 with a
player withdrawn and the rounds not yet started drawn again, the ranking marking the withdrawn, and the
league's pages (standings, player, games) whose wide tables scroll inside their box (.table-scroll, once
in site.css). Screenshots in /tmp/shots-tournament2/."""

import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from django.test import Client
from playwright.sync_api import Browser, Page

from club.league.models import Player, Season
from club.league.recording import SeatLine, record_game
from club.tournaments.drawing import draw_seating
from rules.models import Ruleset
from tests.club.tournament_helpers import fill_round, make_tournament, organiser_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-tournament2")
SIZES = {
    390: {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
    1280: {"viewport": {"width": 1280, "height": 900}},
}


def page_for(browser: Browser, live_server, user, width: int, language: str) -> Page:
    client = Client()
    client.force_login(user)
    page = browser.new_context(locale=language, **SIZES[width]).new_page()
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return page


def test_redrawn_tournament_and_league_pages_fit_the_screen(
    browser: Browser, live_server, reference_content, django_user_model
):
    tournament = make_tournament(16, 3)
    fill_round(tournament, 1)
    gone = tournament.entries.get(player__name="Joueur 07")
    gone.checked_in = False
    gone.save()
    draw_seating(tournament.pk)
    ema = Ruleset.objects.get(key="ema")
    Season.objects.create(
        name="Automne", starts_on=datetime.date(2026, 9, 1), ends_on=datetime.date(2026, 12, 31), ruleset=ema
    )
    players = [Player.objects.create(name=n) for n in ("Aiko Tanaka-Moreau", "Bruno", "Carmen", "Denis")]
    for day in (5, 6):
        lines = [
            SeatLine(p, t, Decimal(0)) for p, t in zip(players, (42000, 31000, 27000, 20000), strict=True)
        ]
        record_game(datetime.date(2026, 11, day), ema, lines, 0)
    season = Season.objects.get()
    user = organiser_user(django_user_model)
    SHOTS.mkdir(exist_ok=True)
    pages = {
        "detail": f"/club/tournaments/{tournament.pk}/",
        "ranking": f"/club/tournaments/{tournament.pk}/ranking/",
        "standings": f"/club/seasons/{season.pk}/",
        "player": f"/club/players/{players[0].pk}/",
        "games": "/club/",
    }
    for language in ("fr", "es"):
        for width in (390, 1280):
            page = page_for(browser, live_server, user, width, language)
            for name, path in pages.items():
                response = page.goto(f"{live_server.url}/{language}{path}")
                assert response is not None
                assert response.status == 200, (name, path)
                page.screenshot(path=str(SHOTS / f"{name}-{language}-{width}.png"), full_page=True)
                assert page.evaluate("document.documentElement.scrollWidth") <= width, (name, width)
                if name == "ranking":
                    assert page.get_by_test_id("withdrawn").count() == 1
                if name == "detail":
                    assert page.get_by_test_id("redraw-note").is_visible()
            page.context.close()
