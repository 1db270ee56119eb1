"""How many tiles a hand lacks, and which tiles would shorten that: the shanten number and its draws.

A hand's distance is the fewest tiles it must draw (discarding as many) to reach a winning shape; the
shanten number is that distance minus one. For the sets-and-a-pair shape it is computed suit by suit:
each suit (and the honours) gets a table, cached by the suit's counts, that gives for some numbers of
sets (0-4) and pairs (0-1) the fewest tiles to draw, with a bit mask of the kinds those cheapest draws
can be. A set or pair made only of drawn tiles costs 3 or 2 anywhere, so a table keeps only the entries
that beat that; joining four short tables is a few additions. The draws that lower a hand's distance
come out of the same masks: a tile shortens the hand exactly when some cheapest completion draws it.

The tables respect the four copies of a kind (a completion never holds a fifth), which is what makes a
hand with four of a kind come out as the `mahjong` package counts it.

>>> from rules.scoring.tiles import counts_of, parse_tiles
>>> shanten(counts_of(parse_tiles("123m456p789s1z2z3z4z")))
2
>>> found = outlook(counts_of(parse_tiles("123m456p789s1z2z3z4z")))
>>> found.distance - 1, kinds_of(found.draws)
(2, (27, 28, 29, 30))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .tiles import KIND_COUNT, TERMINALS_AND_HONORS, TileKind

# One entry of a table: (sets, pairs, tiles to draw, mask of the kinds those draws can be).
Entry = tuple[int, int, int, int]
Table = tuple[Entry, ...]
_SETS = 4
_INF = 99
_SLOTS = 10  # sets * 2 + pairs
_EMPTY: Table = ((0, 0, 0, 0),)
_ORPHANS = tuple(sorted(TERMINALS_AND_HONORS))
_ORPHAN_MASK = sum(1 << kind for kind in _ORPHANS)
_SUIT_STARTS = (0, 9, 18, 27)
STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS = "standard", "seven_pairs", "thirteen_orphans"  # winning shapes


@dataclass(frozen=True, slots=True)
class Outlook:
    """A hand's distance from winning (shanten + 1), the kinds (bit k for kind k) that shorten it, and
    the winning shapes that reach that distance."""

    distance: int
    draws: int
    shapes: tuple[str, ...] = (STANDARD,)

    @property
    def shanten(self) -> int:
        """Tiles away from tenpai: 0 is tenpai, -1 a winning shape."""
        return self.distance - 1


def _pruned(costs: list[int], masks: list[int]) -> Table:
    """The entries worth keeping of slots `sets * 2 + pairs`: each must beat every smaller entry topped
    up with wholly drawn sets (3 tiles each) and pair (2).

    An entry no better than that only ties a completion that uses wholly drawn sets; `_finish` notices
    such ties and then finds the draws one by one, so dropping it loses nothing.
    """
    kept: list[Entry] = [(0, 0, 0, masks[0])]
    best_unpaired = best = 0  # the largest gain (tiles saved against drawing everything) kept so far
    for slot in range(1, _SLOTS):
        cost = costs[slot]
        if cost >= _INF:
            continue
        sets, pairs = slot >> 1, slot & 1
        gain = 3 * sets + 2 * pairs - cost
        if pairs:
            if gain <= best:
                continue
        else:
            if gain <= best_unpaired:
                continue
            best_unpaired = gain
        best = max(best, gain)
        kept.append((sets, pairs, cost, masks[slot]))
    return tuple(kept)


@lru_cache(maxsize=1 << 17)
def suit_table(counts: tuple[int, ...]) -> Table:
    """The table of one suit's 9 counts, or of the 7 honours (a tuple of 7: no chows). Masks are local:
    bit i for the suit's i-th kind.

    A suit is cut where two kinds in a row are empty: no set or pair reaches across such a gap and
    touches tiles on both sides, so each run of tiles (with the empty kinds around it that a chow may
    borrow) has its own table, cached by its shape; the suit's table joins them.

    >>> suit_table((0, 1, 1, 0, 0, 0, 0, 0, 0))  # a pair: draw a 2 or a 3; a set: draw a 1 or a 4
    ((0, 0, 0, 0), (0, 1, 1, 6), (1, 0, 1, 9))
    """
    if len(counts) == 7:
        return _run_table(counts, False)
    table = _EMPTY
    i = 0
    while i < 9:
        if not counts[i]:
            i += 1
            continue
        end = i
        while end + 1 < 9 and (counts[end + 1] or (end + 2 < 9 and counts[end + 2])):
            end += 1
        first = max(0, i - 2)
        table = join(table, _run_table(counts[first : min(8, end + 2) + 1], True), first)
        i = end + 1
    return table


@lru_cache(maxsize=1 << 14)
def _run_table(counts: tuple[int, ...], chows: bool) -> Table:
    """The table of consecutive kinds of one suit, by one pass over them that keeps, for the chows
    started one and two kinds back, the cheapest cost and mask of every (sets, pairs)."""
    size = len(counts)
    states: dict[tuple[int, int], dict[tuple[int, int], list[int]]] = {(0, 0): {(0, 0): [0, 0]}}
    for i in range(size):
        held = counts[i]
        can_start = chows and i + 2 < size and held + counts[i + 1] + counts[i + 2] > 0
        bit = 1 << i
        new: dict[tuple[int, int], dict[tuple[int, int], list[int]]] = {}
        for (back2, back1), slots in states.items():
            owed = back2 + back1
            most_chows = min(4 - owed, 4 - back1) if can_start else 0
            for started in range(most_chows + 1):
                for pung in (0, 1) if held else (0,):
                    for pair in (0, 1) if held else (0,):
                        demand = owed + started + 3 * pung + 2 * pair
                        if demand > 4:
                            continue
                        cost = demand - held if demand > held else 0
                        added = bit if cost else 0
                        target = new.setdefault((back1, started), {})
                        more_sets = started + pung
                        for (sets, pairs), (value, mask) in slots.items():
                            key = (sets + more_sets, pairs + pair)
                            if key[0] > _SETS or key[1] > 1:
                                continue
                            value += cost
                            found = target.get(key)
                            if found is None or value < found[0]:
                                target[key] = [value, mask | added]
                            elif value == found[0]:
                                found[1] |= mask | added
        states = new
    costs = [_INF] * _SLOTS
    masks = [0] * _SLOTS
    for (sets, pairs), (cost, mask) in states[(0, 0)].items():
        costs[sets * 2 + pairs] = cost
        masks[sets * 2 + pairs] = mask
    return _pruned(costs, masks)


def join(first: Table, second: Table, shift: int) -> Table:
    """Two tables side by side, the second's mask bits moved up by `shift` kinds."""
    costs = [_INF] * _SLOTS
    masks = [0] * _SLOTS
    for sets_a, pairs_a, cost_a, mask_a in first:
        for sets_b, pairs_b, cost_b, mask_b in second:
            sets = sets_a + sets_b
            pairs = pairs_a + pairs_b
            if sets > _SETS or pairs > 1:
                continue
            slot = sets * 2 + pairs
            value = cost_a + cost_b
            if value < costs[slot]:
                costs[slot] = value
                masks[slot] = mask_a | (mask_b << shift)
            elif value == costs[slot]:
                masks[slot] |= mask_a | (mask_b << shift)
    return _pruned(costs, masks)


