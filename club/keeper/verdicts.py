"""The four players confirm their table's result themselves: once all four have, it goes to the season.

After the send, each player answers for their own seat, once: a member signed in to their account, a
guest from their own phone (the phone's key, a random cookie, answers for one seat of a game, never two).
The fourth confirmation records the game in the club's games, in the same transaction, under the table's
row lock (SELECT ... FOR UPDATE on PostgreSQL; SQLite writes one transaction at a time): four phones
answering at once record it exactly once. One dispute stops it there: the result waits for an organiser,
who confirms it (club.keeper.sending.confirm) or corrects the game once recorded. Every answer is kept
(club.keeper.models.SeatVerdict) with who gave it, from which phone, and when.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from django.contrib.auth.models import AnonymousUser, User
from django.db import IntegrityError, transaction

from club.keeper.models import SeatVerdict, TableGame
from club.keeper.sending import record_sent_result
from club.league.models import Player
from club.permissions import answers_for_seat


class VerdictRefused(ValueError):
    """An answer the table cannot take; `code` names why (see club.keeper.phrases.VERDICT_REFUSALS)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class SeatAnswer:
    """Where a seat stands after the send: its player, whether an account answers for it, its verdict."""

    seat: int
    name: str
    account_id: int | None
    verdict: SeatVerdict | None


def phone_digest(phone_key: str) -> str:
    """A phone's key as it is stored: a digest, so the database never holds a key that answers."""
    return hashlib.sha256(phone_key.encode()).hexdigest() if phone_key else ""


def seat_answers(game: TableGame) -> list[SeatAnswer]:
    """Each seat's player and answer so far, East first."""
    accounts = dict(Player.objects.filter(name__in=game.names).values_list("name", "account_id"))
    verdicts = {verdict.seat: verdict for verdict in game.verdicts.all()}
    return [
        SeatAnswer(seat, name, accounts.get(name), verdicts.get(seat)) for seat, name in enumerate(game.names)
    ]


def answered_seat(game: TableGame, user: User | AnonymousUser, phone_key: str) -> int | None:
    """The seat this visitor already answered for at this table (by account or by phone), if any."""
    verdicts = game.verdicts.all()
    for verdict in verdicts:
        if user.is_authenticated and verdict.account_id == user.pk:
            return verdict.seat
        if phone_key and verdict.phone == phone_digest(phone_key):
            return verdict.seat
    return None


def own_seat(game: TableGame, user: User | AnonymousUser) -> int | None:
    """The seat of the signed-in member at this table, if they play at it."""
    if not user.is_authenticated:
        return None
    for answer in seat_answers(game):
        if answer.account_id == user.pk:
            return answer.seat
    return None


@dataclass(frozen=True)
class SeatRow:
    """A seat's line in the players' confirmation, as this visitor sees it."""

    answer: SeatAnswer
    open_to_visitor: bool  # they may answer for it now
    needs_sign_in: bool  # a member's seat: they answer signed in to their account


def seat_rows(game: TableGame, user: User | AnonymousUser, phone_key: str) -> list[SeatRow]:
    """Each seat's line: its answer so far, and whether this visitor may give it (the rules of `_check`)."""
    answered = answered_seat(game, user, phone_key)
    mine = own_seat(game, user)
    rows = []
    for answer in seat_answers(game):
        waiting = answer.verdict is None and answered is None and mine in (None, answer.seat)
        allowed = answers_for_seat(user, answer.account_id)
        rows.append(SeatRow(answer, waiting and allowed, waiting and not allowed and mine is None))
    return rows


def _check(game: TableGame, seat: int, user: User | AnonymousUser, phone_key: str) -> None:
    if game.sent_at is None:
        raise VerdictRefused("not_sent")
    if game.confirmed_at is not None:
        raise VerdictRefused("recorded")
    if not 0 <= seat < 4:
        raise VerdictRefused("no_such_seat")
    answers = seat_answers(game)
    if answers[seat].verdict is not None:
        raise VerdictRefused("answered")
    if not answers_for_seat(user, answers[seat].account_id):
        raise VerdictRefused("members_account")
    mine = own_seat(game, user)
    if mine is not None and mine != seat:
        raise VerdictRefused("other_seat")
    if answered_seat(game, user, phone_key) is not None:
        raise VerdictRefused("phone_answered")
    if not user.is_authenticated and not phone_key:
        raise VerdictRefused("no_phone_key")


def give_verdict(
    game_id: object,
    seat: int,
    verdict: str,
    *,
    user: User | AnonymousUser,
    phone_key: str,
    reason: str = "",
) -> bool:
    """Take one seat's answer; True when it was the fourth confirmation and the game went to the season.

    `VerdictRefused` names why an answer is not taken (not sent yet, recorded already, that seat answered,
    a member's seat without their account, this phone or account answered for another seat)."""
    if verdict not in (SeatVerdict.CONFIRMED, SeatVerdict.DISPUTED):
        raise VerdictRefused("bad_verdict")
    try:
        with transaction.atomic():
            game = TableGame.objects.select_for_update().select_related("ruleset").get(pk=game_id)
            _check(game, seat, user, phone_key)
            SeatVerdict.objects.create(
                game=game,
                seat=seat,
                verdict=verdict,
                reason=reason.strip() if verdict == SeatVerdict.DISPUTED else "",
                account=user if user.is_authenticated else None,
                phone=phone_digest(phone_key),
            )
            confirmations = game.verdicts.filter(verdict=SeatVerdict.CONFIRMED).count()
            if confirmations < 4:
                return False
            record_sent_result(game)
            game.confirmed_by_players = True
            game.save(update_fields=["recorded_game", "confirmed_at", "confirmed_by_players"])
            return True
    except IntegrityError:  # another phone answered for this seat in the same instant
        raise VerdictRefused("answered") from None


def disputed(game: TableGame) -> list[SeatVerdict]:
    """The disputes of a table's result (the result then waits for an organiser)."""
    return [verdict for verdict in game.verdicts.all() if verdict.verdict == SeatVerdict.DISPUTED]
