"""The pages of "How to play": the path of chapters, each chapter, and the two tools on the play engine.

Thin views: they read the chapters, ask `rules.play_pages` or `rules.play_tools` once, and render. The
chapters are the same for every visitor of a language (`cached_page`); the tools answer their GET form.
"""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from rules.models import PlayChapter, Ruleset
from rules.page_cache import cached_page
from rules.pages import yaku_names
from rules.play_forms import CanRonForm, DrawForm
from rules.play_pages import SEAT_WINDS, section_views
from rules.play_phrases import SEAT_NAMES
from rules.play_tools import ToolError, can_ron, default_ruleset_key, draw_payments, rules_for


@cached_page
def play_index(request: HttpRequest) -> HttpResponse:
    """The path: every chapter in reading order, and the tools."""
    return render(request, "rules/play_index.html", {"chapters": PlayChapter.objects.all()})


@cached_page
def play_chapter(request: HttpRequest, key: str) -> HttpResponse:
    """One chapter: its sections, each with the rules that differ drawn per ruleset from the engines."""
    chapter = get_object_or_404(PlayChapter.objects.prefetch_related("sections"), key=key)
    chapters = list(PlayChapter.objects.all())
    place = next(i for i, c in enumerate(chapters) if c.pk == chapter.pk)
    rulesets = list(Ruleset.objects.all())
    default_rules = rules_for({"ruleset": default_ruleset_key()})
    return render(
        request,
        "rules/play_chapter.html",
        {
            "chapter": chapter,
            "chapters": chapters,
            "number": place + 1,
            "previous": chapters[place - 1] if place else None,
            "next": chapters[place + 1] if place + 1 < len(chapters) else None,
            "sections": section_views(list(chapter.sections.all()), rulesets, default_rules, yaku_names()),
            "rulesets": rulesets,
        },
    )


def can_i_ron(request: HttpRequest) -> HttpResponse:
    """ "Can I ron this tile?": the form, and the engine's verdict with its reason and furiten kind."""
    form = CanRonForm(request.GET or None)
    answer = None
    if form.is_valid():
        try:
            answer = can_ron(form.tool_request())
        except ToolError as error:
            form.add_error(None, error.message())
    return render(request, "rules/play_can_ron.html", {"form": form, "answer": answer})


def draw_calculator(request: HttpRequest) -> HttpResponse:
    """The exhaustive-draw payments: each player's points change, the dealer's seat, honba and sticks."""
    form = DrawForm(request.GET or None)
    answer = None
    if form.is_valid():
        try:
            answer = draw_payments(form.tool_request())
        except ToolError as error:
            form.add_error(None, error.message())
    players = []
    if answer:
        tenpai = set(form.cleaned_data["tenpai"])
        dealer = form.cleaned_data["dealer"]
        players = [
            {
                "name": SEAT_NAMES[seat],
                "wind": SEAT_WINDS[(seat - dealer) % 4],
                "tenpai": seat in tenpai,
                "delta": delta,
                "dealer": seat == dealer,
            }
            for seat, delta in enumerate(answer["deltas"])
        ]
    return render(
        request,
        "rules/play_draw.html",
        {
            "form": form,
            "answer": answer,
            "players": players,
            "next_dealer": SEAT_NAMES[answer["next_dealer"]] if answer else "",
        },
    )
