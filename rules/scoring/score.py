"""Scoring a winning hand: try every reading (split x wait), keep the one that pays most."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, NamedTuple

from .errors import ScoringError
from .fu import FuItem, fu_items, round_fu, set_item
from .hand import Hand
from .payment import (
    HandedOver,
    Payment,
    hand_value,
    handed_over,
    settle,
    table_payment,
    table_total,
    table_value,
)
from .rulesets import DOUBLE_YAKUMAN_PATTERNS, RULESETS, Ruleset
from .shapes import SEVEN_PAIRS, Split, analyse_13, is_thirteen_orphans, standard_readings
from .shapes import THIRTEEN_ORPHANS as ORPHANS
from .situation import (
    Situation,
    check_indicators,
    check_nagashi,
    check_ruleset_situation,
    check_situation,
)
from .tiles import DRAGONS, HONOR_START, WINDS, dora_from_indicator
from .yaku import (
    COUNTED_YAKUMAN,
    HONOR_PUNG,
    ORPHAN_SHAPE,
    OUTSIDE_CHOW,
    OUTSIDE_CHOW_BITS,
    PAIRS_SHAPE,
    PEIKOU,
    REGISTRY,
    THREE_CHOWS,
    THREE_PUNGS,
    YAKUMAN_HAN,
    Reading,
)

YakuList = tuple[tuple[str, int], ...]
NO_SITUATION: Final = Situation()
_PURE_NINE_GATES: Final = [3, 1, 1, 1, 1, 1, 1, 1, 3]
_DAISHARIN: Final = (0, 2, 2, 2, 2, 2, 2, 2, 0)
_NO_DORA: Final = (0, 0, 0)
_NO_SETS: Final[Split] = (-1, (), (), 0, 0, 0)
_DORA_OF: Final = tuple(dora_from_indicator(kind) for kind in range(34))
_PINFU: Final = ("pinfu", 1)


@dataclass(init=False, slots=True)
class Score:
    """A scored hand: the explanation (yaku, dora, fu items) and the points, as in the contract.

    Never changed once built. Its own `__init__`, as `Hand`'s: it is built once per scored hand, and
    a named tuple's or a frozen dataclass's generated constructor runs interpreted.
    """

    han: int
    fu: int
    yaku: YakuList
    dora: int
    ura_dora: int
    aka_dora: int
    fu_items: tuple[FuItem, ...]
    limit: str | None
    yakuman: int
    base_points: int
    dealer: bool
    payment: Payment
    total: int
    unpaid_yakuman: YakuList  # yakuman the hand has beside the paid one, where yakuman do not stack
    paid: HandedOver  # what each payer hands over, honba included

    def __init__(
        self,
        han: int,
        fu: int,
        yaku: YakuList,
        dora: int,
        ura_dora: int,
        aka_dora: int,
        fu_items: tuple[FuItem, ...],
        limit: str | None,
        yakuman: int,
        base_points: int,
        dealer: bool,
        payment: Payment,
        total: int,
        unpaid_yakuman: YakuList = (),
        paid: HandedOver = (),
    ) -> None:
        self.han, self.fu, self.yaku = han, fu, yaku
        self.dora, self.ura_dora, self.aka_dora = dora, ura_dora, aka_dora
        self.fu_items, self.limit, self.yakuman, self.base_points = fu_items, limit, yakuman, base_points
        self.dealer, self.payment, self.total = dealer, payment, total
        self.unpaid_yakuman, self.paid = unpaid_yakuman, paid

    def to_dict(self) -> dict[str, object]:
        """The response object of the scoring contract (built with plain loops: a comprehension is one
        more function call, and this runs for every answer)."""
        yaku = []
        for key, han in self.yaku:
            yaku.append({"key": key, "han": han})
        unpaid = []
        for key, han in self.unpaid_yakuman:
            unpaid.append({"key": key, "han": han})
        paid = []
        for payer, count, points, honba in self.paid:
            paid.append({"payer": payer, "count": count, "points": points, "honba": honba})
        items = []
        for key, fu, tiles in self.fu_items:
            items.append({"key": key, "fu": fu, "tiles": tiles} if tiles else {"key": key, "fu": fu})
        return {
            "han": self.han,
            "fu": self.fu,
            "yaku": yaku,
            "dora": {"dora": self.dora, "ura_dora": self.ura_dora, "aka_dora": self.aka_dora},
            "fu_items": items,
            "limit": self.limit,
            "yakuman": self.yakuman,
            "base_points": self.base_points,
            "dealer": self.dealer,
            "payment": dict(self.payment),
            "total": self.total,
            "paid": paid,
            "unpaid_yakuman": unpaid,
        }


Found = tuple[str, int]  # key, han (yakuman: units)
# A reading's value: points, yakuman units, han, fu, unrounded fu, fu items, yaku, dora, base, limit,
# and the yakuman it has but is not paid for (where yakuman do not stack).
Candidate = tuple[
    int, int, int, int, int, list[FuItem], list[Found], tuple[int, int, int], int, str | None, list[Found]
]
Entry = tuple[Callable[[Reading], object], Found]
Entries = tuple[Entry, ...]


class Registry(NamedTuple):
    """The registry entries that can count for a closed or open hand under one ruleset, grouped by when
    the scorer tests them, as (test, found) pairs; yakuman count units (1, or 2 for a double pattern)."""

    hand_yakuman: Entries  # once per hand
    hand_yaku: Entries
    yakuman: Entries  # per reading
    orphan_yakuman: Entries  # per reading of the thirteen-orphans shape
    three_pung_yakuman: Entries  # per reading with three pungs or more
    yaku: Entries
    three_chow_yaku: Entries  # per reading with three chows or more
    peikou_yaku: Entries  # per reading with a repeated chow (closed hands)
    outside_chow_yaku: Entries  # per reading with a 123 or 789 chow
    pairs_yaku: Entries  # per reading of the seven-pairs shape
    honor_pung_yaku: Entries  # per reading with an honour pung
    three_pung_yaku: Entries
    excludes: dict[str, tuple[str, ...]]  # key -> the keys it replaces
    hand_yaku_found: dict[int, tuple[Found, ...]]  # HAND_FACTS values, packed in an int -> hand_yaku found


# What the hand-level yaku (riichi ... chinitsu) read: the situation flags and a few facts of the
# counts. Their predicates run once per combination of these values, found again by a dict look-up on
# the values packed in an int (one bit per flag, then the suits and the honour count): a dozen
# predicate calls per hand cost more than building this key, most of all in a busy process.
HAND_FACTS: Final = (
    "riichi",
    "double_riichi",
    "ippatsu",
    "tsumo",
    "chankan",
    "rinshan",
    "haitei",
    "houtei",
    "simples",
    "closed",
    "open_tanyao",
    "terminal_honor_only",
    "suits",
    "honors",
)
HAND_FACTS_MEMO_SIZE: Final = 4096


_GROUPS: Final = {  # (hand level, yakuman, needs) -> position in Registry
    (True, True, ""): 0,
    (True, False, ""): 1,
    (False, True, ""): 2,
    (False, True, ORPHAN_SHAPE): 3,
    (False, True, THREE_PUNGS): 4,
    (False, False, ""): 5,
    (False, False, THREE_CHOWS): 6,
    (False, False, PEIKOU): 7,
    (False, False, OUTSIDE_CHOW): 8,
    (False, False, PAIRS_SHAPE): 9,
    (False, False, HONOR_PUNG): 10,
    (False, False, THREE_PUNGS): 11,
}
_registries: Final[dict[tuple[tuple[str, ...], tuple[str, ...], bool], Registry]] = {}


def _registry(ruleset: Ruleset, closed: bool) -> Registry:
    """The ruleset's registry for a closed or open hand: local yaku only where listed, double patterns."""
    cache_key = (ruleset.local_yaku, ruleset.double_yakuman, closed)
    found = _registries.get(cache_key)
    if found is None:
        groups: list[list[Entry]] = [[] for _ in _GROUPS]
        excludes: dict[str, tuple[str, ...]] = {}
        for y in REGISTRY:
            han = y.closed if closed else y.open
            if not han or (y.local and y.key not in ruleset.local_yaku):
                continue
            if y.yakuman:
                han = 2 if y.key in ruleset.double_yakuman else 1
            if y.excludes:
                excludes[y.key] = y.excludes
            groups[_GROUPS[(y.hand_level, y.yakuman, y.needs)]].append((y.test, (y.key, han)))
        g = [tuple(group) for group in groups]
        found = _registries[cache_key] = Registry(
            g[0], g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8], g[9], g[10], g[11], excludes, {}
        )
    return found


