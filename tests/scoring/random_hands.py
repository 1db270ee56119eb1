"""Seeded random complete winning hands, written as scoring-contract requests.

The differential test and the benchmark both need many legal hands of every shape, reproducible
from a seed, and written in the contract's own words (DESIGN.md) so that the very same dict can be
fed to our scorer and, through `tests.scoring.oracle`, to the `mahjong` package.

Hands are built from physical tiles: 136 of them, four copies of each kind, where copy 0 of 5m, 5p
and 5s is the red five. Sets, melds, kan replacement draws and dora/ura indicators all take real
copies from that wall, so a request never holds a fifth copy, and four fives of a suit always
include the red one (as in a game played with red fives). In rulesets without red fives the `0`
is then simply a plain five, which exercises that rule too.

A uniformly random hand almost never shows the rare yaku, so each hand first draws a theme
(flush, outside hand, all pungs, dragons, seven pairs, thirteen orphans, a yakuman ...) that
shapes its sets; the situation (winds, tsumo or ron, riichi, last tile, kan draws, indicators,
counters) is then drawn so that every flag is consistent with the hand and with the others.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

RULESETS: tuple[str, ...] = ("ema", "wrc", "tenhou", "mahjongsoul", "mleague")
FLAGS = (
    "riichi",
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
    "renhou",
)

WIND_LETTERS = "ESWN"
RED_IDS = frozenset({16, 52, 88})
TERMINAL_KINDS = (0, 8, 9, 17, 18, 26)
HONOR_KINDS = tuple(range(27, 34))
DRAGON_KINDS = (31, 32, 33)
WIND_KINDS = (27, 28, 29, 30)
ORPHAN_KINDS = TERMINAL_KINDS + HONOR_KINDS
SIMPLE_KINDS = tuple(k for k in range(27) if k % 9 not in (0, 8))
GREEN_KINDS = (19, 20, 21, 23, 25, 32)
# Rulesets with renhou; where a ruleset has none, a hand only claims renhou under a house rule.
RENHOU_RULESETS = frozenset({"ema", "wrc"})
# Rulesets with the nagashi mangan payment (rulesets.md: a draw paid as a mangan tsumo).
NAGASHI_RULESETS = frozenset({"tenhou", "mahjongsoul", "mleague"})

Set = tuple[str, int]  # ("chi", lowest kind) or ("pon", kind)


class _Retry(Exception):
    """The draw ran out of copies of a kind: throw the hand away and draw another."""


@dataclass
class _Shape:
    """What a theme asks for: four sets and a pair, or a flat list of 14 kinds (seven pairs, ...)."""

    sets: list[Set] = field(default_factory=list)
    pair: int = 0
    flat: list[int] | None = None
    closed: bool = False
    open_rate: float = 0.3
    kan_rate: float = 0.12
    pao: tuple[int, ...] = ()  # the honours whose sets, all called from discards, can make a player liable


class _Wall:
    """The 136 physical tiles, from which every tile of a request is taken exactly once."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.free: list[list[int]] = [[kind * 4 + c for c in range(4)] for kind in range(34)]

    def take(self, kind: int) -> int:
        """Take a random remaining copy of `kind`."""
        copies = self.free[kind]
        if not copies:
            raise _Retry
        return copies.pop(self.rng.randrange(len(copies)))

    def take_any(self) -> int:
        """Take a random remaining tile of any kind (for indicators)."""
        kinds = [k for k in range(34) if self.free[k]]
        return self.take(self.rng.choice(kinds))

    def reserve(self, kind: int) -> None:
        """Remove every remaining copy of `kind` (it sits in another player's pon, for chankan)."""
        self.free[kind] = []


def _suited(suit: int, number: int) -> int:
    return suit * 9 + number - 1


def _chi(rng: random.Random, suits: Sequence[int] = (0, 1, 2), starts: Sequence[int] = range(1, 8)) -> Set:
    return ("chi", _suited(rng.choice(suits), rng.choice(starts)))


def _any_set(rng: random.Random) -> Set:
    if rng.random() < 0.6:
        return _chi(rng)
    return ("pon", rng.randrange(34))


def _theme_plain(rng: random.Random) -> _Shape:
    return _Shape(sets=[_any_set(rng) for _ in range(4)], pair=rng.randrange(34), open_rate=0.25)


def _theme_tanyao(rng: random.Random) -> _Shape:
    sets = [
        _chi(rng, starts=range(2, 7)) if rng.random() < 0.7 else ("pon", rng.choice(SIMPLE_KINDS))
        for _ in range(4)
    ]
    return _Shape(sets=sets, pair=rng.choice(SIMPLE_KINDS), open_rate=0.3)


