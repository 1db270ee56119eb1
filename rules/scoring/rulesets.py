"""The five named rulesets as data, and house rules built from them by overrides.

Every parameter names its source (reference/rulesets.md): [E] EMA 2016, [W] WRC 2015, [T] Tenhou,
[M] Mahjong Soul, [L] M-League; "decision" marks a choice of the "Decisions for the scorer" section and
"unc." a value no source confirmed. `Ruleset` holds what changes a score; `GameFacts` holds the rest of
the comparison table (start points, uma, ...) so the reference pages render it from this one place.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, Final

from .errors import ScoringError

DOUBLE_YAKUMAN_PATTERNS: Final = ("kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii")
PAO_YAKU: Final = ("daisangen", "daisuushii", "suukantsu")
LOCAL_YAKU: Final = (
    "open_riichi",
    "sanshoku_shoudoukou",
    "sanrenkou",
    "iishoku_sanjun",
    "suurenkou",
    "iishoku_suujun",
    "daisharin",
    "shiisanpuutaa",
    "paarenchan",
)
# Choices of the string and int parameters; tuple parameters list their allowed members.
CHOICES: Final[dict[str, tuple[Any, ...]]] = {
    "kazoe": ("yakuman", "sanbaiman", "multiple"),
    "renhou": ("off", "mangan", "yakuman", "han5"),
    "double_wind_pair_fu": (2, 4),
    "pao_honba": ("discarder", "liable"),
    "pao_scope": ("whole", "part"),
    "double_yakuman": DOUBLE_YAKUMAN_PATTERNS,
    "pao": PAO_YAKU,
    "local_yaku": LOCAL_YAKU,
}

SOURCES: Final[dict[str, str]] = {
    "E": "EMA Riichi Competition Rules 2016: seeds 001-003, kasu.at 2016 change list, EMA 2015 notice "
    "(mahjong.ru id=329), riichi.wiki EMA_Riichi_Competition_Rules diff=24068, RCR 2012 text, Pantheon 'ema'",
    "W": "WRC 2015 rules on ooyamaneko (chap 6.1, 6.5.3), WRC 2014 errata, riichi.wiki "
    "World_Riichi_Championship_rules oldid=20175, Toronto Riichi Club rules.md, Pantheon 'wrc'",
    "T": "riichi.wiki Tenhou.net_rules (diffs 14002, 20746), arcturus.su Tenhou.net_rules oldid=15453, "
    "smly/RiichiEnv docs/RULES.md default_tenhou",
    "M": "smly/RiichiEnv docs/RULES.md default_mjsoul, riichi.wiki MobileDiff 26496 and 19575, seed 003",
    "L": "riichi.wiki MobileDiff 26112 (M.League), majannavi.com/archives/55, k-bys.work/mleague-rule, "
    "top3776.hatenablog.com 2022/05/28, mahjong-space.com Mリーグ",
    "decision": "reference/rulesets.md, 'Decisions for the scorer'",
}


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The parameters that change a score; a club's house rules are a copy with overrides."""

    name: str
    open_tanyao: bool  # tanyao counts on an open hand
    aka_dora: bool  # red fives exist (else 0m is a plain 5m)
    kiriage: bool  # 4 han 30 fu and 3 han 60 fu pay mangan
    kazoe: str  # 13+ han without yakuman: "yakuman", "sanbaiman" or "multiple"
    double_yakuman: tuple[str, ...]  # patterns that pay double yakuman
    yakuman_stacking: bool  # several yakuman in one hand add up
    renhou: str  # "off", "mangan", "yakuman" or "han5"
    nagashi_mangan: bool  # the exhaustive-draw special payment exists
    double_wind_pair_fu: int  # fu of a pair of the wind that is both seat and round wind
    open_pinfu_fu: bool  # an open all-chow ron is raised from 20 to 30 fu
    pinfu_tsumo_fu: bool  # pinfu tsumo gets the 2 tsumo fu
    rinshan_tsumo_fu: bool  # a win on the kan replacement tile gets the 2 tsumo fu
    kokushi_chankan_ankan: bool  # thirteen orphans may rob a concealed kan
    pao: tuple[str, ...]  # yakuman for which a feeding player is liable
    pao_honba: str  # who pays the counters of a pao ron: "discarder" or "liable"
    pao_scope: str  # what the liable player covers: the "whole" hand or only the pao yakuman "part"
    local_yaku: tuple[str, ...] = ()  # local yaku that count

    def with_overrides(self, overrides: Mapping[str, object]) -> Ruleset:
        """A house-rules copy; an unknown parameter or an ill-typed value raises `bad_rule`.

        >>> RULESETS["ema"].with_overrides({"kiriage": True}).kiriage
        True
        >>> RULESETS["ema"].with_overrides({"kiriage": 1})  # doctest: +IGNORE_EXCEPTION_DETAIL
        Traceback (most recent call last):
        ...
        ScoringError: bad_rule
        """
        # JSON's dict first, checked in C: an abstract-class check runs interpreted code.
        if type(overrides) is not dict and not isinstance(overrides, Mapping):
            raise ScoringError("bad_rule", rule="rules")
        changes: tuple[tuple[str, Any], ...] = tuple(
            (key, _checked_rule(key, value)) for key, value in overrides.items()
        )
        if not changes:
            return self
        if RULESETS.get(self.name) is not self:  # a copy overridden again: rare, and not kept
            return replace(self, **dict(changes))
        key = (self.name, changes)
        found = _OVERRIDDEN.get(key)
        if found is None:
            if len(_OVERRIDDEN) >= OVERRIDDEN_MEMO_SIZE:
                _OVERRIDDEN.clear()
            found = _OVERRIDDEN[key] = replace(self, **dict(changes))
        return found

    def as_dict(self) -> dict[str, object]:
        """The parameters as JSON-ready data, for the API and the comparison page."""
        return {f.name: list(v) if isinstance(v := getattr(self, f.name), tuple) else v for f in fields(self)}


