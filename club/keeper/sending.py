"""The end of a table's game: one tap sends its final result to the club's games, where the four
players confirm it (club.keeper.verdicts) or an organiser does. Sent, the game is closed: no hand can be
added or undone, so the result confirmed is the one the table sent.

The result is written once, at the send, from the engine's replay (points, leftover sticks and
penalties): it is the hand-off to the club's games, not a copy kept beside the hands. The confirmation
(the organiser's, or the fourth player's) records it as a club game (`club.league.recording.record_game`, which computes the places
and hanchan scores as for any score sheet), each name a club player (a guest where the club has none).
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from club.keeper.models import TableGame
from club.keeper.table import table_view
from club.league.models import Player
from club.league.recording import SeatLine, record_game
from club.permissions import is_organiser

may_confirm = is_organiser  # who records the club's games confirms a table's


class NotFinished(ValueError):
    """The game is still going on: there is no final result to send."""


def final_result(game: TableGame) -> dict[str, Any]:
    """The final result as the club's games take it: each seat's name, points, place and score."""
    view = table_view(game)
    if not view.state.is_game_over():
        raise NotFinished(str(game.pk))
    position = view.state.position
    return {
        "end": view.state.end_reason,
        "ruleset": game.ruleset.key,
        "table_points": list(position.scores),  # before the leftover sticks, as a score sheet has them
        "leftover_sticks": position.sticks,
        "penalties": [str(Decimal(penalty) / 1000) for penalty in position.penalties],
        "players": [
            {
                "seat": final.seat,
                "name": final.name,
                "points": final.points,
                "place": final.place,
                "score": None if final.score is None else str(final.score),
            }
            for final in sorted(view.finals, key=lambda final: final.seat)
        ],
    }


def send_to_club(game_id: object) -> bool:
    """Send the final result once; False when it was already sent (a second tap changes nothing)."""
    with transaction.atomic():
        game = TableGame.objects.select_for_update().select_related("ruleset").get(pk=game_id)
        if game.sent_at is not None:
            return False
        game.final = final_result(game)
        game.sent_at = timezone.now()
        game.save(update_fields=["final", "sent_at"])
    return True


def record_sent_result(game: TableGame) -> None:
    """Record a sent result as a club game, once (the caller holds the table's row locked and has checked
    it is not recorded yet): each name a club player (a guest where the club has none)."""
    final = game.final
    lines = [
        SeatLine(Player.objects.get_or_create(name=name)[0], points, Decimal(penalty))
        for name, points, penalty in zip(game.names, final["table_points"], final["penalties"], strict=True)
    ]
    game.recorded_game = record_game(
        game.started_at.date(), game.ruleset, lines, leftover_sticks=final["leftover_sticks"]
    )
    game.confirmed_at = timezone.now()


def confirm(game_id: object, user: AbstractBaseUser) -> bool:
    """An organiser's confirmation of a sent result, recorded as a club game; False when there is
    nothing to confirm (not sent, or confirmed already: a second tap records no second game)."""
    with transaction.atomic():
        game = TableGame.objects.select_for_update().select_related("ruleset").get(pk=game_id)
        if game.sent_at is None or game.confirmed_at is not None:
            return False
        record_sent_result(game)
        game.confirmed_by = user  # type: ignore[assignment]
        game.save(update_fields=["recorded_game", "confirmed_at", "confirmed_by"])
    return True
