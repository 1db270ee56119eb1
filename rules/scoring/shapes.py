"""Winning shapes: every split of the concealed tiles into sets and a pair, seven pairs, thirteen orphans,
and for 13 tiles the waits and the shanten number (counted in `distance`).

A split is `(pair, chows, pungs, chow_mask, pung_mask, peikou)` (see `Split`). Each suit is split on its
own and the result cached by its 9-count tuple, so a hand costs a few dict look-ups once the common suit
shapes have been seen; the waits of the winning tile are cached the same way, with its suit's shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import product
from operator import itemgetter
from typing import Final

from .distance import SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, shanten  # noqa: F401 (names kept here for score.py)
from .tiles import HONOR_START, KIND_COUNT, TERMINALS_AND_HONORS, TileKind, kind_mpsz

# A split: the pair's kind (-1 for none), the chows' start kinds, the pungs' kinds, the same two as bit
# masks (bit k for kind k), and how many disjoint pairs of identical chows it holds (iipeikou count).
Split = tuple[int, tuple[int, ...], tuple[int, ...], int, int, int]
ORPHANS: Final = tuple(sorted(TERMINALS_AND_HONORS))
Wait = tuple[str, int]  # ryanmen/kanchan/penchan/shanpon/tanki, and the set finished (chow start or kind)
Reading = tuple[str, Split, str, int]  # shape, split, wait, finished set
_NO_SPLIT: Final[tuple[Split, ...]] = ()
_EMPTY_SUIT: Final[tuple[Split, ...]] = ((-1, (), (), 0, 0, 0),)


def _split(pair: int, chows: tuple[int, ...], pungs: tuple[int, ...]) -> Split:
    """A split with its masks and identical-chow count, computed once per cached suit shape."""
    chow_mask = pung_mask = 0
    for kind in chows:
        chow_mask |= 1 << kind
    for kind in pungs:
        pung_mask |= 1 << kind
    peikou = sum(chows.count(start) // 2 for start in set(chows))
    return (pair, chows, pungs, chow_mask, pung_mask, peikou)


@cache
def _suit_splits(base: int, counts: tuple[int, ...]) -> tuple[Split, ...]:
    """Every split of one suit (`base` 0, 9 or 18) into chows, pungs and at most one pair."""
    size = sum(counts)
    if not size:
        return _EMPTY_SUIT
    if size % 3 == 1:
        return _NO_SPLIT
    found: list[Split] = []
    left = list(counts)
    chows: list[int] = []
    pungs: list[int] = []

    def walk(i: int, pair: int) -> None:
        while i < 9 and not left[i]:
            i += 1
        if i == 9:
            found.append(_split(pair, tuple(chows), tuple(pungs)))
            return
        if left[i] >= 3:
            left[i] -= 3
            pungs.append(base + i)
            walk(i, pair)
            pungs.pop()
            left[i] += 3
        if left[i] >= 2 and pair < 0:
            left[i] -= 2
            walk(i, base + i)
            left[i] += 2
        if i < 7 and left[i + 1] and left[i + 2]:
            left[i] -= 1
            left[i + 1] -= 1
            left[i + 2] -= 1
            chows.append(base + i)
            walk(i, pair)
            chows.pop()
            left[i] += 1
            left[i + 1] += 1
            left[i + 2] += 1

    walk(0, -1)
    return tuple(split for split in found if (split[0] >= 0) == (size % 3 == 2))


@cache
def _honor_splits(counts: tuple[int, ...]) -> tuple[Split, ...]:
    """The only split of the seven honours: each kind is a pair (2) or a pung (3)."""
    pair = -1
    pungs: list[int] = []
    for offset, count in enumerate(counts):
        if count == 3:
            pungs.append(HONOR_START + offset)
        elif count == 2 and pair < 0:
            pair = HONOR_START + offset
        elif count:
            return _NO_SPLIT
    return (_split(pair, (), tuple(pungs)),)


def standard_splits(counts: tuple[int, ...] | list[int]) -> list[Split]:
    """Every split of concealed counts (a multiple of 3 plus 2 tiles) into sets and one pair.

    >>> [split[:3] for split in standard_splits([0] * 18 + [3, 3, 3] + [0] * 6 + [2] + [0] * 6)]
    [(27, (), (18, 19, 20)), (27, (18, 18, 18), ())]
    """
    parts = _parts(counts if type(counts) is tuple else tuple(counts))
    return [_joined(*combo) for combo in product(*parts)] if parts else []


def _parts(counts: tuple[int, ...]) -> list[tuple[Split, ...]] | None:
    """The splits of each suit and of the honours, or None where the hand has no split."""
    man = _suit_splits(0, counts[0:9])
    pin = _suit_splits(9, counts[9:18])
    sou = _suit_splits(18, counts[18:27])
    honors = _honor_splits(counts[27:34])
    if not (man and pin and sou and honors):
        return None
    if (man[0][0] >= 0) + (pin[0][0] >= 0) + (sou[0][0] >= 0) + (honors[0][0] >= 0) != 1:
        return None
    return [man, pin, sou, honors]


def standard_readings(counts: tuple[int, ...], win: TileKind) -> list[Reading]:
    """Every reading of a complete hand's sets and pair: (STANDARD, split, wait, finished set).

    The winning tile's waits are read in its own suit's split, cached with that suit's shape.

    >>> from rules.scoring.tiles import counts_of, parse_tiles
    >>> counts = tuple(counts_of(parse_tiles("123m456p789s22z234s")))
    >>> [(wait, finished) for _, _, wait, finished in standard_readings(counts, 21)]
    [('ryanmen', 19)]
    """
    man = _suit_splits(0, counts[0:9])
    pin = _suit_splits(9, counts[9:18])
    sou = _suit_splits(18, counts[18:27])
    honors = _honor_splits(counts[27:34])
    if not (man and pin and sou and honors):
        return []
    if (man[0][0] >= 0) + (pin[0][0] >= 0) + (sou[0][0] >= 0) + (honors[0][0] >= 0) != 1:
        return []
    index = win // 9 if win < HONOR_START else 3
    start = index * 9
    waits = _suit_waits(start, counts[start : start + 9 if index < 3 else 34], win)
    if len(man) == len(pin) == len(sou) == 1:  # the common case: one split per suit
        (m,), (p,), (s,), (h,) = man, pin, sou, honors
        joined = (
            m[0] + p[0] + s[0] + h[0] + 3,  # one part holds the pair, the other three hold -1
            m[1] + p[1] + s[1],
            m[2] + p[2] + s[2] + h[2],
            m[3] | p[3] | s[3],
            m[4] | p[4] | s[4] | h[4],
            m[5] + p[5] + s[5],
        )
        return [(STANDARD, joined, wait, finished) for wait, finished in waits[0]]
    parts = (man, pin, sou, honors)
    readings: list[Reading] = []
    own_waits = dict(zip(parts[index], waits, strict=True))
    for combo in product(*parts):
        joined = _joined(*combo)
        readings += [(STANDARD, joined, wait, finished) for wait, finished in own_waits[combo[index]]]
    return readings


@cache
def _suit_waits(base: int, counts: tuple[int, ...], win: TileKind) -> tuple[tuple[Wait, ...], ...]:
    """For each split of the winning tile's suit (or honours), the waits the tile can have completed."""
    splits = _suit_splits(base, counts) if base < HONOR_START else _honor_splits(counts)
    return tuple(tuple(split_waits(win, split)) for split in splits)


