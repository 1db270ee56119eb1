"""The tournament draw: a valid seating at every size, no repeat where one is avoidable, an honest report."""

import pytest

from club.designs import CONSTRUCTIONS, rounds_without_repeat
from club.seating import Round, Schedule, SeatingError, Table, seat

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


@pytest.mark.parametrize(("players", "rounds"), [(16, 5), (20, 5), (24, 6), (24, 7)])
@pytest.mark.parametrize("seed", [0, 1])
def test_the_hard_small_sizes_never_meet_twice(players, rounds, seed):
    schedule = seat(players, rounds, seed=seed, max_steps=20_000)
    assert_everyone_once_per_round(schedule, players)
    assert schedule.repeats == ()
    assert schedule.repeat_count == 0


@pytest.mark.parametrize(
    ("players", "rounds"), [(16, 5), (20, 5), (24, 6), (24, 7), (28, 7), (32, 8), (64, 8)]
)
def test_the_constructions_seat_without_repeat_before_any_search(players, rounds):
    assert seat(players, rounds, max_steps=0).repeat_count == 0


@pytest.mark.parametrize("players", [16, 20, 24, 28, 32, 40, 44, 52, 64])
def test_every_construction_is_a_seating_in_which_nobody_meets_twice(players):
    built = [build(players) for build in CONSTRUCTIONS]
    assert any(built)
    for rounds in built:
        met = set()
        for tables in rounds:
            assert sorted(p for table in tables for p in table) == list(range(players))
            assert all(len(table) == 4 for table in tables)
            for table in tables:
                pairs = {frozenset((a, b)) for a in table for b in table if a != b}
                assert not pairs & met
                met |= pairs


def test_the_constructions_reach_the_rounds_design_theory_promises():
    sizes = (16, 20, 24, 28, 32, 36, 40, 48, 52, 64)
    assert [len(rounds_without_repeat(n)) for n in sizes] == [5, 5, 7, 9, 8, 11, 13, 15, 17, 21]
    assert rounds_without_repeat(60) == []


@pytest.mark.parametrize(
    ("players", "rounds", "never_met"),
    [(28, 9, 0), (40, 13, 0), (52, 17, 0), (24, 7, 24), (36, 11, 36), (48, 15, 48)],
)
def test_the_rotational_designs_seat_everybody_with_all_but_their_group_exactly_once(
    players, rounds, never_met
):
    # With three fixed players each player misses the two others of their group: players pairs in all.
    schedule = seat(players, rounds, max_steps=0)
    assert schedule.repeat_count == 0
    met = {
        frozenset((a, b))
        for r in schedule.rounds
        for t in r.tables
        for a in t.players
        for b in t.players
        if a != b
    }
    assert len(met) == players * (players - 1) // 2 - never_met


def test_a_draw_of_fewer_rounds_than_the_construction_leaves_out_a_different_round_by_seed():
    tables = {
        seed: {frozenset(t.players) for r in seat(24, 6, seed=seed).rounds for t in r.tables}
        for seed in (0, 1)
    }
    assert tables[0] != tables[1]


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


@pytest.mark.parametrize(("players", "rounds"), [(24, 6), (18, 5)])
def test_drawing_round_by_round_gives_the_draw_made_at_once(players, rounds):
    whole = seat(players, rounds, seed=4, max_steps=300)
    for played in range(1, rounds + 1):
        assert seat(players, rounds, seed=4, max_steps=300, previous=whole.rounds[:played]) == whole


def test_rounds_played_differently_are_kept_and_the_next_ones_seated_around_them():
    by_hand = Round(
        tables=tuple(Table(number=k + 1, players=tuple(range(4 * k + 1, 4 * k + 5))) for k in range(6))
    )
    schedule = seat(24, 5, seed=2, previous=[by_hand])
    assert schedule.rounds[0] == by_hand
    assert_everyone_once_per_round(schedule, 24)
    assert schedule.repeat_count == 0
    assert schedule.same_table_again == 0


@pytest.mark.parametrize(("players", "rounds"), [(16, 5), (24, 7), (32, 8)])
def test_a_first_round_seated_by_hand_still_gets_the_construction_without_repeat(players, rounds):
    by_hand = Round(
        tables=tuple(
            Table(number=k + 1, players=tuple(range(4 * k + 1, 4 * k + 5))) for k in range(players // 4)
        )
    )
    schedule = seat(players, rounds, seed=5, max_steps=0, previous=[by_hand])
    assert schedule.rounds[0] == by_hand
    assert_everyone_once_per_round(schedule, players)
    assert schedule.repeat_count == 0


def test_a_repeat_with_a_round_played_is_reported():
    whole = seat(16, 5, seed=1)
    swapped = list(whole.rounds)
    first, second = swapped[0].tables[0], swapped[0].tables[1]
    # Players 1 and 2 of the first two tables change places: the round still seats everybody once.
    a, b = first.players[0], second.players[0]
    moved = (
        Table(1, tuple(sorted((b, *first.players[1:])))),
        Table(2, tuple(sorted((a, *second.players[1:])))),
    )
    swapped[0] = Round(tables=moved + swapped[0].tables[2:])
    schedule = seat(16, 5, seed=1, max_steps=200, previous=swapped[:4])
    assert schedule.rounds[:4] == tuple(swapped[:4])
    assert schedule.repeat_count == len(schedule.repeats) > 0


def test_byes_after_rounds_played_go_first_to_those_who_had_none():
    played = seat(18, 1, seed=7).rounds
    schedule = seat(18, 9, seed=8, previous=played)
    byes = [p for r in schedule.rounds for p in r.byes]
    assert sorted(byes) == list(range(1, 19))


@pytest.mark.parametrize(
    "bad",
    [
        Round(tables=(Table(1, (1, 2, 3, 4)), Table(2, (4, 5, 6, 7)))),
        Round(tables=(Table(1, (1, 2, 3, 4)), Table(3, (5, 6, 7, 8)))),
        Round(tables=(Table(1, (1, 2, 3, 99)),)),
    ],
)
def test_a_round_played_that_seats_someone_twice_or_misnumbers_tables_is_refused(bad):
    with pytest.raises(SeatingError):
        seat(8, 2, previous=[bad])


def test_more_rounds_played_than_the_tournament_has_is_refused():
    with pytest.raises(SeatingError):
        seat(8, 1, previous=seat(8, 2, max_steps=0).rounds)


def test_too_few_players_is_refused():
    with pytest.raises(SeatingError):
        seat(3, 2)
