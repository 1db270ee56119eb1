"""Calculator pages: thin views that read the GET state, call the scorer once per ruleset, and render."""

import json
from urllib.parse import urlencode

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET

from calculator import palette, presentation, site_token
from calculator.forms import MELD_ALIASES, CalculatorForm
from calculator.phrases import TARGET_LABELS, chi_refusal
from calculator.rulesets import available_rulesets
from calculator.what_now import what_now
from rules.scoring import NotationError, Tile


def _state_url(path: str, query: dict[str, str]) -> str:
    return f"{path}?{urlencode(query)}" if query else path


def _refusal(code: str) -> str:
    """Why the last tap made no chi (`refused=<tile>` after a click without JavaScript)."""
    try:
        tile = Tile.from_mpsz(code)
    except NotationError:
        return ""
    return chi_refusal(tile) if palette.chi_refused(tile) else ""


def index(request: HttpRequest) -> HttpResponse:
    """The calculator: the form, the palette, and the score of the hand in the URL. The page's script
    takes over from there (browser-side state, the JSON API); without it every click comes back here."""
    if palette.has_action(request.GET):
        return redirect(_state_url(request.path, palette.apply_action(request.GET)))
    form = CalculatorForm(request.GET or None, rulesets=available_rulesets())
    found = presentation.outcome(form.scoring_request()) if form.is_valid() else None
    after = what_now(form.scoring_request()) if found and found.error else None
    query = form.query() if form.is_valid() else {}
    return render(
        request,
        "calculator/index.html",
        {
            "form": form,
            "outcome": found,
            "what_now": after,
            "query": urlencode(query),
            "palette_rows": palette.palette_rows(request.GET),
            "hand_tiles": palette.hand_tiles(request.GET),
            "picked_melds": palette.picked_melds(request.GET),
            "targets": [(target, TARGET_LABELS[target]) for target in palette.TARGETS],
            "target": request.GET.get("to", "hand"),
            "refusal": _refusal(request.GET.get("refused", "")),
            "script_phrases": json.dumps(presentation.script_phrases(), ensure_ascii=False),
            "meld_aliases": json.dumps(MELD_ALIASES),
            "site_token": site_token.issue(request),
            "site_token_max_age": settings.SITE_TOKEN_MAX_AGE,
        },
    )


@require_GET
def site_token_renewal(request: HttpRequest) -> JsonResponse:
    """A fresh pass to the API for the calculator's script, which asks before the one it holds runs out."""
    response = JsonResponse({"token": site_token.issue(request), "max_age": settings.SITE_TOKEN_MAX_AGE})
    response["Cache-Control"] = "private, no-store"
    return response


def compare(request: HttpRequest) -> HttpResponse:
    """The same hand under every ruleset, side by side, the rows that differ marked."""
    rulesets = available_rulesets()
    form = CalculatorForm(request.GET or None, rulesets=rulesets)
    comparison = None
    if form.is_valid():
        comparison = presentation.compare([(choice, form.scoring_request(choice.key)) for choice in rulesets])
    query = form.query() if form.is_valid() else {}
    return render(
        request,
        "calculator/compare.html",
        {"form": form, "comparison": comparison, "query": urlencode(query)},
    )


def api_documentation(request: HttpRequest) -> HttpResponse:
    """How to call the JSON API, with curl examples against this very site."""
    base = f"{request.scheme}://{request.get_host()}"
    return render(request, "calculator/api.html", {"base": base})