def _finish(first: Table, second: Table, shift: int, melds: int) -> tuple[int, int, bool]:
    """The distance of a whole hand from its tables joined in two halves (`second`'s masks moved up by
    `shift`), the draws that shorten it, and whether a set or pair of drawn tiles reaches the same
    distance (then the masks do not name every such draw)."""
    need = _SETS - melds
    best = filled = 3 * need + 2
    draws = 0
    for sets_a, pairs_a, cost_a, mask_a in first:
        for sets_b, pairs_b, cost_b, mask_b in second:
            sets = sets_a + sets_b
            pairs = pairs_a + pairs_b
            if sets > need or pairs > 1:
                continue
            value = cost_a + cost_b
            if sets == need and pairs:
                if value < best:
                    best, draws = value, mask_a | (mask_b << shift)
                elif value == best:
                    draws |= mask_a | (mask_b << shift)
            else:
                value += 3 * (need - sets) + 2 * (1 - pairs)
                if value < filled:
                    filled = value
    return min(best, filled), draws, filled <= best


def hand_tables(counts: tuple[int, ...] | list[int]) -> list[Table]:
    """The four tables of a hand: characters, circles, bamboo, honours."""
    return [suit_table(tuple(counts[start : start + (9 if start < 27 else 7)])) for start in _SUIT_STARTS]


