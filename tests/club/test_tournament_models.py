"""A tournament's seating, slips and ranking without the pages: the draw seats the checked-in players
with no repeat meeting where the sizes allow, a slip's scores are the results code's, a slip is kept once,
the ranking adds the hanchan scores up, and the exports write what the ranking says."""

import csv
import io
import uuid
from collections import Counter
from decimal import Decimal
from itertools import combinations

import pytest
from django.contrib.auth.models import AnonymousUser

from club.tournaments.drawing import CannotDraw, draw_seating, report_of
from club.tournaments.export import EMA_HEADER, ema_results_csv, slips_csv
from club.tournaments.models import Seat, Slip, SlipLine
from club.tournaments.ranking import ranking
from club.tournaments.slips import SlipEntry, StaleSlip, correct_slip, record_slip
from tests.club.tournament_helpers import fill_round, make_tournament

pytestmark = pytest.mark.django_db


def meetings(tournament):
    met = Counter()
    for number in tournament.round_numbers:
        tables = {}
        for seat in Seat.objects.filter(
            tournament=tournament, round=number, table__isnull=False, entry__isnull=False
        ):
            tables.setdefault(seat.table, []).append(seat.entry_id)
        for at_table in tables.values():
            met.update(combinations(sorted(at_table), 2))
    return met


def test_twenty_players_over_five_rounds_never_meet_twice_and_change_tables():
    tournament = make_tournament(20, 5)
    assert max(meetings(tournament).values()) == 1
    report = report_of(tournament)
    assert report.repeats == ()
    assert report.same_table_again == 0
    assert report.byes == 0
    for number in tournament.round_numbers:
        seats = Seat.objects.filter(tournament=tournament, round=number)
        assert seats.count() == 20
        assert sorted(seats.values_list("wind", flat=True)) == sorted([0, 1, 2, 3] * 5)
    previous = None
    for number in tournament.round_numbers:
        table_of = dict(
            Seat.objects.filter(tournament=tournament, round=number).values_list("entry_id", "table")
        )
        if previous:
            assert all(table_of[e] != previous[e] for e in table_of)
        previous = table_of


def test_only_checked_in_players_are_seated_and_four_are_needed():
    tournament = make_tournament(5, 2, draw=False)
    tournament.entries.filter(player__name="Joueur 05").update(checked_in=False)
    draw_seating(tournament.pk)
    assert Seat.objects.filter(tournament=tournament).count() == 8
    tournament.entries.update(checked_in=False)
    with pytest.raises(CannotDraw) as refused:
        draw_seating(tournament.pk)
    assert refused.value.code == "too_few"


def test_byes_sit_the_players_left_over_out_in_turn():
    tournament = make_tournament(18, 4, fill="byes")
    byes = Seat.objects.filter(tournament=tournament, table__isnull=True)
    assert byes.count() == 2 * 4
    assert max(Counter(byes.values_list("entry_id", flat=True)).values()) == 1
    assert report_of(tournament).byes == 8


def test_substitutes_fill_the_empty_seats_and_their_score_counts_for_nobody():
    tournament = make_tournament(18, 2, fill="substitutes")
    substitutes = Seat.objects.filter(tournament=tournament, entry__isnull=True)
    assert substitutes.count() == 2 * 2  # 18 players: 5 tables, two with a substitute, each round
    assert Seat.objects.filter(tournament=tournament, table__isnull=True).count() == 0
    fill_round(tournament, 1)
    assert SlipLine.objects.filter(slip__tournament=tournament, entry__isnull=True).count() == 2
    lines = ranking(tournament)
    assert len(lines) == 18
    assert sum(line.games for line in lines) == 18


def test_a_repeat_meeting_that_cannot_be_avoided_is_reported():
    tournament = make_tournament(8, 3)  # two tables: three rounds of 8 cannot avoid meeting again
    report = report_of(tournament)
    assert report.repeats
    first, second, rounds = report.repeats[0]
    assert first != second
    assert len(rounds) >= 2


