"""The score keeper's pages: thin views that parse a form, call the recording, and render the table.

They work without JavaScript (forms posting here, then a redirect back to the table); the page script
sends the same forms from its offline queue, with the same submission keys. These are the site's own
pages, not the public API: nothing here counts against API_RATE_LIMIT.
"""

from __future__ import annotations

import random
import secrets
import uuid
from functools import cached_property
from pathlib import Path
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db.models import OuterRef, Subquery
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from club.keeper.forms import (
    PLAYER_LIST_ID,
    SEAT_FIELDS,
    HandForm,
    NewTableForm,
    UndoForm,
    VerdictForm,
)
from club.keeper.hands import KINDS
from club.keeper.models import KeptHand, TableGame
from club.keeper.phrases import refusal, seats_in_words, verdict_refusal
from club.keeper.recording import HandRefused, record_hand, undo_hand
from club.keeper.sending import NotFinished, confirm, may_confirm, send_to_club
from club.keeper.table import table_view
from club.keeper.verdicts import VerdictRefused, answered_seat, give_verdict, seat_rows
from rules.play import PlayRules
from rules.scoring import ResultsUnavailable
from site_project.kept_parts import SharedParts
from site_project.page_skeleton import PageSkeletons

WORKER = Path(__file__).with_name("worker.js")
SEAT_DRAW = random.SystemRandom()  # nobody at the table can predict or replay a draw
PHONE_COOKIE = "keeper_phone"  # the phone's key: a guest answers for one seat of a game from it
PHONE_COOKIE_AGE = 60 * 60 * 24 * 400
# A table's page, about 20 KB, kept per state of its hands: a club night's or a tournament round's
# tables in three languages, their earlier states aging out (site_project.page_skeleton).
TABLE_PAGES = PageSkeletons(max_entries=600)


@login_required
@require_http_methods(["GET", "POST"])
def new_table(request: HttpRequest) -> HttpResponse:
    """Start a table: its ruleset, its four players from the club's list (or guests), seats as entered or
    drawn."""
    form = NewTableForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        names = form.seated_names(SEAT_DRAW)
        game = TableGame.objects.create(
            ruleset=form.cleaned_data["ruleset"],
            started_by=request.user,
            **dict(zip(SEAT_FIELDS, names, strict=True)),
        )
        if form.drawn:
            messages.info(request, _("Seats drawn: %(seats)s.") % {"seats": seats_in_words(names)})
        return redirect("club:table", game_id=game.pk)
    context = {"form": form, "player_list_id": PLAYER_LIST_ID}
    return render(request, "club/keeper/new_table.html", context, status=400 if form.errors else 200)


class HandEntry:
    """One kind's form on the table's page, as the template needs it.

    Empty, a kind's fields are the same for every table with these names and rules, so the page keeps
    their HTML once per process (`{% shared %}`, site_project.kept_parts) and builds the form only when it
    renders them; the submission key and the hand's number are this page's own, written around them. A
    form sent back with its errors is rendered whole, keeping what was typed and its own key.
    """

    def __init__(self, game: TableGame, rules: PlayRules, kind: str, key: uuid.UUID, number: int) -> None:
        self.game, self.rules, self.kind, self.key, self.number = game, rules, kind, key, number
        self.bound: HandForm | None = None

    @cached_property
    def form(self) -> HandForm:
        """The form: the bound one, or the empty fields built now."""
        if self.bound is not None:
            return self.bound
        initial = {"key": self.key, "number": self.number}
        return HandForm(initial=initial, kind=self.kind, names=self.game.names, rules=self.rules)

    @property
    def fields_key(self) -> tuple[object, ...] | None:
        """All the empty fields depend on (the ruleset's rows are in the content version); None: bound."""
        if self.bound is not None:
            return None
        return (self.kind, self.game.names, self.game.ruleset_id)


def _hand_entries(
    game: TableGame, number: int, key: uuid.UUID, bound: HandForm | None = None
) -> list[HandEntry]:
    """One form per kind the table's rules allow, all sharing one fresh submission key."""
    rules = game.table_rules.play
    entries = [
        HandEntry(game, rules, kind, key, number)
        for kind in KINDS
        if kind != "abortive" or rules.abortive_draws
    ]
    for entry in entries:
        if bound is not None and entry.kind == bound.kind:
            entry.bound = bound
    return entries


