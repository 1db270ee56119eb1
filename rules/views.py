"""Reference pages: thin views that read content, ask `rules.pages` for what the scorer says, and render.

Each is the same for every visitor of a language: `cached_page` keeps it until the content changes.
"""

from django.db.models import Prefetch
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from rules.comparison import fact_rows, parameter_rows
from rules.explain import explain
from rules.forms import ResultsForm, RulesetChoiceForm, YakuSearchForm
from rules.models import GlossaryTerm, Ruleset, RulesetParameter, Yaku, YakuCategory
from rules.page_cache import cached_page
from rules.pages import (
    HAN_COLUMNS,
    alphabetical,
    fu_examples,
    payment_grid,
    ruleset_treatments,
    scored_examples,
    unreachable_notes,
    yaku_names,
)
from rules.play_links import term_chapters, yaku_chapter
from rules.results_rulesets import results_rulesets, results_sheet
from rules.sources import sources
from rules.yaku_search import folded, grouped, listing

# The front page's hand: the scoring contract's own example (red dragon pung and a dora, 2 han 30 fu).
FRONT_HAND = {
    "hand": "234m567p23455s",
    "win_tile": "5s",
    "melds": [{"kind": "pon", "tiles": "777z"}],
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3m",
}
SIDES = ("nondealer", "dealer")
RESULT_FACTS = (
    "start_points",
    "return_points",
    "oka",
    "uma",
    "ties",
    "hanchan_score",
    "riichi_sticks_at_end",
)


@cached_page
def home(request: HttpRequest) -> HttpResponse:
    """The front page: what the site offers, with a hand and its score."""
    return render(request, "rules/home.html", {"front": explain(FRONT_HAND, yaku_names())})


@cached_page
def tiles(request: HttpRequest) -> HttpResponse:
    """Every tile of the set with its name: how to read the tiles before reading the rules."""
    return render(request, "rules/tiles.html")


@cached_page
def yaku_list(request: HttpRequest) -> HttpResponse:
    """Every yaku grouped by han, with a search box and a filter that work without JavaScript."""
    form = YakuSearchForm(request.GET)
    query, show = form.terms()
    groups, kept = listing(Yaku.objects.prefetch_related("examples"), query, show)
    return render(
        request,
        "rules/yaku_list.html",
        {
            "form": form,
            "groups": groups,
            "kept": kept,
            "empty_groups": {
                group.key for group in groups if not kept.intersection(y.key for y in group.yaku)
            },
            "query": query,
            "show": show,
        },
    )


def yaku_title(name: str, romaji: str) -> str:
    """A yaku page's title: its name, and its full romaji where the name does not hold it. A name that
    already ends in a gloss in brackets takes the romaji after a middle dot, never a second bracket
    ("Ittsu (del 1 al 9 en un palo) · Ikkitsuukan").

    >>> yaku_title("Pinfu", "Pinfu"), yaku_title("Pure Straight", "Ittsu")
    ('Pinfu', 'Pure Straight (Ittsu)')
    >>> yaku_title("Ittsu (del 1 al 9 en un palo)", "Ikkitsuukan")
    'Ittsu (del 1 al 9 en un palo) · Ikkitsuukan'
    """
    if folded(romaji) in folded(name):
        return name
    return f"{name} · {romaji}" if name.endswith(")") else f"{name} ({romaji})"


@cached_page
def yaku_detail(request: HttpRequest, key: str) -> HttpResponse:
    """One yaku: explanation, examples scored by the scorer, each ruleset's treatment, related yaku."""
    yaku = get_object_or_404(
        Yaku.objects.prefetch_related(
            "examples", Prefetch("related", queryset=Yaku.objects.order_by("position"))
        ),
        key=key,
    )
    names = yaku_names()
    examples = list(yaku.examples.all())
    rulesets = list(Ruleset.objects.all())
    return render(
        request,
        "rules/yaku_detail.html",
        {
            "yaku": yaku,
            "title": yaku_title(yaku.name, yaku.romaji),
            "examples": scored_examples(examples, names, {ruleset.key: ruleset.name for ruleset in rulesets}),
            "treatments": ruleset_treatments(yaku, examples, rulesets, names),
            "related": yaku.related.all(),
            "chapter": yaku_chapter(yaku.key),
        },
    )


