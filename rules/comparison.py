"""The rulesets side by side: one row per scorer parameter and per game fact, each cell with its source.

Parameter values come from the scorer's ruleset objects (house rules with their overrides applied),
game facts from `GAME_FACTS`; sources are the letters of reference/rulesets.md ([E], [W], [T], [M], [L]),
explained under the table for players by `rules.sources`.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from rules.models import Ruleset, RulesetParameter
from rules.phrases import GAME_FACT_LABELS, NONE, RULE_VALUES, YES_NO, fact_value, mid_sentence
from rules.scoring import GAME_FACTS, GameFacts, get_ruleset
from rules.sources import CLUB_SOURCE, mark

# The column of reference/rulesets.md that sources each named ruleset.
COLUMN_SOURCE = {"ema": "E", "wrc": "W", "tenhou": "T", "mahjongsoul": "M", "mleague": "L"}
# The game facts a club's table rules set, and how each value is written as the scorer writes the fact.
TABLE_FACTS = {
    "start_points": "start_points",
    "return_points": "return_points",
    "oka": "oka",
    "uma": "uma",
    "ties": "ties",
    "riichi_sticks_at_end": "leftover_sticks",
    "busting": "bust",
}
TABLE_VALUES = {
    "shared": "uma shared",
    "seat_order": "the seat order breaks ties",
    "first": "to 1st place",
    "lost": "lost",
    True: "yes, below 0",
    False: "no",
}


def table_fact(value: object) -> str:
    """A club's table rule written as the scorer writes the same game fact, for `fact_value`."""
    if isinstance(value, list | tuple):
        return "/".join(f"{part:+d}" for part in value)
    if isinstance(value, bool | str):
        return TABLE_VALUES[value]
    return f"{value:+d}" if value else str(value)


@dataclass(frozen=True)
class Cell:
    """One value of the table, in the active language, with its sources and whether it is unconfirmed."""

    text: str
    sources: tuple[str, ...]
    uncertain: bool = False

    @property
    def source_marks(self) -> list[tuple[str, str]]:
        """(letter, mark) of each source, for the links to the Sources block: ("E", "E"), ("decision", "*")."""
        return [(letter, mark(letter)) for letter in self.sources if letter]


@dataclass(frozen=True)
class Row:
    """A parameter or a fact across every ruleset."""

    key: str
    label: str
    help: str
    cells: list[Cell]


def rule_text(value: object, yaku_names: Mapping[str, str]) -> str:
    """A parameter value as a reader sees it: yes/no, a limit name, fu, or a list of yaku."""
    if isinstance(value, bool):
        return str(YES_NO[value])
    if isinstance(value, int):
        return _("%(fu)s fu") % {"fu": value}
    if isinstance(value, list | tuple):
        names = [yaku_names.get(key, key) for key in value]
        # A name with a comma of its own ("Thirteen orphans, 13-sided wait") needs a stronger separator.
        separator = pgettext("list separator", "; ") if any("," in n for n in names) else ", "
        return separator.join(names) or str(NONE)
    return mid_sentence(RULE_VALUES.get(value, value))


def house_rule_phrases(rules: Mapping[str, object], yaku_names: Mapping[str, str]) -> list[str]:
    """A request's house-rule overrides as a player reads them: "Local yaku: Sanrenkou", never the
    parameter's key (the labels are the comparison table's own)."""
    labels = dict(RulesetParameter.objects.filter(key__in=list(rules)).values_list("key", "label"))
    return [
        _("%(rule)s: %(value)s") % {"rule": labels.get(key, key), "value": rule_text(value, yaku_names)}
        for key, value in rules.items()
    ]


def parameter_rows(
    parameters: Sequence[RulesetParameter], rulesets: Sequence[Ruleset], yaku_names: Mapping[str, str]
) -> list[Row]:
    """One row per parameter of the contract, valued by the scorer for every ruleset."""
    values = [get_ruleset(ruleset.base, ruleset.overrides).as_dict() for ruleset in rulesets]
    return [
        Row(
            parameter.key,
            parameter.label,
            parameter.help,
            [
                Cell(rule_text(value[parameter.key], yaku_names), (CLUB_SOURCE,))
                if parameter.key in ruleset.overrides
                else Cell(
                    rule_text(value[parameter.key], yaku_names),
                    (COLUMN_SOURCE.get(ruleset.base, ""),),
                    unconfirmed(ruleset.base, parameter.key),
                )
                for ruleset, value in zip(rulesets, values, strict=True)
            ],
        )
        for parameter in parameters
    ]


def unconfirmed(base: str, key: str) -> bool:
    """Whether no source confirms the ruleset's value for this parameter: the game fact of the same name
    is flagged unconfirmed (M-League's nagashi mangan), so the scorer's value is its best guess and the
    page flags it the same way in both rows."""
    fact = getattr(GAME_FACTS.get(base), key, None)
    return bool(fact is not None and fact.uncertain)


def fact_cell(ruleset: Ruleset, name: str) -> Cell:
    """One game fact of a ruleset: the club's table rule where it sets one, else its base's fact."""
    table_rule = TABLE_FACTS.get(name)
    if table_rule is not None and table_rule in ruleset.table_rules:
        return Cell(fact_value(table_fact(ruleset.table_rules[table_rule])), (CLUB_SOURCE,))
    fact = getattr(GAME_FACTS[ruleset.base], name)
    return Cell(fact_value(fact.value), fact.sources, fact.uncertain)


def fact_rows(rulesets: Sequence[Ruleset]) -> list[Row]:
    """One row per game fact (start points, uma, draws...), from each ruleset's table rules and base."""
    return [
        Row(name, str(GAME_FACT_LABELS[name]), "", [fact_cell(ruleset, name) for ruleset in rulesets])
        for name in (f.name for f in fields(GameFacts))
    ]
