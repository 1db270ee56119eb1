"""What the reference pages show beyond plain rows: scored example hands, each ruleset's treatment of a
yaku, the fu examples, the payment grid and the glossary's alphabet. The views call one of these.

Everything the scorer knows (yaku found, fu, payments, ruleset parameters) is asked of the scorer
here, at render time, so a page can never disagree with the calculator or the trainer.
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext as _

from rules.calculator_link import calculator_query
from rules.comparison import house_rule_phrases, unconfirmed
from rules.explain import Explanation, explain
from rules.fu_examples import FU_EXAMPLES
from rules.models import GlossaryTerm, LimitHand, Ruleset, ScoringTableCell, Yaku, YakuExample
from rules.phrases import FU_ITEMS, TREATMENTS, extra_situation
from rules.scoring import Ruleset as ScorerRuleset
from rules.scoring import get_ruleset, reachable
from rules.treatment import treatment
from rules.yaku_search import folded

# Treatments under which a ruleset does not play the yaku at all: its example is not scored there.
NOT_PLAYED = frozenset({"local_off", "renhou_off", "nagashi_off"})
# Request fields that choose the ruleset; replaced when an example is scored under another ruleset.
RULESET_FIELDS = ("ruleset", "rules")


def yaku_names() -> dict[str, str]:
    """Every yaku key with its name in the active language (one query)."""
    return {yaku.key: yaku.name for yaku in Yaku.objects.all()}


def calculator_url(request: dict) -> str | None:
    """The calculator page filled with this request, where the calculator exists and can take it."""
    query = calculator_query(request)
    if query is None:
        return None
    try:
        return f"{reverse('calculator:index')}?{query}"
    except NoReverseMatch:
        return None


@dataclass(frozen=True)
class ScoredExample:
    """An example hand with the scorer's answer and the calculator link."""

    example: YakuExample
    explanation: Explanation
    calculator_url: str | None
    ruleset_name: str  # the name of the ruleset the example asks for, "" for the default
    house_rules: list[str]  # the example's rule overrides, in words
    extra: list[str]  # what the hand also needs that the request cannot say, in words


def scored_examples(
    examples: Iterable[YakuExample], names: Mapping[str, str], ruleset_names: Mapping[str, str]
) -> list[ScoredExample]:
    """Each example hand scored by the scorer (examples whose situation the contract cannot express
    are scored too: the page then says what the reader has to add)."""
    return [
        ScoredExample(
            example,
            explain(example.request, names),
            calculator_url(example.request),
            ruleset_names.get(example.request.get("ruleset", ""), example.request.get("ruleset", "")),
            house_rule_phrases(example.request.get("rules") or {}, names),
            [extra_situation(key, value) for key, value in (example.extra or {}).items()],
        )
        for example in examples
    ]


@dataclass(frozen=True)
class RulesetTreatment:
    """How one ruleset treats a yaku, with the first example hand scored under it."""

    ruleset: Ruleset
    notes: list[tuple[str, str]]  # (treatment key, phrase in the active language)
    explanation: Explanation | None


def ruleset_treatments(
    yaku: Yaku, examples: Sequence[YakuExample], rulesets: Iterable[Ruleset], names: Mapping[str, str]
) -> list[RulesetTreatment]:
    """Every ruleset's treatment of `yaku`, and its first example scored under that ruleset."""
    sample = next((example for example in examples if not example.extra), None)
    rows = []
    for ruleset in rulesets:
        keys = treatment(yaku.key, yaku.yakuman > 0, get_ruleset(ruleset.base, ruleset.overrides))
        if "nagashi_on" in keys and unconfirmed(ruleset.base, "nagashi_mangan"):
            # The row says the doubt the summary, the prose and the rulesets page say (M-League's rule).
            keys = ["nagashi_unconfirmed" if key == "nagashi_on" else key for key in keys]
        notes = [(key, str(TREATMENTS[key])) for key in keys]
        explanation = None
        if sample is not None and not NOT_PLAYED.intersection(keys):
            request = {key: value for key, value in sample.request.items() if key not in RULESET_FIELDS}
            explanation = explain({**request, **ruleset.as_request_fields()}, names)
        rows.append(RulesetTreatment(ruleset, notes, explanation))
    return rows


@dataclass(frozen=True)
class FuExample:
    """A fu item: its key, label, value and the example hand that shows it."""

    key: str
    label: str
    fu: int
    explanation: Explanation


def fu_examples(names: Mapping[str, str]) -> list[FuExample]:
    """Every fu item with its example scored; the value is the scorer's, read from the itemization."""
    rows = []
    for key, request in FU_EXAMPLES.items():
        explanation = explain(request, names)
        fu = next((line.value for line in explanation.fu_items if line.key == key), 0)
        rows.append(FuExample(key, str(FU_ITEMS[key]), fu, explanation))
    return rows