def _hand_yaku(
    entries: Entries, r: Reading, key: int, memo: dict[int, tuple[Found, ...]]
) -> tuple[Found, ...]:
    """The hand-level yaku of the HAND_FACTS values of `r` (packed in `key`), kept in `memo`. The
    predicates read a reading holding only those values, so one that read anything else would fail
    here rather than be wrong."""
    probe = Reading()
    for name in HAND_FACTS:
        setattr(probe, name, getattr(r, name))
    found = tuple(entry for test, entry in entries if test(probe))
    if len(memo) >= HAND_FACTS_MEMO_SIZE:
        memo.clear()
    memo[key] = found
    return found


def _without_excluded(found: list[Found], excludes: dict[str, tuple[str, ...]]) -> list[Found]:
    """Drop the yaku that a found yaku replaces (e.g. iishoku sanjun replaces iipeikou)."""
    dropped = {key for found_key, _ in found for key in excludes.get(found_key, ())}
    return [entry for entry in found if entry[0] not in dropped] if dropped else found


def _hand_reading(hand: Hand, s: Situation, ruleset: Ruleset) -> Reading:
    """A reading filled with everything that does not depend on the split or the wait."""
    c = hand.all_counts
    r = Reading()
    r.tsumo, r.riichi, r.double_riichi, r.ippatsu = s.tsumo, s.riichi, s.double_riichi, s.ippatsu
    r.haitei, r.houtei, r.rinshan, r.chankan = s.haitei, s.houtei, s.rinshan, s.chankan
    r.tenhou, r.chiihou = s.tenhou, s.chiihou
    r.seat, r.round = s.seat_kind, s.round_kind
    r.open_tanyao = ruleset.open_tanyao
    r.closed = hand.closed
    r.counts = c
    r.win = hand.win_tile.kind
    r.kans = hand.kans
    man, pin, sou, honors, terminals, green = hand.suit_sizes
    total = man + pin + sou + honors
    r.suits = (man > 0) + (pin > 0) + (sou > 0)
    r.honors = honors
    r.simples = not terminals and not honors
    r.terminal_honor_only = terminals + honors == total
    r.terminals_only = terminals == total
    r.honors_only = honors == total
    r.green = green == total
    r.chuuren = 0
    r.daisharin = False
    r.rare = r.tenhou or r.chiihou or r.green or r.terminals_only or r.honors_only
    if not hand.melds and r.suits == 1 and not honors:
        base = 0 if man else 9 if pin else 18
        suit = list(hand.counts[base : base + 9])
        if suit[0] >= 3 and suit[8] >= 3 and all(suit[1:8]):
            suit[r.win - base] -= 1
            r.chuuren = 2 if suit == _PURE_NINE_GATES else 1
        r.daisharin = base == 9 and hand.counts[9:18] == _DAISHARIN
        r.rare = r.rare or r.chuuren > 0 or r.daisharin
    return r


