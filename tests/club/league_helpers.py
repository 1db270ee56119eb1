"""Building a league season in code for the tests of its kept pages: a season, four players, games."""

from __future__ import annotations

import datetime
import re
from decimal import Decimal

from club.league.models import Game, Player, Season
from club.league.recording import SeatLine, record_game
from rules.models import Ruleset

DAY = datetime.date(2026, 11, 5)


def make_season() -> Season:
    return Season.objects.create(
        name="Automne",
        starts_on=datetime.date(2026, 9, 1),
        ends_on=datetime.date(2026, 12, 31),
        ruleset=Ruleset.objects.get(key="ema"),
    )


def make_players() -> list[Player]:
    return [Player.objects.create(name=name) for name in ("Aiko", "Bruno", "Carmen", "Denis")]


def play(season: Season, players: list[Player], points: list[int]) -> Game:
    """Record a game of the season, the players in seat order (East first)."""
    lines = [SeatLine(player, total, Decimal(0)) for player, total in zip(players, points, strict=True)]
    return record_game(DAY, season.ruleset, lines)


def total_of(page: str, player: Player) -> str:
    """A player's total in the standings page (the machine-read attribute)."""
    found = re.search(rf'<tr data-player="{player.pk}">.*?data-total="([^"]+)"', page)
    assert found, player.name
    return found[1]
