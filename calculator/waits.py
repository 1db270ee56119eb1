"""Hand analysis: what a hand one tile from winning waits on, how many of each wait are still unseen,
and what it would score on each one, by ron and by tsumo.

A player who has 13 tiles wants "3p: 2 left, 3,900", not a list of tiles: the scorer answers each
wait as a full scoring request (the hand plus that tile, the rest of the situation as entered), so
the values follow the chosen ruleset exactly. The page and the JSON API (POST /api/v1/waits) read
this one module.
"""

from collections import Counter
from dataclasses import dataclass
from typing import Any

from rules.phrases import tiles_in_words
from rules.scoring import (
    COPIES,
    KIND_COUNT,
    NotationError,
    Tile,
    analyse_13,
    kind_mpsz,
    parse_tiles,
    score_request,
    to_mpsz,
)

# Scorer answers after which the page still shows where the hand stands.
ANALYSED_ERRORS = ("not_complete", "wrong_tile_count", "win_tile_not_in_hand", "no_yaku")


@dataclass(frozen=True)
class WaitValue:
    """One wait: the tile, the copies the player cannot see, and the scorer's answers (contract
    responses or error objects) for a win on it by ron and by tsumo."""

    tile: str
    left: int
    ron: dict[str, Any]
    tsumo: dict[str, Any]

    def as_dict(self) -> dict[str, Any]:
        return {"tile": self.tile, "left": self.left, "ron": self.ron, "tsumo": self.tsumo}


@dataclass(frozen=True)
class HandAnalysis:
    """Where 13 tiles stand: shanten (0 is tenpai) and, when tenpai, the value of each wait."""

    shanten: int
    waits: tuple[WaitValue, ...]
    waits_mpsz: str = ""

    @property
    def tenpai(self) -> bool:
        return self.shanten == 0

    def as_dict(self) -> dict[str, Any]:
        return {
            "shanten": self.shanten,
            "waits_mpsz": self.waits_mpsz,
            "waits": [wait.as_dict() for wait in self.waits],
        }


@dataclass(frozen=True)
class ShortHand:
    """A hand one tile short of winning: its concealed tiles in notation and the tiles of its melds."""

    concealed: str
    meld_tiles: tuple[tuple[Tile, ...], ...]


def short_hand(request: dict[str, Any]) -> ShortHand | None:
    """The hand as entered when it has 13 tiles (fewer beside melds), or the hand without its winning
    tile; None for any other hand or for notation the scorer will refuse (it says why)."""
    melds = request.get("melds") or []
    try:
        hand = parse_tiles(str(request.get("hand", "")))
        win = parse_tiles(str(request.get("win_tile", "")))
        meld_tiles = tuple(tuple(parse_tiles(meld["tiles"])) for meld in melds)
    except (NotationError, KeyError, TypeError):
        return None
    short = 13 - 3 * len(meld_tiles)
    if len(hand) == short + 1 and len(win) == 1:
        same = [tile for tile in hand if tile == win[0]] or [
            tile for tile in hand if tile.kind == win[0].kind
        ]
        if not same:
            return None
        hand.remove(same[0])
    elif len(hand) != short:
        return None
    return ShortHand(to_mpsz(hand), meld_tiles)


def analyse_hand(request: dict[str, Any], messages: dict[str, str] | None = None) -> HandAnalysis | None:
    """The analysis of a hand one tile short of winning (see `short_hand`), or None when the hand is
    not one; `messages` are the scorer's error templates in the reader's language."""
    short = short_hand(request)
    if short is None:
        return None
    try:
        indicators = parse_tiles(str(request.get("dora_indicators") or ""))
    except NotationError:
        indicators = []
    concealed = Counter(tile.kind for tile in parse_tiles(short.concealed))
    held = concealed + Counter(tile.kind for meld in short.meld_tiles for tile in meld)
    seen = held + Counter(tile.kind for tile in indicators)
    if max(seen.values(), default=0) > COPIES:
        return None
    found = analyse_13(
        [concealed[kind] for kind in range(KIND_COUNT)],
        melds=len(short.meld_tiles),
        seen=tuple(held[kind] for kind in range(KIND_COUNT)),
    )
    waits = []
    for kind in found.waits:
        tile = kind_mpsz(kind)
        win = {**request, "hand": short.concealed + tile, "win_tile": tile}
        waits.append(
            WaitValue(
                tile=tile,
                left=COPIES - seen[kind],
                ron=score_request({**win, "tsumo": False}, messages=messages, tile_names=tiles_in_words),
                tsumo=score_request({**win, "tsumo": True}, messages=messages, tile_names=tiles_in_words),
            )
        )
    return HandAnalysis(found.shanten, tuple(waits), found.waits_mpsz())


def tiles_to_add(request: dict[str, Any]) -> int | None:
    """How many tiles the hand lacks to be a whole hand of 14 (negative: how many too many); None
    when its notation does not parse (the scorer names the mistake)."""
    try:
        hand = parse_tiles(str(request.get("hand", "")))
    except NotationError:
        return None
    melds = request.get("melds") or []
    return 14 - 3 * len(melds) - len(hand)
