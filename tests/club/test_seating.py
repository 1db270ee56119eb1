"""The tournament draw: a valid seating at every size, no repeat where one is avoidable, an honest report."""

import pytest

from club.seating import Schedule, SeatingError, seat

LISTED_SIZES = [(16, 5), (20, 5), (24, 6), (28, 7), (32, 8)]


def assert_everyone_once_per_round(schedule: Schedule, players: int) -> None:
    for one_round in schedule.rounds:
        seated = [p for table in one_round.tables for p in table.players]
        assert sorted(seated + list(one_round.byes)) == list(range(1, players + 1))
        assert [t.number for t in one_round.tables] == list(range(1, len(one_round.tables) + 1))
        assert all(len(t.players) + t.substitutes == 4 for t in one_round.tables)


@pytest.mark.parametrize(("players", "rounds"), LISTED_SIZES)
def test_every_listed_size_seats_each_player_once_per_round(players, rounds):
    schedule = seat(players, rounds, max_steps=200)
    assert len(schedule.rounds) == rounds
    assert_everyone_once_per_round(schedule, players)


@pytest.mark.parametrize(("players", "rounds"), [(16, 5), (20, 5)])
def test_sixteen_and_twenty_players_over_five_rounds_never_meet_twice(players, rounds):
    schedule = seat(players, rounds, seed=1, max_steps=20_000)
    assert schedule.repeats == ()
    assert schedule.repeat_count == 0


@pytest.mark.parametrize(("players", "rounds"), [(20, 5), (28, 7), (32, 8), (64, 8)])
def test_the_constructions_seat_without_repeat_before_any_search(players, rounds):
    assert seat(players, rounds, max_steps=0).repeat_count == 0


def test_table_numbers_change_between_rounds_when_the_sizes_allow_it():
    schedule = seat(40, 6, seed=3, max_steps=2000)
    assert schedule.same_table_again == 0
    for before, after in zip(schedule.rounds, schedule.rounds[1:], strict=False):
        table_before = {p: t.number for t in before.tables for p in t.players}
        assert all(table_before[p] != t.number for t in after.tables for p in t.players)


def test_a_count_not_a_multiple_of_four_gets_byes_spread_in_turn():
    schedule = seat(18, 5, seed=2, max_steps=300)
    assert_everyone_once_per_round(schedule, 18)
    assert all(len(r.byes) == 2 for r in schedule.rounds)
    byes = [p for r in schedule.rounds for p in r.byes]
    assert len(set(byes)) == len(byes)  # ten byes, ten different players


def test_substitutes_fill_the_empty_seats_when_the_organiser_chooses_them():
    schedule = seat(18, 4, seed=2, fill="substitutes", max_steps=2000)
    assert_everyone_once_per_round(schedule, 18)
    for one_round in schedule.rounds:
        assert one_round.byes == ()
        assert sorted(t.substitutes for t in one_round.tables) == [0, 0, 0, 1, 1]


def test_the_report_lists_the_repeats_eight_players_cannot_avoid_over_four_rounds():
    schedule = seat(8, 4, max_steps=500)
    # Each player meets 12 opponents among 7: at least 5 meetings again each, 20 over the field.
    assert schedule.repeat_count == 20
    pair = schedule.repeats[0]
    assert len(pair.rounds) >= 2
    for r in pair.rounds:
        tables = schedule.rounds[r - 1].tables
        assert any(set(pair.players) <= set(t.players) for t in tables)


def test_the_same_seed_gives_the_same_draw_and_another_seed_another():
    assert seat(24, 4, seed=5, max_steps=500) == seat(24, 4, seed=5, max_steps=500)
    assert seat(24, 4, seed=5, max_steps=500) != seat(24, 4, seed=6, max_steps=500)


def test_too_few_players_is_refused():
    with pytest.raises(SeatingError):
        seat(3, 2)


def test_a_size_with_a_known_floor_stops_at_it_instead_of_searching_on():
    from club.seating import _repeat_floor

    # Two tables: each table of the next round holds two players from each table of the last.
    assert _repeat_floor([4, 4], 3, [[], [], []]) == 8
    assert seat(8, 3, max_steps=10**9).repeat_count == 8  # would not return at all without the floor