def score_hand(hand: Hand, situation: Situation = NO_SITUATION, ruleset: Ruleset = RULESETS["ema"]) -> Score:
    """Score a winning hand under a ruleset, or raise `ScoringError` with the contract's code.

    A situation with `nagashi_mangan` scores the special payment instead of the tiles.

    >>> from rules.scoring.tiles import parse_tiles
    >>> hand = Hand.from_mpsz("234m567p23455s", "5s", [("pon", "777z")])
    >>> score = score_hand(hand, Situation(seat_wind="S", dora_indicators=tuple(parse_tiles("3m"))))
    >>> score.han, score.fu, score.total
    (2, 30, 2000)
    """
    s = situation
    if s.nagashi_mangan:
        return score_nagashi(s, ruleset)
    check_indicators(hand, s)
    check_situation(hand, s)
    check_ruleset_situation(hand, s, ruleset)
    if s.tenhou:
        return _tenhou_score(hand, s, ruleset)
    return _score_tiles(hand, s, ruleset)


def _tenhou_score(hand: Hand, s: Situation, ruleset: Ruleset) -> Score:
    """Tenhou has no real winning tile: the dealer's 14 dealt tiles score in the reading that pays
    most (a 13-sided kokushi, a pure nine gates, a suuankou on a pair wait), whichever tile is named.
    Chiihou is not scored here: the non-dealer's first draw is a real winning tile, with its real wait.

    Where readings pay the same (a ruleset that pays the double patterns single), the pure form is
    named (kokushi_13 over kokushi): the dealt tiles wait on nothing, so every wait was theirs.
    """
    best = _score_tiles(hand, s, ruleset)
    best_key = _tenhou_key(best)
    tried = {hand.win_tile.kind}
    for tile in hand.tiles:
        if tile.kind in tried:
            continue
        tried.add(tile.kind)
        other = _score_tiles(Hand(hand.tiles, tile, hand.melds), s, ruleset)
        if (other_key := _tenhou_key(other)) > best_key:
            best, best_key = other, other_key
    return best