@cached_page
def glossary(request: HttpRequest) -> HttpResponse:
    """Every term, alphabetical in the page's language, with its Japanese and an anchor."""
    terms = GlossaryTerm.objects.prefetch_related("see_also")
    return render(
        request, "rules/glossary.html", {"letters": alphabetical(terms), "chapters": term_chapters()}
    )


@cached_page
def scoring_table(request: HttpRequest) -> HttpResponse:
    """The payment table of a ruleset (the site default unless one is chosen)."""
    rulesets = list(Ruleset.objects.all())
    form = RulesetChoiceForm(request.GET, choices=[(ruleset.key, ruleset.name) for ruleset in rulesets])
    chosen_key = form.cleaned_data["ruleset"] if form.is_valid() else ""
    ruleset = next((r for r in rulesets if r.key == chosen_key), None) or next(
        (r for r in rulesets if r.is_default), None
    )
    if ruleset is None:
        raise Http404("No ruleset is loaded.")
    grid, limits = payment_grid(ruleset)
    return render(
        request,
        "rules/scoring_table.html",
        {
            "form": form,
            "ruleset": ruleset,
            "grid": grid,
            "limit_rows": limits,
            "unreachable_notes": unreachable_notes(grid, ruleset),
            "han_columns": HAN_COLUMNS,
            "sides": SIDES,
            "kiriage": any(cell and cell.cell.kiriage for row in grid for cell in row.cells),
        },
    )


@cached_page
def fu(request: HttpRequest) -> HttpResponse:
    """How minipoints are counted, item by item, each with a hand itemized by the scorer."""
    return render(request, "rules/fu.html", {"items": fu_examples(yaku_names())})


@cached_page
def rulesets(request: HttpRequest) -> HttpResponse:
    """The rulesets side by side: every scorer parameter and game fact, with sources."""
    columns = list(Ruleset.objects.all())
    names = yaku_names()
    return render(
        request,
        "rules/rulesets.html",
        {
            "rulesets": columns,
            "parameter_rows": parameter_rows(RulesetParameter.objects.all(), columns, names),
            "fact_rows": fact_rows(columns),
            "sources": sources(house_rules=any(not ruleset.builtin for ruleset in columns)),
        },
    )


@cached_page
def results(request: HttpRequest) -> HttpResponse:
    """The hanchan score formula per ruleset, and a form that scores four final totals under any of them,
    the club's house rules included (preselected when they are the site default)."""
    rulesets = list(Ruleset.objects.all())
    offered = results_rulesets(rulesets)
    form = ResultsForm(
        request.GET or None,
        rulesets=offered,
        initial={"ruleset": next((choice.key for choice in offered if choice.is_default), "")},
    )
    sheet = results_sheet(form) if form.is_valid() else None
    return render(
        request,
        "rules/results.html",
        {
            "rulesets": rulesets,
            "fact_rows": [row for row in fact_rows(rulesets) if row.key in RESULT_FACTS],
            "form": form,
            "sheet": sheet,
        },
    )


@cached_page
def cheat_sheet(request: HttpRequest) -> HttpResponse:
    """One printable page: the yaku with their han, the fu items and the default ruleset's payments."""
    everything = list(Yaku.objects.all())
    ruleset = Ruleset.objects.filter(is_default=True).first()
    grid, limits = payment_grid(ruleset) if ruleset else ([], [])
    return render(
        request,
        "rules/cheat_sheet.html",
        {
            "groups": grouped(yaku for yaku in everything if yaku.category != YakuCategory.LOCAL),
            "local_yaku": [yaku for yaku in everything if yaku.category == YakuCategory.LOCAL],
            "fu_items": fu_examples({yaku.key: yaku.name for yaku in everything}),
            "ruleset": ruleset,
            "grid": grid,
            "limit_rows": limits,
            "unreachable_notes": unreachable_notes(grid, ruleset) if ruleset else [],
            "han_columns": HAN_COLUMNS,
            "sides": SIDES,
        },
    )
