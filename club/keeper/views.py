"""The score keeper's pages: thin views that parse a form, call the recording, and render the table.

They work without JavaScript (forms posting here, then a redirect back to the table); the page script
sends the same forms from its offline queue, with the same submission keys. These are the site's own
pages, not the public API: nothing here counts against API_RATE_LIMIT.
"""

from __future__ import annotations

import uuid
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from club.keeper.forms import HandForm, NewTableForm, UndoForm
from club.keeper.hands import KINDS
from club.keeper.models import TableGame
from club.keeper.phrases import refusal
from club.keeper.recording import HandRefused, record_hand, undo_hand
from club.keeper.table import table_view


@login_required
@require_http_methods(["GET", "POST"])
def new_table(request: HttpRequest) -> HttpResponse:
    """Start a table: its ruleset and four players."""
    form = NewTableForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        game = TableGame.objects.create(
            ruleset=data["ruleset"],
            started_by=request.user,
            **{seat: data[seat].strip() for seat in ("east", "south", "west", "north")},
        )
        return redirect("club:table", game_id=game.pk)
    return render(request, "club/keeper/new_table.html", {"form": form}, status=400 if form.errors else 200)


def _hand_forms(game: TableGame, number: int, bound: HandForm | None = None) -> dict[str, HandForm]:
    """One form per kind the table's rules allow, all sharing one fresh submission key."""
    rules, names = game.rules, game.names
    initial = {"key": uuid.uuid4(), "number": number}
    forms = {
        kind: HandForm(initial=initial, kind=kind, names=names, rules=rules)
        for kind in KINDS
        if kind != "abortive" or rules.abortive_draws
    }
    if bound is not None:
        forms[bound.kind] = bound
    return forms


def _render_table(
    request: HttpRequest, game: TableGame, bound: HandForm | None = None, status: int = 200
) -> HttpResponse:
    view = table_view(game)
    context: dict[str, Any] = {
        "view": view,
        "game": game,
        "forms": _hand_forms(game, view.next_number, bound),
        "open_kind": bound.kind if bound is not None else "",
        "undo_form": UndoForm(initial={"key": view.last.key}) if view.last else None,
    }
    return render(request, "club/keeper/table.html", context, status=status)


@require_http_methods(["GET", "HEAD"])
def table(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """The table's page: the players, the hand now played, the forms that end it, the hands so far."""
    return _render_table(request, get_object_or_404(TableGame.objects.select_related("ruleset"), pk=game_id))


@require_POST
def send_hand(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """Record one hand (once, whatever the number of times it is sent), then back to the table."""
    game = get_object_or_404(TableGame.objects.select_related("ruleset"), pk=game_id)
    kind = request.POST.get("kind", "")
    if kind not in KINDS or (kind == "abortive" and not game.rules.abortive_draws):
        messages.error(request, refusal("bad_record"))
        return redirect("club:table", game_id=game.pk)
    form = HandForm(request.POST, kind=kind, names=game.names, rules=game.rules)
    if not form.is_valid():
        return _render_table(request, game, form, status=400)
    try:
        recorded = record_hand(game, form.cleaned_data["key"], form.record(), form.cleaned_data["number"])
    except HandRefused as refused:
        if refused.code in ("taken", "game_over"):  # the page as it now stands says why
            messages.error(request, refusal(refused.code))
            return redirect("club:table", game_id=game.pk)
        form.add_error(None, refusal(refused.code))
        return _render_table(request, game, form, status=400)
    if recorded.again:
        messages.info(request, _("This hand was already recorded."))
    return redirect(reverse("club:table", kwargs={"game_id": game.pk}) + "#table-now")


@require_POST
def undo(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """Undo the last hand (named by its key, so an undo sent twice undoes one hand)."""
    game = get_object_or_404(TableGame, pk=game_id)
    form = UndoForm(request.POST)
    if form.is_valid() and undo_hand(game, form.cleaned_data["key"]):
        messages.success(request, _("The last hand was undone."))
    else:
        messages.info(request, _("That hand was already undone, or another hand came after it."))
    return redirect("club:table", game_id=game.pk)
