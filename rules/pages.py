"""What the reference pages show beyond plain rows: scored example hands, each ruleset's treatment of a
yaku, the fu examples, the payment grid and the glossary's alphabet. The views call one of these.

Everything the scorer knows (yaku found, fu, payments, ruleset parameters) is asked of the scorer
here, at render time, so a page can never disagree with the calculator or the trainer.
"""

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from django.urls import NoReverseMatch, reverse

from rules.calculator_link import calculator_query
from rules.explain import Explanation, explain
from rules.fu_examples import FU_EXAMPLES
from rules.models import GlossaryTerm, Ruleset, ScoringTableCell, Yaku, YakuExample
from rules.phrases import FU_ITEMS, TREATMENTS
from rules.scoring import get_ruleset
from rules.treatment import treatment
from rules.yaku_search import folded

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
        notes = [(key, str(TREATMENTS[key])) for key in keys]
        explanation = None
        if sample is not None:
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
class GridRow:
    """One fu value of the payment grid: a cell per han (None where the pair pays a limit)."""

    fu: int
    cells: list[ScoringTableCell | None]


HAN_COLUMNS = (1, 2, 3, 4)


def payment_grid(cells: Iterable[ScoringTableCell]) -> tuple[list[GridRow], list[ScoringTableCell]]:
    """The han/fu rows as a grid (fu down, han across) and the limit rows apart."""
    by_pair: dict[tuple[int, int], ScoringTableCell] = {}
    limits = []
    for cell in cells:
        if cell.limit:
            limits.append(cell)
        else:
            by_pair[(cell.fu, cell.han)] = cell
    fus = sorted({fu for fu, _han in by_pair})
    grid = [GridRow(fu, [by_pair.get((fu, han)) for han in HAN_COLUMNS]) for fu in fus]
    return grid, limits


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