def test_a_slip_is_scored_by_the_results_code_less_the_penalty():
    tournament = make_tournament(4, 1)
    done = record_slip(
        tournament,
        1,
        1,
        uuid.uuid4(),
        [SlipEntry(42000), SlipEntry(31000), SlipEntry(27000, Decimal("20")), SlipEntry(20000)],
        0,
        AnonymousUser(),
    )
    assert done.outcome == "recorded"
    scores = list(done.slip.lines.order_by("wind").values_list("score", "place"))
    assert scores == [(Decimal("27.0"), 1), (Decimal("6.0"), 2), (Decimal("-28.0"), 3), (Decimal("-25.0"), 4)]


def test_a_slip_sent_twice_is_kept_once_and_a_second_phone_finds_the_first():
    tournament = make_tournament(4, 1)
    key = uuid.uuid4()
    lines = [SlipEntry(p) for p in (42000, 31000, 27000, 20000)]
    assert record_slip(tournament, 1, 1, key, lines, 0, AnonymousUser()).outcome == "recorded"
    assert record_slip(tournament, 1, 1, key, lines, 0, AnonymousUser()).outcome == "resent"
    other = [SlipEntry(p) for p in (20000, 27000, 31000, 42000)]
    taken = record_slip(tournament, 1, 1, uuid.uuid4(), other, 0, AnonymousUser())
    assert taken.outcome == "taken"
    assert taken.slip.key == key
    assert Slip.objects.count() == 1
    assert SlipLine.objects.count() == 4


def test_a_correction_keeps_the_earlier_lines_and_refuses_a_stale_version():
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    slip = Slip.objects.get()
    correct_slip(slip.pk, 1, [SlipEntry(p) for p in (20000, 27000, 31000, 42000)], 0)
    slip.refresh_from_db()
    assert slip.version == 2
    assert list(slip.lines.order_by("wind").values_list("place", flat=True)) == [4, 3, 2, 1]
    assert SlipLine.history.filter(slip_id=slip.pk, history_type="-").count() == 4
    with pytest.raises(StaleSlip):
        correct_slip(slip.pk, 1, [SlipEntry(p) for p in (42000, 31000, 27000, 20000)], 0)


def test_the_ranking_adds_the_hanchan_scores_and_breaks_ties_as_written():
    tournament = make_tournament(16, 2)
    fill_round(tournament, 1)
    fill_round(tournament, 2)
    lines = ranking(tournament)
    tie_values = [(line.total, line.average_place, line.best, line.games) for line in lines]
    for position, (line, values) in enumerate(zip(lines, tie_values, strict=True), start=1):
        # Equal on every tie-break: the same rank as the line above, listed by name; else its position.
        if position > 1 and values == tie_values[position - 2]:
            assert (line.rank, line.name) >= (lines[position - 2].rank, lines[position - 2].name)
            assert line.rank == lines[position - 2].rank
        else:
            assert line.rank == position
    assert len({line.rank for line in lines}) < 16  # every table scored alike: some players tie
    totals = [line.total for line in lines]
    assert totals == sorted(totals, reverse=True)
    assert sum(line.games for line in lines) == 32
    assert sum(totals) == 0  # EMA: no oka, uma sums to zero, points to 30,000 each


def test_the_ema_file_has_the_columns_in_order_and_one_row_per_player():
    tournament = make_tournament(4, 1)
    tournament.entries.filter(player__name="Joueur 01").update(country="ESP")
    fill_round(tournament, 1)
    rows = list(csv.reader(io.StringIO(ema_results_csv(tournament))))
    assert tuple(rows[0]) == EMA_HEADER
    assert len(rows) == 5
    first = rows[1]
    assert first[0] == "1"
    assert first[4] == "27.0"
    assert first[5] == "12000"
    assert {row[2] for row in rows[1:]} == {"01", "02", "03", "04"}
    assert rows[1][1] == "Joueur"
    assert {row[7] for row in rows[1:]} == {"FRA", "ESP"}
    assert {row[6] for row in rows[1:]} == {""}  # nobody here has an EMA number


def test_every_slip_line_is_in_the_slips_file():
    tournament = make_tournament(16, 2)
    fill_round(tournament, 1)
    rows = list(csv.DictReader(io.StringIO(slips_csv(tournament))))
    assert len(rows) == 16
    assert {row["seat"] for row in rows} == {"east", "south", "west", "north"}
    assert {row["points"] for row in rows} == {"42000", "31000", "27000", "20000"}
