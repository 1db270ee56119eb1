"""Tile efficiency: what each discard of a hand leaves, in shanten and in tiles that would improve it.

The question a player asks on every turn: of my 14 tiles, which one do I let go? For each distinct
discard the table gives the shanten of the 13 tiles left, the tiles that would lower it (ukeire) with the
copies of each still unseen, and their total; for a discard that leaves the hand tenpai, each wait is
scored under the situation and ruleset given, so a cheap wait can be told from a valuable one.

Unseen copies are four, less those in the hand (the discarded tile included: it lies face up in front
of the player), in its melds, among the dora indicators and among the other tiles the caller says the
player can see (discards, other players' melds). The shanten and its improving tiles come from
`distance`, which counts the three winning shapes.

>>> from rules.scoring.tiles import parse_tiles
>>> table = discard_table(parse_tiles("234m567p2345s1177z"))
>>> [(c.tile.mpsz(), c.prospect.shanten, c.prospect.total) for c in table[:3]]
[('2s', 0, 4), ('5s', 0, 4), ('1z', 1, 28)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from .distance import Outlook, discard_outlooks, kinds_of, outlook
from .errors import ScoringError
from .hand import Hand, Meld, check_copies
from .rulesets import RULESETS, Ruleset
from .score import Score, score_hand
from .situation import Situation
from .tiles import COPIES, Tile, TileKind, counts_of

_NO_SITUATION = Situation()
_PLAIN = tuple(Tile(kind) for kind in range(34))


class Draw(NamedTuple):
    """A tile that would bring the hand one step closer to winning, with its copies still unseen.

    Named tuples rather than frozen dataclasses for the many small records of a table: a hand's table
    holds a couple of hundred of them, and a frozen dataclass costs several times more to build.
    """

    tile: Tile
    unseen: int


class WaitValue(NamedTuple):
    """A tile that would complete a tenpai hand: its unseen copies and what the win would score, or the
    scorer's error code where it cannot be scored (most often `no_yaku`)."""

    tile: Tile
    unseen: int
    score: Score | None
    error: str | None


class Prospect(NamedTuple):
    """What a hand of 13 tiles (melds aside) has ahead of it: its shanten, the tiles that lower it with
    the total of their unseen copies, the winning shapes that count ("standard", "seven_pairs",
    "thirteen_orphans": those reaching that shanten) and, when it is tenpai, its waits with their values."""

    shanten: int
    draws: tuple[Draw, ...]
    total: int
    shapes: tuple[str, ...]
    waits: tuple[WaitValue, ...] = ()

    @property
    def tenpai(self) -> bool:
        """One tile from a winning shape."""
        return self.shanten == 0


class DiscardChoice(NamedTuple):
    """One distinct discard of a hand and the prospect of the hand it leaves."""

    tile: Tile
    prospect: Prospect

    @property
    def rank(self) -> tuple[int, int]:
        """What makes a discard better: a lower shanten first, then more unseen improving tiles."""
        return (self.prospect.shanten, -self.prospect.total)


def discard_table(
    tiles: Sequence[Tile],
    melds: Sequence[Meld] = (),
    visible: Iterable[Tile] = (),
    situation: Situation = _NO_SITUATION,
    ruleset: Ruleset = RULESETS["ema"],
    value_waits: bool = True,
) -> tuple[DiscardChoice, ...]:
    """Every distinct discard of a hand of 14 tiles (melds aside), best first.

    Sorted by shanten, then unseen improving tiles, then how many kinds improve the hand, then tile
    order. Raises `ScoringError` (`wrong_tile_count`, `too_many_copies`) for a hand that cannot be.

    >>> from rules.scoring.tiles import parse_tiles
    >>> best = discard_table(parse_tiles("234m567p2345s1177z"))[0]
    >>> best.tile.mpsz(), [(w.tile.mpsz(), w.unseen, w.score.total) for w in best.prospect.waits]
    ('2s', [('1z', 2, 3900), ('7z', 2, 2000)])
    """
    held = _checked(tiles, melds, visible, situation, 14)
    found = discard_outlooks(counts_of(list(tiles)), len(melds))
    choices = []
    for kind, result in found.items():
        tile = _discarded(tiles, kind)
        waits: tuple[WaitValue, ...] = ()
        if value_waits and result.distance == 1:
            left = list(tiles)
            left.remove(tile)
            waits = _waits(left, melds, result, held, situation, ruleset)
        choices.append(DiscardChoice(tile, _prospect(result, held, waits)))
    choices.sort(key=_table_order)
    return tuple(choices)