def _tenhou_key(score: Score) -> tuple[int, int, bool, int]:
    return (score.total, score.han, any(key in DOUBLE_YAKUMAN_PATTERNS for key, _ in score.yaku), score.fu)


def _score_tiles(hand: Hand, s: Situation, ruleset: Ruleset) -> Score:
    """Score the tiles once the situation is known to be possible: every reading, the best one kept."""
    r = _hand_reading(hand, s, ruleset)
    closed, tsumo, win = r.closed, s.tsumo, r.win
    (
        hand_yakuman_entries,
        hand_yaku_entries,
        yakuman_entries,
        orphan_yakuman_entries,
        three_pung_yakuman_entries,
        yaku_entries,
        three_chow_entries,
        peikou_entries,
        outside_chow_entries,
        pairs_entries,
        honor_pung_entries,
        three_pung_entries,
        excludes,
        hand_yaku_found,
    ) = _registry(ruleset, closed)
    dealer = s.seat_kind == HONOR_START
    c = hand.all_counts
    dora = ura = 0
    for tile in s.dora_indicators:
        dora += c[_DORA_OF[tile.kind]]
    for tile in s.ura_indicators:  # present under riichi only (check_situation)
        ura += c[_DORA_OF[tile.kind]]
    aka = hand.reds if ruleset.aka_dora else 0  # a red five is a plain five where the ruleset has none
    meld_chows: tuple[int, ...] = ()
    meld_pungs: tuple[int, ...] = ()
    meld_items: list[FuItem] = []
    meld_chow_mask = meld_pung_mask = ankans = 0
    for meld in hand.melds:
        if meld.kind == "chi":
            meld_chows += (meld.first,)
            meld_chow_mask |= 1 << meld.first
        else:
            meld_pungs += (meld.first,)
            meld_pung_mask |= 1 << meld.first
            meld_items.append(set_item(meld.first, meld.kind != "ankan", meld.kind != "pon"))
            ankans += meld.kind == "ankan"
    renhou = ruleset.renhou if s.renhou else "off"
    fed = _fed_pao(hand, ruleset) if s.pao else ()

    readings = standard_readings(hand.counts, win)
    if not hand.melds:
        if hand.counts.count(2) == 7:  # seven different pairs (see shapes.is_seven_pairs)
            readings.append((SEVEN_PAIRS, _NO_SETS, "tanki", win))
        elif not readings and is_thirteen_orphans(hand.counts):
            readings.append((ORPHANS, _NO_SETS, "", win))
    if not readings:
        raise _not_complete(hand)

    # Yaku that do not read the split are found once; found entries are (key, han), in registry order.
    hand_yakuman = [entry for test, entry in hand_yakuman_entries if test(r)] if r.rare else []
    if renhou == "yakuman":
        hand_yakuman.insert(0, ("renhou", 1))
    facts = (  # HAND_FACTS, in their order: suits (0-3) take two bits, the honour count all above
        r.riichi
        | r.double_riichi << 1
        | r.ippatsu << 2
        | tsumo << 3
        | r.chankan << 4
        | r.rinshan << 5
        | r.haitei << 6
        | r.houtei << 7
        | r.simples << 8
        | closed << 9
        | r.open_tanyao << 10
        | r.terminal_honor_only << 11
        | r.suits << 12
        | r.honors << 14
    )
    found_once = hand_yaku_found.get(facts)
    if found_once is None:
        found_once = _hand_yaku(hand_yaku_entries, r, facts, hand_yaku_found)
    hand_yaku = list(found_once)
    if renhou == "han5":
        hand_yaku.insert(0, ("renhou", 5))
    dora_han = dora + ura + aka
    # A candidate is (points, yakuman units, han, fu, unrounded fu, then the rest); the best one wins.
    best: Candidate | None = None
    candidate: Candidate | None
    counted_beside = ruleset.kazoe != "sanbaiman"  # where 13 han are a yakuman of their own
    for shape, (pair, chows, pungs, chow_mask, pung_mask, peikou), wait, finished in readings:
        ron_pung = finished if wait == "shanpon" and not tsumo else -1
        all_chows = chows + meld_chows if meld_chows else chows
        all_pungs = pungs + meld_pungs if meld_pungs else pungs
        chow_mask |= meld_chow_mask
        pung_mask |= meld_pung_mask
        peikou = peikou if closed else 0
        r.shape, r.pair, r.wait = shape, pair, wait
        r.chows, r.pungs, r.chow_mask, r.pung_mask, r.peikou = (
            all_chows,
            all_pungs,
            chow_mask,
            pung_mask,
            peikou,
        )
        r.concealed_pungs = len(pungs) - (ron_pung >= 0) + ankans

        three_pungs = len(all_pungs) >= 3
        yakuman_found = hand_yakuman
        if yakuman_entries:
            yakuman_found = yakuman_found + [entry for test, entry in yakuman_entries if test(r)]
        if three_pungs:
            yakuman_found = yakuman_found + [entry for test, entry in three_pung_yakuman_entries if test(r)]
        elif shape is ORPHANS:
            yakuman_found = yakuman_found + [entry for test, entry in orphan_yakuman_entries if test(r)]
        # The ordinary yaku of the reading: what it scores without a yakuman, and beside one the counted
        # yakuman (kazoe) it would also be, which a real yakuman leaves unpaid under every ruleset.
        found = (
            hand_yaku + [entry for test, entry in yaku_entries if test(r)] if yaku_entries else hand_yaku[:]
        )
        if len(all_chows) >= 3:
            found += [entry for test, entry in three_chow_entries if test(r)]
        if peikou:
            found += [entry for test, entry in peikou_entries if test(r)]
        if chow_mask & OUTSIDE_CHOW_BITS:
            found += [entry for test, entry in outside_chow_entries if test(r)]
        if shape is SEVEN_PAIRS:
            found += [entry for test, entry in pairs_entries if test(r)]
        if pung_mask >> HONOR_START:
            found += [entry for test, entry in honor_pung_entries if test(r)]
        if three_pungs:
            found += [entry for test, entry in three_pung_entries if test(r)]
        if excludes:
            found = _without_excluded(found, excludes)
        if yakuman_found:
            unpaid: list[Found] = []
            if not ruleset.yakuman_stacking and len(yakuman_found) > 1:
                paid_one = _paid_yakuman(yakuman_found, fed)
                unpaid = [(key, YAKUMAN_HAN * n) for key, n in yakuman_found if key != paid_one[0]]
                yakuman_found = [paid_one]
            if counted_beside and found:
                counted = dora_han
                for entry in found:
                    counted += entry[1]
                if counted >= YAKUMAN_HAN:
                    unpaid = [*unpaid, (COUNTED_YAKUMAN, counted)]
            units = sum(entry[1] for entry in yakuman_found)
            yakuman_yaku = [(key, YAKUMAN_HAN * n) for key, n in yakuman_found]
            items = fu_items(r, pungs, ron_pung, meld_items, ruleset, False)
            candidate = _candidate(
                YAKUMAN_HAN * units,
                items,
                yakuman_yaku,
                _NO_DORA,
                units,
                dealer,
                tsumo,
                ruleset,
                None,
                unpaid,
            )
        else:
            items = fu_items(r, pungs, ron_pung, meld_items, ruleset, _PINFU in found)
            candidate = None
            if found:
                han = dora_han
                for entry in found:
                    han += entry[1]
                candidate = _candidate(han, items, found, (dora, ura, aka), 0, dealer, tsumo, ruleset)
            if renhou == "mangan":
                flat = _candidate(5, items, [("renhou", 5)], _NO_DORA, 0, dealer, tsumo, ruleset, "mangan")
                if candidate is None or flat[0] > candidate[0]:
                    candidate = flat
            if candidate is None:
                continue
        if best is None or candidate[:5] > best[:5]:
            best = candidate
    if best is None:
        raise ScoringError("no_yaku")
    _, units, han, fu, _, items, found_yaku, (dora, ura, aka), base, limit, unpaid_yakuman = best
    yaku = tuple(found_yaku)
    pao_base = _pao_base(yaku, units, fed, ruleset) if s.pao else 0
    payment, total = settle(base, dealer, tsumo, s.honba, s.riichi_sticks, ruleset, pao_base)
    handed = handed_over(payment, tsumo, s.honba, ruleset.pao_honba)
    others = tuple(unpaid_yakuman)
    return Score(
        han,
        fu,
        yaku,
        dora,
        ura,
        aka,
        tuple(items),
        limit,
        units,
        base,
        dealer,
        payment,
        total,
        others,
        handed,
    )


