"""The rulesets side by side: one row per scorer parameter and per game fact, each cell with its source.

Parameter values come from the scorer's ruleset objects (house rules with their overrides applied),
game facts from `GAME_FACTS`; sources are the letters of reference/rulesets.md ([E], [W], [T], [M], [L]),
explained under the table with the scorer's `SOURCES`.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields

from django.utils.translation import gettext as _

from rules.models import Ruleset, RulesetParameter
from rules.phrases import GAME_FACT_LABELS, NONE, RULE_VALUES, YES_NO, fact_value
from rules.scoring import GAME_FACTS, SOURCES, GameFacts, get_ruleset

# The column of reference/rulesets.md that sources each named ruleset.
COLUMN_SOURCE = {"ema": "E", "wrc": "W", "tenhou": "T", "mahjongsoul": "M", "mleague": "L"}


@dataclass(frozen=True)
class Cell:
    """One value of the table, in the active language, with its sources and whether it is unconfirmed."""

    text: str
    sources: tuple[str, ...]
    uncertain: bool = False


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
        return _("%(fu)s fu") % {"fu": value}
    if isinstance(value, list | tuple):
        return ", ".join(yaku_names.get(key, key) for key in value) or str(NONE)
    return str(RULE_VALUES.get(value, value))


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
                Cell(rule_text(value[parameter.key], yaku_names), (COLUMN_SOURCE.get(ruleset.base, ""),))
                for ruleset, value in zip(rulesets, values, strict=True)
            ],
        )
        for parameter in parameters
    ]


def fact_rows(rulesets: Sequence[Ruleset]) -> list[Row]:
    """One row per game fact (start points, uma, draws...), from each ruleset's base."""
    return [
        Row(
            name,
            str(GAME_FACT_LABELS[name]),
            "",
            [
                Cell(fact_value(fact.value), fact.sources, fact.uncertain)
                for fact in (getattr(GAME_FACTS[ruleset.base], name) for ruleset in rulesets)
            ],
        )
        for name in (f.name for f in fields(GameFacts))
    ]


def source_notes() -> dict[str, str]:
    """The source letters used in the table and what each stands for."""
    return dict(SOURCES)