def _answers_context(request: HttpRequest, game: TableGame, bound: VerdictForm | None) -> dict[str, Any]:
    """What the players' confirmation needs on the page: each seat's answer, and who this visitor is."""
    if game.sent_at is None:
        return {}
    phone_key = request.COOKIES.get(PHONE_COOKIE, "")
    answered = answered_seat(game, request.user, phone_key)
    return {
        "seat_rows": seat_rows(game, request.user, phone_key),
        "answered_name": game.names[answered] if answered is not None else "",
        "verdict_form": bound or VerdictForm(),
    }


def _render_table(
    request: HttpRequest,
    game: TableGame,
    bound: HandForm | None = None,
    status: int = 200,
    verdict_form: VerdictForm | None = None,
) -> HttpResponse:
    """The table's page. A table in play (or over and not yet sent), asked for without a form sent back,
    is kept as a skeleton per state of its hands (`last_hand`, see `table`): each request then only
    writes its CSRF token, its submission key and its messages into the kept page."""
    parts = SharedParts.current()
    submission_key = uuid.uuid4()

    def shared() -> dict[str, Any]:
        view = table_view(game)
        return {
            "view": view,
            "game": game,
            "hand_entries": _hand_entries(game, view.next_number, submission_key, bound),
            "shared_parts": parts,
            "open_kind": bound.kind if bound is not None else "",
            "undo_form": UndoForm(initial={"key": view.last.key}) if view.last and not game.sent_at else None,
        }

    sent = game.sent_at is not None
    per_request: dict[str, Any] = {
        "submission_key": submission_key,
        # Asked only where the page offers it: an anonymous phone reads nothing, a member's page one lookup.
        "may_confirm": sent and game.confirmed_at is None and may_confirm(request.user),
        **_answers_context(request, game, verdict_form),
    }
    key = None
    if not sent and bound is None and verdict_form is None and parts.generation is not None:
        key = ("keeper-table", parts.generation, game.pk, game.names, game.ruleset_id, _last_hand(game))
    return TABLE_PAGES.render(
        request, "club/keeper/table.html", shared=shared, per_request=per_request, key=key, status=status
    )


def _last_hand(game: TableGame) -> int | None:
    """The id of the table's last live hand: it names the state of all its hands, since a hand is only
    ever added on top of the live ones or undone from the top, and an undone hand never comes back."""
    if hasattr(game, "last_hand"):
        return game.last_hand
    return game.hands.filter(undone_at__isnull=True).order_by("-number").values_list("id", flat=True).first()