def _paid_yakuman(found: list[Found], fed: tuple[str, ...]) -> Found:
    """The one yakuman paid where yakuman do not stack: the most units; on a tie under pao, one the
    liable player answers for (daisangen over tsuuiisou), else the first in registry order."""
    if fed:
        return max(found, key=lambda entry: (entry[1], entry[0] in fed))
    return max(found, key=lambda entry: entry[1])


# The called sets a pao yakuman needs before a player can have fed the one that completed it (seed
# 000: the third melded dragon set, the fourth melded wind set; M-League: a fourth kan by daiminkan).
_CALLED_SETS: Final = ("pon", "kan", "shouminkan")
_FED_SETS: Final = {
    "daisangen": (DRAGONS, _CALLED_SETS, 3),
    "daisuushii": (WINDS, _CALLED_SETS, 4),
    "suukantsu": (tuple(range(34)), ("kan",), 1),
}


def _fed_pao(hand: Hand, ruleset: Ruleset) -> tuple[str, ...]:
    """The yakuman of the ruleset's pao list whose completing set the melds can hold as a fed one."""
    fed = []
    for key in ruleset.pao:
        kinds, called, needed = _FED_SETS[key]
        sets = 0
        for meld in hand.melds:
            sets += meld.kind in called and meld.first in kinds
        if sets >= needed:
            fed.append(key)
    return tuple(fed)


