"""What the chapters of "How to play" draw beside their prose, asked of the engines: the rules that differ
per ruleset (rules.play's `play_rules` and `PLAY_SOURCES`, or the scorer's rulesets for scoring facts),
each with its source and the club's house rules, the noten payments, call priority and furiten examples.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from django.utils.translation import gettext as _

from rules.comparison import COLUMN_SOURCE, rule_text, unconfirmed
from rules.models import PlaySection, Ruleset, RulesetParameter
from rules.phrases import WINDS
from rules.play import (
    PLAY_SOURCES,
    SEATS,
    Claim,
    PlayerHand,
    PlayRules,
    Tile,
    may_ron,
    noten_payments,
    play_rules,
    resolve_claims,
    split_overrides,
)
from rules.play_phrases import (
    ABORTIVE_NAMES,
    CALL_NAMES,
    PLAY_RULE_LABELS,
    RON_VERDICTS,
    furiten_text,
    play_value,
)
from rules.scoring import ScoringError, get_ruleset
from rules.sources import CLUB_SOURCE, mark
from site_project.numbers import format_number

SEAT_WINDS = ("E", "S", "W", "N")  # the seat of each player when the first player deals


@dataclass(frozen=True)
class PlayCell:
    """One ruleset's value of a rule: its text, its source letters ("club" where the club's house rules
    set it, as on the rulesets page) and whether no source confirms it."""

    text: str
    sources: tuple[str, ...] = ()
    uncertain: bool = False
    column: str = ""  # the ruleset's name, for the narrow layout that stacks a row's cells

    @property
    def source_marks(self) -> list[tuple[str, str]]:
        """(letter, mark) of each source, for the links to the rulesets page: ("T", "T"), ("club", "C")."""
        return [(letter, mark(letter)) for letter in self.sources if letter]


def _named(cells: list[PlayCell], rulesets: Sequence[Ruleset]) -> list[PlayCell]:
    return [replace(cell, column=ruleset.name) for cell, ruleset in zip(cells, rulesets, strict=True)]


@dataclass(frozen=True)
class PlayRow:
    """A rule across the rulesets."""

    key: str
    label: str
    cells: list[PlayCell]


# The club's table rules (Ruleset.table_rules, set on the house-rules form) that are rules of play too,
# with the same values: the chapters show them as the rulesets page does.
SHARED_TABLE_RULES = ("start_points", "leftover_sticks", "bust")


def house_play_overrides(ruleset: Ruleset) -> dict[str, object]:
    """The play parameters a club's house rules set: play keys of its overrides and shared table rules."""
    table = {key: value for key, value in (ruleset.table_rules or {}).items() if key in SHARED_TABLE_RULES}
    return {**split_overrides(ruleset.overrides or {})[1], **table}


def _rules_of(ruleset: Ruleset) -> PlayRules:
    """The ruleset's rules of play with its house rules; a stored override the engine refuses (the row
    predates a check) falls back to the base ruleset rather than break the page."""
    try:
        return play_rules(ruleset.base, {**(ruleset.overrides or {}), **house_play_overrides(ruleset)})
    except ScoringError:
        return play_rules(ruleset.base)


def _play_cell(ruleset: Ruleset, rules: PlayRules, key: str) -> PlayCell:
    text = play_value(key, getattr(rules, key))
    if key in house_play_overrides(ruleset):
        return PlayCell(text, (CLUB_SOURCE,))
    source = PLAY_SOURCES[ruleset.base][key]
    return PlayCell(text, tuple(source.keys), source.unconfirmed)


def _scoring_cell(ruleset: Ruleset, key: str, yaku_names: Mapping[str, str]) -> PlayCell:
    try:
        values = get_ruleset(ruleset.base, split_overrides(ruleset.overrides)[0]).as_dict()
    except ScoringError:
        values = get_ruleset(ruleset.base).as_dict()
    text = rule_text(values[key], yaku_names)
    if key in ruleset.overrides:
        return PlayCell(text, (CLUB_SOURCE,))
    return PlayCell(text, (COLUMN_SOURCE.get(ruleset.base, ""),), unconfirmed(ruleset.base, key))


def rule_rows(
    keys: Sequence[str], rulesets: Sequence[Ruleset], yaku_names: Mapping[str, str]
) -> list[PlayRow]:
    """One row per rule key: a play parameter from the play engine, or a scoring one from the scorer."""
    play = [_rules_of(ruleset) for ruleset in rulesets]
    labels = dict(RulesetParameter.objects.filter(key__in=list(keys)).values_list("key", "label"))
    rows = []
    for key in keys:
        if key in PLAY_RULE_LABELS:
            cells = [_play_cell(r, p, key) for r, p in zip(rulesets, play, strict=True)]
            rows.append(PlayRow(key, str(PLAY_RULE_LABELS[key]), _named(cells, rulesets)))
        else:
            cells = [_scoring_cell(r, key, yaku_names) for r in rulesets]
            rows.append(PlayRow(key, labels.get(key, key), _named(cells, rulesets)))
    return rows