def standard_outlook(counts: tuple[int, ...] | list[int], melds: int = 0) -> Outlook:
    """Distance and shortening draws of the sets-and-a-pair shape, for `melds` sets already called."""
    man, pin, sou, honors = hand_tables(counts)
    return _standard_from(join(man, pin, 9), join(sou, honors, 9), 18, counts, melds)


def _standard_from(
    first: Table, second: Table, shift: int, counts: tuple[int, ...] | list[int], melds: int
) -> Outlook:
    """The outlook of a hand from its tables joined in two halves, finding the draws one by one where
    the masks fall short."""
    distance, draws, tied = _finish(first, second, shift, melds)
    if tied:
        draws = _draws_one_by_one(counts, melds, distance)
    return Outlook(distance, draws)


def _standard_distance(counts: tuple[int, ...] | list[int], melds: int) -> int:
    """The distance of the sets-and-a-pair shape alone."""
    man, pin, sou, honors = hand_tables(counts)
    return _finish(join(man, pin, 9), join(sou, honors, 9), 18, melds)[0]


def _draws_one_by_one(counts: tuple[int, ...] | list[int], melds: int, distance: int) -> int:
    """The shortening draws found by trying each kind: for hands whose completions need wholly drawn
    sets (four of a kind of honours, a hand of lone honours)."""
    draws = 0
    work = list(counts)
    for kind in range(KIND_COUNT):
        if work[kind] >= 4:
            continue
        work[kind] += 1
        if _standard_distance(work, melds) < distance:
            draws |= 1 << kind
        work[kind] -= 1
    return draws


@dataclass(frozen=True, slots=True)
class _Tally:
    """What seven pairs and thirteen orphans read of a hand: pairs, kinds held, the masks of single and
    absent kinds, and of orphans held and missing with how many of them are paired."""

    pairs: int
    kinds: int
    singles: int
    absent: int
    orphans: int
    paired_orphans: int

    @classmethod
    def of(cls, counts: tuple[int, ...] | list[int]) -> _Tally:
        pairs = kinds = singles = absent = orphans = paired_orphans = 0
        for kind, count in enumerate(counts):
            bit = 1 << kind
            if count:
                kinds += 1
                if count >= 2:
                    pairs += 1
                else:
                    singles |= bit
            else:
                absent |= bit
        for kind in _ORPHANS:
            if counts[kind]:
                orphans |= 1 << kind
                paired_orphans += counts[kind] >= 2
        return cls(pairs, kinds, singles, absent, orphans, paired_orphans)

    def without(self, kind: TileKind, count: int) -> _Tally:
        """The tally once one of the `count` copies of `kind` is discarded."""
        bit = 1 << kind
        if count == 1:
            return _Tally(
                self.pairs,
                self.kinds - 1,
                self.singles & ~bit,
                self.absent | bit,
                self.orphans & ~bit,
                self.paired_orphans,
            )
        if count == 2:
            return _Tally(
                self.pairs - 1,
                self.kinds,
                self.singles | bit,
                self.absent,
                self.orphans,
                self.paired_orphans - bool(self.orphans & bit),
            )
        return self

    def seven_pairs(self) -> Outlook:
        """Seven different pairs: 7 - pairs tiles away, more where fewer than seven kinds are held."""
        short = 7 - self.kinds
        draws = self.singles | (self.absent if short > 0 else 0)
        return Outlook(7 - self.pairs + max(0, short), draws, (SEVEN_PAIRS,))

    def thirteen_orphans(self) -> Outlook:
        """One of each terminal and honour and a second of one of them."""
        paired = self.paired_orphans > 0
        missing = _ORPHAN_MASK & ~self.orphans
        draws = missing | (0 if paired else self.orphans)
        return Outlook(14 - self.orphans.bit_count() - paired, draws, (THIRTEEN_ORPHANS,))


def seven_pairs_outlook(counts: tuple[int, ...] | list[int]) -> Outlook:
    """Seven different pairs: 7 - pairs tiles away, more where fewer than seven kinds are held."""
    return _Tally.of(counts).seven_pairs()


