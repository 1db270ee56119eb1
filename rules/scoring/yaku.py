"""The yaku registry: one entry per yaku key, with its closed and open han as data and one predicate.

Predicates read a `Reading`: one way of seeing a winning hand (a split into sets and a pair, seven pairs
or thirteen orphans) together with its wait, the situation flags and facts about the whole hand. Adding a
local yaku is adding one entry; a ruleset turns local yaku on by listing their keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from .shapes import SEVEN_PAIRS
from .shapes import THIRTEEN_ORPHANS as ORPHANS
from .tiles import HONOR_START, TERMINALS_AND_HONORS

WHITE: Final = 31
GREEN: Final = 32
RED: Final = 33
WIND_KINDS: Final = (27, 28, 29, 30)
YAKUMAN_HAN: Final = 13
# Values of `Yaku.needs`, cheap facts of a split tested before the predicates that cannot hold without
# them: three chows or more, a repeated chow, a 123 or 789 chow, the seven-pairs shape, an honour pung,
# three pungs or more, the thirteen-orphans shape.
THREE_CHOWS: Final = "three_chows"
PEIKOU: Final = "peikou"
OUTSIDE_CHOW: Final = "outside_chow"
PAIRS_SHAPE: Final = "pairs_shape"
HONOR_PUNG: Final = "honor_pung"
THREE_PUNGS: Final = "three_pungs"
ORPHAN_SHAPE: Final = "orphan_shape"


class Reading:
    """One reading of a winning hand: mutable scratch state, reset per split and wait for speed."""

    __slots__ = (
        "chankan",
        "chiihou",
        "chow_mask",
        "chows",
        "chuuren",
        "closed",
        "concealed_pungs",
        "counts",
        "daisharin",
        "double_riichi",
        "green",
        "haitei",
        "honors",
        "honors_only",
        "houtei",
        "ippatsu",
        "kans",
        "open_tanyao",
        "pair",
        "peikou",
        "pung_mask",
        "pungs",
        "rare",
        "riichi",
        "rinshan",
        "round",
        "seat",
        "shape",
        "simples",
        "suits",
        "tenhou",
        "terminal_honor_only",
        "terminals_only",
        "tsumo",
        "wait",
        "win",
    )

    chiihou: bool
    chankan: bool
    chows: tuple[int, ...]  # start kinds of every chow, melds included
    chow_mask: int  # bit k set where a chow starts at kind k
    chuuren: int  # 0, 1 (nine gates) or 2 (pure nine gates: nine-sided wait)
    closed: bool  # no called set (concealed kans allowed)
    concealed_pungs: int  # pungs and kans never exposed (a pung finished by ron is exposed)
    counts: tuple[int, ...]  # every tile of the hand, melds included
    daisharin: bool
    double_riichi: bool
    green: bool  # only 2, 3, 4, 6, 8 of bamboo and green dragons
    haitei: bool
    honors: int  # how many honour tiles
    honors_only: bool
    houtei: bool
    ippatsu: bool
    kans: int
    open_tanyao: bool
    pair: int  # kind of the pair, -1 for seven pairs and thirteen orphans
    peikou: int  # how many disjoint pairs of identical chows
    rare: bool  # a hand-level yakuman is possible: a necessary condition checked before their tests
    pungs: tuple[int, ...]  # kinds of every pung and kan, melds included
    pung_mask: int  # bit k set where kind k is a pung or kan
    riichi: bool
    rinshan: bool
    round: int  # round wind kind
    seat: int  # seat wind kind
    shape: str  # STANDARD, SEVEN_PAIRS or ORPHANS
    simples: bool  # no terminal, no honour
    suits: int  # how many of the three suits appear
    tenhou: bool
    terminal_honor_only: bool
    terminals_only: bool
    tsumo: bool
    wait: str  # ryanmen, kanchan, penchan, shanpon, tanki (seven pairs: tanki; orphans: "")
    win: int  # kind of the winning tile


Predicate = Callable[[Reading], object]  # truthy where the yaku holds


@dataclass(frozen=True, slots=True)
class Yaku:
    """A yaku: its key, han when closed and when open (0: closed only), and when it holds."""

    key: str
    closed: int
    open: int
    test: Predicate
    yakuman: bool = False
    local: bool = False
    excludes: tuple[str, ...] = ()
    hand_level: bool = False  # the predicate reads only the situation and the tile counts, not the split
    needs: str = ""  # HONOR_PUNG, THREE_PUNGS or ORPHAN_SHAPE: a cheap necessary condition, tested first


def _bits(kinds: tuple[int, ...] | range) -> int:
    """A bit mask with bit k set for each kind k."""
    mask = 0
    for kind in kinds:
        mask |= 1 << kind
    return mask


TERMINAL_HONOR_BITS: Final = _bits(tuple(TERMINALS_AND_HONORS))
OUTSIDE_CHOW_BITS: Final = _bits((0, 6, 9, 15, 18, 24))  # 123 and 789 of each suit
ITTSU_BITS: Final = tuple(_bits((base, base + 3, base + 6)) for base in (0, 9, 18))
SUIT_BITS: Final = 0x1FF
RUN_STARTS: Final = {length: _bits(tuple(k for k in range(27) if k % 9 + length <= 9)) for length in (3, 4)}


def _pure_outside(r: Reading, honors_allowed: bool) -> bool:
    """Every set and the pair hold a terminal (or honour), with at least one chow."""
    return (
        bool(r.chows)
        and (r.honors > 0) == honors_allowed
        and bool(1 << r.pair & TERMINAL_HONOR_BITS)
        and not r.chow_mask & ~OUTSIDE_CHOW_BITS
        and not r.pung_mask & ~TERMINAL_HONOR_BITS
    )


def _ittsu(r: Reading) -> bool:
    chows = r.chow_mask
    low, middle, high = ITTSU_BITS
    return chows & low == low or chows & middle == middle or chows & high == high


def _shoudoukou(r: Reading) -> bool:
    """Two pungs and the pair of one number in the three suits."""
    pair = r.pair
    if not 0 <= pair < HONOR_START:
        return False
    number = pair % 9
    same_number = (1 << number | 1 << (number + 9) | 1 << (number + 18)) & ~(1 << pair)
    return (r.pung_mask & same_number).bit_count() == 2


def _run_of_pungs(r: Reading, length: int) -> bool:
    run = r.pung_mask
    for step in range(1, length):
        run &= r.pung_mask >> step
    return bool(run & RUN_STARTS[length])


def _same_chow(r: Reading, times: int) -> bool:
    return any(r.chows.count(c) >= times for c in r.chows)


def _pinfu(r: Reading) -> bool:
    pair = r.pair
    return (
        len(r.chows) == 4
        and r.wait == "ryanmen"
        and pair < WHITE
        and pair != r.seat
        and pair != r.round
        and r.closed
    )


# The order of the registry is the order of the explanation, group by group as the scorer finds them:
# the situation and the whole hand first, then the split (its chows, its shape, its honour pungs, three
# pungs or more); yakuman likewise.
REGISTRY: Final[tuple[Yaku, ...]] = (
    # The situation and the tiles as a whole (found once per hand).
    Yaku("riichi", 1, 0, lambda r: r.riichi and not r.double_riichi, hand_level=True),
    Yaku("double_riichi", 2, 0, lambda r: r.double_riichi, hand_level=True),
    Yaku("ippatsu", 1, 0, lambda r: r.ippatsu, hand_level=True),
    Yaku("menzen_tsumo", 1, 0, lambda r: r.tsumo, hand_level=True),
    Yaku("chankan", 1, 1, lambda r: r.chankan, hand_level=True),
    Yaku("rinshan", 1, 1, lambda r: r.rinshan, hand_level=True),
    Yaku("haitei", 1, 1, lambda r: r.haitei, hand_level=True),
    Yaku("houtei", 1, 1, lambda r: r.houtei, hand_level=True),
    Yaku("tanyao", 1, 1, lambda r: r.simples and (r.closed or r.open_tanyao), hand_level=True),
    Yaku("honroutou", 2, 2, lambda r: r.terminal_honor_only, hand_level=True),
    Yaku("honitsu", 3, 2, lambda r: r.suits == 1 and r.honors > 0, hand_level=True),
    Yaku("chinitsu", 6, 5, lambda r: r.suits == 1 and not r.honors, hand_level=True),
    # The split: local yaku that need no gate, then yaku of three chows or more, of a repeated chow,
    # of an outside chow, and seven pairs.
    Yaku("sanshoku_shoudoukou", 2, 2, _shoudoukou, local=True),
    Yaku("pinfu", 1, 0, _pinfu, needs=THREE_CHOWS),
    Yaku("ittsu", 2, 1, _ittsu, needs=THREE_CHOWS),
    Yaku(
        "sanshoku",
        2,
        1,
        lambda r: r.chow_mask & r.chow_mask >> 9 & r.chow_mask >> 18 & SUIT_BITS,
        needs=THREE_CHOWS,
    ),
    Yaku(
        "iishoku_sanjun",
        3,
        2,
        lambda r: _same_chow(r, 3),
        local=True,
        excludes=("iipeikou",),
        needs=THREE_CHOWS,
    ),
    Yaku("iipeikou", 1, 0, lambda r: r.peikou == 1, needs=PEIKOU),
    Yaku("ryanpeikou", 3, 0, lambda r: r.peikou == 2, needs=PEIKOU),
    Yaku("chanta", 2, 1, lambda r: _pure_outside(r, True), needs=OUTSIDE_CHOW),
    Yaku("junchan", 3, 2, lambda r: _pure_outside(r, False), needs=OUTSIDE_CHOW),
    Yaku("chiitoitsu", 2, 0, lambda r: r.shape == SEVEN_PAIRS, needs=PAIRS_SHAPE),
    # The split's honour pungs.
    Yaku("yakuhai_haku", 1, 1, lambda r: r.pung_mask >> WHITE & 1, needs=HONOR_PUNG),
    Yaku("yakuhai_hatsu", 1, 1, lambda r: r.pung_mask >> GREEN & 1, needs=HONOR_PUNG),
    Yaku("yakuhai_chun", 1, 1, lambda r: r.pung_mask >> RED & 1, needs=HONOR_PUNG),
    Yaku("yakuhai_seat_wind", 1, 1, lambda r: r.pung_mask >> r.seat & 1, needs=HONOR_PUNG),
    Yaku("yakuhai_round_wind", 1, 1, lambda r: r.pung_mask >> r.round & 1, needs=HONOR_PUNG),
    Yaku(
        "shousangen",
        2,
        2,
        lambda r: r.pair >= WHITE and (r.pung_mask >> WHITE).bit_count() == 2,
        needs=HONOR_PUNG,
    ),
    # The split's pungs, three or more.
    Yaku("toitoi", 2, 2, lambda r: len(r.pungs) == 4, needs=THREE_PUNGS),
    Yaku(
        "sanshoku_doukou",
        2,
        2,
        lambda r: r.pung_mask & r.pung_mask >> 9 & r.pung_mask >> 18 & SUIT_BITS,
        needs=THREE_PUNGS,
    ),
    Yaku("sanankou", 2, 2, lambda r: r.concealed_pungs == 3, needs=THREE_PUNGS),
    Yaku("sankantsu", 2, 2, lambda r: r.kans == 3, needs=THREE_PUNGS),
    Yaku("sanrenkou", 2, 2, lambda r: _run_of_pungs(r, 3), local=True, needs=THREE_PUNGS),
    # Yakuman: 13 han each; the ruleset's double patterns count 26. The whole hand first.
    Yaku("tenhou", 13, 0, lambda r: r.tenhou, yakuman=True, hand_level=True),
    Yaku("chiihou", 13, 0, lambda r: r.chiihou, yakuman=True, hand_level=True),
    Yaku("chuuren", 13, 0, lambda r: r.chuuren == 1, yakuman=True, hand_level=True),
    Yaku("junsei_chuuren", 13, 0, lambda r: r.chuuren == 2, yakuman=True, hand_level=True),
    Yaku("ryuuiisou", 13, 13, lambda r: r.green, yakuman=True, hand_level=True),
    Yaku("chinroutou", 13, 13, lambda r: r.terminals_only, yakuman=True, hand_level=True),
    Yaku("tsuuiisou", 13, 13, lambda r: r.honors_only, yakuman=True, hand_level=True),
    Yaku("daisharin", 13, 0, lambda r: r.daisharin, yakuman=True, local=True, hand_level=True),
    Yaku(
        "kokushi",
        13,
        0,
        lambda r: r.shape == ORPHANS and r.counts[r.win] == 1,
        yakuman=True,
        needs=ORPHAN_SHAPE,
    ),
    Yaku(
        "kokushi_13",
        13,
        0,
        lambda r: r.shape == ORPHANS and r.counts[r.win] == 2,
        yakuman=True,
        needs=ORPHAN_SHAPE,
    ),
    Yaku(
        "suuankou",
        13,
        0,
        lambda r: r.concealed_pungs == 4 and r.wait != "tanki",
        yakuman=True,
        needs=THREE_PUNGS,
    ),
    Yaku(
        "suuankou_tanki",
        13,
        0,
        lambda r: r.concealed_pungs == 4 and r.wait == "tanki",
        yakuman=True,
        needs=THREE_PUNGS,
    ),
    Yaku("suukantsu", 13, 13, lambda r: r.kans == 4, yakuman=True, needs=THREE_PUNGS),
    Yaku("daisangen", 13, 13, lambda r: r.pung_mask >> WHITE == 7, yakuman=True, needs=THREE_PUNGS),
    Yaku(
        "shousuushii",
        13,
        13,
        lambda r: WIND_KINDS[0] <= r.pair <= WIND_KINDS[3] and (r.pung_mask >> 27 & 15).bit_count() == 3,
        yakuman=True,
        needs=THREE_PUNGS,
    ),
    Yaku("daisuushii", 13, 13, lambda r: r.pung_mask >> 27 & 15 == 15, yakuman=True, needs=THREE_PUNGS),
    Yaku("suurenkou", 13, 13, lambda r: _run_of_pungs(r, 4), yakuman=True, local=True, needs=THREE_PUNGS),
    Yaku("iishoku_suujun", 13, 13, lambda r: _same_chow(r, 4), yakuman=True, local=True),
)
YAKU_BY_KEY: Final[dict[str, Yaku]] = {yaku.key: yaku for yaku in REGISTRY}
# Keys of DESIGN.md scored outside the registry: renhou and nagashi mangan by the payment rules,
# kazoe_yakuman by the limits; open_riichi, shiisanpuutaa and paarenchan need facts that the scoring
# request does not carry, so a ruleset may list them but they never fire.
# The counted yakuman also names, in `unpaid_yakuman`, the 13+ han a real yakuman's ordinary yaku make.
COUNTED_YAKUMAN: Final = "kazoe_yakuman"
SPECIAL_KEYS: Final = (
    "renhou",
    "nagashi_mangan",
    COUNTED_YAKUMAN,
    "open_riichi",
    "shiisanpuutaa",
    "paarenchan",
)
YAKU_KEYS: Final = (*YAKU_BY_KEY, *SPECIAL_KEYS)
