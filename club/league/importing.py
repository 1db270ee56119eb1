"""Games imported from a CSV file in the columns the export writes (club.league.export), four rows per
game sharing its `game` label. Every row is checked first and every problem reported with its line; the
games are saved, in one transaction, only when no row has a problem (and never in a dry run)."""

from __future__ import annotations

import csv
import datetime
import io
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.utils.translation import gettext as _

from club.league.export import SEAT_KEYS
from club.league.models import Player
from club.league.recording import SeatLine, record_game
from rules.models import Ruleset
from rules.scoring import ResultsUnavailable, table_rules
from site_project.numbers import PointsSyntaxError, parse_table_points

REQUIRED = ("game", "date", "ruleset", "seat", "player", "points")
MAX_ROWS = 20_000


@dataclass
class ImportReport:
    """What an import found: the problems by line, and how many games are (or would be) imported."""

    problems: list[tuple[int, str]] = field(default_factory=list)
    games: int = 0
    saved: bool = False


@dataclass
class _Sheet:
    first_line: int
    date: datetime.date | None = None
    ruleset: Ruleset | None = None
    sticks: int = 0
    seats: dict[int, SeatLine] = field(default_factory=dict)


def import_games(text: str, dry_run: bool = True) -> ImportReport:
    """Check every row of `text`; save the games only when all are good and this is not a dry run."""
    report = ImportReport()
    reader = csv.DictReader(io.StringIO(text))
    missing = [name for name in REQUIRED if name not in (reader.fieldnames or ())]
    if missing:
        report.problems.append(
            (
                1,
                _("The first line must name the columns; missing: %(columns)s.")
                % {"columns": ", ".join(missing)},
            )
        )
        return report
    rulesets = {ruleset.key: ruleset for ruleset in Ruleset.objects.all()}
    players = {player.name: player for player in Player.objects.all()}
    sheets: dict[str, _Sheet] = {}
    for line, row in enumerate(reader, start=2):
        if line > MAX_ROWS:
            report.problems.append((line, _("A file may hold at most %(rows)s rows.") % {"rows": MAX_ROWS}))
            break
        sheet = sheets.setdefault(row["game"] or f"line {line}", _Sheet(line))
        _read_row(line, row, sheet, rulesets, players, report)
    for label, sheet in sheets.items():
        _check_sheet(label, sheet, report)
    report.games = len(sheets)
    if not report.problems and not dry_run:
        with transaction.atomic():
            for sheet in sheets.values():
                record_game(sheet.date, sheet.ruleset, [sheet.seats[seat] for seat in range(4)], sheet.sticks)  # type: ignore[arg-type]
        report.saved = True
    return report


def _read_row(
    line: int, row: dict, sheet: _Sheet, rulesets: dict, players: dict, report: ImportReport
) -> None:
    def problem(message: str) -> None:
        report.problems.append((line, message))

    try:
        date = datetime.date.fromisoformat((row.get("date") or "").strip())
    except ValueError:
        problem(_("“%(value)s” is not a date written as 2026-11-05.") % {"value": row.get("date")})
        date = None
    ruleset = rulesets.get((row.get("ruleset") or "").strip())
    if ruleset is None:
        problem(
            _("There are no rules “%(value)s”; use one of: %(keys)s.")
            % {"value": row.get("ruleset"), "keys": ", ".join(rulesets)}
        )
    seat_key = (row.get("seat") or "").strip().lower()
    if seat_key not in SEAT_KEYS:
        problem(
            _("“%(value)s” is not a seat; use one of: %(keys)s.")
            % {"value": row.get("seat"), "keys": ", ".join(SEAT_KEYS)}
        )
    player = players.get((row.get("player") or "").strip())
    if player is None:
        problem(_("No player is named “%(value)s” on the club's list.") % {"value": row.get("player")})
    try:
        points = parse_table_points(row.get("points") or "")
    except PointsSyntaxError:
        problem(_("“%(value)s” is not a number of points.") % {"value": row.get("points")})
        points = None
    try:
        penalty = Decimal((row.get("penalty") or "0").strip() or "0")
        sticks = int((row.get("leftover_sticks") or "0").strip() or "0")
    except (InvalidOperation, ValueError):
        problem(_("The penalty and the sticks left on the table must be numbers."))
        penalty, sticks = Decimal(0), 0
    if sheet.date is None and sheet.ruleset is None:
        sheet.date, sheet.ruleset, sheet.sticks = date, ruleset, sticks
    elif (date, ruleset, sticks) != (sheet.date, sheet.ruleset, sheet.sticks) and None not in (date, ruleset):
        problem(_("The rows of one game must share its date, rules and sticks left on the table."))
    if seat_key in SEAT_KEYS and player is not None and points is not None:
        seat = SEAT_KEYS.index(seat_key)
        if seat in sheet.seats:
            problem(_("This game already has a player in this seat."))
        sheet.seats[seat] = SeatLine(player, points, penalty)


def _check_sheet(label: str, sheet: _Sheet, report: ImportReport) -> None:
    def problem(message: str) -> None:
        report.problems.append((sheet.first_line, message))

    if sheet.ruleset is None or sheet.date is None:
        return  # its rows' problems are reported already
    if len(sheet.seats) != 4:
        problem(_("Game “%(game)s” needs four rows, one per seat.") % {"game": label})
        return
    if len({line.player.pk for line in sheet.seats.values()}) < 4:
        problem(_("Game “%(game)s”: a player can sit at only one seat.") % {"game": label})
    try:
        sheet.ruleset.result_rules()
    except ResultsUnavailable:
        problem(_("Game “%(game)s”: these rules give no hanchan score.") % {"game": label})
        return
    start = int(table_rules(sheet.ruleset.base, sheet.ruleset.table_rules)["start_points"])  # type: ignore[call-overload]
    off = sum(line.points for line in sheet.seats.values()) + sheet.sticks * 1000 - 4 * start
    if off:
        problem(_("Game “%(game)s”: the points are off by %(off)s.") % {"game": label, "off": f"{off:+d}"})
