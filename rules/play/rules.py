"""The parameters of play per ruleset, each value with its source, and house rules built by overrides.

One place for every rule of play that differs between rulesets. Each value carries its source key, the
letters of reference/rulesets.md and rules/data/sources.toml ([E] EMA 2016, [W] WRC 2015, [T] Tenhou,
[M] Mahjong Soul, [L] M-League), or is marked unconfirmed with the reason for the choice.

A club's house rules are ONE set of overrides for both engines: `play_rules("tenhou", {"kiriage": True,
"bust": False})` keeps the scoring parameters (`kiriage`) for the scorer, checked by the scorer's own
`get_ruleset`, and applies the play parameters (`bust`) here, with the same error (`ScoringError`
"bad_rule") for an unknown key or an ill-typed value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Final

from rules.scoring import DEFAULT_RULESET, RULESETS, Ruleset, ScoringError, get_ruleset

ABORTIVE_DRAWS: Final = ("kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "suukaikan", "sanchahou")

# The allowed values of the string, int and list parameters (booleans take True or False).
PLAY_CHOICES: Final[dict[str, tuple[object, ...]]] = {
    "riichi_min_wall": (0, 1, 2, 3, 4),
    "multiple_ron_honba": ("nearest", "each"),
    "abortive_draws": ABORTIVE_DRAWS,
    "temporary_furiten_ends": ("draw", "discard"),
    "leftover_sticks": ("first", "lost"),
    "chombo": ("mangan", "points"),
    "chombo_points": (8000, 12000, 20000, 30000),
    "bust_below": (0, 1),
    "start_points": (25000, 27000, 30000, 35000),
    "target_points": (30000, 35000, 40000),
    "rounds": (1, 2),
}


@dataclass(frozen=True, slots=True)
class Source:
    """Where a value comes from: source keys ("T", or "" when none), a note, and whether it is unconfirmed."""

    keys: str
    note: str = ""
    unconfirmed: bool = False


@dataclass(frozen=True, slots=True)
class PlayRules:
    """The rules of play of one ruleset (a named one, or a club's house rules built from it).

    >>> play_rules("tenhou").riichi_needs_stick, play_rules("mleague").riichi_min_wall
    (True, 0)
    >>> play_rules("tenhou", {"kiriage": True, "bust": False}).scoring.kiriage
    True
    """

    name: str  # the base ruleset: ema, wrc, tenhou, mahjongsoul, mleague
    riichi_needs_stick: bool  # a player must hold the 1,000 points of the riichi stick to declare
    riichi_min_wall: int  # tiles left to draw in the live wall needed to declare riichi
    kuikae_forbidden: bool  # after chi or pon, the called tile (and a chi's other end) may not be discarded
    head_bump: bool  # on several rons only the winner nearest the discarder's right wins (atamahane)
    multiple_ron_honba: str  # on several rons the honba go to the "nearest" winner or to "each" winner
    abortive_draws: tuple[str, ...]  # the abortive draws played (a triple ron is "sanchahou")
    temporary_furiten_ends: str  # temporary furiten lasts until the player's next "draw" or "discard"
    tenpai_renchan: bool  # the dealer keeps the seat after an exhaustive draw when tenpai
    agari_yame: bool  # a dealer who wins the last hand in first place may end the game
    tenpai_yame: bool  # ... and so may a dealer tenpai at the last hand's exhaustive draw
    bust: bool  # the game ends when a player's points go below `bust_below` (tobi)
    bust_below: int  # 0: below zero ends it (exactly 0 does not); 1: 0 points ends it too
    west_extension: (
        bool  # when nobody reaches `target_points` after the South round, the West round is played
    )
    target_points: int  # points that end an extended game, and that a dealer needs for agari-yame
    leftover_sticks: str  # riichi sticks on the table at the end go to "first" place or are "lost"
    chombo: str  # penalty: a reverse "mangan" paid at the table, or "points" taken from the final score
    chombo_points: int  # the "points" penalty, in table points (20000 = 20 in the hanchan score)
    start_points: int  # every player's points at the start
    rounds: int  # 2: East and South (hanchan); 1: East only (tonpuusen)
    scoring_overrides: tuple[tuple[str, object], ...] = ()  # the house rules the scorer reads

    @property
    def scoring(self) -> Ruleset:
        """The scorer's ruleset with the scoring half of the house rules."""
        return get_ruleset(self.name, dict(self.scoring_overrides))

    @property
    def scoring_request_fields(self) -> dict[str, object]:
        """`ruleset` and `rules` as a contract request carries them."""
        fields_: dict[str, object] = {"ruleset": self.name}
        if self.scoring_overrides:
            fields_["rules"] = dict(self.scoring_overrides)
        return fields_

    @property
    def nagashi_mangan(self) -> bool:
        """Nagashi mangan is a scoring parameter: the scorer's value, so the two engines cannot disagree."""
        return self.scoring.nagashi_mangan

    def has_abortive(self, kind: str) -> bool:
        """Whether this abortive draw is played."""
        return kind in self.abortive_draws

    def with_overrides(self, overrides: Mapping[str, object]) -> PlayRules:
        """A house-rules copy. Play keys change this record, the other keys are kept for the scorer, which
        checks them; an unknown key or an ill-typed value raises `ScoringError` "bad_rule".

        >>> play_rules("ema").with_overrides({"agari_yame": True}).agari_yame
        True
        >>> play_rules("ema").with_overrides({"bust": "yes"})  # doctest: +IGNORE_EXCEPTION_DETAIL
        Traceback (most recent call last):
        ...
        ScoringError: bad_rule
        """
        if not isinstance(overrides, Mapping):
            raise ScoringError("bad_rule", rule="rules")
        play = {key: _checked(key, value) for key, value in overrides.items() if key in _PLAY_TYPES}
        scoring = dict(self.scoring_overrides)
        scoring.update((key, value) for key, value in overrides.items() if key not in _PLAY_TYPES)
        get_ruleset(self.name, scoring)  # the scorer's check of its own keys
        return replace(self, scoring_overrides=tuple(scoring.items()), **play)  # type: ignore[arg-type]

    def as_dict(self) -> dict[str, object]:
        """The play parameters as JSON-ready data (lists for tuples), without the scoring overrides."""
        out: dict[str, object] = {}
        for f in fields(self):
            if f.name != "scoring_overrides":
                value = getattr(self, f.name)
                out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


def _checked(key: str, value: object) -> object:
    """The validated value of one play override (a tuple for a list), or `bad_rule`."""
    kind = _PLAY_TYPES[key]
    choices = PLAY_CHOICES.get(key, ())
    if kind is bool and isinstance(value, bool):
        return value
    if kind in (int, str) and type(value) is kind and value in choices:
        return value
    if kind is tuple and isinstance(value, list | tuple) and all(item in choices for item in value):
        return tuple(dict.fromkeys(value))
    raise ScoringError("bad_rule", rule=key)


def _s(value: object, keys: str, note: str = "") -> tuple[object, Source]:
    return value, Source(keys, note)


def _u(value: object, reason: str, keys: str = "") -> tuple[object, Source]:
    return value, Source(keys, reason, unconfirmed=True)


_RIICHIENV = "riichienv 0.4.11 state/legal_actions.rs and state/mod.rs (the oracle of the play engine)"
_FOUR_KANS_PLAY_ON = (
    "; without suukaikan, four kans by two or more players do not end the hand: every call but a fifth kan"
    " ([E] RCR 2016 §3.3.10) stays open on the next discard (unconfirmed: no text on it found)"
)
_NO_EXTENSION = "no source found; tournaments play a fixed East-South game and rulesets.md names no extension"

# Every value with its source. reference/rulesets.md is the first source; riichienv's engine is cited
# where it is the only one found (its GameRule presets are Tenhou's and Mahjong Soul's).
_SOURCED: Final[dict[str, dict[str, tuple[object, Source]]]] = {
    "ema": {
        "riichi_needs_stick": _s(False, "E", "rulesets.md: 1000; at least 4 tiles; any score"),
        "riichi_min_wall": _s(4, "E", "rulesets.md: at least 4 tiles in the wall"),
        "kuikae_forbidden": _s(
            True,
            "E",
            "RCR 2016 §3.3.2 'Swap-calling (kuikae)'; riichi.wiki diff 24068 drops 2012's 'kuikae ari'",
        ),
        "head_bump": _s(False, "E", "rulesets.md: double and triple ron"),
        "multiple_ron_honba": _s("each", "E", "rulesets.md: each winner gets the counters"),
        "abortive_draws": _s(
            (), "E", "rulesets.md: none (riichi.wiki diff 24068: no longer used)" + _FOUR_KANS_PLAY_ON
        ),
        "temporary_furiten_ends": _s("draw", "E", "riichi.wiki diff 24068: cancelled only on a draw"),
        "tenpai_renchan": _s(True, "E", "RCR 2016 §3.4.2 and §3.4.11; rulesets.md: identical in all five"),
        "agari_yame": _s(False, "E", "rulesets.md: none"),
        "tenpai_yame": _s(False, "E", "rulesets.md: none"),
        "bust": _s(False, "E", "rulesets.md: game does not end below 0"),
        "bust_below": _s(0, "E", "no bust: unused"),
        "west_extension": _u(False, _NO_EXTENSION),
        "target_points": _s(30000, "E", "return points 30000; unused without extension or agari-yame"),
        "leftover_sticks": _s("first", "E", "rulesets.md: to the winner (first place)"),
        "chombo": _u(
            "points",
            "RCR 2012 §3.4.6 pays a reverse mangan; the 2016 edition follows WRC 2015 §7.1 (a point "
            "penalty to the overall score, the table score unchanged); the 2016 text was not read here",
            "E",
        ),
        "chombo_points": _u(20000, "as WRC 2015 §7.1: 20 points of the overall score", "E"),
        "start_points": _s(30000, "E", "rulesets.md: 30k"),
        "rounds": _s(2, "E", "hanchan"),
    },
    "wrc": {
        "riichi_needs_stick": _u(False, "WRC 2015 chap 6.5.3 states no points condition; no bust, as EMA"),
        "riichi_min_wall": _s(4, "W", "WRC 2015 chap 6.5.3: at least 4 tiles"),
        "kuikae_forbidden": _u(True, "as EMA 2016, which the riichi.wiki diff 24068 says follows WRC 2015"),
        "head_bump": _s(True, "W", "rulesets.md: head bump"),
        "multiple_ron_honba": _s("nearest", "W", "head bump: one winner"),
        "abortive_draws": _s(
            (), "W", "rbook=RCR_2012MATCH_en rchap=3.4.2: no abortive draws" + _FOUR_KANS_PLAY_ON
        ),
        "temporary_furiten_ends": _u("discard", "no source found; the common rule (Tenhou's)"),
        "tenpai_renchan": _s(True, "W", "rulesets.md: identical in all five"),
        "agari_yame": _s(False, "W", "WRC 2015 §5.9.1 'No agari yame'"),
        "tenpai_yame": _s(False, "W", "WRC 2015 §5.9.1 'No agari yame'"),
        "bust": _s(False, "W", "rulesets.md: no"),
        "bust_below": _s(0, "W", "no bust: unused"),
        "west_extension": _u(False, _NO_EXTENSION),
        "target_points": _s(30000, "W", "return points 30000; unused"),
        "leftover_sticks": _s("lost", "W", "rulesets.md: lost"),
        "chombo": _s("points", "W", "WRC 2015 §7.1: point penalty to the overall score"),
        "chombo_points": _s(20000, "W", "WRC 2015 §7.1: 20 points"),
        "start_points": _s(30000, "W", "WRC 2015 §4.1"),
        "rounds": _s(2, "W", "hanchan"),
    },
    "tenhou": {
        "riichi_needs_stick": _s(True, "T", "rulesets.md: at least 1000 points; " + _RIICHIENV),
        "riichi_min_wall": _s(4, "T", "rulesets.md: at least 4 tiles; " + _RIICHIENV),
        "kuikae_forbidden": _s(True, "T", "riichienv GameRule.default_tenhou().kuikae_forbidden"),
        "head_bump": _s(False, "T", "rulesets.md: double ron"),
        "multiple_ron_honba": _s("nearest", "T", "rulesets.md: honba and sticks to the nearest winner"),
        "abortive_draws": _s(
            ABORTIVE_DRAWS,
            "T",
            "rulesets.md: all five; GameRule sanchaho_is_draw; suukaikan: the discard after the fourth kan"
            " may only be ronned (riichi.wiki Tochuu ryuukyoku; " + _RIICHIENV + ")",
        ),
        "temporary_furiten_ends": _s("discard", "T", "riichi.wiki Furiten (doujun furiten); " + _RIICHIENV),
        "tenpai_renchan": _s(True, "T", "rulesets.md: dealer repeats if tenpai"),
        "agari_yame": _s(True, "T", "rulesets.md: automatic agari-yame"),
        "tenpai_yame": _s(True, "T", "rulesets.md: automatic tenpai-yame"),
        "bust": _s(True, "T", "rulesets.md: yes, below 0"),
        "bust_below": _s(0, "T", "below 0"),
        "west_extension": _s(
            True, "T", "riichi.wiki Tenhou.net_rules: West round until 30000; " + _RIICHIENV
        ),
        "target_points": _s(30000, "T", "return points 30000; " + _RIICHIENV),
        "leftover_sticks": _s("first", "T", "rulesets.md: to 1st place"),
        "chombo": _u("mangan", "an online game has no chombo; riichienv's penalty for an illegal action"),
        "chombo_points": _u(20000, "unused with the mangan penalty"),
        "start_points": _s(25000, "T", "rulesets.md: 25k"),
        "rounds": _s(2, "T", "hanchan (ranked South games)"),
    },
    "mahjongsoul": {
        "riichi_needs_stick": _s(True, "M", "riichienv default_mjsoul: " + _RIICHIENV),
        "riichi_min_wall": _s(4, "M", "riichienv default_mjsoul: " + _RIICHIENV),
        "kuikae_forbidden": _s(True, "M", "riichienv GameRule.default_mjsoul().kuikae_forbidden"),
        "head_bump": _s(False, "M", "rulesets.md: double and triple ron"),
        "multiple_ron_honba": _s("nearest", "M", "riichienv: only the first winner gets honba (mod.rs)"),
        "abortive_draws": _s(
            ("kyuushu_kyuuhai", "suufon_renda", "suucha_riichi", "suukaikan"),
            "M",
            "rulesets.md: as Tenhou without sanchahou; GameRule.default_mjsoul().sanchaho_is_draw False",
        ),
        "temporary_furiten_ends": _u("discard", "no Mahjong Soul text found; riichienv plays it as Tenhou"),
        "tenpai_renchan": _s(True, "M", "rulesets.md: identical in all five"),
        "agari_yame": _u(True, "rulesets.md: unc.; riichienv plays it for both presets", "M"),
        "tenpai_yame": _u(True, "rulesets.md: unc.; riichienv plays it for both presets", "M"),
        "bust": _s(True, "M", "rulesets.md: yes, below 0 (0 does not end it)"),
        "bust_below": _s(0, "M", "below 0"),
        "west_extension": _u(True, "no Mahjong Soul text found; riichienv plays it for both presets", "M"),
        "target_points": _u(30000, "riichienv's threshold for both presets", "M"),
        "leftover_sticks": _s("first", "M", "rulesets.md: to 1st place"),
        "chombo": _u("mangan", "an online game has no chombo; riichienv's penalty for an illegal action"),
        "chombo_points": _u(20000, "unused with the mangan penalty"),
        "start_points": _s(25000, "M", "rulesets.md: 25k"),
        "rounds": _s(2, "M", "hanchan (ranked South games)"),
    },
    "mleague": {
        "riichi_needs_stick": _s(False, "L", "rulesets.md: allowed below 1000 points"),
        "riichi_min_wall": _s(0, "L", "rulesets.md: allowed with no draw left"),
        "kuikae_forbidden": _u(True, "no M-League text found; the Japanese professional standard"),
        "head_bump": _s(True, "L", "rulesets.md: head bump"),
        "multiple_ron_honba": _s("nearest", "L", "head bump: one winner"),
        "abortive_draws": _s((), "L", "rulesets.md: none" + _FOUR_KANS_PLAY_ON),
        "temporary_furiten_ends": _u("discard", "no M-League text found; the common rule (Tenhou's)"),
        "tenpai_renchan": _s(True, "L", "rulesets.md: identical in all five"),
        "agari_yame": _s(False, "L", "rulesets.md: none"),
        "tenpai_yame": _s(False, "L", "rulesets.md: none"),
        "bust": _s(False, "L", "rulesets.md: no"),
        "bust_below": _s(0, "L", "no bust: unused"),
        "west_extension": _u(False, _NO_EXTENSION),
        "target_points": _s(30000, "L", "return points 30000; unused"),
        "leftover_sticks": _u("first", "rulesets.md: unc.; as Tenhou and Mahjong Soul"),
        "chombo": _u("points", "no M-League text found; a 20-point penalty as WRC"),
        "chombo_points": _u(20000, "as WRC 2015 §7.1"),
        "start_points": _s(25000, "L", "rulesets.md: 25k"),
        "rounds": _s(2, "L", "hanchan"),
    },
}

PLAY_RULES: Final[dict[str, PlayRules]] = {
    name: PlayRules(name=name, **{key: value for key, (value, _) in table.items()})  # type: ignore[arg-type]
    for name, table in _SOURCED.items()
}
PLAY_SOURCES: Final[dict[str, dict[str, Source]]] = {
    name: {key: source for key, (_, source) in table.items()} for name, table in _SOURCED.items()
}
_PLAY_TYPES: Final[dict[str, type]] = {
    f.name: type(getattr(PLAY_RULES[DEFAULT_RULESET], f.name))
    for f in fields(PlayRules)
    if f.name not in ("name", "scoring_overrides")
}
assert set(PLAY_RULES) == set(RULESETS), "every ruleset of the scorer has its rules of play"


def split_overrides(overrides: Mapping[str, object]) -> tuple[dict[str, object], dict[str, object]]:
    """A house-rules dict split into its scoring and its play parameters, for code that hands the first
    to the scorer (`get_ruleset`) and keeps both in one stored dict. Keys are not checked here.

    >>> split_overrides({"kiriage": True, "bust": False})
    ({'kiriage': True}, {'bust': False})
    """
    scoring = {key: value for key, value in overrides.items() if key not in _PLAY_TYPES}
    play = {key: value for key, value in overrides.items() if key in _PLAY_TYPES}
    return scoring, play


def play_rules(name: object = DEFAULT_RULESET, overrides: Mapping[str, object] | None = None) -> PlayRules:
    """The named ruleset's rules of play with house-rule overrides (scoring keys included).

    `unknown_ruleset` or `bad_rule` (`ScoringError`) as the scorer answers them.

    >>> play_rules("wrc").head_bump
    True
    >>> play_rules("nope")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    ScoringError: unknown_ruleset
    """
    found = PLAY_RULES.get(name) if isinstance(name, str) else None
    if found is None:
        get_ruleset(name)  # raises unknown_ruleset with the scorer's message
        raise AssertionError(name)  # pragma: no cover - every scorer ruleset has rules of play
    return found.with_overrides(overrides) if overrides else found
