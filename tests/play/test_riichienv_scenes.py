"""Hands dealt by hand to riichienv for the ends of a hand that random games seldom reach: both engines
must settle them alike (or the difference is documented in `oracle_play.DOCUMENTED`)."""

from __future__ import annotations

import pytest

from tests.play import oracle_play
from tests.play.riichienv_games import RULES, Rates
from tests.play.riichienv_scenes import QUIET, Scene, build_wall

OTHERS = ("2233445566778m", "2233445566778p", "2233445566778s")  # noten hands of simples


def settle(
    ruleset: str, wall: list[int], rates: Rates = QUIET, **table: int
) -> tuple[dict, oracle_play.PlayReport]:
    """riichienv's first hand from `wall` (its decision points under `decisions`), and the project's
    engine asked of it."""
    record = Scene(ruleset, wall, rates, **table).play()
    hand = record.hands[0]
    record.end = {"scores": hand["next"]["scores"]}
    report = oracle_play.PlayReport()
    oracle_play.check_game(report, record, to_the_end=False)
    return {**hand, "decisions": record.decisions}, report


@pytest.mark.parametrize("ruleset", RULES)
def test_a_noten_dealers_nagashi_mangan_passes_the_deal(ruleset):
    # The dealer lets only terminals and honours go and ends noten: riichi.wiki Nagashi mangan (the deal
    # moves by the dealer's tenpai, nagashi or not); riichienv 0.4.11 plays it so too.
    dealer = "1357m2468p13579s"
    wall = build_wall([dealer, *OTHERS], ["1119m1119p1199s1122z33z", "", "", ""], "2z")
    hand, report = settle(ruleset, wall)
    assert hand["oracle"][0]["reason"] == "nagashimangan"
    assert hand["oracle"][0]["deltas"] == [12000, -4000, -4000, -4000]
    assert hand["next"]["dealer"] == 1
    assert not report.disagreements, report.details()
    assert report.asked[ruleset, "hand_end"] == 1


# Four hands ready from the deal, each riichi on its first discard (a double riichi); seat 0 waits on 5p.
FOUR_READY = ("123456789m123p5p", "123456789s234p6p", "111222333444z7p", "555666777z789p8s")
BOLD_RIICHI = Rates(ron=0.0, tsumo=0.0, riichi=1.0, call=0.0, kan=0.0, kyuushu=0.0, efficient=0.0)


@pytest.mark.parametrize("ruleset", RULES)
def test_four_riichi_abort_the_hand_when_the_fourth_discard_passes(ruleset):
    wall = build_wall(FOUR_READY, ["9m", "1m", "9s", "1m"], "2z")
    hand, report = settle(ruleset, wall, BOLD_RIICHI)
    assert hand["oracle"][0]["reason"] == "suucha_riichi"
    assert hand["next"]["sticks"] == 4
    assert report.asked[ruleset, "abortive"] == 4  # three discards that let the hand go on, the fourth
    assert not report.disagreements, report.details()


@pytest.mark.parametrize("ruleset", RULES)
def test_four_riichi_abort_the_hand_when_the_fourth_discard_is_a_declined_winning_tile(ruleset):
    """The fourth riichi's discard is seat 0's winning tile and seat 0 lets it pass: the hand is aborted
    all the same (riichi.wiki Tochuu ryuukyoku: four riichi "and the 4th player's discard is not a
    winning tile", taken as no ron), in riichienv 0.4.11 as in the project's engine."""
    wall = build_wall(FOUR_READY, ["9m", "1m", "9s", "5p"], "2z")
    hand, report = settle(ruleset, wall, BOLD_RIICHI)
    offered = [d for d in hand["decisions"] if d["kind"] == "offer" and d["legal"]["ron"]]
    assert [d["situation"]["seat"] for d in offered] == [0]
    assert hand["oracle"][0]["reason"] == "suucha_riichi"
    assert not report.disagreements, report.details()


@pytest.mark.parametrize("ruleset", RULES)
def test_a_double_ron_pays_the_honba_and_the_sticks_to_the_winner_nearest_the_discarder(ruleset):
    # Seats 1 and 2 wait on 5p and 8p (tanyao); the dealer draws 5p first and lets it go, with two honba
    # and one riichi stick on the table: reference/rulesets.md [T] [M], honba and sticks to the nearest.
    hands = ("1199m1199p119s12z", "22m345s678s456p67p", "33m456s234p678m67p", "2233445566778m")
    wall = build_wall(hands, ["5p", "", "", ""], "2z")
    ron = Rates(ron=1.0, tsumo=0.0, riichi=0.0, call=0.0, kan=0.0, kyuushu=0.0, efficient=0.0)
    hand, report = settle(ruleset, wall, ron, honba=2, sticks=1)
    assert [event["actor"] for event in hand["oracle"]] == [1, 2]
    assert (hand["next"]["honba"], hand["next"]["sticks"]) == (0, 0)
    assert not report.disagreements, report.details()


