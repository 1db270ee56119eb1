"""The end of a hand: payments, dealer repeat, honba and sticks, worked by hand from each rule's source."""

import pytest

from rules.play import (
    Abortive,
    Chombo,
    Draw,
    IllegalOutcomeError,
    Ron,
    Win,
    noten_payments,
    play_rules,
    settle,
)

EMA, TENHOU = play_rules("ema"), play_rules("tenhou")


def test_the_3000_split_for_one_two_and_three_tenpai():
    # [E] RCR 2016 §3.4.2: 1,000 from each noten / 1,500 each from a noten / 1,000 to each tenpai
    assert noten_payments((2,)) == (-1000, -1000, 3000, -1000)
    assert noten_payments((1, 3)) == (-1500, 1500, -1500, 1500)
    assert noten_payments((0, 1, 2)) == (1000, 1000, 1000, -3000)
    assert noten_payments(()) == noten_payments((0, 1, 2, 3)) == (0, 0, 0, 0)


def test_a_tenpai_dealer_keeps_the_seat_at_a_draw_and_the_honba_grows():
    result = settle(Draw(tenpai=(0, 2)), dealer=0, honba=1, sticks=0, rules=EMA)
    assert (result.dealer_repeats, result.honba) == (True, 2)


def test_a_noten_dealer_passes_the_seat_but_the_honba_still_grows():
    result = settle(Draw(tenpai=(2,)), dealer=0, honba=1, sticks=0, rules=EMA)
    assert (result.dealer_repeats, result.honba) == (False, 2)


def test_riichi_sticks_of_a_drawn_hand_stay_on_the_table():
    result = settle(Draw(tenpai=(1,), riichi=(1,)), dealer=0, honba=0, sticks=2, rules=EMA)
    assert result.deltas == (-1000, 2000, -1000, -1000)  # 3,000 won, 1,000 stick placed
    assert result.sticks == 3


def test_a_ron_pays_300_a_honba_and_takes_the_sticks():
    # 8,000 ron at 2 honba with 1 stick waiting and the winner's own riichi: 8,600 + 2,000 in sticks
    win = Win.of(2, {"ron": 8000}, discarder=0, riichi=(2,))
    result = settle(win, dealer=1, honba=2, sticks=1, rules=EMA)
    assert result.deltas == (-8600, 0, 9600, 0)
    assert (result.dealer_repeats, result.honba, result.sticks) == (False, 0, 0)


def test_a_non_dealer_tsumo_pays_100_a_honba_from_each():
    win = Win.of(3, {"tsumo_nondealer": 1000, "tsumo_dealer": 2000})
    assert settle(win, dealer=0, honba=1, sticks=0, rules=EMA).deltas == (-2100, -1100, -1100, 4300)


def test_a_dealer_win_keeps_the_seat_with_one_more_honba():
    result = settle(Win.of(0, {"tsumo_all": 2600}), dealer=0, honba=0, sticks=0, rules=EMA)
    assert result.deltas == (7800, -2600, -2600, -2600)
    assert (result.dealer_repeats, result.honba) == (True, 1)


def test_double_ron_on_tenhou_gives_honba_and_sticks_to_the_nearest_winner():
    # [T] honba and sticks to the nearest winner; seat 1 sits right of the discarder 0
    ron = Ron((Win.of(3, {"ron": 2000}, discarder=0), Win.of(1, {"ron": 3900}, discarder=0)))
    result = settle(ron, dealer=2, honba=1, sticks=1, rules=TENHOU)
    assert result.deltas == (-6200, 5200, 0, 2000)
    assert result.winners == (1, 3)


def test_double_ron_under_ema_gives_every_winner_the_counters():
    # [E] each winner gets the counters; sticks to the winner nearest the discarder
    ron = Ron((Win.of(3, {"ron": 2000}, discarder=0), Win.of(1, {"ron": 3900}, discarder=0)))
    result = settle(ron, dealer=2, honba=1, sticks=1, rules=EMA)
    assert result.deltas == (-6500, 5200, 0, 2300)


def test_head_bump_pays_only_the_nearest_winner():
    # [W] head bump
    ron = Ron((Win.of(3, {"ron": 2000}, discarder=2), Win.of(1, {"ron": 3900}, discarder=2)))
    result = settle(ron, dealer=0, honba=0, sticks=0, rules=play_rules("wrc"))
    assert result.winners == (3,)
    assert result.deltas == (0, 0, -2000, 2000)


