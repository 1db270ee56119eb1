"""The typed input of the scorer: melds and a winning hand, validated on construction."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from .errors import ScoringError
from .tiles import (
    COPIES,
    KIND_COUNT,
    NotationError,
    Tile,
    TileKind,
    kind_mpsz,
    parse_tiles,
    to_mpsz,
)

MELD_KINDS: Final = ("chi", "pon", "kan", "ankan", "shouminkan")
KAN_KINDS: Final = frozenset({"kan", "ankan", "shouminkan"})


def parse_field(text: object, name: str, red_fives: bool = True) -> tuple[Tile, ...]:
    """Tiles of one request field, or `bad_notation` naming the field; `red_fives=False` reads 0p as 5p.

    >>> parse_field("12m", "hand")
    (Tile.from_mpsz('1m'), Tile.from_mpsz('2m'))
    """
    try:
        return tuple(parse_tiles(text, red_fives))  # type: ignore[arg-type]
    except NotationError:
        raise ScoringError("bad_notation", field=name, text=text) from None


@dataclass(frozen=True, slots=True)
class Meld:
    """A called or kan set: chi, pon, kan (open, from a discard), ankan (concealed) or shouminkan (added)."""

    kind: str
    tiles: tuple[Tile, ...]
    first: TileKind = field(init=False, repr=False, compare=False)  # start of a chow, kind of a pon/kan
    reds: int = field(init=False, repr=False, compare=False)  # red fives among the tiles

    def __post_init__(self) -> None:
        if self.kind not in MELD_KINDS:
            raise ScoringError("bad_request", field="melds", problem="meld_kind", kind=self.kind)
        size = 4 if self.kind in KAN_KINDS else 3
        if len(self.tiles) != size:
            raise ScoringError(
                "wrong_tile_count",
                field="meld",
                tiles=to_mpsz(self.tiles),
                count=len(self.tiles),
                expected=size,
            )
        kinds = sorted([tile.kind for tile in self.tiles])
        low = kinds[0]
        if self.kind == "chi":
            shaped = low < 27 and low % 9 <= 6 and kinds == [low, low + 1, low + 2]
            if not shaped:
                raise ScoringError(
                    "bad_request", field="melds", problem="meld_run", tiles=to_mpsz(self.tiles)
                )
        elif kinds[-1] != low:
            raise ScoringError("bad_request", field="melds", problem="meld_same", tiles=to_mpsz(self.tiles))
        object.__setattr__(self, "first", low)
        object.__setattr__(self, "reds", [tile.red for tile in self.tiles].count(True))

    @classmethod
    def from_mpsz(cls, kind: str, text: str) -> Meld:
        """Parse a meld such as ('pon', '777z') or ('chi', '340m').

        >>> Meld.from_mpsz("pon", "777z").opened
        True
        """
        return cls(kind, parse_field(text, "melds.tiles"))

    @property
    def opened(self) -> bool:
        """Every meld but a concealed kan opens the hand."""
        return self.kind != "ankan"

    @property
    def is_kan(self) -> bool:
        """Four tiles: kan, ankan or shouminkan."""
        return self.kind in KAN_KINDS

    def mpsz(self) -> str:
        """The tiles of the meld in notation."""
        return to_mpsz(self.tiles)

    def __repr__(self) -> str:
        return f"Meld.from_mpsz({self.kind!r}, {self.mpsz()!r})"


def check_copies(counts: Iterable[int], reds: Iterable[Tile] = ()) -> None:
    """Raise `too_many_copies` for a fifth copy of a kind, or a second red five of a suit.

    >>> check_copies([5] + [0] * 33)  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    ScoringError: too_many_copies
    """
    for kind, count in enumerate(counts):
        if count > COPIES:
            raise ScoringError("too_many_copies", tile=kind_mpsz(kind), count=count, limit=COPIES)
    red_kinds = [tile.kind for tile in reds if tile.red]
    for kind in set(red_kinds):
        if red_kinds.count(kind) > 1:
            raise ScoringError(
                "too_many_copies", tile="0" + kind_mpsz(kind)[1], count=red_kinds.count(kind), limit=1
            )


@dataclass(init=False, slots=True)
class Hand:
    """A winning hand: the concealed tiles (winning tile included), the winning tile and the melds.

    Never changed once built. It has its own `__init__` rather than a frozen dataclass's: compiled
    (see `compiled`), a generated `__init__` stays interpreted and a frozen one sets every field through
    `object.__setattr__`, which cost more than the rest of reading a request. The dataclass still
    gives equality (of tiles, winning tile and melds) and the field list.
    """

    tiles: tuple[Tile, ...]
    win_tile: Tile
    melds: tuple[Meld, ...]
    counts: tuple[int, ...] = field(repr=False, compare=False)
    all_counts: tuple[int, ...] = field(repr=False, compare=False)
    reds: int = field(repr=False, compare=False)
    closed: bool = field(repr=False, compare=False)
    kans: int = field(repr=False, compare=False)
    # Tiles (melds included) per suit (m, p, s), honours, terminals and green tiles: summaries of the
    # counts that every score reads, taken once with them.
    suit_sizes: tuple[int, int, int, int, int, int] = field(repr=False, compare=False)

    def __init__(self, tiles: tuple[Tile, ...], win_tile: Tile, melds: tuple[Meld, ...] = ()) -> None:
        if len(melds) > 4:
            raise ScoringError("wrong_tile_count", field="melds", count=len(melds), expected=4)
        if len(tiles) != 14 - 3 * len(melds):
            raise ScoringError(
                "wrong_tile_count", field="hand", count=len(tiles), expected=14 - 3 * len(melds)
            )
        self.tiles, self.win_tile, self.melds = tiles, win_tile, melds
        # One pass over the tiles, one over the melds, for every summary: this runs for each scored
        # request. Red fives are few, so their kinds are listed rather than counted per kind.
        counts = [0] * KIND_COUNT
        red_kinds = []
        for tile in tiles:
            counts[tile.kind] += 1
            if tile.red:
                red_kinds.append(tile.kind)
        all_counts = counts[:]
        reds = len(red_kinds)
        closed, kans = True, 0
        for meld in melds:
            first, kind = meld.first, meld.kind
            if kind == "chi":
                all_counts[first] += 1
                all_counts[first + 1] += 1
                all_counts[first + 2] += 1
                closed = False
            else:
                all_counts[first] += len(meld.tiles)
                if kind != "pon":
                    kans += 1
                    closed = closed and kind == "ankan"
                else:
                    closed = False
            reds += meld.reds
        c = all_counts
        self.counts = tuple(counts)
        self.all_counts = tuple(all_counts)
        self.reds = reds
        self.closed = closed
        self.kans = kans
        self.suit_sizes = (
            sum(c[0:9]),
            sum(c[9:18]),
            sum(c[18:27]),
            sum(c[27:34]),
            c[0] + c[8] + c[9] + c[17] + c[18] + c[26],
            c[19] + c[20] + c[21] + c[23] + c[25] + c[32],
        )
        if reds > 1 or max(all_counts) > COPIES:
            check_copies(all_counts, self.all_tiles)
        # The winning tile is one of the concealed tiles, a red five included: a red 0p wins only
        # where the hand holds the red 0p, a plain 5p only where it holds a plain one.
        held_red = red_kinds.count(win_tile.kind) if red_kinds else 0
        if not held_red if win_tile.red else counts[win_tile.kind] == held_red:
            raise ScoringError("win_tile_not_in_hand", tile=win_tile.mpsz())

    @classmethod
    def from_mpsz(cls, hand: str, win_tile: str, melds: Iterable[tuple[str, str]] = ()) -> Hand:
        """Build a hand from notation: `Hand.from_mpsz('234m567p23455s', '5s', [('pon', '777z')])`.

        >>> Hand.from_mpsz("234m567p23455s", "5s", [("pon", "777z")])
        Hand.from_mpsz('234m567p23455s', '5s', [('pon', '777z')])
        """
        wins = parse_field(win_tile, "win_tile")
        if len(wins) != 1:
            raise ScoringError("wrong_tile_count", field="win_tile", count=len(wins), expected=1)
        return cls(parse_field(hand, "hand"), wins[0], tuple(Meld.from_mpsz(k, t) for k, t in melds))

    @property
    def all_tiles(self) -> tuple[Tile, ...]:
        """Concealed tiles and meld tiles together."""
        return self.tiles + tuple(tile for meld in self.melds for tile in meld.tiles)

    def __repr__(self) -> str:
        melds = ", ".join(f"({m.kind!r}, {m.mpsz()!r})" for m in self.melds)
        return f"Hand.from_mpsz({to_mpsz(self.tiles)!r}, {self.win_tile.mpsz()!r}, [{melds}])".replace(
            ", [])", ")"
        )
