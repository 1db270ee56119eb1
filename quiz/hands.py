"""Realistic winning hands, built from a seeded random stream and scored by `rules.scoring`: the
machinery every scored-hand topic of the trainer shares (`quiz.topics`).

It knows how to BUILD a plausible hand and its situation (that is its whole job); it never counts han,
fu or payments itself. Each candidate is written as a scoring-contract request and handed to the scorer;
candidates the scorer rejects (an error, no yaku) or that do not fit the difficulty are thrown away and
the next one is drawn from the same stream, so a seed always gives back the same hand.

A uniformly random hand looks nothing like a game, so each hand first draws a *theme* with weights per
difficulty (riichi with plain sets, an open yakuhai hand, tanyao, a half flush, seven pairs ... and, at
expert level, the rare yaku and the yakuman), then a situation drawn the way games go: mostly ron, a
quarter dealer wins, riichi on most closed hands, a kan now and then, sticks and counters at expert level.

>>> from rules.scoring import score_request
>>> builder = HandBuilder(random.Random(7), "beginner", "ema", {})
>>> theme, request, answer = next(builder.hands(score_request))
>>> answer["yaku"] != [] and not request["melds"]
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from rules.scoring import FLAGS, HONOR_START, KIND_COUNT, get_ruleset, kind_mpsz

WIND_LETTERS = "ESWN"
DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
TERMINALS = (0, 8, 9, 17, 18, 26)
GREEN = (19, 20, 21, 23, 25, 32)
MAX_TRIES = 400
# From this many han a hand pays its limit whatever its fu (mangan and above, counted yakuman included).
LIMIT_BY_HAN = 5

# What each difficulty may show. Beginner: closed hands and the everyday yaku; intermediate adds open
# hands and the two- and three-han yaku; expert has everything the scorer knows.
BEGINNER_YAKU = frozenset(
    {
        "riichi",
        "ippatsu",
        "menzen_tsumo",
        "pinfu",
        "iipeikou",
        "tanyao",
        "yakuhai_haku",
        "yakuhai_hatsu",
        "yakuhai_chun",
        "yakuhai_seat_wind",
        "yakuhai_round_wind",
        "chiitoitsu",
    }
)
INTERMEDIATE_YAKU = BEGINNER_YAKU | {
    "ittsu",
    "sanshoku",
    "chanta",
    "toitoi",
    "sanankou",
    "shousangen",
    "honitsu",
    "junchan",
    "haitei",
    "houtei",
}

# Theme weights per difficulty. A theme names the shape the hand is built around; the scorer decides
# which yaku it really has.
THEMES: dict[str, dict[str, float]] = {
    "beginner": {
        "riichi": 40,
        "pinfu": 20,
        "tanyao": 14,
        "yakuhai_closed": 14,
        "chiitoitsu": 6,
        "iipeikou": 6,
    },
    "intermediate": {
        "riichi": 26,
        "pinfu": 10,
        "tanyao": 8,
        "yakuhai_closed": 4,
        "open_yakuhai": 23,
        "open_tanyao": 15,
        "honitsu": 5,
        "toitoi": 3,
        "chiitoitsu": 4,
        "iipeikou": 2,
        "ittsu": 2,
        "sanshoku": 2,
    },
    "expert": {
        "riichi": 18,
        "pinfu": 5,
        "tanyao": 4,
        "yakuhai_closed": 3,
        "open_yakuhai": 10,
        "open_tanyao": 6,
        "honitsu": 5,
        "chinitsu": 3,
        "toitoi": 3,
        "chiitoitsu": 3,
        "iipeikou": 2,
        "ryanpeikou": 1.5,
        "ittsu": 2.5,
        "sanshoku": 2.5,
        "sanshoku_doukou": 1,
        "chanta": 2,
        "junchan": 2,
        "sanankou": 2,
        "sankantsu": 1,
        "honroutou": 1,
        "shousangen": 1.5,
        "kans": 4,
        "kokushi": 0.6,
        "chuuren": 0.4,
        "suuankou": 0.6,
        "suukantsu": 0.2,
        "daisangen": 0.5,
        "ryuuiisou": 0.3,
        "chinroutou": 0.3,
        "tsuuiisou": 0.3,
        "shousuushii": 0.3,
        "daisuushii": 0.2,
        "first_turn": 0.7,
    },
}

# The waits topic favours the shapes with many waits and several readings (flushes, nine gates).
WAIT_THEMES: dict[str, dict[str, float]] = {
    "beginner": {"riichi": 50, "pinfu": 30, "tanyao": 15, "chiitoitsu": 5},
    "intermediate": {
        "riichi": 30,
        "pinfu": 15,
        "tanyao": 10,
        "open_yakuhai": 15,
        "honitsu": 20,
        "chiitoitsu": 5,
    },
    "expert": {
        "riichi": 10,
        "pinfu": 5,
        "honitsu": 25,
        "chinitsu": 45,
        "chuuren": 5,
        "kokushi": 3,
        "chiitoitsu": 4,
    },
}


class _Retry(Exception):
    """The draw ran out of copies of a kind: throw the candidate away and draw another."""


@dataclass
class _Set:
    """One of the four sets: a chow (by its lowest kind) or a pung/kan, and how it stands on the table."""

    kind: str  # "chi" or "pon"
    first: int
    call: str = ""  # "" concealed, or a meld kind of the contract: chi, pon, kan, ankan, shouminkan

    def kinds(self) -> list[int]:
        if self.kind == "chi":
            return [self.first, self.first + 1, self.first + 2]
        return [self.first] * (4 if self.call in ("kan", "ankan", "shouminkan") else 3)


@dataclass
class _Draft:
    """A hand being built: its sets and pair (or flat tiles), the wall it draws from, and its flags."""

    rng: random.Random
    sets: list[_Set] = field(default_factory=list)
    pair: int = -1
    flat: list[int] = field(default_factory=list)  # seven pairs and thirteen orphans
    wall: list[int] = field(default_factory=lambda: [4] * KIND_COUNT)
    closed_only: bool = False
    may_open: bool = False
    flags: dict[str, bool] = field(default_factory=dict)
    extra: int | None = None  # the kind held twice in thirteen orphans, four times in nine gates

    def take(self, kind: int, count: int = 1) -> None:
        if self.wall[kind] < count:
            raise _Retry
        self.wall[kind] -= count

    def add_chow(self, first: int) -> None:
        if first >= HONOR_START or first % 9 > 6:
            raise _Retry
        for kind in (first, first + 1, first + 2):
            self.take(kind)
        self.sets.append(_Set("chi", first))

    def add_pung(self, kind: int) -> None:
        self.take(kind, 3)
        self.sets.append(_Set("pon", kind))

    def add_pair(self, kind: int) -> None:
        self.take(kind, 2)
        self.pair = kind


def _pick(rng: random.Random, weights: dict[str, float]) -> str:
    keys = list(weights)
    return rng.choices(keys, weights=[weights[k] for k in keys])[0]


def _suited(rng: random.Random, suit: int | None = None, simples: bool = False) -> int:
    base = 9 * (rng.randrange(3) if suit is None else suit)
    return base + (rng.randint(1, 7) if simples else rng.randrange(9))


def _chow_start(rng: random.Random, suit: int | None = None, simples: bool = False) -> int:
    base = 9 * (rng.randrange(3) if suit is None else suit)
    return base + (rng.randint(1, 5) if simples else rng.randrange(7))


def _fill(
    d: _Draft,
    sets: int,
    *,
    chow_share: float = 0.7,
    suit: int | None = None,
    simples: bool = False,
    honours: float = 0.25,
    pair: bool = True,
) -> None:
    """Add plain sets (mostly chows, as in real hands) and a pair, within the given limits."""
    rng = d.rng
    for _ in range(sets):
        if rng.random() < chow_share:
            d.add_chow(_chow_start(rng, suit, simples))
        elif not simples and rng.random() < honours:
            d.add_pung(rng.choice(WINDS + DRAGONS))
        else:
            d.add_pung(_suited(rng, suit, simples))
    if pair and d.pair < 0:
        if not simples and rng.random() < honours * 0.6:
            d.add_pair(rng.choice(WINDS + DRAGONS))
        else:
            d.add_pair(_suited(rng, suit, simples))


def _outside_set(d: _Draft, honours: bool) -> None:
    rng = d.rng
    roll = rng.random()
    if roll < 0.55:
        d.add_chow(9 * rng.randrange(3) + rng.choice((0, 6)))
    elif honours and roll < 0.8:
        d.add_pung(rng.choice(WINDS + DRAGONS))
    else:
        d.add_pung(rng.choice(TERMINALS))


def _theme_outside(d: _Draft, honours: bool) -> None:
    for _ in range(4):
        _outside_set(d, honours)
    if honours and not any(s.first >= HONOR_START for s in d.sets if s.kind == "pon"):
        d.add_pair(d.rng.choice(WINDS + DRAGONS))
    else:
        d.add_pair(d.rng.choice(TERMINALS + ((27, 31) if honours else ())))
    d.may_open = True


def _build_theme(d: _Draft, theme: str, seat: int, round_: int) -> None:
    """Shape the sets for a theme (the scorer, not this function, decides which yaku they make)."""
    rng = d.rng
    if theme in ("riichi", "pinfu"):
        _fill(d, 4, chow_share=0.95 if theme == "pinfu" else 0.75, honours=0.15)
        d.closed_only = True
    elif theme in ("tanyao", "open_tanyao"):
        _fill(d, 4, chow_share=0.8, simples=True)
        d.closed_only = theme == "tanyao"
        d.may_open = theme == "open_tanyao"
    elif theme in ("yakuhai_closed", "open_yakuhai"):
        d.add_pung(rng.choice((*DRAGONS, seat, round_)))
        _fill(d, 3, chow_share=0.75, honours=0.1)
        d.closed_only = theme == "yakuhai_closed"
        d.may_open = theme == "open_yakuhai"
    elif theme == "chiitoitsu":
        for kind in rng.sample(range(KIND_COUNT), 7):
            d.take(kind, 2)
            d.flat += [kind, kind]
    elif theme in ("iipeikou", "ryanpeikou"):
        starts = [_chow_start(rng)]
        if theme == "ryanpeikou":
            starts.append(rng.choice([c for c in range(27) if c % 9 <= 6 and c != starts[0]]))
        for first in starts:
            d.add_chow(first)
            d.add_chow(first)
        _fill(d, 2 if theme == "iipeikou" else 0, chow_share=0.8)
        d.closed_only = True
    elif theme in ("honitsu", "chinitsu"):
        suit = rng.randrange(3)
        honour_sets = rng.choice((0, 1, 1, 2)) if theme == "honitsu" else 0
        for _ in range(honour_sets):
            d.add_pung(rng.choice(WINDS + DRAGONS))
        honour_pair = theme == "honitsu" and not honour_sets
        _fill(d, 4 - honour_sets, chow_share=0.65, suit=suit, honours=0, pair=not honour_pair)
        d.may_open = True
    elif theme == "toitoi":
        for _ in range(4):
            d.add_pung(rng.choice(WINDS + DRAGONS) if rng.random() < 0.3 else _suited(rng))
        _fill(d, 0)
        d.may_open = True
    elif theme in ("ittsu", "sanshoku"):
        if theme == "ittsu":
            suit = rng.randrange(3)
            for step in (0, 3, 6):
                d.add_chow(9 * suit + step)
        else:
            start = rng.randrange(7)
            for suit in range(3):
                d.add_chow(9 * suit + start)
        _fill(d, 1, chow_share=0.6)
        d.may_open = rng.random() < 0.5
    elif theme == "sanshoku_doukou":
        number = rng.randrange(9)
        for suit in range(3):
            d.add_pung(9 * suit + number)
        _fill(d, 1, chow_share=0.5)
        d.may_open = True
    elif theme in ("chanta", "junchan"):
        _theme_outside(d, honours=theme == "chanta")
    elif theme in ("sanankou", "suuankou"):
        pungs = 3 if theme == "sanankou" else 4
        for _ in range(pungs):
            d.add_pung(_suited(rng) if rng.random() < 0.75 else rng.choice(WINDS + DRAGONS))
        _fill(d, 4 - pungs, chow_share=0.8)
        d.closed_only = theme == "suuankou"
        d.flags["concealed_pungs"] = True
        d.flags["suuankou"] = theme == "suuankou"
    elif theme in ("sankantsu", "suukantsu", "kans"):
        kans = {"sankantsu": 3, "suukantsu": 4, "kans": rng.choice((1, 1, 1, 2))}[theme]
        for _ in range(kans):
            d.add_pung(_suited(rng) if rng.random() < 0.7 else rng.choice(WINDS + DRAGONS))
            d.take(d.sets[-1].first)
            d.sets[-1].call = "kan?"
        _fill(d, 4 - kans, chow_share=0.7)
        d.may_open = True
    elif theme in ("honroutou", "chinroutou", "tsuuiisou"):
        pool = {
            "honroutou": TERMINALS + WINDS + DRAGONS,
            "chinroutou": TERMINALS,
            "tsuuiisou": WINDS + DRAGONS,
        }
        *pung_kinds, pair = rng.sample(pool[theme], 5)  # five different kinds: four pungs and the pair
        for kind in pung_kinds:
            d.add_pung(kind)
        d.add_pair(pair)
        d.may_open = True
    elif theme in ("shousangen", "daisangen"):
        dragons = list(DRAGONS)
        rng.shuffle(dragons)
        for kind in dragons[:2]:
            d.add_pung(kind)
        if theme == "daisangen":
            d.add_pung(dragons[2])
            _fill(d, 1, chow_share=0.6, honours=0)
        else:
            d.add_pair(dragons[2])
            _fill(d, 2, chow_share=0.7, honours=0)
        d.may_open = True
    elif theme == "kokushi":
        orphans = list(TERMINALS + WINDS + DRAGONS)
        for kind in orphans:
            d.take(kind)
        extra = rng.choice(orphans)
        d.take(extra)
        d.flat = sorted([*orphans, extra])
        d.extra = extra
    elif theme == "chuuren":
        base = 9 * rng.randrange(3)
        counts = [3, 1, 1, 1, 1, 1, 1, 1, 3]
        extra = rng.randrange(9)
        counts[extra] += 1
        d.extra = base + extra
        for offset, count in enumerate(counts):
            d.take(base + offset, count)
            d.flat += [base + offset] * count
    elif theme == "ryuuiisou":
        # 2s, green dragon, 6s, 8s, 3s
        green_pungs = rng.sample([19, 32, 23, 25, 20], rng.choice((2, 3, 3, 4)))
        for kind in green_pungs:
            d.add_pung(kind)
        for _ in range(4 - len(green_pungs)):
            d.add_chow(19)  # 234s, the only all-green run
        d.add_pair(rng.choice([kind for kind in GREEN if kind not in green_pungs]))
        d.may_open = True
    elif theme in ("shousuushii", "daisuushii"):
        winds = list(WINDS)
        rng.shuffle(winds)
        for kind in winds[:3]:
            d.add_pung(kind)
        if theme == "daisuushii":
            d.add_pung(winds[3])
            d.add_pair(_suited(rng))
        else:
            d.add_pair(winds[3])
            _fill(d, 1, chow_share=0.5, honours=0)
        d.may_open = True
    elif theme == "first_turn":
        _fill(d, 4, chow_share=0.7)
        d.closed_only = True
        d.flags["first_turn"] = True
    else:
        raise ValueError(f"unknown theme {theme!r}")
    if d.pair < 0 and not d.flat:
        kind = rng.choice(WINDS + DRAGONS) if theme == "honitsu" else _suited(rng)
        d.add_pair(kind)


def _tile_text(kinds: list[int], reds: set[int], red_positions: set[int], offset: int) -> str:
    """Notation for kinds, writing `0` for the positions that hold a red five."""
    parts: list[str] = []
    digits = ""
    suit = ""
    for index, kind in enumerate(kinds):
        text = kind_mpsz(kind)
        number, letter = text[:-1], text[-1]
        if kind in reds and (offset + index) in red_positions:
            number = "0"
        if letter != suit and digits:
            parts.append(digits + suit)
            digits = ""
        suit = letter
        digits += number
    if digits:
        parts.append(digits + suit)
    return "".join(parts)


class HandBuilder:
    """Turns drafts into contract requests (calls, the winning tile, the situation and the indicators),
    and those into scored hands that fit the difficulty.

    `themes` are the theme weights per difficulty: `THEMES` by default, `WAIT_THEMES` for the waits topic.
    """

    def __init__(
        self,
        rng: random.Random,
        difficulty: str,
        base: str,
        overrides: dict[str, Any],
        themes: dict[str, dict[str, float]] = THEMES,
    ) -> None:
        self.rng = rng
        self.difficulty = difficulty
        self.themes = themes
        self.ruleset = base
        self.overrides = overrides
        self.rules = get_ruleset(base, overrides)

    def hands(
        self, score: Callable[[dict[str, Any]], dict[str, Any]]
    ) -> Iterator[tuple[str, dict[str, Any], dict[str, Any]]]:
        """Scored hands that fit the difficulty, as (theme, request, answer), drawn one after the other
        from the stream (at most `MAX_TRIES` candidates): a topic takes the first that suits it."""
        for _ in range(MAX_TRIES):
            try:
                theme, request = self.candidate()
            except _Retry:
                continue
            answer = score(request)
            if fits(self.difficulty, answer):
                yield theme, request, answer

    def candidate(self) -> tuple[str, dict[str, Any]]:
        rng = self.rng
        difficulty = self.difficulty
        theme = _pick(rng, self.themes[difficulty])
        seat = rng.choices(WIND_LETTERS, weights=(25, 25, 25, 25))[0]
        round_ = rng.choices("ESW", weights=(60, 36, 4))[0] if difficulty != "beginner" else "E"
        seat_kind, round_kind = 27 + WIND_LETTERS.index(seat), 27 + WIND_LETTERS.index(round_)
        draft = _Draft(rng)
        _build_theme(draft, theme, seat_kind, round_kind)
        melds = self._calls(draft, theme)
        closed = not any(s.call and s.call != "ankan" for s in draft.sets)
        tsumo = rng.random() < (0.0 if difficulty == "beginner" else 0.4) or bool(draft.flags.get("suuankou"))
        flags = self._flags(draft, closed, tsumo, seat)
        if flags["tenhou"] or flags["chiihou"] or flags["renhou"]:
            tsumo = not flags["renhou"]
        concealed = self._concealed(draft)
        win = self._win_tile(draft, concealed, flags)
        indicators, ura = self._indicators(draft, concealed, melds, flags["riichi"] or flags["double_riichi"])
        honba, sticks = self._counters(riichi=flags["riichi"] or flags["double_riichi"])
        hand_kinds = sorted(concealed)
        if sum(hand_kinds.count(kind) == 4 for kind in set(hand_kinds)) > 1:
            raise _Retry  # holding every copy of two kinds outside a kan hardly happens at a table
        meld_kinds = [sorted(s.kinds()) for s in draft.sets if s.call]
        reds, red_positions = self._reds(hand_kinds, meld_kinds, indicators)
        request: dict[str, Any] = {
            "hand": _tile_text(hand_kinds, reds, red_positions, 0),
            "win_tile": kind_mpsz(win),
            "melds": [],
            "tsumo": tsumo,
            **flags,
            "seat_wind": seat,
            "round_wind": round_,
            "dora_indicators": "",
            "ura_indicators": "",
            "honba": honba,
            "riichi_sticks": sticks,
            "ruleset": self.ruleset,
        }
        if self.overrides:
            request["rules"] = dict(self.overrides)
        offset = len(hand_kinds)
        for s, kinds in zip([s for s in draft.sets if s.call], meld_kinds, strict=True):
            request["melds"].append({"kind": s.call, "tiles": _tile_text(kinds, reds, red_positions, offset)})
            offset += len(kinds)
        request["dora_indicators"] = _tile_text(indicators, reds, red_positions, offset)
        if win in reds and win in hand_kinds:
            red_index = [i for i, kind in enumerate(hand_kinds) if kind == win]
            if any(i in red_positions for i in red_index) and rng.random() < 1 / len(red_index):
                request["win_tile"] = "0" + kind_mpsz(win)[-1]
        request["ura_indicators"] = "".join(kind_mpsz(k) for k in ura)
        return theme, request

    def nagashi(self) -> dict[str, Any]:
        """An exhaustive draw paid as nagashi mangan: no hand is scored, only the seat.

        The special payment takes no honba and leaves the riichi sticks on the table, so the question
        shows none (what it asks must all be visible in it).
        """
        rng = self.rng
        request = {
            "hand": "19m19p19s1234567z",
            "win_tile": "1m",
            "nagashi_mangan": True,
            "seat_wind": rng.choice(WIND_LETTERS),
            "round_wind": rng.choices("ESW", weights=(60, 36, 4))[0],
            "honba": 0,
            "riichi_sticks": 0,
            "ruleset": self.ruleset,
        }
        if self.overrides:
            request["rules"] = dict(self.overrides)
        return request

    def _calls(self, d: _Draft, theme: str) -> list[_Set]:
        """Decide which sets were called (chi, pon) and how each kan was made."""
        rng = self.rng
        open_share = {"beginner": 0.0, "intermediate": 0.75, "expert": 0.6}[self.difficulty]
        opened = d.may_open and not d.closed_only and not d.flat and rng.random() < open_share
        for s in d.sets:
            if s.call == "kan?":
                s.call = rng.choice(("ankan", "ankan", "kan", "shouminkan")) if not d.closed_only else "ankan"
                if d.flags.get("concealed_pungs"):
                    s.call = "ankan"
        if opened:
            candidates = [s for s in d.sets if not s.call]
            rng.shuffle(candidates)
            for s in candidates[: rng.choice((1, 1, 2, 2, 3))]:
                s.call = "chi" if s.kind == "chi" else "pon"
        if (
            self.difficulty == "expert"
            and not d.flat
            and not d.flags.get("first_turn")
            and rng.random() < 0.06
            and theme not in ("sankantsu", "suukantsu", "kans")
        ):
            # Now and then a pung of any theme becomes a kan, as kans come up in games.
            pungs = [s for s in d.sets if s.kind == "pon" and s.call in ("", "pon") and d.wall[s.first]]
            if pungs:
                s = rng.choice(pungs)
                d.take(s.first)
                s.call = "ankan" if not s.call else rng.choice(("kan", "shouminkan"))
        return [s for s in d.sets if s.call]

    def _flags(self, d: _Draft, closed: bool, tsumo: bool, seat: str) -> dict[str, bool]:
        rng = self.rng
        expert = self.difficulty == "expert"
        has_kan = any(s.call in ("kan", "ankan", "shouminkan") for s in d.sets)
        flags = dict.fromkeys((flag for flag in FLAGS if flag != "tsumo"), False)
        if d.flags.get("first_turn"):
            if seat == "E":
                flags["tenhou"] = True
            elif rng.random() < 0.6 or self.rules.renhou == "off":
                flags["chiihou"] = True
            else:
                flags["renhou"] = True
            return flags
        riichi_share = {"beginner": 0.7, "intermediate": 0.7, "expert": 0.75}[self.difficulty]
        if closed and rng.random() < riichi_share:
            if expert and rng.random() < 0.04:
                flags["double_riichi"] = True
            else:
                flags["riichi"] = True
            flags["ippatsu"] = self.difficulty != "beginner" and rng.random() < 0.12
        last = rng.random()
        if self.difficulty != "beginner" and last < (0.05 if expert else 0.02):
            flags["haitei" if tsumo else "houtei"] = True
        if expert and has_kan and tsumo and rng.random() < 0.3 and not flags["haitei"]:
            flags["rinshan"] = True
            flags["ippatsu"] = False
        if expert and not tsumo and not flags["houtei"] and rng.random() < 0.03:
            flags["chankan"] = True
        return flags

    def _concealed(self, d: _Draft) -> list[int]:
        if d.flat:
            return list(d.flat)
        kinds = [kind for s in d.sets if not s.call for kind in s.kinds()]
        return [*kinds, d.pair, d.pair]

    def _win_tile(self, d: _Draft, concealed: list[int], flags: dict[str, bool]) -> int:
        """The winning tile, mostly from a chow (two-sided waits are the common case in real games)."""
        rng = self.rng
        if d.flat:
            extra = d.extra
            return extra if extra is not None and rng.random() < 0.35 else rng.choice(d.flat)
        if d.flags.get("suuankou") and rng.random() < 0.4:
            return d.pair
        chows = [s for s in d.sets if not s.call and s.kind == "chi"]
        pungs = [s for s in d.sets if not s.call and s.kind == "pon"]
        roll = rng.random()
        if chows and (roll < 0.75 or (not pungs and roll < 0.88)):
            s = rng.choice(chows)
            win = s.first + rng.choice((0, 2, 0, 2, 1))
        elif pungs and roll < 0.92:
            win = rng.choice(pungs).first
        else:
            win = d.pair
        if flags["chankan"]:
            # The robbed tile is the fourth of someone's pon: we hold one copy and the wall none.
            if concealed.count(win) != 1 or d.wall[win] < 3:
                raise _Retry
            d.wall[win] = 0
        return win

    def _indicators(
        self, d: _Draft, concealed: list[int], melds: list[_Set], riichi: bool
    ) -> tuple[list[int], list[int]]:
        rng = self.rng
        kans = sum(s.call in ("kan", "ankan", "shouminkan") for s in d.sets)
        held = set(concealed) | {k for s in melds for k in s.kinds()}

        def draw() -> int:
            for _ in range(40):
                kind = rng.randrange(KIND_COUNT)
                if not d.wall[kind]:
                    continue
                if self.difficulty == "beginner" and _dora_of(kind) in held:
                    continue
                d.take(kind)
                return kind
            raise _Retry

        indicators = [draw() for _ in range(1 + kans)]
        ura = [draw() for _ in range(1 + kans)] if riichi else []
        return indicators, ura

    def _counters(self, riichi: bool) -> tuple[int, int]:
        """Honba counters and riichi sticks on the table; a winner in riichi put down a stick of their own.

        Beginners count neither (their questions never ask for the total).
        """
        rng = self.rng
        if self.difficulty == "beginner":
            return 0, 0
        if self.difficulty == "intermediate":
            honba, sticks = (
                rng.choices((0, 1, 2), weights=(70, 22, 8))[0],
                rng.choices((0, 1), weights=(85, 15))[0],
            )
        else:
            honba = rng.choices((0, 1, 2, 3, 5), weights=(45, 25, 15, 10, 5))[0]
            sticks = rng.choices((0, 1, 2, 3), weights=(55, 25, 15, 5))[0]
        return honba, max(sticks, int(riichi))

    def _reds(
        self, hand: list[int], melds: list[list[int]], indicators: list[int]
    ) -> tuple[set[int], set[int]]:
        """Where the ruleset has red fives, make one five of a suit red as often as a real set would."""
        if not self.rules.aka_dora:
            return set(), set()
        every = hand + [k for meld in melds for k in meld] + indicators
        reds: set[int] = set()
        positions: set[int] = set()
        for five in (4, 13, 22):
            spots = [i for i, kind in enumerate(every) if kind == five]
            if spots and self.rng.random() < len(spots) / 4:
                reds.add(five)
                positions.add(self.rng.choice(spots))
        return reds, positions


def _dora_of(indicator: int) -> int:
    if indicator < HONOR_START:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator in WINDS:
        return 27 + (indicator - 27 + 1) % 4
    return 31 + (indicator - 31 + 1) % 3


def fits(difficulty: str, answer: dict[str, Any]) -> bool:
    """Whether a scored hand belongs at this difficulty (and is a hand at all: no scorer error)."""
    if "error" in answer:
        return False
    keys = {item["key"] for item in answer["yaku"]}
    if difficulty == "beginner" and (
        keys - BEGINNER_YAKU or answer["han"] > 4 or any(answer["dora"].values())
    ):
        return False
    return not (
        difficulty == "intermediate" and (keys - INTERMEDIATE_YAKU or answer["yakuman"] or answer["han"] > 9)
    )
