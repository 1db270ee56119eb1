"""A whole game: push and pop outcomes, dealer rotation, the end of the game, the final results."""

import random
from decimal import Decimal

import pytest

from rules.play import Abortive, Chombo, Draw, GameOverError, GameState, Win, play_rules
from rules.scoring import result_rules


def ron(winner, discarder, points):
    return Win.of(winner, {"ron": points}, discarder=discarder)


def play_to_south_4(game):
    """Seven non-dealer wins of 1,000 that each pass the deal: E1 ... S3 done, S4 to play."""
    for dealer in range(7):
        winner = (dealer + 1) % 4
        game.push(ron(winner, (winner + 1) % 4, 1000))
    assert game.position.label == "S4"


def test_a_game_starts_at_east_1_with_the_rulesets_points():
    game = GameState("tenhou")
    assert game.scores == (25000,) * 4
    assert (game.position.label, game.dealer, game.honba, game.sticks) == ("E1", 0, 0, 0)
    assert game.position.seat_wind(0) == "E"
    assert game.position.seat_wind(3) == "N"


def test_a_non_dealer_win_passes_the_deal_and_clears_the_honba():
    game = GameState("ema", honba=2)
    game.push(ron(2, 1, 2000))
    assert (game.position.label, game.honba) == ("E2", 0)
    assert game.scores == (30000, 27400, 32600, 30000)


def test_after_east_4_comes_south_1():
    game = GameState("ema", dealer=3)
    game.push(ron(1, 0, 1000))
    assert game.position.label == "S1"


def test_pop_undoes_the_last_hand():
    game = GameState("ema")
    game.push(Draw(tenpai=(1,), riichi=(1,)))
    assert game.sticks == 1
    assert game.pop() == Draw(tenpai=(1,), riichi=(1,))
    assert (game.scores, game.sticks, game.outcomes) == ((30000,) * 4, 0, ())


def test_a_chombo_replays_the_hand():
    game = GameState("tenhou", honba=1)
    game.push(Chombo(0))
    assert (game.position.label, game.honba) == ("E1", 1)
    assert game.scores == (13000, 29000, 29000, 29000)


def test_tenhou_ends_when_a_player_goes_below_zero():
    # [T] yes, below 0
    game = GameState("tenhou", scores=[25000, 25000, 25000, 1000])
    game.push(ron(0, 3, 2000))
    assert game.end_reason == "bust"
    with pytest.raises(GameOverError):
        game.push(Draw())


def test_exactly_zero_does_not_bust():
    # [M] 0 does not end it
    game = GameState("mahjongsoul", scores=[25000, 25000, 25000, 2000])
    game.push(ron(0, 3, 2000))
    assert not game.is_game_over()


def test_ema_plays_on_below_zero():
    game = GameState("ema", scores=[30000, 30000, 30000, 1000])
    game.push(ron(0, 3, 2000))
    assert not game.is_game_over()


def test_the_game_ends_after_south_4():
    game = GameState("ema")
    play_to_south_4(game)
    game.push(ron(1, 2, 1000))
    assert game.end_reason == "last_hand"


def test_a_dealer_repeat_in_south_4_plays_on_without_agari_yame():
    game = GameState("ema")
    play_to_south_4(game)
    game.push(ron(3, 2, 12000))
    assert (game.is_game_over(), game.position.label, game.honba) == (False, "S4", 1)


def test_tenhou_dealer_who_wins_south_4_in_first_place_ends_the_game():
    # [T] automatic agari-yame
    game = GameState("tenhou")
    play_to_south_4(game)
    game.push(ron(3, 2, 12000))
    assert game.end_reason == "agari_yame"


def test_tenhou_dealer_tenpai_at_the_south_4_draw_in_first_place_ends_the_game():
    game = GameState("tenhou", scores=[20000, 20000, 20000, 40000], dealer=3, round_wind=1)
    game.push(Draw(tenpai=(3,)))
    assert game.end_reason == "tenpai_yame"


def test_tenhou_plays_the_west_round_when_nobody_reaches_30000():
    # [T] West round until 30,000
    game = GameState("tenhou", dealer=3, round_wind=1)
    game.push(ron(0, 1, 2000))
    assert (game.is_game_over(), game.position.label) == (False, "W1")
    game.push(ron(0, 2, 3000))
    assert game.end_reason == "target_reached"


