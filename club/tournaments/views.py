"""The tournament pages: thin views that check who may do what (club.permissions), call one function
(club.tournaments.drawing, .slips, .ranking, .export) and render.

Members and the public see what the club’s standings visibility allows: the list, the seating, the
ranking and the wall. The organiser creates and runs the event. A table’s slip is entered by a signed-in
member or by whoever holds the table card’s address.
"""

from __future__ import annotations

import datetime
import uuid

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import Count
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from club.current import current_club
from club.permissions import (
    can_correct_slips,
    can_enter_slips,
    can_run_tournaments,
    can_see_standings,
    public_standings,
)
from club.tournaments.cards import card_token, holds_card
from club.tournaments.drawing import CannotDraw, draw_seating, report_of, started_rounds
from club.tournaments.export import ema_results_csv, slips_csv
from club.tournaments.forms import DrawForm, EntryForm, SlipForm, TimerForm, TournamentForm
from club.tournaments.models import Entry, Seat, Slip, SlipLine, Tournament
from club.tournaments.ranking import RANKING_KEPT_SECONDS, kept_ranking
from club.tournaments.rounds import round_tables
from club.tournaments.slips import (
    Reseated,
    StaleSlip,
    correct_slip,
    record_slip,
    seating_of,
    slip_table,
    table_seats,
)
from club.tournaments.version import mark_tournaments_changed, tournament_version
from rules.page_cache import cached_page_under
from site_project.headers import private_page
from site_project.kept_parts import SharedParts
from site_project.page_skeleton import PageSkeletons

WALL_REFRESH_SECONDS = 30
# A table's slip page, about 10 KB, kept per table, seating and recorded slip: a tournament's tables
# in three languages, for every round played that day (site_project.page_skeleton).
SLIP_PAGES = PageSkeletons(max_entries=600)
DRAW_REFUSALS = {
    "too_few": _("Check in at least four players before drawing the seating."),
    "all_started": _("Every round has started: there is no round left to draw again."),
}


def _visible(request: HttpRequest) -> HttpResponse | None:
    """The log-in page for a visitor where the club keeps its standings to members."""
    return None if can_see_standings(request.user) else redirect_to_login(request.get_full_path())


def _organiser(request: HttpRequest) -> HttpResponse | None:
    """The log-in page for a visitor; a refusal for a member who does not run tournaments."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not can_run_tournaments(request.user):
        raise PermissionDenied
    return None


def _round_of(tournament: Tournament, number: int) -> int:
    if number not in tournament.round_numbers:
        raise Http404("No such round.")
    return number


@private_page
def index(request: HttpRequest) -> HttpResponse:
    """The club’s tournaments."""
    if (refusal := _visible(request)) is not None:
        return refusal
    tournaments = Tournament.objects.select_related("ruleset").annotate(players=Count("entries"))
    return render(
        request,
        "club/tournaments/index.html",
        {"tournaments": tournaments, "organiser": can_run_tournaments(request.user)},
    )


@private_page
@require_http_methods(["GET", "POST"])
def new(request: HttpRequest) -> HttpResponse:
    """Create a tournament."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    form = TournamentForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        form.instance.created_by = request.user
        tournament = form.save()
        messages.success(request, _("The tournament is created: register its players."))
        return redirect("club:tournament", tournament.pk)
    return render(
        request, "club/tournaments/settings.html", {"form": form}, status=400 if form.errors else 200
    )


