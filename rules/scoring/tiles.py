"""Tiles and their mpsz notation: the vocabulary every other scoring module speaks.

A tile kind is a small int, 0-33: 0-8 characters (1m-9m), 9-17 circles (1p-9p), 18-26 bamboo
(1s-9s), 27-33 honours (East, South, West, North, White, Green, Red). Hands are counted as
34-slot arrays of kinds, which keeps decomposition cheap; the red flag of a five rides apart
on `Tile` because it matters for dora only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, TypeAlias

TileKind: TypeAlias = int

SUITS: Final = "mpsz"
KIND_COUNT: Final = 34
COPIES: Final = 4
HONOR_START: Final = 27
WINDS: Final = tuple(range(27, 31))
DRAGONS: Final = tuple(range(31, 34))
TERMINALS: Final = (0, 8, 9, 17, 18, 26)
TERMINALS_AND_HONORS: Final = frozenset(TERMINALS + tuple(range(27, 34)))
WIND_LETTERS: Final = "ESWN"


class NotationError(ValueError):
    """A tile string that does not follow the mpsz notation."""

    code = "bad_notation"


def kind_suit(kind: TileKind) -> str:
    """The suit letter of a kind: 'm', 'p', 's' or 'z'."""
    return SUITS[kind // 9] if kind < HONOR_START else "z"


def kind_number(kind: TileKind) -> int:
    """The number printed on a kind: 1-9 for suits, 1-7 for honours."""
    return kind % 9 + 1 if kind < HONOR_START else kind - HONOR_START + 1


def is_honor(kind: TileKind) -> bool:
    """Winds and dragons."""
    return kind >= HONOR_START


def is_terminal_or_honor(kind: TileKind) -> bool:
    """Ones, nines and honours: the tiles that tanyao excludes."""
    return kind in TERMINALS_AND_HONORS


def kind_from_parts(number: int, suit: str) -> TileKind:
    """The kind of `number` in `suit` ('m', 'p', 's', 'z'); a red five passes 0 or 5."""
    if suit == "z":
        if not 1 <= number <= 7:
            raise NotationError(f"honours run from 1z to 7z, not {number}z")
        return HONOR_START + number - 1
    if suit not in "mps" or not 0 <= number <= 9:
        raise NotationError(f"no tile {number}{suit}")
    return SUITS.index(suit) * 9 + (4 if number == 0 else number - 1)


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One physical tile: its kind and whether it is a red five."""

    kind: TileKind
    red: bool = False

    @classmethod
    def from_mpsz(cls, text: str) -> Tile:
        """Parse a single tile such as '5p', '0s' (red five) or '7z'.

        >>> Tile.from_mpsz("0p")
        Tile.from_mpsz('0p')
        """
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise NotationError(f"expected one tile, got {text!r}")
        return tiles[0]

    @property
    def suit(self) -> str:
        """'m', 'p', 's' or 'z'."""
        return kind_suit(self.kind)

    @property
    def number(self) -> int:
        """1-9 for suited tiles (a red five is 5), 1-7 for honours."""
        return kind_number(self.kind)

    def mpsz(self) -> str:
        """The tile in notation, a red five as '0'."""
        return f"{0 if self.red else self.number}{self.suit}"

    def __repr__(self) -> str:
        return f"Tile.from_mpsz({self.mpsz()!r})"


def _tile_table(red_fives: bool) -> dict[str, dict[str, Tile]]:
    """Every tile a digit and a suit letter can name, per suit letter: one shared (immutable) object each.
    Without red fives, '0' names the plain five: a ruleset without them reads 0p as 5p (DESIGN.md)."""
    table: dict[str, dict[str, Tile]] = {}
    for suit in SUITS:
        digits = "1234567" if suit == "z" else "0123456789"
        table[suit] = {
            digit: Tile(kind_from_parts(int(digit), suit), red_fives and digit == "0") for digit in digits
        }
    if not red_fives:  # the plain five of each suit is the very object that '5' names
        for tiles in table.values():
            if "0" in tiles:
                tiles["0"] = tiles["5"]
    return table


_TILE_OF: Final = _tile_table(red_fives=True)
_PLAIN_TILE_OF: Final = _tile_table(red_fives=False)
_NAMED: Final = {digit + suit: tile for suit, tiles in _TILE_OF.items() for digit, tile in tiles.items()}
_PLAIN_NAMED: Final = {
    digit + suit: tile for suit, tiles in _PLAIN_TILE_OF.items() for digit, tile in tiles.items()
}
# The fields of a request that are one tile or none (the winning tile, most indicator fields), with or
# without red fives: read by one look-up, before any notation parsing.
SHORT_FIELDS: Final[dict[bool, dict[str, tuple[Tile, ...]]]] = {
    red_fives: {"": (), **{text: (tile,) for text, tile in named.items()}}
    for red_fives, named in ((True, _NAMED), (False, _PLAIN_NAMED))
}
# A run of ASCII digits closed by a suit letter ([0-9] is ASCII only, where str.isdigit() also takes '²').
_RUN: Final = re.compile(r"([0-9]+)([mpsz])")
_NOTATION: Final = re.compile(r"(?:[0-9]+[mpsz])*")
_DIGITS: Final = frozenset("0123456789")  # ASCII only: str.isdigit() also takes '²'
_HONOUR_DIGITS: Final = frozenset("1234567")


