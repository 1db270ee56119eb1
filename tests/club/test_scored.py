"""The one scoring of a sheet's lines (club.scored.scored_lines) that club games and tournament slips
share: the scorer's place and hanchan score, less each seat's penalty, East first."""

from decimal import Decimal

from club.league.recording import SeatLine
from club.scored import Scored, scored_lines
from club.tournaments.slips import SlipEntry


def test_a_sheet_is_scored_by_the_results_code_less_each_penalty():
    lines = [SlipEntry(20000), SlipEntry(42000, Decimal("2.5")), SlipEntry(31000), SlipEntry(27000)]
    assert scored_lines(lines, "ema") == [
        Scored(0, 20000, Decimal(0), 4, Decimal("-25.0")),
        Scored(1, 42000, Decimal("2.5"), 1, Decimal("24.5")),
        Scored(2, 31000, Decimal(0), 2, Decimal("6.0")),
        Scored(3, 27000, Decimal(0), 3, Decimal("-8.0")),
    ]


def test_the_sticks_left_on_the_table_go_to_the_winner_and_a_club_sheet_is_scored_alike():
    lines = [SeatLine(None, points) for points in (52300, 33100, 24900, 8700)]  # type: ignore[arg-type]
    scored = scored_lines(lines, "ema", leftover_sticks=1)
    assert [line.score for line in scored] == [
        Decimal("38.3"),
        Decimal("8.1"),
        Decimal("-10.1"),
        Decimal("-36.3"),
    ]
    assert scored[0].fields() == {
        "points": 52300,
        "penalty": Decimal(0),
        "place": 1,
        "score": Decimal("38.3"),
    }