def thirteen_orphans_outlook(counts: tuple[int, ...] | list[int]) -> Outlook:
    """One of each terminal and honour and a second of one of them."""
    return _Tally.of(counts).thirteen_orphans()


def best_outlook(outlooks: list[Outlook]) -> Outlook:
    """The shortest of several shapes' outlooks, with the draws and the names of every shape that
    reaches it."""
    distance = min(found.distance for found in outlooks)
    draws = 0
    shapes: tuple[str, ...] = ()
    for found in outlooks:
        if found.distance == distance:
            draws |= found.draws
            shapes += found.shapes
    return Outlook(distance, draws, shapes)


def outlook(counts: tuple[int, ...] | list[int], melds: int = 0) -> Outlook:
    """The best of the three shapes (seven pairs and thirteen orphans only with no melds), with the draws
    of every shape that reaches it.

    >>> from rules.scoring.tiles import counts_of, parse_tiles
    >>> outlook(counts_of(parse_tiles("1133m5577p22s467z"))).shanten  # seven pairs: six pairs
    1
    """
    standard = standard_outlook(counts, melds)
    if melds:
        return standard
    tally = _Tally.of(counts)
    return best_outlook([standard, tally.seven_pairs(), tally.thirteen_orphans()])


def discard_outlooks(counts: tuple[int, ...] | list[int], melds: int = 0) -> dict[TileKind, Outlook]:
    """The outlook of the hand left by each distinct discard from `counts` (a hand of 3n + 2 tiles).

    A discard changes one suit, so the tables of the other three are joined once per suit (from joins
    of the first suits and of the last ones) and each discard costs one look-up and one pass.

    >>> from rules.scoring.tiles import counts_of, parse_tiles
    >>> found = discard_outlooks(counts_of(parse_tiles("123m456p789s1122z7z")))
    >>> {kind: (o.shanten, kinds_of(o.draws)) for kind, o in found.items() if o.shanten == 0}
    {33: (0, (27, 28))}
    """
    man, pin, sou, honors = hand_tables(counts)
    man_pin = join(man, pin, 9)
    pin_sou_honors = join(pin, join(sou, honors, 9), 9)
    rests = (
        _shifted(pin_sou_honors, 9),
        join(man, join(sou, honors, 9), 18),
        join(man_pin, honors, 27),
        join(man_pin, sou, 18),
    )
    tally = None if melds else _Tally.of(counts)
    found: dict[TileKind, Outlook] = {}
    work = list(counts)
    for rest, start in zip(rests, _SUIT_STARTS, strict=True):
        end = start + (9 if start < 27 else 7)
        for kind in range(start, end):
            count = counts[kind]
            if not count:
                continue
            work[kind] = count - 1
            standard = _standard_from(rest, suit_table(tuple(work[start:end])), start, work, melds)
            work[kind] = count
            if tally is None:
                found[kind] = standard
            else:
                left = tally.without(kind, count)
                found[kind] = best_outlook([standard, left.seven_pairs(), left.thirteen_orphans()])
    return found


def _shifted(table: Table, shift: int) -> Table:
    """A table whose masks move up by `shift` kinds."""
    return tuple((sets, pairs, cost, mask << shift) for sets, pairs, cost, mask in table)


def shanten(counts: tuple[int, ...] | list[int], melds: int = 0) -> int:
    """Tiles away from tenpai (0 is tenpai, -1 a complete hand): the best of the three shapes.

    >>> shanten([0] * 9 + [3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 16)
    0
    >>> shanten([1, 0, 0, 1, 0, 0, 1, 0, 0] * 3 + [1, 1, 1, 1, 0, 0, 0])
    6
    """
    distance = _standard_distance(counts, melds)
    if not melds:
        tally = _Tally.of(counts)
        distance = min(distance, tally.seven_pairs().distance, tally.thirteen_orphans().distance)
    return distance - 1


@lru_cache(maxsize=1 << 12)
def kinds_of(mask: int) -> tuple[TileKind, ...]:
    """The kinds whose bits are set, in order (cached: a hand's discards share most of their masks).

    >>> kinds_of(0b1010)
    (1, 3)
    """
    kinds: list[TileKind] = []
    while mask:
        low = mask & -mask
        kinds.append(low.bit_length() - 1)
        mask ^= low
    return tuple(kinds)
