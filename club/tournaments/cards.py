"""The table card's address: a slip's page with a token only the printed card carries, so the players of
a table (guests too, who have no account) may enter its slip, and nobody may guess another table's."""

from __future__ import annotations

from django.utils.crypto import constant_time_compare, salted_hmac

from club.tournaments.models import Tournament

SALT = "club.tournaments.card"


def card_token(tournament: Tournament, number: int, table: int) -> str:
    """The token of one table's card in one round (a new draw gives new tokens)."""
    return salted_hmac(SALT, f"{tournament.pk}:{tournament.seed}:{number}:{table}").hexdigest()[:16]


def holds_card(tournament: Tournament, number: int, table: int, token: str) -> bool:
    """Whether `token` is that table's card."""
    return bool(token) and constant_time_compare(token, card_token(tournament, number, table))
