"""A score sheet turned into a game: each seat's place and hanchan score computed by the scorer's
results code under the game's rules, less the seat's penalties, saved with the sheet in one transaction.

A correction rewrites the game only if nobody corrected it since the organiser opened it (its version
number is still the one they saw): two organisers correcting one game at once cannot overwrite each
other unseen. Every save is kept by django-simple-history with who and when, so a correction never loses
the earlier value."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction
from simple_history.utils import bulk_create_with_history

from club.league.models import Game, GameSeat, Player
from club.scored import Scored, scored_lines
from rules.models import Ruleset


@dataclass(frozen=True)
class SeatLine:
    """One line of a sheet: who sat there, their final points and their penalties in hanchan points."""

    player: Player
    points: int
    penalty: Decimal = Decimal(0)


@transaction.atomic
def record_game(
    played_on: datetime.date, ruleset: Ruleset, lines: list[SeatLine], leftover_sticks: int = 0
) -> Game:
    """Save a checked sheet (four lines in seat order, East first) as a game with its scores."""
    scored = scored_lines(lines, ruleset.result_rules(), leftover_sticks)
    game = Game.objects.create(played_on=played_on, ruleset=ruleset, leftover_sticks=leftover_sticks)
    _create_seats(game, scored, lines)
    return game


def _create_seats(game: Game, scored: list[Scored], lines: list[SeatLine]) -> None:
    """The game's four lines with their places and scores, each kept in the history."""
    bulk_create_with_history(
        [
            GameSeat(game=game, seat=seat.seat, player=line.player, **seat.fields())
            for seat, line in zip(scored, lines, strict=True)
        ],
        GameSeat,
    )


class StaleGame(Exception):
    """The game was corrected by someone else since this correction started from it."""

    def __init__(self, current: Game) -> None:
        super().__init__(current.pk)
        self.current = current


@transaction.atomic
def correct_game(
    game_id: int,
    seen_version: int,
    played_on: datetime.date,
    ruleset: Ruleset,
    lines: list[SeatLine],
    leftover_sticks: int = 0,
) -> Game:
    """Rewrite a game from a corrected sheet; StaleGame if its version is no longer `seen_version`.

    The row is locked for the transaction (PostgreSQL: SELECT ... FOR UPDATE; SQLite writes one
    transaction at a time), so of two corrections from the same version exactly one wins."""
    game = Game.objects.select_for_update().get(pk=game_id)
    if game.version != seen_version:
        raise StaleGame(game)
    scored = scored_lines(lines, ruleset.result_rules(), leftover_sticks)
    game.played_on, game.ruleset, game.leftover_sticks = played_on, ruleset, leftover_sticks
    game.version += 1
    game.save()
    # The seats are written anew (a player may move seat, which one seat at a time would refuse); the
    # history keeps the old lines as deleted ones, with who and when.
    for seat in game.seats.all():
        seat.delete()
    _create_seats(game, scored, lines)
    return game