def test_a_dealer_among_several_winners_keeps_the_seat():
    ron = Ron((Win.of(3, {"ron": 2000}, discarder=1), Win.of(2, {"ron": 2900}, discarder=1)))
    assert settle(ron, dealer=3, honba=0, sticks=0, rules=EMA).dealer_repeats


def test_a_triple_ron_on_tenhou_is_an_abortive_draw():
    wins = tuple(Win.of(seat, {"ron": 1000}, discarder=0) for seat in (1, 2, 3))
    result = settle(Ron(wins), dealer=0, honba=0, sticks=0, rules=TENHOU)
    assert (result.kind, result.abortive, result.deltas) == ("abortive", "sanchahou", (0, 0, 0, 0))
    assert (result.dealer_repeats, result.honba) == (True, 1)


def test_abortive_draws_keep_the_dealer_and_add_a_honba_where_played():
    result = settle(Abortive("kyuushu_kyuuhai"), dealer=2, honba=0, sticks=0, rules=TENHOU)
    assert (result.dealer_repeats, result.honba) == (True, 1)


def test_an_abortive_draw_the_ruleset_lacks_is_refused():
    # [E] rulesets.md: no abortive draws
    with pytest.raises(IllegalOutcomeError) as caught:
        settle(Abortive("suufon_renda"), dealer=0, honba=0, sticks=0, rules=EMA)
    assert caught.value.rule == "no_such_abortive_draw"


def test_nagashi_mangan_replaces_the_noten_payments_on_tenhou():
    # [T] a draw: mangan-tsumo payment replaces the noten payments; the dealer repeats if tenpai
    result = settle(Draw(tenpai=(0, 3), nagashi=(2,)), dealer=0, honba=1, sticks=0, rules=TENHOU)
    assert result.deltas == (-4000, -2000, 8000, -2000)
    assert (result.dealer_repeats, result.honba) == (True, 2)


def test_nagashi_mangan_is_refused_where_it_is_not_played():
    with pytest.raises(IllegalOutcomeError):
        settle(Draw(nagashi=(2,)), dealer=0, honba=0, sticks=0, rules=EMA)


def test_a_chombo_by_a_non_dealer_pays_a_reverse_mangan_where_the_ruleset_says_so():
    # riichienv's penalty (Tenhou has no chombo online): 4,000 to the dealer, 2,000 to the others
    result = settle(Chombo(2, riichi=(1,)), dealer=0, honba=3, sticks=1, rules=TENHOU)
    assert result.deltas == (4000, 2000, -8000, 2000)
    assert (result.dealer_repeats, result.honba, result.sticks) == (True, 3, 1)  # replayed, stick returned


def test_a_chombo_under_wrc_is_a_20_point_penalty_that_leaves_the_table():
    # [W] WRC 2015 §7.1: points removed from the overall score, the table score unchanged
    result = settle(Chombo(1), dealer=0, honba=0, sticks=0, rules=play_rules("wrc"))
    assert result.deltas == (0, 0, 0, 0)
    assert result.penalties == (0, 20000, 0, 0)


def test_a_pao_ron_splits_the_hand_and_the_liable_pays_the_counters_on_tenhou():
    # [T] pao: ron 50/50, the liable player pays the honba
    win = Win.of(1, {"ron": 32000, "liable": 16000, "discarder": 16000}, discarder=0, liable=3)
    assert settle(win, dealer=2, honba=1, sticks=0, rules=TENHOU).deltas == (-16000, 32300, 0, -16300)


def test_a_pao_tsumo_is_paid_whole_by_the_liable_player():
    win = Win.of(1, {"liable": 32000}, liable=3)
    assert settle(win, dealer=2, honba=1, sticks=0, rules=EMA).deltas == (0, 32300, 0, -32300)


def test_a_riichi_player_must_be_tenpai_at_the_draw():
    with pytest.raises(IllegalOutcomeError):
        settle(Draw(tenpai=(), riichi=(1,)), dealer=0, honba=0, sticks=0, rules=EMA)


def test_a_response_with_counters_already_in_is_refused():
    response = {"payment": {"ron": 2000}, "total": 2600}
    with pytest.raises(IllegalOutcomeError) as caught:
        Win.from_response(1, response, discarder=0)
    assert caught.value.rule == "counters_in_response"
