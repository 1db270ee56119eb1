"""Riichi: may this player declare, which discards keep the hand tenpai, and which concealed kans stay
allowed after the declaration."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rules.scoring import STICK, Meld, Tile

from .errors import SituationError
from .hand import PlayerHand
from .rules import PlayRules

RIICHI_REASONS: Final = ("riichi", "already_riichi", "open_hand", "points", "wall", "not_tenpai")


@dataclass(frozen=True, slots=True)
class RiichiVerdict:
    """The answer to "may I call riichi?": `allowed`, a reason key (RIICHI_REASONS), whether it is a
    double riichi, and the discards that keep the hand tenpai (one tile per kind, a plain five before a red)."""

    allowed: bool
    reason: str
    double: bool = False
    discards: tuple[Tile, ...] = ()


def riichi_discards(hand: PlayerHand) -> tuple[Tile, ...]:
    """The tiles of a 14-tile hand whose discard leaves it tenpai.

    >>> riichi_discards(PlayerHand.from_mpsz("123m456p789s2345s9m"))
    (Tile.from_mpsz('9m'), Tile.from_mpsz('2s'), Tile.from_mpsz('5s'))
    """
    if hand.size != 14:
        raise SituationError("wrong_tile_count", "riichi is asked of the 14 tiles after a draw")
    out: list[Tile] = []
    for tile in sorted(set(hand.concealed), key=lambda t: (t.kind, t.red)):
        if all(tile.kind != kept.kind for kept in out) and hand.without(tile).tenpai:
            out.append(tile)
    return tuple(out)


def may_riichi(
    hand: PlayerHand, rules: PlayRules, *, points: int, tiles_left: int, first_turn: bool = False
) -> RiichiVerdict:
    """May this player (14 tiles, on their turn) declare riichi?

    The conditions, checked in this order: not already in riichi; a closed hand (concealed kans allowed);
    the ruleset's points condition (`riichi_needs_stick`: at least the 1,000 of the stick, [T]); at least
    `riichi_min_wall` tiles left to draw ([E] [W] [T]: 4; [L]: 0); a discard that leaves the hand tenpai.
    `first_turn`: the player's first discard with no call before it, which makes it a double riichi.

    >>> from rules.play import play_rules
    >>> hand = PlayerHand.from_mpsz("123m456p789s2345s9m")
    >>> may_riichi(hand, play_rules("tenhou"), points=900, tiles_left=20).reason
    'points'
    >>> may_riichi(hand, play_rules("ema"), points=900, tiles_left=3).reason
    'wall'
    >>> may_riichi(hand, play_rules("mleague"), points=900, tiles_left=0).allowed
    True
    """
    if hand.riichi:
        return RiichiVerdict(False, "already_riichi")
    if hand.is_open:
        return RiichiVerdict(False, "open_hand")
    if rules.riichi_needs_stick and points < STICK:
        return RiichiVerdict(False, "points")
    if tiles_left < rules.riichi_min_wall:
        return RiichiVerdict(False, "wall")
    discards = riichi_discards(hand)
    if not discards:
        return RiichiVerdict(False, "not_tenpai")
    return RiichiVerdict(True, "riichi", first_turn, discards)


def may_ankan_in_riichi(hand: PlayerHand, drawn: Tile) -> bool:
    """After riichi, may the player make a concealed kan of the tile just drawn?

    The definition followed is riichienv's (the oracle, state/legal_actions.rs): only the drawn tile's
    kind, four copies concealed, and the waits after the kan equal the waits before the draw (and are not
    none). Some rulebooks add that the kan must not change the hand's reading ([E] RCR 2012 §3.4.6 makes an
    invalid kan a chombo without defining it further); this engine does not.

    >>> may_ankan_in_riichi(PlayerHand.from_mpsz("111m456p789s2345s1m", riichi=True), Tile.from_mpsz("1m"))
    True
    >>> may_ankan_in_riichi(PlayerHand.from_mpsz("111m23m456p789s22s1m", riichi=True), Tile.from_mpsz("1m"))
    False
    """
    if hand.size != 14 or not hand.riichi:
        return False
    if hand.concealed_counts[drawn.kind] != 4:
        return False
    before = hand.without(drawn).waits
    four = tuple(tile for tile in hand.concealed if tile.kind == drawn.kind)
    rest = tuple(tile for tile in hand.concealed if tile.kind != drawn.kind)
    after = PlayerHand(rest, (*hand.melds, Meld("ankan", four)), riichi=True).waits
    return bool(before) and before == after