# The copies of the named rulesets with house rules, by name and validated changes: a club's house rules
# come with every request. Keyed by name, not by the ruleset itself, whose hash reads every parameter.
# Bounded: cleared when full, so odd requests cannot grow it.
_OVERRIDDEN: Final[dict[tuple[str, tuple[tuple[str, Any], ...]], Ruleset]] = {}
OVERRIDDEN_MEMO_SIZE: Final = 256


def _checked_rule(key: object, value: object) -> object:
    """The validated value of one override (tuples for lists), or `bad_rule`."""
    kind = _RULE_TYPES.get(key) if isinstance(key, str) else None
    choices = CHOICES.get(key) if isinstance(key, str) else None
    if kind is None:
        raise ScoringError("bad_rule", rule=key, choices=", ".join(_RULE_TYPES))
    if kind is bool and isinstance(value, bool):
        return value
    if kind is int and isinstance(value, int) and not isinstance(value, bool) and value in (choices or ()):
        return value
    if kind is str and isinstance(value, str) and value in (choices or ()):
        return value
    if (
        kind is tuple  # every list parameter is a tuple of keys
        and isinstance(value, list | tuple)
        and all(isinstance(item, str) and item in (choices or ()) for item in value)
    ):
        return tuple(dict.fromkeys(value))
    raise ScoringError("bad_rule", rule=key, allowed=_allowed(kind, choices))


def _allowed(kind: type, choices: tuple[object, ...] | None) -> str:
    """What a house rule takes, written as the JSON it is sent in: true or false, one of the choices,
    or a list of them."""
    if kind is bool:
        return "true, false"
    shown = ", ".join(f'"{choice}"' if isinstance(choice, str) else str(choice) for choice in choices or ())
    return f"[{shown}]" if kind is tuple else shown


_EMA: Final = Ruleset(
    name="ema",
    open_tanyao=True,  # [E] 2016 change list (2012: closed only)
    aka_dora=False,  # [E] 2016: no red fives (2012: three); decision
    kiriage=False,  # [E] EMA 2015 notice "4-30 is not rounded", Pantheon 'ema'; decision
    kazoe="sanbaiman",  # [E] 2016 (2012: yakuman)
    double_yakuman=(),  # [E] 2016: yakuman single (2012: double daisuushii); seed 003
    yakuman_stacking=False,  # [E] seed 000 "Yakuman are not cumulative"
    renhou="mangan",  # [E] 2016 (2012: yakuman); decision: a flat mangan
    nagashi_mangan=False,  # [E] 2016: not used (2012: a win)
    double_wind_pair_fu=4,  # [E] RCR 2012 table lists seat and prevalent wind pairs apart; decision
    open_pinfu_fu=True,  # decision: open all-chow ron is 30 fu in every ruleset
    pinfu_tsumo_fu=False,  # [E] seed 000 "20 on self-draw"; decision
    rinshan_tsumo_fu=True,  # decision: rinshan tsumo keeps its 2 fu everywhere (unc. for [E])
    kokushi_chankan_ankan=True,  # [E] RCR 2012 text, seed 000
    pao=("daisangen", "daisuushii"),  # [E] seed 000
    pao_honba="discarder",  # [E] "discarder pays counters"
    pao_scope="whole",  # [E] yakuman do not stack, so the liable player covers the whole hand
)

