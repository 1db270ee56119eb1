"""The end of a table's game: one tap sends its final result to the club's games, where an organiser
confirms it. Sent, the game is closed: no hand can be added or undone, so the result the organiser
confirms is the one the table sent.

The result is written once, at the send, from the engine's replay (points with the leftover sticks,
places and hanchan scores): it is the hand-off to the club's games, not a copy kept beside the hands.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import transaction
from django.utils import timezone

from club.keeper.models import TableGame
from club.keeper.table import table_view

CONFIRM_PERMISSION = "club.confirm_tablegame"


def may_confirm(user: AbstractBaseUser | AnonymousUser) -> bool:
    """Whether this user may confirm a table's final scores: an organiser (the permission)."""
    return bool(user.is_authenticated and user.has_perm(CONFIRM_PERMISSION))


class NotFinished(ValueError):
    """The game is still going on: there is no final result to send."""


def final_result(game: TableGame) -> dict[str, Any]:
    """The final result as the club's games take it: each seat's name, points, place and score."""
    view = table_view(game)
    if not view.state.is_game_over():
        raise NotFinished(str(game.pk))
    return {
        "end": view.state.end_reason,
        "ruleset": game.ruleset.key,
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


def confirm(game_id: object, user: AbstractBaseUser) -> bool:
    """An organiser's confirmation of a sent result; False when there is nothing to confirm."""
    with transaction.atomic():
        game = TableGame.objects.select_for_update().get(pk=game_id)
        if game.sent_at is None or game.confirmed_at is not None:
            return False
        game.confirmed_at = timezone.now()
        game.confirmed_by = user  # type: ignore[assignment]
        game.save(update_fields=["confirmed_at", "confirmed_by"])
    return True