@require_http_methods(["GET", "HEAD"])
def table(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """The table's page: the players, the hand now played, the forms that end it, the hands so far."""
    live = KeptHand.objects.filter(game=OuterRef("pk"), undone_at__isnull=True).order_by("-number")
    games = TableGame.objects.annotate(last_hand=Subquery(live.values("id")[:1]))
    return _render_table(request, get_object_or_404(games, pk=game_id))


def _wants_json(request: HttpRequest) -> bool:
    """The page script (its offline queue) asks for a JSON answer; a form post gets a page."""
    return request.headers.get("Accept", "").startswith("application/json")


def _answer(
    request: HttpRequest, game: TableGame, status: str, message: str = "", code: int = 200
) -> HttpResponse:
    """A JSON answer for the script, or the message and the table's page for a form post."""
    if _wants_json(request):
        return JsonResponse({"status": status, "message": message}, status=code)
    if message:
        (messages.error if code >= 400 else messages.info)(request, message)
    return redirect(reverse("club:table", kwargs={"game_id": game.pk}) + "#table-now")


@require_POST
def send_hand(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """Record one hand (once, whatever the number of times it is sent), then back to the table."""
    game = get_object_or_404(TableGame.objects.select_related("ruleset"), pk=game_id)
    kind = request.POST.get("kind", "")
    rules = game.table_rules.play
    if kind not in KINDS or (kind == "abortive" and not rules.abortive_draws):
        return _answer(request, game, "refused", refusal("bad_record"), 400)
    form = HandForm(request.POST, kind=kind, names=game.names, rules=rules)
    if not form.is_valid():
        if _wants_json(request):
            errors = [str(error) for errors in form.errors.values() for error in errors]
            return _answer(request, game, "refused", " ".join(errors), 400)
        return _render_table(request, game, form, status=400)
    try:
        recorded = record_hand(game, form.cleaned_data["key"], form.record(), form.cleaned_data["number"])
    except HandRefused as refused:
        if refused.code in ("taken", "game_over", "sent") or _wants_json(
            request
        ):  # the page as it stands says why
            return _answer(request, game, "refused", refusal(refused.code), 409)
        form.add_error(None, refusal(refused.code))
        return _render_table(request, game, form, status=400)
    if recorded.again:
        return _answer(request, game, "again", _("This hand was already recorded."))
    return _answer(request, game, "recorded")


@require_POST
def undo(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """Undo the last hand (named by its key, so an undo sent twice undoes one hand)."""
    game = get_object_or_404(TableGame, pk=game_id)
    form = UndoForm(request.POST)
    if form.is_valid() and undo_hand(game, form.cleaned_data["key"]):
        return _answer(request, game, "undone", _("The last hand was undone."))
    return _answer(request, game, "again", _("That hand was already undone, or another hand came after it."))


@require_safe
def worker(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """The service worker that keeps the table's page for a reload without a connection."""
    response = HttpResponse(WORKER.read_bytes(), content_type="text/javascript; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    return response


@require_POST
def send_final(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """One tap at the end: the final scores go to the club's games, for an organiser to confirm."""
    game = get_object_or_404(TableGame, pk=game_id)
    try:
        sent = send_to_club(game.pk)
    except NotFinished:
        messages.error(request, _("The game is not over yet: there are no final scores to send."))
        return redirect("club:table", game_id=game.pk)
    if sent:
        messages.success(
            request,
            _(
                "The final scores were sent. Each player now confirms them for their seat, on their own phone."
            ),
        )
    return redirect("club:table", game_id=game.pk)


@require_POST
def answer_result(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """A player confirms or disputes the sent scores for their seat; the fourth confirmation records the
    game in the club's games. A guest's phone gets its key (a cookie) with its first answer."""
    game = get_object_or_404(TableGame.objects.select_related("ruleset"), pk=game_id)
    form = VerdictForm(request.POST)
    if not form.is_valid():
        return _render_table(request, game, status=400, verdict_form=form)
    phone_key = request.COOKIES.get(PHONE_COOKIE) or secrets.token_hex(16)
    data = form.cleaned_data
    try:
        recorded = give_verdict(
            game.pk,
            data["seat"],
            data["verdict"],
            user=request.user,
            phone_key=phone_key,
            reason=data["reason"],
        )
    except VerdictRefused as refused:
        messages.error(request, verdict_refusal(refused.code))
    except ResultsUnavailable:
        messages.error(
            request, _("This ruleset’s uma is unconfirmed: record the game with the club’s rules.")
        )
    else:
        if recorded:
            messages.success(request, _("All four players confirmed: the game is in the club’s games."))
        elif data["verdict"] == "disputed":
            messages.info(request, _("Your dispute is noted: an organiser will settle these scores."))
        else:
            messages.success(request, _("Your confirmation is noted."))
    response = redirect(reverse("club:table", kwargs={"game_id": game.pk}) + "#answers")
    response.set_cookie(
        PHONE_COOKIE,
        phone_key,
        max_age=PHONE_COOKIE_AGE,
        httponly=True,
        samesite="Lax",
        secure=request.is_secure(),
    )
    return response


@login_required
@require_POST
def confirm_final(request: HttpRequest, game_id: uuid.UUID) -> HttpResponse:
    """An organiser confirms the scores a table sent."""
    game = get_object_or_404(TableGame, pk=game_id)
    if not may_confirm(request.user):
        messages.error(request, _("Only an organiser may confirm a table’s final scores."))
    else:
        try:
            if confirm(game.pk, request.user):
                messages.success(request, _("The final scores are confirmed."))
        except ResultsUnavailable:
            messages.error(
                request, _("This ruleset’s uma is unconfirmed: record the game with the club’s rules.")
            )
    return redirect("club:table", game_id=game.pk)


@login_required
@require_http_methods(["GET", "HEAD"])
def tables(request: HttpRequest) -> HttpResponse:
    """The tables in play and those waiting for an organiser's confirmation."""
    games = TableGame.objects.select_related("ruleset").order_by("-started_at")
    context = {
        "waiting": games.filter(sent_at__isnull=False, confirmed_at__isnull=True).prefetch_related(
            "verdicts"
        ),
        "playing": games.filter(sent_at__isnull=True)[:50],
        "may_confirm": may_confirm(request.user),
    }
    return render(request, "club/keeper/tables.html", context)