# Each parameter's type, read off a built ruleset: the annotations are strings when the module runs
# interpreted and bare classes when it runs compiled (compiled.py).
_RULE_TYPES: Final[dict[str, type]] = {
    f.name: type(getattr(_EMA, f.name)) for f in fields(Ruleset) if f.name != "name"
}

RULESETS: Final[dict[str, Ruleset]] = {
    "ema": _EMA,
    "wrc": replace(
        _EMA,
        name="wrc",
        kiriage=True,  # [W] WRC 2015 chap 6.1 (1920 -> 2000); seed 001 table A-2
        kazoe="sanbaiman",  # [W] chap 6.1 and 2014 errata (seed 003 says yakuman; overruled)
        renhou="mangan",  # [W] seed 001 "not cumulative"; decision: as ema (Toronto: or the hand if higher)
        aka_dora=False,  # [W] Toronto rules.md: none (a Rust ruleset counts them for WRC2022)
    ),
    "tenhou": Ruleset(
        name="tenhou",
        open_tanyao=True,  # [T] ranked lobbies
        aka_dora=True,  # [T] three red fives (lobby option)
        kiriage=False,  # [T]
        kazoe="yakuman",  # [T]
        double_yakuman=(),  # [T] seed 003: Tenhou pays them single
        yakuman_stacking=True,  # [T]
        renhou="off",  # [T] not used
        nagashi_mangan=True,  # [T] a draw paid as a mangan tsumo
        double_wind_pair_fu=4,  # [T]
        open_pinfu_fu=True,  # [T] 30
        pinfu_tsumo_fu=False,  # [T] 20
        rinshan_tsumo_fu=True,  # [T] yes
        kokushi_chankan_ankan=False,  # [T] no
        pao=(
            "daisangen",
            "daisuushii",
        ),  # [T] (Pantheon 'tenhounet' adds suukantsu; Tenhou's own rules do not)
        pao_honba="liable",  # [T] the liable player pays the counters
        pao_scope="whole",  # [T] composite hands: the whole hand
    ),
    "mahjongsoul": Ruleset(
        name="mahjongsoul",
        open_tanyao=True,  # [M]
        aka_dora=True,  # [M] three red fives
        kiriage=False,  # [M] RiichiEnv default_mjsoul; decision (a Rust ruleset says yes, unverified)
        kazoe="yakuman",  # [M] seed 003
        double_yakuman=DOUBLE_YAKUMAN_PATTERNS,  # [M] seed 003; decision
        yakuman_stacking=True,  # [M]; decision
        renhou="off",  # [M] not used (unc.)
        nagashi_mangan=True,  # [M] as Tenhou, a draw
        double_wind_pair_fu=4,  # [M]
        open_pinfu_fu=True,  # [M] 30 (unc.); decision
        pinfu_tsumo_fu=False,  # [M] 20
        rinshan_tsumo_fu=True,  # decision (unc. for [M])
        kokushi_chankan_ankan=True,  # [M] yes
        pao=("daisangen", "daisuushii"),  # [M]
        pao_honba="discarder",  # [M] unc.
        pao_scope="part",  # [M] the liable player covers only the pao yakuman part
    ),
    "mleague": Ruleset(
        name="mleague",
        open_tanyao=True,  # [L]
        aka_dora=True,  # [L] three red fives
        kiriage=True,  # [L]
        kazoe="sanbaiman",  # [L] seed 003
        double_yakuman=(),  # [L] seed 003
        yakuman_stacking=True,  # [L]
        renhou="off",  # [L] not used
        nagashi_mangan=True,  # [L] unc.
        double_wind_pair_fu=2,  # [L] riichi.wiki MobileDiff 26112
        open_pinfu_fu=True,  # decision (unc. for [L])
        pinfu_tsumo_fu=False,  # [L] 20 (unc.)
        rinshan_tsumo_fu=True,  # decision (unc. for [L])
        kokushi_chankan_ankan=False,  # [L] no
        pao=("daisangen", "daisuushii", "suukantsu"),  # [L] suukantsu when the fourth kan is a daiminkan
        pao_honba="liable",  # [L] the liable player pays the counters
        pao_scope="whole",  # [L] composite unc.
    ),
}
DEFAULT_RULESET: Final = "ema"