def _theme_pinfu(rng: random.Random) -> _Shape:
    pair = rng.choice([k for k in range(34) if k not in DRAGON_KINDS])
    return _Shape(sets=[_chi(rng) for _ in range(4)], pair=pair, closed=True)


def _theme_flush(rng: random.Random) -> _Shape:
    suit = rng.randrange(3)
    pure = rng.random() < 0.45
    suit_kinds = [_suited(suit, n) for n in range(1, 10)]
    pool = suit_kinds if pure else suit_kinds + list(HONOR_KINDS)
    sets: list[Set] = []
    for _ in range(4):
        if rng.random() < (0.65 if pure else 0.5):
            sets.append(_chi(rng, suits=(suit,)))
        else:
            sets.append(("pon", rng.choice(pool)))
    pair = rng.choice(pool)
    if not pure and not any(k >= 27 for _, k in sets) and pair < 27:
        pair = rng.choice(HONOR_KINDS)
    return _Shape(sets=sets, pair=pair, open_rate=0.3)


def _theme_chanta(rng: random.Random) -> _Shape:
    pure = rng.random() < 0.4
    pon_pool = TERMINAL_KINDS if pure else ORPHAN_KINDS
    sets: list[Set] = []
    for _ in range(4):
        if rng.random() < 0.7:
            sets.append(_chi(rng, starts=(1, 7)))
        else:
            sets.append(("pon", rng.choice(pon_pool)))
    return _Shape(sets=sets, pair=rng.choice(pon_pool), open_rate=0.3)


def _theme_toitoi(rng: random.Random) -> _Shape:
    kinds = rng.sample(range(34), 5)
    return _Shape(sets=[("pon", k) for k in kinds[:4]], pair=kinds[4], open_rate=0.45, kan_rate=0.2)


def _theme_yakuhai(rng: random.Random) -> _Shape:
    honor = rng.choice(HONOR_KINDS)
    sets: list[Set] = [("pon", honor)] + [_any_set(rng) for _ in range(3)]
    return _Shape(sets=sets, pair=rng.randrange(34), open_rate=0.4)


def _theme_ittsu(rng: random.Random) -> _Shape:
    suit = rng.randrange(3)
    sets: list[Set] = [("chi", _suited(suit, n)) for n in (1, 4, 7)] + [_any_set(rng)]
    return _Shape(sets=sets, pair=rng.randrange(34), open_rate=0.25)


def _theme_sanshoku(rng: random.Random) -> _Shape:
    start = rng.randrange(1, 8)
    sets: list[Set] = [("chi", _suited(s, start)) for s in range(3)] + [_any_set(rng)]
    return _Shape(sets=sets, pair=rng.randrange(34), open_rate=0.25)


def _theme_doukou(rng: random.Random) -> _Shape:
    number = rng.randrange(1, 10)
    sets: list[Set] = [("pon", _suited(s, number)) for s in range(3)] + [_any_set(rng)]
    return _Shape(sets=sets, pair=rng.randrange(34), open_rate=0.35, kan_rate=0.2)


def _theme_peikou(rng: random.Random) -> _Shape:
    first = _chi(rng)
    second = _chi(rng) if rng.random() < 0.4 else _any_set(rng)
    sets = [first, first, second, second if second[0] == "chi" and rng.random() < 0.5 else _any_set(rng)]
    return _Shape(sets=sets, pair=rng.randrange(34), closed=True)


def _theme_runs_or_pungs(rng: random.Random) -> _Shape:
    """Three equal chows (111222333 reads as pungs too): the decomposition choices a scorer must weigh."""
    first = _chi(rng)
    return _Shape(sets=[first, first, first, _any_set(rng)], pair=rng.randrange(34), open_rate=0.1)


def _theme_kans(rng: random.Random) -> _Shape:
    kinds = rng.sample(range(34), 5)
    sets: list[Set] = [("pon", k) for k in kinds[:4]]
    if rng.random() < 0.6:
        sets[3] = _chi(rng)
    return _Shape(sets=sets, pair=kinds[4], open_rate=0.3, kan_rate=0.85)


def _theme_honroutou(rng: random.Random) -> _Shape:
    kinds = rng.sample(ORPHAN_KINDS, 5)
    return _Shape(sets=[("pon", k) for k in kinds[:4]], pair=kinds[4], open_rate=0.35, kan_rate=0.15)