@dataclass(frozen=True)
class NotenRow:
    """How many players are tenpai, and what each tenpai player receives and each noten player pays."""

    tenpai: int
    receives: str
    pays: str


def noten_rows() -> list[NotenRow]:
    """The 3,000-point split for 0 to 4 tenpai players, from the engine's `noten_payments`."""
    rows = []
    for count in range(SEATS + 1):
        deltas = noten_payments(tuple(range(count)))
        receives = deltas[0] if count > 0 else 0
        pays = -deltas[count] if count < SEATS else 0
        rows.append(NotenRow(count, format_number(receives), format_number(pays)))
    return rows


@dataclass(frozen=True)
class ClaimRow:
    """A situation of claims on one discard, and what each ruleset makes of it."""

    label: str
    cells: list[PlayCell]


def _seat(seat: int) -> str:
    return str(WINDS[SEAT_WINDS[seat]])


def _claim_outcome(claims: list[Claim], ruleset: Ruleset, rules: PlayRules) -> PlayCell:
    result = resolve_claims(claims, 0, rules)
    sources = PLAY_SOURCES[ruleset.base]
    house = house_play_overrides(ruleset)
    if result.kind == "abortive":
        text, key = _("abortive draw: %(name)s") % {"name": ABORTIVE_NAMES["sanchahou"]}, "abortive_draws"
    elif result.kind == "ron":
        winners = [_seat(claim.seat) for claim in result.claims]
        text = (
            _("%(seat)s wins") % {"seat": winners[0]}
            if len(winners) == 1
            else _("%(seats)s all win") % {"seats": ", ".join(winners)}
        )
        key = "head_bump"
    else:
        (claim,) = result.claims
        text, key = (
            _("%(seat)s takes it (%(call)s)")
            % {
                "seat": _seat(claim.seat),
                "call": CALL_NAMES.get(claim.kind, claim.kind),
            },
            "",
        )
    if key and key in house:
        return PlayCell(text, (CLUB_SOURCE,))
    if not key:
        return PlayCell(text)
    return PlayCell(text, tuple(sources[key].keys), sources[key].unconfirmed)


def claim_rows(rulesets: Sequence[Ruleset]) -> list[ClaimRow]:
    """East discards; who takes the tile in three situations, per ruleset (`resolve_claims`)."""
    situations = [
        (
            _("South calls chi, West calls pon"),
            [Claim(1, "chi"), Claim(2, "pon")],
        ),
        (_("West and North call ron"), [Claim(2, "ron"), Claim(3, "ron")]),
        (_("South, West and North call ron"), [Claim(1, "ron"), Claim(2, "ron"), Claim(3, "ron")]),
    ]
    play = [_rules_of(ruleset) for ruleset in rulesets]
    return [
        ClaimRow(
            label,
            _named([_claim_outcome(claims, r, p) for r, p in zip(rulesets, play, strict=True)], rulesets),
        )
        for label, claims in situations
    ]


@dataclass(frozen=True)
class FuritenExample:
    """A worked example: the situation as notation for the tile tags, and the engine's verdict."""

    hand: str
    discards: str
    passed: str
    passed_in_riichi: str
    riichi: bool
    tile: str
    waits: str
    allowed: bool
    reason: str
    furiten: tuple[str, ...]
    verdict: str
    why: str


def furiten_examples(examples: Sequence[Mapping[str, Any]], rules: PlayRules) -> list[FuritenExample]:
    """Each example of the content file, answered by `may_ron`."""
    out = []
    for example in examples:
        hand = PlayerHand.from_mpsz(
            example["hand"],
            discards=example.get("discards", ""),
            riichi=example.get("riichi", False),
            passed=example.get("passed", ""),
            passed_in_riichi=example.get("passed_in_riichi", ""),
        )
        verdict = may_ron(hand, Tile.from_mpsz(example["tile"]), rules)
        out.append(
            FuritenExample(
                example["hand"],
                example.get("discards", ""),
                example.get("passed", ""),
                example.get("passed_in_riichi", ""),
                example.get("riichi", False),
                example["tile"],
                hand.waits_mpsz(),
                verdict.allowed,
                verdict.reason,
                verdict.furiten,
                str(RON_VERDICTS[verdict.reason]),
                furiten_text(verdict.furiten),
            )
        )
    return out


@dataclass(frozen=True)
class SectionView:
    """A section with what the page draws for it."""

    section: PlaySection
    rows: list[PlayRow]
    figure: Any


def section_views(
    sections: Sequence[PlaySection],
    rulesets: Sequence[Ruleset],
    default_rules: PlayRules,
    yaku_names: Mapping[str, str],
) -> list[SectionView]:
    """Every section of a chapter with its rule rows and its figure's data."""
    figures = {
        "noten_table": lambda _s: noten_rows(),
        "claim_priority": lambda _s: claim_rows(rulesets),
        "furiten_examples": lambda s: furiten_examples(s.examples, default_rules),
    }
    return [
        SectionView(
            section,
            rule_rows(section.rules, rulesets, yaku_names),
            figures[section.figure](section) if section.figure in figures else None,
        )
        for section in sections
    ]