def get_ruleset(name: object = DEFAULT_RULESET, overrides: Mapping[str, object] | None = None) -> Ruleset:
    """The named ruleset with house-rule overrides applied; `unknown_ruleset` or `bad_rule` otherwise.

    >>> get_ruleset("wrc").kiriage
    True
    >>> get_ruleset("ema", {"double_wind_pair_fu": 2}).double_wind_pair_fu
    2
    """
    ruleset = RULESETS.get(name) if isinstance(name, str) else None
    if ruleset is None:
        raise ScoringError("unknown_ruleset", name=name, choices=", ".join(RULESETS))
    return ruleset.with_overrides(overrides) if overrides else ruleset


@dataclass(frozen=True, slots=True)
class Fact:
    """One cell of the comparison table: a value, its sources, and whether it is unconfirmed."""

    value: str
    sources: tuple[str, ...]
    uncertain: bool = False


@dataclass(frozen=True, slots=True)
class GameFacts:
    """The non-scoring facts of a ruleset that the reference pages compare."""

    start_points: Fact
    return_points: Fact
    oka: Fact
    uma: Fact
    ties: Fact
    hanchan_score: Fact
    riichi_sticks_at_end: Fact
    honba: Fact
    riichi_conditions: Fact
    yaku_minimum: Fact
    multiple_ron: Fact
    abortive_draws: Fact
    kan_dora_reveal: Fact
    nagashi_mangan: Fact
    pao_payment: Fact
    agari_yame: Fact
    busting: Fact


