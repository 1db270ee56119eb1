"""The rulesets a table can turn its final totals into hanchan scores with: the named ones and the club's
house rules, each with its table rules (start points, uma, oka, ties, leftover sticks) read in one place.

A ruleset whose start points are known is offered even where its hanchan score is not (Mahjong Soul's
ranked rooms give rank points that depend on the room): its sheet is still checked and placed.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING

from rules.models import Ruleset

if TYPE_CHECKING:
    from rules.forms import ResultsForm
from rules.scoring import ResultRules, ResultsUnavailable, final_places, hanchan_scores, table_rules


@dataclass(frozen=True)
class ResultsRuleset:
    """A ruleset as the results form offers it."""

    key: str
    name: str
    start_points: int
    leftover_sticks: str | None  # "first", "lost", or None where no source says
    rules: ResultRules | None  # None: the sheet is checked and placed, but no hanchan score is computed
    is_default: bool


def of(ruleset: Ruleset) -> ResultsRuleset | None:
    """The results view of one ruleset; None where even its start points are unconfirmed."""
    table = table_rules(ruleset.base, ruleset.table_rules)
    if table["start_points"] is None:
        return None
    try:
        rules: ResultRules | None = ruleset.result_rules()
    except ResultsUnavailable:
        rules = None
    return ResultsRuleset(
        ruleset.key,
        ruleset.name,
        int(table["start_points"]),  # type: ignore[call-overload]
        table["leftover_sticks"],  # type: ignore[arg-type]
        rules,
        ruleset.is_default,
    )


def results_rulesets(rulesets: list[Ruleset]) -> list[ResultsRuleset]:
    """Every ruleset of the list that the results form can take, in their order."""
    return [choice for choice in map(of, rulesets) if choice is not None]


@dataclass(frozen=True)
class SheetRow:
    """One seat of a scored sheet: its label, points, place and hanchan score (None: not computed)."""

    label: str
    points: int
    place: int
    score: Decimal | None


@dataclass(frozen=True)
class Sheet:
    """A checked sheet: its rows in seat order, the ruleset it was scored under and the sticks left."""

    ruleset: ResultsRuleset
    rows: list[SheetRow]
    leftover_sticks: int

    @property
    def scored(self) -> bool:
        """Whether the rules gave hanchan scores, or only places."""
        return self.ruleset.rules is not None


def results_sheet(form: ResultsForm) -> Sheet:
    """The places and hanchan scores of a valid results form."""
    chosen = form.rulesets[form.cleaned_data["ruleset"]]
    totals = form.points()
    sticks = form.cleaned_data["leftover_sticks"]
    labels = [str(field.label) for field in form.point_fields()]
    if chosen.rules is None:
        places = final_places(totals)
        rows = [SheetRow(labels[seat], totals[seat], places[seat], None) for seat in range(len(totals))]
    else:
        rows = [
            SheetRow(labels[placing.seat], placing.points, placing.place, placing.score)
            for placing in hanchan_scores(totals, chosen.rules, leftover_sticks=sticks)
        ]
    return Sheet(chosen, rows, sticks)
