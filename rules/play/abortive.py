"""The abortive draws' conditions, for the rulesets that play them (`PlayRules.abortive_draws`; [T] all
five, [M] all but sanchahou, which `resolve_claims` decides). Each test reads the table as the caller
describes it; riichienv (state/legal_actions.rs, state/mod.rs) is the reading followed."""

from __future__ import annotations

from collections.abc import Sequence

from rules.scoring import HONOR_START, Tile

from .hand import SEATS, PlayerHand

_TERMINALS_AND_HONOURS = frozenset((0, 8, 9, 17, 18, 26, *range(HONOR_START, HONOR_START + 7)))
_WINDS = range(HONOR_START, HONOR_START + 4)


def is_kyuushu_kyuuhai(hand: PlayerHand) -> bool:
    """Nine or more different terminals and honours among the 14 tiles of a player's first draw (the
    caller checks that no call has been made and that it is the player's first turn).

    >>> is_kyuushu_kyuuhai(PlayerHand.from_mpsz("19m19p1s1234z2358p9s"))
    True
    """
    return hand.size == 14 and len({t.kind for t in hand.concealed} & _TERMINALS_AND_HONOURS) >= 9


def is_suufon_renda(first_discards: Sequence[Tile]) -> bool:
    """The four players' first discards, with no call before them, are the same wind.

    >>> from rules.play import tiles_of
    >>> is_suufon_renda(tiles_of("4444z")), is_suufon_renda(tiles_of("5555z"))
    (True, False)
    """
    kinds = {tile.kind for tile in first_discards}
    return len(first_discards) == SEATS and len(kinds) == 1 and kinds <= set(_WINDS)


def is_suucha_riichi(riichi_seats: Sequence[int]) -> bool:
    """All four players have declared riichi (the fourth riichi's discard not ronned)."""
    return len(set(riichi_seats)) == SEATS


def is_suukaikan(kan_owners: Sequence[int]) -> bool:
    """Four kans made by more than one player (the fourth kan's discard not ronned). Four kans by one
    player are no abortive draw; that player may still win with suukantsu.

    >>> is_suukaikan([0, 0, 1, 2]), is_suukaikan([3, 3, 3, 3])
    (True, False)
    """
    return len(kan_owners) == 4 and len(set(kan_owners)) > 1