def _not_complete(hand: Hand) -> ScoringError:
    """The `not_complete` error, telling what the hand waits on without its winning tile."""
    win = hand.win_tile.kind
    rest = list(hand.counts)
    rest[win] -= 1
    seen = list(hand.all_counts)
    seen[win] -= 1
    analysis = analyse_13(rest, len(hand.melds), tuple(seen))
    return ScoringError("not_complete", shanten=analysis.shanten, waits=analysis.waits_mpsz() or "-")


def _candidate(
    han: int,
    items: list[FuItem],
    yaku: list[Found],
    dora: tuple[int, int, int],
    units: int,
    dealer: bool,
    tsumo: bool,
    ruleset: Ruleset,
    limit: str | None = None,
    unpaid: list[Found] | None = None,
) -> Candidate:
    """A reading's comparable value: (points, yakuman units, han, fu, unrounded fu, then the rest of its
    score): a yakuman beats a counted yakuman of equal pay, and equal hands show their most fu."""
    raw = 0
    for item in items:
        raw += item[1]
    fu = round_fu(raw, bool(items) and items[0][0] == "chiitoitsu")
    if limit:
        base = 2000
        points = table_value(base, dealer, tsumo)[1]
    else:
        points, base, limit = hand_value(han, fu, units, ruleset.kazoe, ruleset.kiriage, dealer, tsumo)
    return (points, units, han, fu, raw, items, yaku, dora, base, limit, unpaid or [])


def _pao_base(yaku: YakuList, units: int, fed: tuple[str, ...], ruleset: Ruleset) -> int:
    """The base points a liable player answers for (the whole hand or the pao part); refused where
    the hand has no pao yakuman, or its melds hold no set a liable player could have fed."""
    pao_yaku = [(key, han) for key, han in yaku if key in ruleset.pao] if units else []
    if not pao_yaku:
        raise ScoringError("invalid_situation", flag="pao", other="no_pao_yakuman")
    liable = sum(han // YAKUMAN_HAN for key, han in pao_yaku if key in fed)
    if not liable:
        raise ScoringError("invalid_situation", flag="pao", other=f"{pao_yaku[0][0]}_not_fed")
    return 8000 * (units if ruleset.pao_scope == "whole" else liable)


def score_nagashi(situation: Situation, ruleset: Ruleset) -> Score:
    """Nagashi mangan: a draw paid as a mangan tsumo, where the ruleset has it (no counters, no sticks).

    >>> score_nagashi(Situation(seat_wind="S"), RULESETS["tenhou"]).total
    8000
    """
    if not ruleset.nagashi_mangan:
        raise ScoringError("invalid_situation", flag="nagashi_mangan", other="ruleset")
    check_nagashi(situation)
    dealer = situation.dealer
    payment = table_payment(2000, dealer, True)
    paid = handed_over(payment, True, 0, ruleset.pao_honba)  # no counters: they stay on the table
    return Score(
        0,
        0,
        (("nagashi_mangan", 0),),
        0,
        0,
        0,
        (),
        "mangan",
        0,
        2000,
        dealer,
        payment,
        table_total(payment),
        (),
        paid,
    )