def _table_order(choice: DiscardChoice) -> tuple[int, int, int, int]:
    """Shanten, then unseen improving tiles, then kinds of improving tiles, then tile order."""
    prospect = choice.prospect
    return (prospect.shanten, -prospect.total, -len(prospect.draws), choice.tile.kind)


def hand_prospect(
    tiles: Sequence[Tile],
    melds: Sequence[Meld] = (),
    visible: Iterable[Tile] = (),
    situation: Situation = _NO_SITUATION,
    ruleset: Ruleset = RULESETS["ema"],
    value_waits: bool = True,
) -> Prospect:
    """The prospect of a hand of 13 tiles (melds aside): shanten, improving tiles, valued waits.

    >>> from rules.scoring.tiles import parse_tiles
    >>> found = hand_prospect(parse_tiles("123m456p789s1122z"), situation=Situation(riichi=True))
    >>> [(w.tile.mpsz(), w.unseen, w.score.han) for w in found.waits]
    [('1z', 2, 3), ('2z', 2, 1)]
    """
    held = _checked(tiles, melds, visible, situation, 13)
    result = outlook(counts_of(list(tiles)), len(melds))
    tenpai = value_waits and result.distance == 1
    waits = _waits(list(tiles), melds, result, held, situation, ruleset) if tenpai else ()
    return _prospect(result, held, waits)


def best_choices(table: Sequence[DiscardChoice]) -> tuple[DiscardChoice, ...]:
    """Every discard tied with the best one on shanten and unseen improving tiles."""
    return tuple(choice for choice in table if choice.rank == table[0].rank) if table else ()


def _checked(
    tiles: Sequence[Tile], melds: Sequence[Meld], visible: Iterable[Tile], situation: Situation, size: int
) -> list[int]:
    """Validate the tile count and copies; the copies the player sees of each kind (hand, melds,
    indicators and the other visible tiles)."""
    expected = size - 3 * len(melds)
    if len(melds) > 4 or len(tiles) != expected:
        raise ScoringError("wrong_tile_count", field="hand", count=len(tiles), expected=max(expected, 0))
    seen = list(tiles) + [tile for meld in melds for tile in meld.tiles] + list(visible)
    seen += situation.dora_indicators
    held = counts_of(seen)
    check_copies(held, seen)
    return held


def _discarded(tiles: Sequence[Tile], kind: TileKind) -> Tile:
    """The copy of `kind` to let go: a plain five before a red one, which is worth a dora."""
    plain = _PLAIN[kind]
    return plain if plain in tiles else Tile(kind, red=True)


def _prospect(result: Outlook, seen: list[int], waits: tuple[WaitValue, ...]) -> Prospect:
    """The improving tiles of an outlook with their unseen copies; a kind whose four copies are all
    in sight cannot be drawn and is left out."""
    draws = tuple(
        Draw(_PLAIN[kind], COPIES - seen[kind]) for kind in kinds_of(result.draws) if seen[kind] < COPIES
    )
    total = 0
    for draw in draws:
        total += draw.unseen
    return Prospect(result.distance - 1, draws, total, result.shapes, waits)


def _waits(
    left: list[Tile],
    melds: Sequence[Meld],
    result: Outlook,
    seen: list[int],
    situation: Situation,
    ruleset: Ruleset,
) -> tuple[WaitValue, ...]:
    """The waits of a tenpai hand, each scored as a win on that tile under the situation given."""
    values = []
    for kind in kinds_of(result.draws):
        if seen[kind] >= COPIES:
            continue
        win = _PLAIN[kind]
        try:
            score, error = score_hand(Hand((*left, win), win, tuple(melds)), situation, ruleset), None
        except ScoringError as failure:
            score, error = None, failure.code
        values.append(WaitValue(win, COPIES - seen[kind], score, error))
    return tuple(values)
