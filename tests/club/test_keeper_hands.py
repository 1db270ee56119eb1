"""A table's hand records replayed by the rules-of-play engine: payments from han and fu or a limit,
multiple ron, draws, chombo, and records that cannot be meant."""

import pytest

from club.keeper.hands import HandRecordError, checked_record, limits_for, replay
from rules.play import IllegalOutcomeError, play_rules

EMA, TENHOU, WRC = play_rules("ema"), play_rules("tenhou"), play_rules("wrc")


def win(winner, discarder=None, riichi=(), **value):
    return {
        "kind": "win",
        "wins": [{"winner": winner, **value}],
        "discarder": discarder,
        "riichi": list(riichi),
    }


def test_a_non_dealer_ron_pays_the_table_value_of_its_han_and_fu():
    game = replay(EMA, [checked_record(win(1, discarder=0, han=2, fu=30), EMA)])
    assert game.scores == (28000, 32000, 30000, 30000)
    assert game.position.label == "E2"


def test_a_dealer_tsumo_with_riichi_takes_each_share_and_the_stick():
    game = replay(EMA, [checked_record(win(0, riichi=[0], limit="mangan"), EMA)])
    assert game.scores == (30000 - 1000 + 12000 + 1000, 26000, 26000, 26000)
    assert game.honba == 1
    assert game.dealer == 0


def test_a_limit_is_the_same_payment_as_its_han():
    by_han = replay(EMA, [checked_record(win(2, discarder=1, han=6), EMA)])
    by_limit = replay(EMA, [checked_record(win(2, discarder=1, limit="haneman"), EMA)])
    assert by_han.scores == by_limit.scores == (30000, 18000, 42000, 30000)


def test_kiriage_where_the_house_rules_have_it():
    record = checked_record(win(1, discarder=2, han=4, fu=30), EMA)
    assert replay(EMA, [record]).scores[1] == 37700
    assert replay(play_rules("ema", {"kiriage": True}), [record]).scores[1] == 38000


def test_a_double_ron_pays_both_winners_and_the_sticks_go_to_the_nearest():
    record = {
        "kind": "win",
        "discarder": 0,
        "riichi": [3],
        "wins": [{"winner": 3, "han": 1, "fu": 30}, {"winner": 1, "limit": "mangan"}],
    }
    game = replay(EMA, [checked_record(record, EMA)])
    assert game.scores == (30000 - 1000 - 8000, 38000 + 1000, 30000, 30000 + 1000 - 1000)


def test_head_bump_refuses_a_second_winner():
    record = {
        "kind": "win",
        "discarder": 0,
        "wins": [{"winner": 1, "han": 1, "fu": 30}, {"winner": 2, "han": 1, "fu": 30}],
    }
    with pytest.raises(HandRecordError, match="too_many_winners"):
        checked_record(record, WRC)


def test_an_exhaustive_draw_splits_the_noten_payments():
    game = replay(EMA, [checked_record({"kind": "draw", "tenpai": [1, 2]}, EMA)])
    assert game.scores == (28500, 31500, 31500, 28500)


def test_the_engine_refuses_riichi_without_tenpai_at_a_draw():
    with pytest.raises(IllegalOutcomeError):
        replay(EMA, [checked_record({"kind": "draw", "tenpai": [], "riichi": [2]}, EMA)])


def test_abortive_draws_exist_only_where_the_ruleset_plays_them():
    record = {"kind": "abortive", "abortive": "kyuushu_kyuuhai"}
    assert replay(TENHOU, [checked_record(record, TENHOU)]).honba == 1
    with pytest.raises(HandRecordError, match="no_such_abortive_draw"):
        checked_record(record, EMA)


def test_a_chombo_keeps_the_table_and_costs_the_final_score_under_ema():
    game = replay(EMA, [checked_record({"kind": "chombo", "offender": 2}, EMA)])
    assert game.scores == (30000,) * 4
    assert game.position.penalties == (0, 0, 20000, 0)


@pytest.mark.parametrize(
    ("record", "code"),
    [
        (win(1, discarder=1, han=1, fu=30), "winner_discarded"),
        (win(1, discarder=0, han=0, fu=30), "bad_han"),
        (win(1, discarder=0, han=2, fu=35), "bad_fu"),
        (win(1, han=1, fu=20), "impossible_hand"),
        (win(1, discarder=0, limit="quadruple"), "bad_limit"),
        (win(5, discarder=0, han=1, fu=30), "bad_seat"),
        ({"kind": "draw", "tenpai": [1, 1]}, "bad_seat"),
        ({"kind": "lunch"}, "bad_record"),
    ],
)
def test_records_that_cannot_be_meant_are_refused_with_their_code(record, code):
    with pytest.raises(HandRecordError) as refused:
        checked_record(record, EMA)
    assert refused.value.code == code


def test_double_yakuman_is_offered_only_where_a_hand_pays_it():
    assert "double_yakuman" not in limits_for(EMA)
    assert "double_yakuman" in limits_for(TENHOU)


def test_tenhou_ends_the_game_when_a_player_busts():
    game = replay(TENHOU, [checked_record(win(1, discarder=0, limit="yakuman"), TENHOU)])
    assert game.scores[0] == 25000 - 32000
    assert game.is_game_over()
    assert game.end_reason == "bust"
