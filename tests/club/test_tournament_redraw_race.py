"""A redraw of the rounds not yet started while a phone sends a slip of one of them: the tournament row is
locked by both, so either the slip is in first (its round is then started and kept as it is) or the redraw
is (the slip, shown the old table, is refused and nothing is written against the wrong players). Never a
lost slip with no word to the phone, never anyone seated twice. Threads; runs on SQLite and PostgreSQL
(DATABASE_URL)."""

import threading
import uuid
from collections import Counter

import pytest
from django.db import connection

from club.tournaments.drawing import draw_seating
from club.tournaments.slips import Reseated, SlipEntry, record_slip, seating_of, table_seats
from tests.club.tournament_helpers import POINTS, _nobody, fill_round, make_tournament

pytestmark = pytest.mark.django_db(transaction=True)
TRIES = 3


def race(tournament, shown: str) -> dict[str, object]:
    """Start a redraw and a slip of round 2, table 1 at the same moment; what each thread ended with."""
    start = threading.Barrier(2)
    outcome: dict[str, object] = {}

    def redraw() -> None:
        start.wait()
        try:
            outcome["redraw"] = draw_seating(tournament.pk)
        finally:
            connection.close()

    def send() -> None:
        start.wait()
        try:
            lines = [SlipEntry(p) for p in POINTS]
            outcome["slip"] = record_slip(tournament, 2, 1, uuid.uuid4(), lines, 0, _nobody(), seen=shown)
        except Reseated:
            outcome["slip"] = "reseated"
        finally:
            connection.close()

    threads = [threading.Thread(target=redraw), threading.Thread(target=send)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcome


@pytest.mark.parametrize("attempt", range(TRIES))
def test_a_redraw_and_a_slip_at_once_lose_nothing_and_seat_nobody_twice(attempt, reference_content):
    tournament = make_tournament(16, 3)
    fill_round(tournament, 1)
    shown = seating_of(table_seats(tournament, 2, 1))
    gone = tournament.entries.get(pk=int(shown.split(",")[0]))
    gone.checked_in = False
    gone.save()

    outcome = race(tournament, shown)

    assert "redraw" in outcome, "the redraw ended in an error"
    slips = list(tournament.slips.filter(round=2, table=1))
    if outcome["slip"] == "reseated":
        assert slips == []  # refused and told: the phone shows the new table with its points kept
        assert not gone.seats.filter(round__gte=2).exists()
    else:
        # the slip came first: round 2 is started, kept, and its slip names who sat there
        assert len(slips) == 1
        assert outcome["slip"].slip == slips[0]
        seated = [s.entry_id for s in table_seats(tournament, 2, 1)]
        assert [line.entry_id for line in slips[0].lines.order_by("wind")] == seated
        assert not gone.seats.filter(round=3).exists()
    for number in (2, 3):
        seated = Counter(
            tournament.seats.filter(round=number, entry__isnull=False).values_list("entry_id", flat=True)
        )
        assert set(seated.values()) == {1}
        assert len(seated) == 15 + (number == 2 and outcome["slip"] != "reseated")