@private_page
@require_http_methods(["GET", "POST"])
def edit(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Change a tournament’s settings."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    form = TournamentForm(request.POST or None, instance=tournament)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, _("The settings are saved."))
        return redirect("club:tournament", tournament.pk)
    return render(
        request,
        "club/tournaments/settings.html",
        {"form": form, "tournament": tournament},
        status=400 if form.errors else 200,
    )


def _detail(
    request: HttpRequest, tournament: Tournament, entry_form: EntryForm | None = None, status: int = 200
) -> HttpResponse:
    organiser = can_run_tournaments(request.user)
    entries = tournament.entries.select_related("player")
    context = {
        "tournament": tournament,
        "entries": entries,
        "checked_in": sum(1 for entry in entries if entry.checked_in),
        "organiser": organiser,
        "entry_form": entry_form or (EntryForm(tournament=tournament) if organiser else None),
        "draw_form": DrawForm(initial={"fill": tournament.fill}) if organiser else None,
        "timer_form": TimerForm(
            initial={"round": tournament.timer_round or 1, "minutes": tournament.round_minutes}
        )
        if organiser
        else None,
        "report": report_of(tournament) if tournament.seated_at else None,
        "slips": tournament.slips.count(),
        "started": started_rounds(tournament),
        "tables": tournament.seats.filter(round=1, table__isnull=False).values("table").distinct().count(),
    }
    return render(request, "club/tournaments/detail.html", context, status=status)


@private_page
def detail(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """A tournament: its registration list and check-in, the draw and its report, the rounds."""
    if (refusal := _visible(request)) is not None:
        return refusal
    return _detail(request, get_object_or_404(Tournament.objects.select_related("ruleset"), pk=tournament_id))


@private_page
@require_POST
def add_entry(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Register a club player or a guest."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament.objects.select_related("ruleset"), pk=tournament_id)
    form = EntryForm(request.POST, tournament=tournament)
    if not form.is_valid():
        return _detail(request, tournament, form, status=400)
    entry = form.save()
    messages.success(request, _("%(name)s is registered.") % {"name": entry.player.name})
    return redirect(reverse("club:tournament", args=[tournament.pk]) + "#entries")


@private_page
@require_POST
def check_in(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Check a player in (or out); `entry` may be "all"."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    present = request.POST.get("present") == "1"
    chosen = request.POST.get("entry", "")
    entries = tournament.entries.all()
    if chosen != "all":
        if not chosen.isdigit():
            raise Http404("No such registration.")
        entries = entries.filter(pk=int(chosen))
    entries.update(checked_in=present)
    mark_tournaments_changed()  # a bulk update sends no signal; the ranking marks who withdrew
    return redirect(reverse("club:tournament", args=[tournament.pk]) + "#entries")


@private_page
@require_POST
def remove_entry(request: HttpRequest, tournament_id: int, entry_id: int) -> HttpResponse:
    """Take a player off the list, while they have no seat in the drawn seating."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    entry = get_object_or_404(
        Entry.objects.select_related("player"), pk=entry_id, tournament_id=tournament_id
    )
    if entry.seats.exists():
        messages.error(
            request,
            _("%(name)s has a seat in the drawn seating: draw it again without them first.")
            % {"name": entry.player.name},
        )
    else:
        entry.delete()
        messages.success(request, _("%(name)s is off the list.") % {"name": entry.player.name})
    return redirect(reverse("club:tournament", args=[tournament_id]) + "#entries")


@private_page
@require_POST
def draw(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Draw (or draw again) every round’s seating for the checked-in players."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    form = DrawForm(request.POST)
    if form.is_valid():
        tournament.fill = form.cleaned_data["fill"]
        tournament.save(update_fields=["fill"])
    try:
        report = draw_seating(tournament.pk)
    except CannotDraw as refused:
        messages.error(request, DRAW_REFUSALS[refused.code])
    else:
        if report.repeats:
            messages.warning(
                request, _("The seating is drawn; some players meet more than once (see the report).")
            )
        else:
            messages.success(request, _("The seating is drawn: no two players meet twice."))
    return redirect(reverse("club:tournament", args=[tournament.pk]) + "#draw")


@private_page
def seating(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    """One round’s seating list, table by table, with each table’s slip (print: an A4 list)."""
    if (refusal := _visible(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament.objects.select_related("ruleset"), pk=tournament_id)
    _round_of(tournament, number)
    tables, byes = round_tables(tournament, number)
    return render(
        request,
        "club/tournaments/seating.html",
        {
            "tournament": tournament,
            "number": number,
            "tables": tables,
            "byes": byes,
            "organiser": can_run_tournaments(request.user),
            "signed_in": request.user.is_authenticated,
        },
    )


@private_page
def cards(request: HttpRequest, tournament_id: int, number: int) -> HttpResponse:
    """One round’s table cards to print (A4, two to a page) in the club’s language: the players in their
    seats, the slip’s address for the table’s phones."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament.objects.select_related("ruleset"), pk=tournament_id)
    _round_of(tournament, number)
    tables, _byes = round_tables(tournament, number)
    club = current_club()
    # Printed for the tables, the cards speak the club's language whatever the organiser's page does.
    with translation.override(club.languages[0] if club.languages else settings.LANGUAGE_CODE):
        for table in tables:
            path = reverse("club:slip", args=[tournament.pk, number, table.number])
            token = card_token(tournament, number, table.number)
            table.card_url = request.build_absolute_uri(f"{path}?card={token}")
        return render(
            request,
            "club/tournaments/cards.html",
            {"tournament": tournament, "number": number, "tables": tables, "club": club},
        )


@private_page
@require_http_methods(["GET", "POST"])
def slip(request: HttpRequest, tournament_id: int, number: int, table: int) -> HttpResponse:
    """A table’s score slip, on a phone: recorded once, however often and from however many phones."""
    # One statement for the tournament, the table and its slip; the ruleset is read only to check a slip
    # sent, or to build the page when it is not kept.
    read = slip_table(tournament_id, number, table)
    if read is None:
        raise Http404("No such tournament.")
    tournament = read.tournament
    _round_of(tournament, number)
    card = request.GET.get("card", "")
    if not can_enter_slips(request.user, holds_card(tournament, number, table, card)):
        return redirect_to_login(request.get_full_path())
    seats, recorded = read.seats, read.recorded
    if not seats:
        raise Http404("No such table.")
    key, seating_now = uuid.uuid4(), seating_of(seats)
    initial = {"key": key, "seating": seating_now}
    # A GET builds its empty form only when the page is not kept (below): building it was a tenth of
    # a kept page's cost.
    form = (
        SlipForm(request.POST or None, initial=initial, seats=seats, tournament=tournament)
        if request.method == "POST"
        else None
    )
    status = 400 if form is not None and form.errors else 200
    if request.method == "POST" and recorded is not None:
        _tell(request, resent=str(recorded.key) == request.POST.get("key"))
        return redirect(request.get_full_path())
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            done = record_slip(
                tournament,
                number,
                table,
                data["key"],
                form.lines(),
                data["leftover_sticks"],
                request.user,
                seen=data["seating"] or None,
            )
        except Reseated:
            messages.error(
                request,
                _(
                    "The seating of this round was drawn again while the slip was on its way: check who "
                    "sits at this table now, then send the slip again."
                ),
            )
            seats = table_seats(tournament, number, table)
            resend = request.POST.copy()
            resend["seating"] = seating_of(seats)
            form = SlipForm(resend, seats=seats, tournament=tournament)
            status = 409
        else:
            _tell(request, resent=done.outcome != "taken")
            return redirect(request.get_full_path())
    parts = SharedParts.current()

    def shared() -> dict[str, object]:
        shown = form or SlipForm(None, initial=initial, seats=seats, tournament=tournament)
        return {
            "tournament": tournament,
            "number": number,
            "table": table,
            "seats": seats,
            "form": shown,
            "recorded": recorded,
            "lines": recorded.lines.select_related("entry__player") if recorded else None,
            "seating": seating_now,
            "slip_fields_key": None if shown.is_bound else _slip_fields_key(seats),
            "shared_parts": parts,
        }

    # Asked only where the page offers it: a card holder's phone reads nothing, a member's one lookup.
    may_correct = recorded is not None and can_correct_slips(request.user)
    per_request = {
        "submission_key": key,
        "correct_url": reverse("club:correct_slip", args=[tournament.pk, recorded.pk]) if may_correct else "",
    }
    page_key = None
    if (form is None or not form.is_bound) and parts.generation is not None:
        # All the page shows: the tournament's name, the table's players, and the slip as recorded (a
        # correction raises its version); the store adds the address, so one table never gets another's.
        shown = (recorded.pk, recorded.version, recorded.leftover_sticks) if recorded else None
        page_key = ("slip", parts.generation, tournament.name, seating_now, _slip_fields_key(seats), shown)
    return SLIP_PAGES.render(
        request,
        "club/tournaments/slip.html",
        shared=shared,
        per_request=per_request,
        key=page_key,
        status=status,
    )


def _slip_fields_key(seats: list[Seat]) -> tuple[object, ...]:
    """All an empty slip's fields show (each seat's wind and player), so that their HTML, kept once per
    process (`{% shared %}`, site_project.kept_parts), is only ever shown for a table seated the same way."""
    return tuple((seat.wind, seat.entry.player.name if seat.entry else None) for seat in seats)


def _tell(request: HttpRequest, resent: bool) -> None:
    """What a phone is told after sending a slip: recorded (now or before), or taken by another phone."""
    if resent:
        messages.success(request, _("The slip is recorded."))
    else:
        messages.error(
            request,
            _("Another phone recorded this table’s slip first: here it is. Ask an organiser if it is wrong."),
        )


@private_page
@require_http_methods(["GET", "POST"])
def correct(request: HttpRequest, tournament_id: int, slip_id: int) -> HttpResponse:
    """An organiser’s correction of a slip; its earlier versions listed below, with who and when."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not can_correct_slips(request.user):
        raise PermissionDenied
    recorded = get_object_or_404(
        Slip.objects.select_related("tournament__ruleset"), pk=slip_id, tournament_id=tournament_id
    )
    tournament = recorded.tournament
    seats = table_seats(tournament, recorded.round, recorded.table)
    initial: dict[str, object] = {
        "key": recorded.key,
        "version": recorded.version,
        "leftover_sticks": recorded.leftover_sticks,
    }
    for line in recorded.lines.all():
        initial[f"points_{line.wind}"] = line.points
        initial[f"penalty_{line.wind}"] = line.penalty or None
    form = SlipForm(request.POST or None, initial=initial, seats=seats, tournament=tournament)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            correct_slip(recorded.pk, data["version"] or 0, form.lines(), data["leftover_sticks"])
        except StaleSlip as stale:
            form = SlipForm(request.POST.copy(), initial=initial, seats=seats, tournament=tournament)
            form.data["version"] = stale.current.version
            form.full_clean()
            form.add_error(
                None,
                _(
                    "Another organiser corrected this slip while you were editing it. Yours is kept below "
                    "and theirs in the history: check one against the other, then save again."
                ),
            )
        else:
            messages.success(request, _("The correction is saved; the earlier version stays in the history."))
            return redirect("club:correct_slip", tournament.pk, recorded.pk)
    history = (
        SlipLine.history.filter(slip_id=recorded.pk)
        .select_related("history_user", "entry__player")
        .order_by("-history_date", "wind")
    )
    return render(
        request,
        "club/tournaments/correct.html",
        {"tournament": tournament, "slip": recorded, "form": form, "history": history},
        status=400 if form.errors else 200,
    )


@cached_page_under(public_standings(tournament_version))
@private_page
def standings(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The live ranking; `?wall=1` is the large-screen mode that refreshes itself, with the round timer.

    The ranking page is the same for every visitor, organiser or not, so where the standings are public
    it is kept whole until the next change (the wall, with its timer, is rendered each time from the
    kept ranking)."""
    if (refusal := _visible(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament.objects.select_related("ruleset"), pk=tournament_id)
    now = timezone.now()
    left = None
    if tournament.timer_ends_at is not None:
        left = max(datetime.timedelta(0), tournament.timer_ends_at - now)
    kept = kept_ranking(tournament)
    context = {
        "tournament": tournament,
        "lines": kept.lines,
        "slips": kept.slips,
        "ranking_version": kept.version,
        "kept_seconds": RANKING_KEPT_SECONDS,
        "left_minutes": None if left is None else int(left.total_seconds() // 60),
        "left_seconds": None if left is None else int(left.total_seconds() % 60),
        "refresh": WALL_REFRESH_SECONDS,
    }
    wall = request.GET.get("wall") == "1"
    return render(request, "club/tournaments/wall.html" if wall else "club/tournaments/ranking.html", context)


@private_page
@require_POST
def timer(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Start (or restart) the round timer the wall shows."""
    if (refusal := _organiser(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    form = TimerForm(request.POST)
    if form.is_valid() and form.cleaned_data["round"] in tournament.round_numbers:
        tournament.timer_round = form.cleaned_data["round"]
        tournament.timer_ends_at = timezone.now() + datetime.timedelta(minutes=form.cleaned_data["minutes"])
        tournament.save(update_fields=["timer_round", "timer_ends_at"])
        messages.success(request, _("The round timer is started."))
    else:
        messages.error(
            request, _("Choose one of the tournament’s rounds and a length from 1 to 300 minutes.")
        )
    return redirect(reverse("club:tournament", args=[tournament.pk]) + "#timer")


def _csv(text: str, filename: str) -> HttpResponse:
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@private_page
def ema_csv(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """The EMA results file."""
    if (refusal := _visible(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament.objects.select_related("ruleset"), pk=tournament_id)
    return _csv(ema_results_csv(tournament), f"ema-results-{tournament.pk}.csv")


@private_page
def slips_export(request: HttpRequest, tournament_id: int) -> HttpResponse:
    """Every slip as CSV, one row per seat."""
    if (refusal := _visible(request)) is not None:
        return refusal
    tournament = get_object_or_404(Tournament, pk=tournament_id)
    return _csv(slips_csv(tournament), f"slips-{tournament.pk}.csv")