def split_waits(win: TileKind, split: Split) -> list[Wait]:
    """The waits the winning tile can have completed in one split: (wait, the set it finished).

    Chows come sorted from the splitter, so a repeated chow (iipeikou) is skipped by comparing with
    the previous one. Chow waits come first: of two readings equal in every way, the scorer keeps
    the first, so an explanation shows a kanchan rather than a single wait of the same fu.

    >>> split_waits(4, (13, (2, 3), (), 0, 0, 0))
    [('ryanmen', 2), ('kanchan', 3)]
    """
    pair, chows, pungs = split[0], split[1], split[2]
    waits: list[Wait] = []
    if win < HONOR_START:
        previous = -1
        for start in chows:
            offset = win - start
            if 0 <= offset <= 2 and start != previous:
                previous = start
                if offset == 1:
                    waits.append(("kanchan", start))
                elif offset == 0:
                    waits.append(("penchan" if start % 9 == 6 else "ryanmen", start))
                else:
                    waits.append(("penchan" if start % 9 == 0 else "ryanmen", start))
    if pungs and win in pungs:
        waits.append(("shanpon", win))
    if pair == win:
        waits.append(("tanki", win))
    return waits


def _joined(m: Split, p: Split, s: Split, h: Split) -> Split:
    """One split of the hand from one split of each suit and of the honours."""
    return (
        max(m[0], p[0], s[0], h[0]),
        m[1] + p[1] + s[1],
        m[2] + p[2] + s[2] + h[2],
        m[3] | p[3] | s[3],
        m[4] | p[4] | s[4] | h[4],
        m[5] + p[5] + s[5],
    )


