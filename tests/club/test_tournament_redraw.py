"""A player drops out or arrives late mid-event: the organiser checks them out (or registers and checks
them in) and draws again; every started round stays as played, only the rounds not yet started are
seated anew, and the report covers the whole event. The withdrawn keep their games in the ranking."""

import uuid
from collections import Counter

import pytest

from club.league.models import Player
from club.tournaments.drawing import CannotDraw, draw_seating, report_of
from club.tournaments.models import Entry, Seat
from club.tournaments.ranking import ranking
from club.tournaments.slips import Reseated, SlipEntry, record_slip, seating_of, table_seats
from tests.club.tournament_helpers import POINTS, _nobody, fill_round, make_tournament, organiser_user

pytestmark = pytest.mark.django_db


def seating_of_round(tournament, number):
    return sorted(
        tournament.seats.filter(round=number).values_list("table", "wind", "entry_id"),
        key=lambda row: (row[0] or 0, row[1] or 0, row[2] or 0),
    )


def assert_each_seated_once(tournament, number, entries):
    seated = Counter(
        tournament.seats.filter(round=number, entry__isnull=False).values_list("entry_id", flat=True)
    )
    assert set(seated) == {entry.pk for entry in entries}
    assert set(seated.values()) == {1}


def test_a_withdrawal_redraws_only_the_rounds_not_started_and_keeps_the_games_played():
    tournament = make_tournament(16, 5)
    fill_round(tournament, 1)
    before = seating_of_round(tournament, 1)
    gone = tournament.entries.get(player__name="Joueur 07")
    gone.checked_in = False
    gone.save()

    report = draw_seating(tournament.pk)

    assert seating_of_round(tournament, 1) == before
    still_in = list(tournament.entries.filter(checked_in=True))
    for number in range(2, 6):
        assert not gone.seats.filter(round=number).exists()
        assert_each_seated_once(tournament, number, still_in)
        assert tournament.seats.filter(round=number, table__isnull=True).count() == 3  # 15 players: 3 byes
    assert report.byes == 12
    line = next(line for line in ranking(tournament) if line.entry_id == gone.pk)
    assert line.games == 1
    assert line.withdrawn
    assert not any(line.withdrawn for line in ranking(tournament) if line.entry_id != gone.pk)


def test_a_late_arrival_is_seated_from_the_next_round_on_with_substitutes():
    tournament = make_tournament(16, 4, fill="substitutes")
    fill_round(tournament, 1)
    fill_round(tournament, 2)
    late = Entry.objects.create(
        tournament=tournament, player=Player.objects.create(name="Tardif"), checked_in=True
    )

    report = draw_seating(tournament.pk)

    assert not late.seats.filter(round__lte=2).exists()
    everyone = list(tournament.entries.all())
    for number in (3, 4):
        assert_each_seated_once(tournament, number, everyone)
        # 17 players at five tables: three substitutes' seats a round
        assert tournament.seats.filter(round=number, entry__isnull=True).count() == 3
    assert report.substitutes == 6
    tournament.refresh_from_db()
    assert report == report_of(tournament)


def test_the_report_names_a_repeat_meeting_the_kept_rounds_forced():
    tournament = make_tournament(8, 3)
    fill_round(tournament, 1)
    report = draw_seating(tournament.pk)
    # eight players at two tables over three rounds cannot avoid meeting again
    assert report.repeats
    assert all(len(rounds) > 1 for _a, _b, rounds in report.repeats)


def test_a_round_with_its_timer_set_counts_as_started():
    tournament = make_tournament(16, 3)
    fill_round(tournament, 1)
    tournament.timer_round = 2
    tournament.save()
    second = seating_of_round(tournament, 2)
    draw_seating(tournament.pk)
    assert seating_of_round(tournament, 2) == second


def test_nothing_left_to_draw_once_every_round_has_started():
    tournament = make_tournament(4, 1)
    fill_round(tournament, 1)
    with pytest.raises(CannotDraw) as refused:
        draw_seating(tournament.pk)
    assert refused.value.code == "all_started"


def test_a_slip_for_a_table_reseated_since_its_form_was_shown_is_refused_not_misfiled():
    tournament = make_tournament(16, 3)
    fill_round(tournament, 1)
    shown = seating_of(table_seats(tournament, 2, 1))
    gone = tournament.entries.get(pk=int(shown.split(",")[0]))
    gone.checked_in = False
    gone.save()
    draw_seating(tournament.pk)
    with pytest.raises(Reseated):
        record_slip(tournament, 2, 1, uuid.uuid4(), [SlipEntry(p) for p in POINTS], 0, _nobody(), seen=shown)
    assert not tournament.slips.filter(round=2).exists()


def test_the_slip_page_shows_the_new_table_with_the_points_kept(client, django_user_model):
    tournament = make_tournament(16, 3)
    fill_round(tournament, 1)
    client.force_login(organiser_user(django_user_model))
    url = f"/fr/club/tournaments/{tournament.pk}/rounds/2/tables/1/"
    shown = seating_of(table_seats(tournament, 2, 1))
    gone = tournament.entries.get(pk=int(shown.split(",")[0]))
    gone.checked_in = False
    gone.save()
    draw_seating(tournament.pk)
    data = {"key": str(uuid.uuid4()), "seating": shown, "leftover_sticks": ""}
    data.update({f"points_{wind}": str(points) for wind, points in enumerate(POINTS)})
    page = client.post(url, data)
    assert page.status_code == 409
    text = page.content.decode()
    assert "a été tiré à nouveau" in text
    assert 'value="42000"' in text or 'value="42 000"' in text
    assert gone.player.name not in text
    assert not tournament.slips.filter(round=2).exists()
    again = dict(data, seating=seating_of(table_seats(tournament, 2, 1)))
    assert client.post(url, again).status_code == 302
    assert tournament.slips.filter(round=2).count() == 1


def test_the_detail_page_offers_to_redraw_the_rounds_not_started(client, django_user_model):
    tournament = make_tournament(16, 3)
    fill_round(tournament, 1)
    client.force_login(organiser_user(django_user_model))
    for language, words in (("fr", "manches"), ("es", "rondas")):
        text = client.get(f"/{language}/club/tournaments/{tournament.pk}/").content.decode()
        assert 'data-testid="redraw-note"' in text
        assert words in text
    page = client.post(f"/en/club/tournaments/{tournament.pk}/draw/", {"fill": "byes"}, follow=True)
    assert page.status_code == 200
    assert Seat.objects.filter(tournament=tournament, round=3).count() == 16