@pytest.mark.parametrize("ruleset", RULES)
def test_nine_terminals_and_four_winds_abort_the_hand_and_keep_the_dealer(ruleset):
    nine = build_wall(("19m19p19s1234z258p", *OTHERS), ["5z", "", "", ""], "2m")
    kyuushu = Rates(ron=0.0, tsumo=0.0, riichi=0.0, call=0.0, kan=0.0, kyuushu=1.0, efficient=0.0)
    hand, report = settle(ruleset, nine, kyuushu)
    assert hand["oracle"][0]["reason"] == "kyushu_kyuhai"
    assert (hand["next"]["dealer"], hand["next"]["honba"]) == (0, 1)
    assert not report.disagreements, report.details()
    winds = build_wall(("1357m2468p13579s", *OTHERS), ["4z", "4z", "4z", "4z"], "2m")
    hand, report = settle(ruleset, winds)
    assert hand["oracle"][0]["reason"] == "sufuurenta"
    assert report.asked[ruleset, "abortive"] == 4
    assert not report.disagreements, report.details()


@pytest.mark.parametrize("ruleset", RULES)
def test_a_wait_on_the_fifth_copy_of_a_tile_is_noten_at_the_draw(ruleset):
    # The dealer waits only on 1m and holds all four: noten for riichienv and for the engine
    # (`PlayerHand.waits`: a kind held four times concealed is no wait); the three others are tenpai.
    hands = ("1111m234p567s789s", "2233445566778p", "2233445566778s", "3344556677889m")
    hand, report = settle(ruleset, build_wall(hands, ["", "", "", ""], "1z"))
    assert hand["oracle"][0]["deltas"] == [-3000, 1000, 1000, 1000]
    assert hand["next"]["dealer"] == 1
    assert not report.disagreements, report.details()


def test_kokushi_robs_a_concealed_kan_in_mahjong_soul_only():
    # Seat 1 waits on 1m for kokushi; the dealer draws the fourth 1m and makes a concealed kan. riichienv's
    # GameRule.allows_ron_on_ankan_for_kokushi_musou is on for default_mjsoul and off for default_tenhou,
    # as the scorer's kokushi_chankan_ankan ([T] no); the adapter reads the rule from the scorer.
    hands = ("111m234p567s2468s", "99m19p19s1234567z", "2233445566778p", "2233445566778s")
    wall = build_wall(hands, ["1m", "", "", ""], "2m")
    rates = Rates(ron=1.0, tsumo=0.0, riichi=0.0, call=0.0, kan=1.0, kyuushu=0.0, efficient=0.0)
    robbed = {}
    for ruleset in RULES:
        hand, report = settle(ruleset, wall, rates, scores=[50000, 25000, 15000, 10000])
        offers = [
            d for d in hand["decisions"] if d["kind"] == "offer" and d["situation"]["offer"]["how"] == "ankan"
        ]
        robbed[ruleset] = [d["situation"]["seat"] for d in offers if d["legal"]["ron"]]
        assert not report.disagreements, report.details()
    assert robbed == {"tenhou": [], "mahjongsoul": [1]}


@pytest.mark.parametrize("ruleset", RULES)
def test_a_wait_whose_four_copies_are_in_ones_own_kan_is_tenpai_at_the_draw(ruleset):
    # The dealer makes a concealed kan of 7s on its first draw and keeps 345m 456p 33s 89s: its only wait,
    # 7s, is all in its own kan. riichi.wiki "Karaten", Cases: "12s44466688p with a kan of 3s, scored as in
    # tenpai" on Tenhou and in Mahjong Soul; riichienv 0.4.11 and the engine settle it alike. Seats 1 and 2
    # are tenpai, seat 3 (five pairs of honours) is not.
    hands = ("7777s345m456p33s8s", "2233445566778m", "2233445566778p", "1122334455z19m9p")
    kan = Rates(ron=0.0, tsumo=0.0, riichi=0.0, call=0.0, kan=1.0, kyuushu=0.0, efficient=0.0)
    hand, report = settle(ruleset, build_wall(hands, ["9s", "", "", ""], "1z"), kan)
    offers = [d["situation"]["offer"] for d in hand["decisions"] if d["kind"] == "offer"]
    assert offers[0] == {"tile": "7s", "from": 0, "how": "ankan"}
    assert hand["oracle"][0]["deltas"] == [1000, 1000, 1000, -3000]
    assert (hand["next"]["dealer"], hand["next"]["honba"]) == (0, 1)
    assert not report.disagreements, report.details()


@pytest.mark.parametrize("ruleset", RULES)
def test_the_discard_after_four_kans_by_two_players_may_only_be_ronned(ruleset):
    # The dealer and seat 1 make two concealed kans each on their first turns; seat 1 then lets 4z go and
    # seat 3, holding two 4z, is offered no pon: riichi.wiki Tochuu ryuukyoku, Suu kaikan ("Most rules abort
    # the hand when the following discard is not a winning tile"); riichienv 0.4.11 aborts the hand.
    hands = ("1111m9999m234p55s", "1111p9999p234s55m", "556677z345678m9s", "223344s2344z567p")
    kan = Rates(ron=0.0, tsumo=0.0, riichi=0.0, call=0.0, kan=1.0, kyuushu=0.0, efficient=0.0)
    hand, report = settle(ruleset, build_wall(hands, ["", "", "", ""], "1z"), kan)
    last = [d for d in hand["decisions"] if d["kind"] == "offer"][-1]
    assert (last["situation"]["seat"], last["situation"]["offer"]["tile"]) == (3, "4z")
    assert hand["oracle"][0]["reason"] == "suukansansen"
    assert not report.disagreements, report.details()