def _theme_shousangen(rng: random.Random) -> _Shape:
    dragons = list(DRAGON_KINDS)
    rng.shuffle(dragons)
    sets: list[Set] = [("pon", dragons[0]), ("pon", dragons[1]), _any_set(rng), _any_set(rng)]
    return _Shape(sets=sets, pair=dragons[2], open_rate=0.35)


def _theme_daisangen(rng: random.Random) -> _Shape:
    sets: list[Set] = [("pon", k) for k in DRAGON_KINDS] + [_any_set(rng)]
    return _Shape(sets=sets, pair=rng.randrange(34), open_rate=0.35, pao=DRAGON_KINDS)


def _theme_winds(rng: random.Random) -> _Shape:
    winds = list(WIND_KINDS)
    rng.shuffle(winds)
    if rng.random() < 0.5:
        return _Shape(
            sets=[("pon", k) for k in winds], pair=rng.randrange(34), open_rate=0.35, pao=WIND_KINDS
        )
    sets: list[Set] = [("pon", k) for k in winds[:3]] + [_any_set(rng)]
    return _Shape(sets=sets, pair=winds[3], open_rate=0.35)


def _theme_tsuuiisou(rng: random.Random) -> _Shape:
    if rng.random() < 0.2:
        return _Shape(flat=[k for k in HONOR_KINDS for _ in range(2)], closed=True)
    kinds = rng.sample(HONOR_KINDS, 5)
    return _Shape(sets=[("pon", k) for k in kinds[:4]], pair=kinds[4], open_rate=0.35)


def _theme_ryuuiisou(rng: random.Random) -> _Shape:
    sets: list[Set] = [
        ("chi", 19) if rng.random() < 0.4 else ("pon", rng.choice(GREEN_KINDS)) for _ in range(4)
    ]
    return _Shape(sets=sets, pair=rng.choice(GREEN_KINDS), open_rate=0.3)


def _theme_chinroutou(rng: random.Random) -> _Shape:
    kinds = rng.sample(TERMINAL_KINDS, 5)
    return _Shape(sets=[("pon", k) for k in kinds[:4]], pair=kinds[4], open_rate=0.3)


def _theme_suuankou(rng: random.Random) -> _Shape:
    kinds = rng.sample(range(34), 5)
    return _Shape(sets=[("pon", k) for k in kinds[:4]], pair=kinds[4], closed=True, kan_rate=0.15)


def _theme_chuuren(rng: random.Random) -> _Shape:
    suit = rng.randrange(3)
    numbers = [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, rng.randrange(1, 10)]
    return _Shape(flat=[_suited(suit, n) for n in numbers], closed=True)


def _theme_chiitoitsu(rng: random.Random) -> _Shape:
    flavour = rng.random()
    if flavour < 0.15:
        pool: Sequence[int] = SIMPLE_KINDS
    elif flavour < 0.3:
        suit = rng.randrange(3)
        pool = [_suited(suit, n) for n in range(1, 10)] + (list(HONOR_KINDS) if rng.random() < 0.6 else [])
    elif flavour < 0.4:
        pool = ORPHAN_KINDS
    else:
        pool = range(34)
    kinds = rng.sample(list(pool), 7)
    return _Shape(flat=[k for k in kinds for _ in range(2)], closed=True)


def _theme_kokushi(rng: random.Random) -> _Shape:
    return _Shape(flat=[*ORPHAN_KINDS, rng.choice(ORPHAN_KINDS)], closed=True)


# (weight, builder): the plain theme keeps most hands ordinary, the rest bias toward rare yaku.
_THEMES: tuple[tuple[float, Callable[[random.Random], _Shape]], ...] = (
    (30, _theme_plain),
    (8, _theme_tanyao),
    (6, _theme_pinfu),
    (12, _theme_flush),
    (6, _theme_chanta),
    (5, _theme_toitoi),
    (6, _theme_yakuhai),
    (3, _theme_ittsu),
    (3, _theme_sanshoku),
    (1.5, _theme_doukou),
    (4, _theme_peikou),
    (2, _theme_runs_or_pungs),
    (3, _theme_kans),
    (1.5, _theme_honroutou),
    (2, _theme_shousangen),
    (6, _theme_chiitoitsu),
    (1.5, _theme_kokushi),
    (1, _theme_daisangen),
    (1, _theme_winds),
    (1, _theme_tsuuiisou),
    (1, _theme_ryuuiisou),
    (0.7, _theme_chinroutou),
    (1.5, _theme_suuankou),
    (1, _theme_chuuren),
)
_THEME_WEIGHTS = [w for w, _ in _THEMES]
_THEME_BUILDERS = [b for _, b in _THEMES]


