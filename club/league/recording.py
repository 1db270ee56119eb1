"""A score sheet turned into a game: each seat's place and hanchan score computed by the scorer's
results code under the game's rules, less the seat's penalties, saved with the sheet in one transaction."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction

from club.league.models import Game, GameSeat, Player
from rules.models import Ruleset
from rules.scoring import hanchan_scores


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
    placings = hanchan_scores([line.points for line in lines], ruleset.result_rules(), leftover_sticks)
    game = Game.objects.create(played_on=played_on, ruleset=ruleset, leftover_sticks=leftover_sticks)
    GameSeat.objects.bulk_create(
        GameSeat(
            game=game,
            seat=placing.seat,
            player=line.player,
            points=line.points,
            penalty=line.penalty,
            place=placing.place,
            score=placing.score - line.penalty,
        )
        for placing, line in zip(placings, lines, strict=True)
    )
    return game
