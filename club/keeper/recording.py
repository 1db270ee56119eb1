"""Recording a table's hands exactly once, and undoing the last one, decided by the database.

A hand is checked by replaying the table's hands and pushing it on the engine, then saved under its
submission key. The key is unique: the same hand sent twice (two taps, a resend from the offline queue,
two requests racing) is recorded once and both senders hear it was recorded. A different hand sent for a
number already taken (two phones entering the same hand) is refused by the one-live-hand-per-number
constraint, so the table never counts a hand twice.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Any

from django.db import IntegrityError, transaction
from django.utils import timezone

from club.keeper.hands import HandRecordError, checked_record, push_record, replay
from club.keeper.models import KeptHand, TableGame
from rules.play import PlayError


@dataclass(frozen=True)
class Recorded:
    """What became of a sent hand: `number` is its place in the game; `again` when it was already there."""

    number: int
    again: bool = False


class HandRefused(ValueError):
    """A hand the table cannot record; `code` names why (a HandRecordError code, an engine rule, or
    "taken": another hand was recorded first for this number)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def _already(key: uuid.UUID, game: TableGame) -> Recorded | None:
    hand = KeptHand.objects.filter(key=key).first()
    if hand is None:
        return None
    if hand.game_id != game.pk:
        raise HandRefused("key_of_another_table")
    return Recorded(hand.number, again=True)


def record_hand(game: TableGame, key: uuid.UUID, record: Any, number: int | None = None) -> Recorded:
    """Record one hand sent with `key`; `number` is the hand the sender saw next (None: whatever comes
    next). `HandRefused` where the record or the engine refuses it, or where the number is taken."""
    if (known := _already(key, game)) is not None:
        return known
    if game.sent_at is not None:
        raise HandRefused("sent")
    table = game.table_rules
    try:
        checked = checked_record(record, table.play)
    except HandRecordError as error:
        raise HandRefused(error.code) from error
    try:
        with transaction.atomic():
            records = game.live_records()
            if number is not None and number != len(records) + 1:
                raise HandRefused("taken")
            state = replay(table.new_game(), records)
            try:
                push_record(state, checked)
            except PlayError as error:
                raise HandRefused(error.rule) from error
            hand = KeptHand.objects.create(game=game, number=len(records) + 1, record=checked, key=key)
    except IntegrityError:
        if (known := _already(key, game)) is not None:
            return known
        raise HandRefused("taken") from None
    return Recorded(hand.number)


def undo_hand(game: TableGame, key: uuid.UUID) -> bool:
    """Undo the hand recorded with `key` if it is the game's last; False when there was nothing to undo
    (already undone, or a later hand came after it), so an undo sent twice undoes one hand."""
    if TableGame.objects.filter(pk=game.pk, sent_at__isnull=False).exists():
        return False  # the result went to the club's games: the hands are closed
    with transaction.atomic():
        last = game.hands.filter(undone_at__isnull=True).order_by("-number").select_for_update().first()
        if last is None or last.key != key:
            return False
        last.undone_at = timezone.now()
        last.save(update_fields=["undone_at"])
    return True