@pytest.mark.parametrize(("name", "first_place"), [("tenhou", 36000), ("wrc", 40000)])
def test_leftover_sticks_go_to_first_place_on_tenhou_and_are_lost_under_wrc(name, first_place):
    # [T] to 1st place; [W] lost. Seat 0 leads by 8,000, then riichi and alone tenpai at the S4 draw:
    # +3,000 noten payments, -1,000 for the stick left on the table
    start = play_rules(name).start_points
    game = GameState(name, scores=[start + 8000, start, start - 4000, start - 4000], dealer=3, round_wind=1)
    game.push(Draw(tenpai=(0,), riichi=(0,)))
    assert game.end_reason == "last_hand"
    assert game.final_scores()[0] == first_place


def test_placings_come_from_the_hanchan_results_less_chombo_penalties():
    # [W] uma +15/+5/-5/-15, return 30,000; a chombo takes 20 from the overall score, no place changes
    game = GameState("wrc", scores=[42000, 31000, 27000, 20000], dealer=3, round_wind=1)
    game.push(Chombo(1))
    game.push(ron(0, 3, 1000))
    placings = game.placings()
    assert [p.place for p in placings] == [1, 2, 3, 4]
    assert [p.score for p in placings] == [
        Decimal("28.0"),
        Decimal("-14.0"),
        Decimal("-8.0"),
        Decimal("-26.0"),
    ]


def test_placings_take_a_clubs_uma_and_oka():
    # EMA with a club's uma of +30/+10/-10/-30 (result_rules with the table rules): 43,000 / 31,000 /
    # 27,000 / 19,000 against 30,000 returned give 13+30, 1+10, -3-10 and -11-30; the named EMA uma
    # (+15/+5/-5/-15) gives 28, 6, -8 and -26.
    game = GameState("ema", scores=[42000, 31000, 27000, 20000], dealer=3, round_wind=1)
    game.push(ron(0, 3, 1000))
    club = game.placings(result_rules("ema", {"uma": [30, 10, -10, -30]}))
    assert [p.score for p in club] == [Decimal("43.0"), Decimal("11.0"), Decimal("-13.0"), Decimal("-41.0")]
    assert [p.score for p in game.placings()] == [
        Decimal("28.0"),
        Decimal("6.0"),
        Decimal("-8.0"),
        Decimal("-26.0"),
    ]


def test_an_abortive_draw_keeps_the_deal():
    game = GameState("tenhou")
    game.push(Abortive("suufon_renda"))
    assert (game.position.label, game.honba) == ("E1", 1)


def test_a_reverse_mangan_chombo_can_bust_a_player():
    game = GameState("tenhou", scores=[25000, 25000, 25000, 1000])
    game.push(Chombo(3))
    assert game.end_reason == "bust"


@pytest.mark.parametrize("name", ["ema", "wrc", "tenhou", "mahjongsoul", "mleague"])
def test_points_on_the_table_and_in_sticks_always_add_up_and_pop_restores_every_state(name):
    rules = play_rules(name)
    rng = random.Random(name)
    game = GameState(rules)
    total = 4 * rules.start_points
    seen = [game.position]
    while not game.is_game_over():
        outcome = random_outcome(rng, game, rules)
        game.push(outcome)
        seen.append(game.position)
        assert sum(game.scores) + game.sticks * 1000 == total
    assert sum(game.final_scores()) == total - (game.sticks * 1000 if rules.leftover_sticks == "lost" else 0)
    while game.outcomes:
        game.pop()
        seen.pop()
        assert game.position == seen[-1]


def random_outcome(rng, game, rules):
    """A random but legal outcome for the state: a ron, a tsumo, a draw, an abortive draw or a chombo."""
    dealer = game.dealer
    riichi = tuple(seat for seat in range(4) if rng.random() < 0.2)
    roll = rng.random()
    if roll < 0.35:
        winner = rng.randrange(4)
        discarder = rng.choice([s for s in range(4) if s != winner])
        return Win.of(
            winner, {"ron": rng.choice([1000, 2000, 3900, 8000])}, discarder=discarder, riichi=riichi
        )
    if roll < 0.6:
        winner = rng.randrange(4)
        if winner == dealer:
            return Win.of(winner, {"tsumo_all": rng.choice([500, 1300, 4000])}, riichi=riichi)
        return Win.of(winner, {"tsumo_nondealer": 1000, "tsumo_dealer": 2000}, riichi=riichi)
    if roll < 0.9:
        tenpai = tuple(sorted({*riichi, *(s for s in range(4) if rng.random() < 0.4)}))
        return Draw(tenpai=tenpai, riichi=riichi)
    if roll < 0.95 and rules.abortive_draws:
        return Abortive(rng.choice(rules.abortive_draws), riichi=riichi)
    return Chombo(rng.randrange(4))
