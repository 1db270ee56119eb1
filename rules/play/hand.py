"""One player's side of the table as the referee sees it: concealed tiles, melds, discards, riichi and
the winning tiles let pass, with the waits read by the scorer's shape analysis."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Final

from rules.scoring import (
    COPIES,
    KIND_COUNT,
    Meld,
    NotationError,
    ScoringError,
    Tile,
    analyse_13,
    parse_tiles,
    shanten,
    to_mpsz,
)

from .errors import SituationError

TileKind = int  # 0-33, the scorer's kinds: 1m-9m, 1p-9p, 1s-9s, then East ... Red
SEATS: Final = 4


def tiles_of(text: str | Iterable[Tile]) -> tuple[Tile, ...]:
    """Tiles from mpsz notation (or tiles already), `SituationError` "bad_notation" otherwise.

    >>> tiles_of("05p")
    (Tile.from_mpsz('0p'), Tile.from_mpsz('5p'))
    """
    if not isinstance(text, str):
        return tuple(text)
    try:
        return tuple(parse_tiles(text))
    except NotationError as error:
        raise SituationError("bad_notation", str(error)) from None


def melds_of(melds: Iterable[Meld | tuple[str, str]]) -> tuple[Meld, ...]:
    """Melds, or (kind, mpsz) pairs such as ("pon", "777z"), as the scorer's `Meld`."""
    out = []
    for meld in melds:
        if isinstance(meld, Meld):
            out.append(meld)
            continue
        try:
            out.append(Meld(meld[0], tiles_of(meld[1])))
        except ScoringError as error:
            raise SituationError("bad_meld", f"{meld!r}: {error.code}") from None
    return tuple(out)


@dataclass(frozen=True)
class PlayerHand:
    """One player's tiles between turns (13 counting each meld as 3) or after a draw (14).

    `discards` are all the tiles this player discarded this hand, those called by others included (they
    count for permanent furiten). `passed` are the tiles this player let pass without winning since the
    end of their temporary furiten window (their own last discard or draw, per `temporary_furiten_ends`);
    `passed_in_riichi` the tiles let pass since their riichi, their own unclaimed draws included.

    >>> PlayerHand.from_mpsz("123m456p789s1122z").waits_mpsz()
    '12z'
    """

    concealed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    discards: tuple[Tile, ...] = ()
    riichi: bool = False
    passed: tuple[Tile, ...] = ()
    passed_in_riichi: tuple[Tile, ...] = ()

    def __post_init__(self) -> None:
        size = len(self.concealed) + 3 * len(self.melds)
        if size not in (13, 14):
            raise SituationError(
                "wrong_tile_count", f"{size} tiles, counting each meld as 3; 13 or 14 are needed"
            )
        if len(self.melds) > 4:
            raise SituationError("wrong_tile_count", "at most four melds")
        held = self.held_counts
        if max(held) > COPIES:
            raise SituationError("too_many_copies", "a fifth copy of a tile")
        if self.riichi and self.is_open:
            raise SituationError("riichi_on_open_hand", "riichi is declared only on a closed hand")

    @classmethod
    def from_mpsz(
        cls,
        concealed: str,
        melds: Iterable[Meld | tuple[str, str]] = (),
        discards: str = "",
        riichi: bool = False,
        passed: str = "",
        passed_in_riichi: str = "",
    ) -> PlayerHand:
        """Build a hand from notation: `PlayerHand.from_mpsz("123m...", [("pon", "777z")], discards="9s")`."""
        return cls(
            tiles_of(concealed),
            melds_of(melds),
            tiles_of(discards),
            riichi,
            tiles_of(passed),
            tiles_of(passed_in_riichi),
        )

    @property
    def size(self) -> int:
        """13 between turns, 14 after a draw (each meld counted as 3)."""
        return len(self.concealed) + 3 * len(self.melds)

    @property
    def is_open(self) -> bool:
        """A called set opens the hand; a concealed kan does not."""
        return any(meld.opened for meld in self.melds)

    @cached_property
    def held_counts(self) -> list[int]:
        """Copies of each kind this player holds, melds included."""
        counts = [0] * KIND_COUNT
        for tile in self.concealed:
            counts[tile.kind] += 1
        for meld in self.melds:
            for tile in meld.tiles:
                counts[tile.kind] += 1
        return counts

    @cached_property
    def concealed_counts(self) -> list[int]:
        """Copies of each kind among the concealed tiles."""
        counts = [0] * KIND_COUNT
        for tile in self.concealed:
            counts[tile.kind] += 1
        return counts

    @cached_property
    def waits(self) -> tuple[TileKind, ...]:
        """The kinds that complete a 13-tile hand (none for a 14-tile one).

        A kind whose four copies are all among the concealed tiles is no wait (riichi.wiki "Karaten", Cases:
        123456789m5555p waiting on 5p is noten). A kind whose copies are in the player's own melds (an open
        or concealed kan of it, a pon beside a single) still is: riichi.wiki "Karaten", Cases, "On Tenhou
        ... 12s44466688p with a kan of 3s, scored as in tenpai. Likewise ... in Mahjong Soul"; riichienv
        0.4.11 `HandEvaluator.is_tenpai` reads it so. No EMA, WRC or M-League text on it was found: the
        same reading is kept for them (unconfirmed)."""
        if self.size != 13:
            return ()
        counts = self.concealed_counts
        # The shanten number alone (a tenth of the cost) settles most hands of a game: only a ready one
        # needs the full analysis of its shapes.
        if shanten(counts, len(self.melds)) > 0:
            return ()
        return analyse_13(counts, len(self.melds)).waits

    @property
    def tenpai(self) -> bool:
        """One tile from a winning shape (13 tiles)."""
        return bool(self.waits)

    def waits_mpsz(self) -> str:
        """The waits in compact notation, e.g. '36p'."""
        return to_mpsz([Tile(kind) for kind in self.waits])

    def without(self, tile: Tile) -> PlayerHand:
        """The hand after discarding one concealed copy of `tile` (its kind; a red five first if named)."""
        return PlayerHand(
            _remove(self.concealed, [tile]),
            self.melds,
            self.discards,
            self.riichi,
            self.passed,
            self.passed_in_riichi,
        )

    def with_tile(self, tile: Tile) -> PlayerHand:
        """The hand after drawing `tile`."""
        return PlayerHand(
            (*self.concealed, tile),
            self.melds,
            self.discards,
            self.riichi,
            self.passed,
            self.passed_in_riichi,
        )


def _remove(tiles: Sequence[Tile], taken: Sequence[Tile]) -> tuple[Tile, ...]:
    """`tiles` less one copy of each of `taken` (the same red flag first, else the same kind)."""
    rest = list(tiles)
    for tile in taken:
        for candidate in (tile, Tile(tile.kind, not tile.red)):
            if candidate in rest:
                rest.remove(candidate)
                break
        else:
            raise SituationError("tile_not_in_hand", f"no {tile.mpsz()} in the concealed tiles")
    return tuple(rest)
