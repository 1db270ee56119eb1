"""The club's league pages: seasons and their standings, a player's page, and the score sheet an
organiser fills in. Thin views: they check who may look (club.permissions), call one function, render."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied
from django.db.models import Prefetch
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from club.league.charts import HEIGHT, WIDTH, place_bars, running_line
from club.league.export import games_csv, standings_csv
from club.league.forms import GameForm, ImportForm, sheet_of
from club.league.importing import import_games
from club.league.models import Game, GameSeat, Player, Season
from club.league.recording import StaleGame, correct_game, record_game
from club.league.standings import SeasonStandings
from club.league.standings_table import StandingsTable
from club.league.version import league_version
from club.permissions import can_correct_games, can_see_standings, is_organiser, public_standings
from rules.page_cache import cached_page_under
from site_project.headers import private_page

STANDINGS_KEPT_SECONDS = 3600  # a season's rendered table, until the league changes or this passes


def _members_only(request: HttpRequest) -> HttpResponse | None:
    """The log-in page for a visitor where the club keeps its standings to members."""
    if can_see_standings(request.user):
        return None
    return redirect_to_login(request.get_full_path())


def player_pages() -> str:
    """The address of the player pages less the player's number, in the page's language: a table of
    200 players then writes 200 links without resolving the URL pattern 200 times."""
    return reverse("club:player", args=[0]).removesuffix("0/")


def _seats() -> Prefetch:
    return Prefetch("seats", queryset=GameSeat.objects.select_related("player").order_by("seat"))


@private_page
def index(request: HttpRequest) -> HttpResponse:
    """The club's seasons and its latest games."""
    if (refusal := _members_only(request)) is not None:
        return refusal
    games = Game.objects.select_related("ruleset").prefetch_related(_seats())[:20]
    return render(
        request,
        "club/league/index.html",
        {
            "seasons": Season.objects.select_related("ruleset"),
            "games": games,
            "organiser": is_organiser(request.user),
        },
    )


@cached_page_under(public_standings(league_version))
@private_page
def season(request: HttpRequest, season_id: int) -> HttpResponse:
    """A season's standings, with the tie-breaks written out: kept whole until the league changes where
    they are public (the same page for everyone); rendered for each member, and kept nowhere, where not."""
    if (refusal := _members_only(request)) is not None:
        return refusal
    chosen = get_object_or_404(Season.objects.select_related("ruleset"), pk=season_id)
    context = {
        "season": chosen,
        "table": StandingsTable(SeasonStandings(chosen), player_pages()),
        "league_version": league_version(),
        "kept_seconds": STANDINGS_KEPT_SECONDS,
    }
    return render(request, "club/league/season.html", context)


@private_page
def player(request: HttpRequest, player_id: int) -> HttpResponse:
    """A player's games, how often each place, and the running score."""
    if (refusal := _members_only(request)) is not None:
        return refusal
    chosen = get_object_or_404(Player, pk=player_id)
    history = list(
        GameSeat.objects.filter(player=chosen)
        .select_related("game__ruleset")
        .order_by("game__played_on", "game_id")
    )
    counts = tuple(sum(1 for line in history if line.place == place) for place in range(1, 5))
    return render(
        request,
        "club/league/player.html",
        {
            "player": chosen,
            "history": list(reversed(history)),
            "counts": counts,
            "bars": place_bars(counts),  # type: ignore[arg-type]
            "line": running_line([line.score for line in history]),
            "width": WIDTH,
            "height": HEIGHT,
        },
    )


@private_page
@require_http_methods(["GET", "POST"])
def new_game(request: HttpRequest) -> HttpResponse:
    """The score sheet: an organiser records a game; a sheet that does not add up comes back filled."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not is_organiser(request.user):
        raise PermissionDenied
    form = GameForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        record_game(data["played_on"], data["ruleset"], form.lines(), data["leftover_sticks"])
        messages.success(request, _("The game is recorded."))
        return redirect("club:league_index")
    return render(request, "club/league/game_sheet.html", {"form": form})


def _csv_response(text: str, filename: str) -> HttpResponse:
    response = HttpResponse(text, content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@private_page
def season_csv(request: HttpRequest, season_id: int) -> HttpResponse:
    """The season's standings as a CSV file."""
    if (refusal := _members_only(request)) is not None:
        return refusal
    chosen = get_object_or_404(Season, pk=season_id)
    return _csv_response(standings_csv(chosen), f"standings-{chosen.pk}.csv")


@private_page
def games_export(request: HttpRequest) -> HttpResponse:
    """Every game as a CSV file, one row per seat."""
    if (refusal := _members_only(request)) is not None:
        return refusal
    games = Game.objects.select_related("ruleset").prefetch_related(_seats()).order_by("played_on", "id")
    return _csv_response(games_csv(games), "games.csv")


@private_page
@require_http_methods(["GET", "POST"])
def correct(request: HttpRequest, game_id: int) -> HttpResponse:
    """Correct a recorded game; its earlier versions are listed below the sheet, with who and when."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not can_correct_games(request.user):
        raise PermissionDenied
    game = get_object_or_404(Game.objects.prefetch_related(_seats()), pk=game_id)
    form = GameForm(request.POST or None, initial=sheet_of(game))
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            correct_game(
                game.pk,
                data["version"] or 0,
                data["played_on"],
                data["ruleset"],
                form.lines(),
                data["leftover_sticks"],
            )
        except StaleGame as stale:
            form = GameForm(request.POST.copy(), initial=sheet_of(stale.current))
            form.data["version"] = stale.current.version
            form.full_clean()
            form.add_error(
                None,
                _(
                    "Another organiser corrected this game while you were editing it. Your sheet is kept "
                    "below and theirs in the history: check one against the other, then save again."
                ),
            )
        else:
            messages.success(request, _("The correction is saved; the earlier version stays in the history."))
            return redirect("club:correct_game", game.pk)
    history = game.history.select_related("history_user").order_by("-history_date")
    seat_history = (
        GameSeat.history.filter(game_id=game.pk)
        .select_related("history_user", "player")
        .order_by("-history_date")
    )
    return render(
        request,
        "club/league/game_sheet.html",
        {"form": form, "game": game, "history": history, "seat_history": seat_history},
    )


@private_page
@require_http_methods(["GET", "POST"])
def import_csv(request: HttpRequest) -> HttpResponse:
    """Import games from a CSV file: every bad row reported, nothing imported until all are good."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not is_organiser(request.user):
        raise PermissionDenied
    form = ImportForm(request.POST or None, request.FILES or None)
    report = None
    if request.method == "POST" and form.is_valid() and (text := form.text()) is not None:
        report = import_games(text, dry_run=form.cleaned_data["dry_run"])
    return render(request, "club/league/import.html", {"form": form, "report": report})