@dataclass(frozen=True)
class GridCell:
    """A han/fu pair of the payment grid, with whether a hand can score it by ron and by tsumo under the
    ruleset (a payment no hand reaches is left empty on the page)."""

    cell: ScoringTableCell
    ron: bool
    tsumo: bool


@dataclass(frozen=True)
class GridRow:
    """One fu value of the payment grid: a cell per han (None where the pair pays a limit or no hand
    scores it at all)."""

    fu: int
    cells: list[GridCell | None]


@dataclass(frozen=True)
class LimitRow:
    """A limit of the payment table, named with the han that reach it under the ruleset."""

    cell: ScoringTableCell
    name: str
    han_min: int | None  # None: only yakuman hands reach it (13+ han stop at sanbaiman)
    han_max: int | None  # None: open-ended


HAN_COLUMNS = (1, 2, 3, 4)


def payment_grid(ruleset: Ruleset) -> tuple[list[GridRow], list[LimitRow]]:
    """`ruleset`'s han/fu payments as a grid (fu down, han across), each cell marked with the ways a
    hand reaches it, and its limits apart, each with the han range that reaches it under that ruleset.

    Where 13 han or more without a yakuman pay sanbaiman (counted yakuman capped), sanbaiman is
    "11+ han" and the yakuman row is reached by yakuman hands only.
    """
    rules = get_ruleset(ruleset.base, ruleset.overrides)
    by_pair: dict[tuple[int, int], ScoringTableCell] = {}
    limit_cells = []
    for cell in ruleset.cells.all():
        if cell.limit:
            limit_cells.append(cell)
        else:
            by_pair[(cell.fu, cell.han)] = cell
    fus = sorted({fu for fu, _han in by_pair})
    grid = [GridRow(fu, [_grid_cell(by_pair.get((fu, han)), rules) for han in HAN_COLUMNS]) for fu in fus]
    limits = {limit.key: limit for limit in LimitHand.objects.all()}
    capped = rules.kazoe == "sanbaiman"
    rows = []
    for cell in limit_cells:
        limit = limits.get(cell.limit)
        han_min, han_max = (limit.han_min, limit.han_max) if limit else (None, None)
        if capped and cell.limit == "sanbaiman":
            han_max = None
        elif capped and cell.limit == "yakuman":
            han_min = None
        rows.append(LimitRow(cell, limit.name if limit else cell.limit, han_min, han_max))
    return grid, rows


def _grid_cell(cell: ScoringTableCell | None, rules: ScorerRuleset) -> GridCell | None:
    if cell is None:
        return None
    return GridCell(
        cell, reachable(cell.fu, cell.han, False, rules), reachable(cell.fu, cell.han, True, rules)
    )


def unreachable_notes(grid: Sequence[GridRow], ruleset: Ruleset) -> list[str]:
    """Why the grid's empty cells are empty, one sentence per reason that applies under the ruleset."""
    rules = get_ruleset(ruleset.base, ruleset.overrides)
    empty = {
        (row.fu, kind)
        for row in grid
        for cell in row.cells
        if cell
        for kind in ("ron", "tsumo")
        if not getattr(cell, kind)
    }
    notes = []
    if (20, "ron") in empty and rules.open_pinfu_fu:
        notes.append(
            _(
                "No ron at 20 minipoints: a closed hand won on a discard has at least 30, and an open hand "
                "with no minipoints won on a discard is raised to 30."
            )
        )
    if (20, "tsumo") in empty and rules.pinfu_tsumo_fu:
        notes.append(
            _(
                "No tsumo at 20 minipoints: under these rules pinfu by tsumo keeps the 2 tsumo minipoints (30)."
            )
        )
    if (25, "tsumo") in empty:
        notes.append(
            _(
                "No tsumo at 25 minipoints and 2 han: 25 minipoints is seven pairs, and seven pairs by "
                "tsumo also counts fully concealed hand (menzen tsumo), so 3 han at least."
            )
        )
    return notes


@dataclass(frozen=True)
class Letter:
    """A letter of the glossary and its terms."""

    letter: str
    terms: list[GlossaryTerm]


def alphabetical(terms: Iterable[GlossaryTerm]) -> list[Letter]:
    """Terms sorted by their headword in the active language, grouped by first letter (accents folded)."""
    letters: dict[str, Letter] = {}
    for term in sorted(terms, key=lambda term: folded(term.term)):
        initial = (folded(term.term)[:1] or "#").upper()
        letters.setdefault(initial, Letter(initial, [])).terms.append(term)
    return list(letters.values())