@dataclass
class _Group:
    """A set, the pair, or a meld, as the physical tile ids it holds."""

    ids: list[int]
    meld: str | None = None  # contract meld kind, None while concealed


def mpsz(ids: Sequence[int]) -> str:
    """Write physical tile ids in sorted mpsz notation, the red five as 0.

    >>> mpsz([16, 0, 4, 135])
    '120m7z'
    """
    digits: dict[str, list[tuple[int, str]]] = {s: [] for s in "mpsz"}
    for tile in ids:
        kind = tile // 4
        suit = "mpsz"[kind // 9] if kind < 27 else "z"
        number = kind % 9 + 1 if kind < 27 else kind - 26
        digits[suit].append((number, "0" if tile in RED_IDS else str(number)))
    return "".join("".join(d for _, d in sorted(digits[s])) + s for s in "mpsz" if digits[s])


def _build_groups(rng: random.Random, wall: _Wall, shape: _Shape) -> list[_Group]:
    """Take the shape's tiles from the wall, then call some sets (chi, pon) or make kans of some pungs."""
    if shape.flat is not None:
        return [_Group([wall.take(k)]) for k in shape.flat]
    groups = [_Group([wall.take(shape.pair), wall.take(shape.pair)])]
    for what, kind in shape.sets:
        kinds = [kind, kind + 1, kind + 2] if what == "chi" else [kind] * 3
        groups.append(_Group([wall.take(k) for k in kinds]))
    for group in groups[1:]:
        is_pon = group.ids[0] // 4 == group.ids[1] // 4
        if is_pon and rng.random() < shape.kan_rate and wall.free[group.ids[0] // 4]:
            group.ids.append(wall.take(group.ids[0] // 4))
            kinds = ("ankan",) if shape.closed else ("kan", "shouminkan", "ankan")
            group.meld = rng.choice(kinds)
        elif not shape.closed and rng.random() < shape.open_rate:
            group.meld = "pon" if is_pon else "chi"
    return groups


def _effective_renhou(ruleset: str, rules: dict) -> str:
    """How renhou scores here: a hand claims renhou only where it exists (else the scorer refuses it)."""
    return rules.get("renhou", "mangan" if ruleset in RENHOU_RULESETS else "off")


def _random_rules(rng: random.Random) -> dict:
    """House-rule overrides, some the oracle can express and some it cannot (those hands are skipped)."""
    choices: dict[str, Callable[[], object]] = {
        "open_tanyao": lambda: rng.random() < 0.5,
        "aka_dora": lambda: rng.random() < 0.5,
        "kiriage": lambda: rng.random() < 0.5,
        "kazoe": lambda: rng.choice(["yakuman", "sanbaiman", "multiple"]),
        "double_yakuman": lambda: rng.choice(
            [[], ["kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"], ["daisuushii"]]
        ),
        "yakuman_stacking": lambda: rng.random() < 0.5,
        "renhou": lambda: rng.choice(["off", "mangan", "yakuman", "han5"]),
        "double_wind_pair_fu": lambda: rng.choice([2, 4]),
        "open_pinfu_fu": lambda: rng.random() < 0.5,
        "pinfu_tsumo_fu": lambda: rng.random() < 0.3,
        "rinshan_tsumo_fu": lambda: rng.random() < 0.7,
    }
    keys = rng.sample(sorted(choices), rng.randint(1, 3))
    return {key: choices[key]() for key in sorted(keys)}


def _indicator(rng: random.Random, wall: _Wall, hand_kinds: Sequence[int]) -> int:
    """An indicator tile: random, or (given the hand's kinds) one that points at a tile of the hand."""
    if hand_kinds:
        dora = rng.choice(hand_kinds)
        if dora < 27:
            kind = dora - 1 if dora % 9 else dora + 8
        elif dora < 31:
            kind = 30 if dora == 27 else dora - 1
        else:
            kind = 33 if dora == 31 else dora - 1
        if wall.free[kind]:
            return wall.take(kind)
    return wall.take_any()


def random_request(rng: random.Random, ruleset: str = "ema") -> dict:
    """One legal complete hand with a random, consistent situation, as a contract request."""
    while True:
        try:
            return _random_request(rng, ruleset)
        except _Retry:
            continue


def _random_request(rng: random.Random, ruleset: str) -> dict:
    """One attempt at `random_request`; raises `_Retry` when the wall runs out of a kind."""
    wall = _Wall(rng)
    shape = rng.choices(_THEME_BUILDERS, _THEME_WEIGHTS)[0](rng)
    groups = _build_groups(rng, wall, shape)
    rules = _random_rules(rng) if rng.random() < 0.15 else {}

    concealed = [t for g in groups if g.meld is None for t in g.ids]
    melds = [g for g in groups if g.meld is not None]
    kans = sum(1 for g in melds if len(g.ids) == 4)
    is_open = any(g.meld in ("chi", "pon", "kan", "shouminkan") for g in melds)

    if shape.flat is None and not melds and rng.random() < 0.5:
        # closed hands win on a set more often than on the pair, so pinfu and the waits get exercised
        win_group = rng.choice([g for g in groups if g.meld is None])
        win = rng.choice(win_group.ids)
    else:
        win = rng.choice(concealed)
    all_ids = [t for g in groups for t in g.ids]

    seat = rng.choice(WIND_LETTERS)
    round_wind = rng.choice("EESSWN")
    tsumo = rng.random() < 0.5
    flags = dict.fromkeys(FLAGS, False)
    if not melds and rng.random() < 0.04:
        blessing = rng.choice(["tenhou", "chiihou", "renhou"])
        if blessing == "renhou" and _effective_renhou(ruleset, rules) == "off":
            rules = {**rules, "renhou": rng.choice(["yakuman", "han5", "mangan"])}
        flags[blessing] = True
        tsumo = blessing != "renhou"
        if blessing == "tenhou":
            seat = "E"
        elif seat == "E":
            seat = rng.choice("SWN")
    else:
        if not is_open and rng.random() < 0.45:
            flags["double_riichi" if rng.random() < 0.12 else "riichi"] = True
            flags["ippatsu"] = rng.random() < 0.25
        if tsumo and kans and rng.random() < 0.3:
            flags["rinshan"] = True
            flags["ippatsu"] = False  # the kan itself ends the ippatsu turn
        elif tsumo and rng.random() < 0.07:
            flags["haitei"] = True
        elif not tsumo and rng.random() < 0.07:
            flags["houtei"] = True
        elif not tsumo and sum(1 for t in all_ids if t // 4 == win // 4) == 1 and rng.random() < 0.15:
            flags["chankan"] = True
            wall.reserve(win // 4)

    # a dora-heavy hand now and then, so that counted yakuman (13, 26+ han) get exercised
    hand_kinds = [t // 4 for t in all_ids] if rng.random() < 0.15 else []
    dora = [_indicator(rng, wall, hand_kinds) for _ in range(1 + kans)]
    riichi = flags["riichi"] or flags["double_riichi"]
    ura = [_indicator(rng, wall, hand_kinds) for _ in range(1 + kans)] if riichi else []

    request: dict = {
        "hand": mpsz(concealed),
        "win_tile": mpsz([win]),
        "melds": [{"kind": g.meld, "tiles": mpsz(g.ids)} for g in melds],
        "tsumo": tsumo,
        **flags,
        "seat_wind": seat,
        "round_wind": round_wind,
        "dora_indicators": mpsz(dora),
        "ura_indicators": mpsz(ura),
        "honba": rng.choice([0, 0, 0, 0, 1, 1, 2, 3, 5, 8]),
        "riichi_sticks": rng.choice([0, 0, 0, 1, 1, 2, 4]) + (1 if riichi else 0),
        "ruleset": ruleset,
    }
    if ruleset in NAGASHI_RULESETS and "nagashi_mangan" not in rules and rng.random() < 0.01:
        # the draw payment: no win, so no win flags; the tiles are ignored but stay a valid hand
        # (the scorer refuses what a draw would ignore: win flags, pao and indicators)
        request.update(dict.fromkeys(FLAGS, False), tsumo=False, nagashi_mangan=True)
        request.update(dora_indicators="", ura_indicators="")
        if rng.random() < 0.5:
            request.update(honba=0, riichi_sticks=0)
    called = {g.ids[0] // 4 for g in melds if g.meld in ("pon", "kan", "shouminkan")}
    # Liable only where every dragon (wind) set was called: the third (fourth) one can have been fed.
    pao_possible = not request.get("nagashi_mangan") and bool(shape.pao) and called.issuperset(shape.pao)
    if pao_possible and rng.random() < 0.5:
        request["pao"] = True  # the liable player discarded the tile of the last called dragon or wind set
    if rules:
        request["rules"] = rules
    return request


def generate(n: int, seed: int = 1, rulesets: Sequence[str] = RULESETS) -> Iterator[dict]:
    """`n` requests from one seed, the rulesets taken in turn so that each gets an equal share."""
    rng = random.Random(seed)
    for i in range(n):
        yield random_request(rng, rulesets[i % len(rulesets)])