_ORPHAN_COUNTS: Final = itemgetter(*ORPHANS)


def is_seven_pairs(counts: tuple[int, ...] | list[int]) -> bool:
    """Seven different pairs (four of a kind is not two pairs).

    >>> is_seven_pairs([2] * 7 + [0] * 27)
    True
    """
    return counts.count(2) == 7


def is_thirteen_orphans(counts: tuple[int, ...] | list[int]) -> bool:
    """One of each terminal and honour and a second of one of them.

    >>> is_thirteen_orphans([2 if k == 0 else 1 if k in ORPHANS else 0 for k in range(34)])
    True
    """
    orphans = _ORPHAN_COUNTS(counts)
    return 0 not in orphans and sum(orphans) == 14 == sum(counts)


def is_complete(counts: tuple[int, ...] | list[int], melds: int = 0) -> bool:
    """A winning shape: sets and a pair, or (with no melds) seven pairs or thirteen orphans.

    >>> is_complete([2] * 7 + [0] * 27)
    True
    """
    if standard_splits(counts):
        return True
    return not melds and (is_seven_pairs(counts) or is_thirteen_orphans(counts))


@dataclass(frozen=True, slots=True)
class Analysis:
    """What a 13-tile hand waits on, and how far it is from tenpai."""

    shanten: int
    waits: tuple[TileKind, ...]

    @property
    def tenpai(self) -> bool:
        """One tile from a winning shape."""
        return self.shanten == 0

    def waits_mpsz(self) -> str:
        """The waits in compact notation, e.g. '36p'."""
        out: list[str] = []
        for kind in self.waits:
            text = kind_mpsz(kind)
            if out and out[-1][-1] == text[-1]:
                out[-1] = out[-1][:-1] + text
            else:
                out.append(text)
        return "".join(out)


def analyse_13(
    counts: tuple[int, ...] | list[int], melds: int = 0, seen: tuple[int, ...] | None = None
) -> Analysis:
    """Waits and shanten of 13 tiles (concealed `counts` beside `melds` sets); `seen` counts every tile
    the player holds, melds included, so a wait on a fifth copy is no wait.

    >>> analyse_13([0] * 9 + [3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 16).waits_mpsz()
    '123456789p'
    """
    held = seen if seen is not None else counts
    waits: list[TileKind] = []
    work = list(counts)
    for kind in range(KIND_COUNT):
        if held[kind] >= 4:
            continue
        work[kind] += 1
        if is_complete(work, melds):
            waits.append(kind)
        work[kind] -= 1
    if waits:
        return Analysis(0, tuple(waits))
    return Analysis(max(shanten(counts, melds), 1), ())
