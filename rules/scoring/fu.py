"""Fu, itemized with the keys of the contract: the base, the win, the pair, the wait and each set."""

from __future__ import annotations

from typing import Final, TypeAlias

from .rulesets import Ruleset
from .shapes import SEVEN_PAIRS, STANDARD
from .tiles import HONOR_START, KIND_COUNT, TERMINALS_AND_HONORS, kind_mpsz
from .yaku import WHITE, Reading

FuItem: TypeAlias = tuple[str, int, str | None]  # key, fu, the set's tiles in notation (sets only)
_BASE: Final[FuItem] = ("base", 20, None)
_CLOSED_RON: Final[FuItem] = ("closed_ron", 10, None)
_TSUMO: Final[FuItem] = ("tsumo", 2, None)
_PAIR_DRAGON: Final[FuItem] = ("pair_dragon", 2, None)
_PAIR_SEAT: Final[FuItem] = ("pair_seat_wind", 2, None)
_PAIR_ROUND: Final[FuItem] = ("pair_round_wind", 2, None)
_OPEN_PINFU: Final[FuItem] = ("open_pinfu", 2, None)
WAIT_FU: Final = {
    "kanchan": ("wait_kanchan", 2, None),
    "penchan": ("wait_penchan", 2, None),
    "tanki": ("wait_tanki", 2, None),
}


def _set_item(kind: int, opened: bool, kan: bool) -> FuItem:
    terminal = kind in TERMINALS_AND_HONORS
    fu = (2 << terminal << (not opened)) << (2 * kan)
    key = f"{'open' if opened else 'closed'}_{'kan' if kan else 'pon'}_{'terminal' if terminal else 'simple'}"
    text = kind_mpsz(kind)
    return (key, fu, text[0] * (4 if kan else 3) + text[1])


# Every pung and kan item, at kind * 4 + opened * 2 + kan: read from a list, not worked out or hashed.
_SET_ITEMS: Final = [
    _set_item(kind, opened, kan)
    for kind in range(KIND_COUNT)
    for opened in (False, True)
    for kan in (False, True)
]


def set_item(kind: int, opened: bool, kan: bool) -> FuItem:
    """The fu item of one pung or kan: 2/4 open, 4/8 closed for a pon; kans four times that.

    >>> set_item(33, True, False)
    ('open_pon_terminal', 4, '777z')
    """
    return _SET_ITEMS[kind * 4 + opened * 2 + kan]


def fu_items(
    r: Reading,
    concealed_pungs: tuple[int, ...],
    ron_pung: int,
    meld_items: list[FuItem],
    ruleset: Ruleset,
    pinfu: bool,
) -> list[FuItem]:
    """Every fu item of a reading; `ron_pung` is the pung finished by ron (-1 for none), counted open.

    >>> from rules.scoring.rulesets import RULESETS
    >>> r = Reading(); r.shape = SEVEN_PAIRS
    >>> fu_items(r, (), -1, [], RULESETS["ema"], False)
    [('chiitoitsu', 25, None)]
    """
    shape = r.shape
    if shape is not STANDARD:
        return [("chiitoitsu", 25, None)] if shape is SEVEN_PAIRS else []
    closed = r.closed
    if not r.tsumo:
        items: list[FuItem] = [_BASE, _CLOSED_RON] if closed else [_BASE]
    elif (pinfu and not ruleset.pinfu_tsumo_fu) or (r.rinshan and not ruleset.rinshan_tsumo_fu):
        items = [_BASE]
    else:
        items = [_BASE, _TSUMO]
    for kind in concealed_pungs:
        items.append(set_item(kind, kind == ron_pung, False))
    if meld_items:
        items += meld_items
    pair = r.pair
    if pair >= HONOR_START:
        if pair >= WHITE:
            items.append(_PAIR_DRAGON)
        elif pair == r.seat:
            items.append(_PAIR_SEAT)
            if pair == r.round and ruleset.double_wind_pair_fu == 4:
                items.append(_PAIR_ROUND)
        elif pair == r.round:
            items.append(_PAIR_ROUND)
    wait = WAIT_FU.get(r.wait)
    if wait:
        items.append(wait)
    if not closed and len(items) == 1 and ruleset.open_pinfu_fu:
        items.append(_OPEN_PINFU)
    return items


def round_fu(total: int, seven_pairs: bool = False) -> int:
    """The fu of a hand from its items' sum: rounded up to 10, except seven pairs' flat 25.

    >>> round_fu(22), round_fu(25, seven_pairs=True)
    (30, 25)
    """
    return 25 if seven_pairs else -(-total // 10) * 10