def parse_tiles(text: str, red_fives: bool = True) -> list[Tile]:
    """Parse mpsz notation into tiles, in the order written; whitespace anywhere is ignored.

    Digits accumulate until a suit letter closes the run: '123m0p' is 1m 2m 3m and a red 5p (a plain 5p
    with `red_fives=False`, for a ruleset without them). This runs for every field of every scoring
    request, so the text is read in one pass, each tile from a table; only a text that does not follow
    the notation is read again, by a regular expression, to say what is wrong with it.

    >>> [t.mpsz() for t in parse_tiles("12m0p7z")]
    ['1m', '2m', '0p', '7z']
    >>> [t.mpsz() for t in parse_tiles("0p", red_fives=False)]
    ['5p']
    >>> parse_tiles("12")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    NotationError: '12' is not mpsz notation
    """
    if not isinstance(text, str):
        raise NotationError("tiles must be written as a string")
    single = (_NAMED if red_fives else _PLAIN_NAMED).get(text)  # a one-tile field: one look-up
    if single is not None:
        return [single]
    tile_of = _TILE_OF if red_fives else _PLAIN_TILE_OF
    # One pass over the characters: digits wait for the suit letter that closes their run. Anything
    # irregular (a stray letter, digits left open, 8z) is refused, with the reason `_notation_error` finds.
    tiles: list[Tile] = []
    digits: list[str] = []
    for char in text:
        if char in _DIGITS:
            digits.append(char)
            continue
        table = tile_of.get(char)
        if table is not None and digits:
            for digit in digits:
                tile = table.get(digit)
                if tile is None:
                    raise _notation_error(text)
                tiles.append(tile)
            digits.clear()
        elif not char.isspace():
            raise _notation_error(text)
    if digits:
        raise _notation_error(text)
    return tiles


def _notation_error(text: str) -> NotationError:
    """Why a text that the one pass of `parse_tiles` could not read is not tile notation: it breaks the
    notation, or (the one other way) it names an honour past 7z."""
    compact = "".join(text.split())
    if not _NOTATION.fullmatch(compact):
        return NotationError(f"{text!r} is not mpsz notation: ASCII digits, each run closed by m, p, s or z")
    digits = next(
        digits
        for digits, suit in _RUN.findall(compact)
        if suit == "z" and not _HONOUR_DIGITS.issuperset(digits)
    )
    return NotationError(f"honours run from 1z to 7z, there is no {digits}z")


def to_mpsz(tiles: list[Tile] | tuple[Tile, ...]) -> str:
    """Write tiles in compact notation, keeping their order and sharing suffixes.

    >>> to_mpsz(parse_tiles("1m2m3m0p5p"))
    '123m05p'
    """
    parts: list[str] = []
    digits: list[str] = []
    suit = ""
    for tile in tiles:
        if tile.suit != suit and digits:
            parts.append("".join(digits) + suit)
            digits = []
        suit = tile.suit
        digits.append("0" if tile.red else str(tile.number))
    if digits:
        parts.append("".join(digits) + suit)
    return "".join(parts)


def sort_tiles(tiles: list[Tile] | tuple[Tile, ...]) -> list[Tile]:
    """Tiles in the usual display order: by suit m, p, s, z, then number, red fives among the fives."""
    return sorted(tiles, key=lambda tile: (tile.kind, not tile.red))


def counts_of(tiles: list[Tile] | tuple[Tile, ...]) -> list[int]:
    """The 34-slot count array of a list of tiles (red fives count as fives)."""
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[tile.kind] += 1
    return counts


def kind_mpsz(kind: TileKind) -> str:
    """A kind in notation, e.g. 13 -> '5p' (read from a table: the generator writes every hand with it)."""
    return _KIND_NAMES[kind]


_KIND_NAMES: Final = tuple(f"{kind_number(kind)}{kind_suit(kind)}" for kind in range(KIND_COUNT))


def dora_from_indicator(kind: TileKind) -> TileKind:
    """The dora that an indicator points at: the next tile of its cycle (9 -> 1, N -> E, Red -> White)."""
    if kind < HONOR_START:
        return kind - kind % 9 + (kind % 9 + 1) % 9
    if kind in WINDS:
        return 27 + (kind - 27 + 1) % 4
    return 31 + (kind - 31 + 1) % 3