_HONBA: Final = "300 on ron; 100 from each payer on tsumo"
GAME_FACTS: Final[dict[str, GameFacts]] = {
    "ema": GameFacts(
        start_points=Fact("30000", ("E",)),
        return_points=Fact("30000", ("E",)),
        oka=Fact("0", ("E",)),
        uma=Fact("+15/+5/-5/-15", ("E",)),
        ties=Fact("uma shared", ("E",)),
        hanchan_score=Fact("(points - 30000) / 1000 + uma, not rounded", ("E",)),
        riichi_sticks_at_end=Fact("to the winner", ("E",)),
        honba=Fact(_HONBA, ("E",)),
        riichi_conditions=Fact("1000; at least 4 tiles in the wall; any score", ("E",)),
        yaku_minimum=Fact("1; no 2-han minimum at 5 honba (2012: yes)", ("E",)),
        multiple_ron=Fact(
            "double and triple; each winner gets the counters; sticks to the winner nearest the discarder",
            ("E",),
        ),
        abortive_draws=Fact("none", ("E",)),
        kan_dora_reveal=Fact("immediate", ("E",), uncertain=True),
        nagashi_mangan=Fact("not used (2012: a win, with counters and sticks)", ("E",)),
        pao_payment=Fact("tsumo: liable pays all; ron 50/50; discarder pays counters", ("E",)),
        agari_yame=Fact("none", ("E",)),
        busting=Fact("no", ("E",)),
    ),
    "wrc": GameFacts(
        start_points=Fact("30000", ("W",)),
        return_points=Fact("30000", ("W",)),
        oka=Fact("0", ("W",)),
        uma=Fact("+15/+5/-5/-15", ("W",)),
        ties=Fact("uma shared", ("W",)),
        hanchan_score=Fact("(points - 30000) / 1000 + uma, not rounded", ("W",)),
        riichi_sticks_at_end=Fact("lost", ("W",)),
        honba=Fact(_HONBA, ("W",)),
        riichi_conditions=Fact("1000; at least 4 tiles in the wall", ("W",)),
        yaku_minimum=Fact("1; no 2-han minimum", ("W",)),
        multiple_ron=Fact("head bump", ("W",)),
        abortive_draws=Fact("none", ("W",)),
        kan_dora_reveal=Fact("immediate", ("W",)),
        nagashi_mangan=Fact("not used", ("W",)),
        pao_payment=Fact(
            "tsumo: liable pays all; ron 50/50; discarder pays counters; no daiminkan liability", ("W",)
        ),
        agari_yame=Fact("none", ("W",)),
        busting=Fact("no", ("W",)),
    ),
    "tenhou": GameFacts(
        start_points=Fact("25000", ("T",)),
        return_points=Fact("30000", ("T",)),
        oka=Fact("+20", ("T",)),
        uma=Fact("+20/+10/-10/-20", ("T",)),
        ties=Fact("the seat order breaks ties", ("T",), uncertain=True),
        hanchan_score=Fact("(points - 30000) / 1000 + uma + oka; points rounded to the nearest 1000", ("T",)),
        riichi_sticks_at_end=Fact("to 1st place", ("T",)),
        honba=Fact(_HONBA, ("T",)),
        riichi_conditions=Fact("1000; at least 1000 points; at least 4 tiles in the wall", ("T",)),
        yaku_minimum=Fact("1; no 2-han minimum", ("T",)),
        multiple_ron=Fact(
            "double; triple is an abortive draw; honba and sticks to the nearest winner", ("T",)
        ),
        abortive_draws=Fact("kyuushu, suufon, suucha riichi, suukaikan, sanchahou", ("T",)),
        kan_dora_reveal=Fact("ankan immediate; minkan and kakan after the discard", ("T",)),
        nagashi_mangan=Fact(
            "a draw: mangan-tsumo payment replaces noten payments; dealer repeats if tenpai", ("T",)
        ),
        pao_payment=Fact(
            "tsumo: liable pays all; ron 50/50; liable pays honba; composite: whole hand", ("T",)
        ),
        agari_yame=Fact("automatic agari-yame and tenpai-yame", ("T",)),
        busting=Fact("yes, below 0", ("T",)),
    ),
    "mahjongsoul": GameFacts(
        start_points=Fact("25000", ("M",)),
        return_points=Fact("unc.", ("M",), uncertain=True),
        oka=Fact("unc.", ("M",), uncertain=True),
        uma=Fact("ranked rooms use rank points", ("M",), uncertain=True),
        ties=Fact("unc.", ("M",), uncertain=True),
        hanchan_score=Fact("unc.", ("M",), uncertain=True),
        riichi_sticks_at_end=Fact("to 1st place", ("M",)),
        honba=Fact(_HONBA, ("M",)),
        riichi_conditions=Fact("1000; conditions unc.", ("M",), uncertain=True),
        yaku_minimum=Fact("1; no 2-han minimum", ("M",), uncertain=True),
        multiple_ron=Fact("double and triple; sticks to the nearest winner", ("M",)),
        abortive_draws=Fact("kyuushu, suufon, suucha riichi, suukaikan", ("M",)),
        kan_dora_reveal=Fact("ankan immediate; minkan and kakan after the discard", ("M",)),
        nagashi_mangan=Fact("a draw, as Tenhou", ("M",)),
        pao_payment=Fact("only the pao yakuman part", ("M",)),
        agari_yame=Fact("unc.", ("M",), uncertain=True),
        busting=Fact("yes, below 0 (0 does not end it)", ("M",)),
    ),
    "mleague": GameFacts(
        start_points=Fact("25000", ("L",)),
        return_points=Fact("30000", ("L",)),
        oka=Fact("+20", ("L",)),
        uma=Fact("+30/+10/-10/-30", ("L",)),
        ties=Fact("unc.", ("L",), uncertain=True),
        hanchan_score=Fact("(points - 30000) / 1000 + uma + oka (rank points +50/+10/-10/-30)", ("L",)),
        riichi_sticks_at_end=Fact("unc.", ("L",), uncertain=True),
        honba=Fact(_HONBA, ("L",)),
        riichi_conditions=Fact("1000; allowed below 1000 points and with no draw left", ("L",)),
        yaku_minimum=Fact("1; no 2-han minimum", ("L",)),
        multiple_ron=Fact("head bump", ("L",)),
        abortive_draws=Fact("none", ("L",)),
        kan_dora_reveal=Fact("immediate for every kan; none on chankan", ("L",)),
        nagashi_mangan=Fact("a draw, as Tenhou", ("L",), uncertain=True),  # the scorer plays it so; no source
        pao_payment=Fact("tsumo all / ron 50-50; liable pays honba; composite unc.", ("L",)),
        agari_yame=Fact("none", ("L",)),
        busting=Fact("no", ("L",)),
    ),
}
