"""Furiten and winning: may this player ron this tile, and tsumo stays allowed.

Hands are worked by hand; the rule: riichi.wiki Furiten, [E] RCR 2016 §3.4.5, riichienv's legal actions.
"""

import pytest

from rules.play import (
    PlayerHand,
    SituationError,
    Tile,
    WinContext,
    furiten,
    may_rob_kan,
    may_ron,
    may_tsumo,
    play_rules,
)

EMA = play_rules("ema")
# 234m 567p 678s and 2345s: waits 2s and 5s (2345s = 234s + 5s or 345s + 2s)
WAITING = "234m567p2345s678s"


def t(text):
    return Tile.from_mpsz(text)


def test_a_wait_among_ones_own_discards_is_permanent_furiten_for_every_wait():
    hand = PlayerHand.from_mpsz(WAITING, discards="9m5s")
    assert furiten(hand) == ("permanent",)
    verdict = may_ron(hand, t("2s"), EMA)  # 2s itself was never discarded: still furiten
    assert (verdict.allowed, verdict.reason, verdict.furiten) == (False, "furiten", ("permanent",))


def test_a_winning_tile_let_pass_is_temporary_furiten():
    hand = PlayerHand.from_mpsz(WAITING, passed="2s")
    assert may_ron(hand, t("5s"), EMA).furiten == ("temporary",)


def test_a_winning_tile_let_pass_after_riichi_is_riichi_furiten():
    hand = PlayerHand.from_mpsz(WAITING, riichi=True, passed_in_riichi="1m5s")
    assert may_ron(hand, t("2s"), EMA).furiten == ("riichi",)


def test_tiles_let_pass_that_are_not_waits_change_nothing():
    hand = PlayerHand.from_mpsz(WAITING, discards="1m9p", passed="3s", riichi=True, passed_in_riichi="4s")
    assert furiten(hand) == ()
    assert may_ron(hand, t("5s"), EMA).allowed


def test_the_kinds_add_up():
    hand = PlayerHand.from_mpsz(WAITING, discards="2s", passed="5s", riichi=True, passed_in_riichi="5s")
    assert furiten(hand) == ("permanent", "temporary", "riichi")


def test_a_tile_that_is_no_wait_cannot_be_ronned():
    assert may_ron(PlayerHand.from_mpsz(WAITING), t("3s"), EMA).reason == "not_waiting"


def test_an_open_hand_without_yaku_cannot_ron():
    # 123m 789p chi, 11z East pair, 456s, 78s waiting 6s/9s: no yaku for a South seat
    hand = PlayerHand.from_mpsz("123m11z456s78s", [("chi", "789p")])
    verdict = may_ron(hand, t("9s"), EMA, WinContext(seat_wind="S"))
    assert (verdict.allowed, verdict.reason) == (False, "no_yaku")


def test_a_ron_comes_with_the_scorers_response():
    verdict = may_ron(PlayerHand.from_mpsz(WAITING), t("2s"), EMA, WinContext(seat_wind="S"))
    assert verdict.allowed
    assert verdict.score is not None
    assert verdict.score["payment"] == {"ron": 1300}  # tanyao 1 han, 40 fu (tanki reading) non-dealer


def test_a_furiten_player_may_still_tsumo():
    hand = PlayerHand.from_mpsz(WAITING, discards="5s")
    verdict = may_tsumo(hand, t("5s"), EMA)
    assert (verdict.allowed, verdict.reason, verdict.furiten) == (True, "tsumo", ("permanent",))


def test_an_open_hand_without_yaku_cannot_tsumo_either():
    hand = PlayerHand.from_mpsz("123m11z456s78s", [("chi", "789p")])
    assert may_tsumo(hand, t("6s"), EMA, WinContext(seat_wind="S")).reason == "no_yaku"


def test_riichi_is_a_yaku_for_a_closed_hand_that_has_no_other():
    hand = PlayerHand.from_mpsz("123m789p11z456s78s", riichi=True)
    assert may_ron(hand, t("9s"), EMA, WinContext(seat_wind="S")).allowed


def test_a_wait_on_a_tile_all_four_held_is_no_wait():
    # four 1m held (no kan): a fifth 1m does not exist, so 1m is no wait
    hand = PlayerHand.from_mpsz("1111m234p567s999s")
    assert 0 not in hand.waits  # no fifth 1m


def test_a_wait_whose_four_copies_are_in_ones_own_melds_is_tenpai():
    # riichi.wiki "Karaten", Cases: "On Tenhou, there have been reports of a hand containing 12s44466688p
    # with a kan of 3s, scored as in tenpai. Likewise, the same kind of case is allowable in Mahjong Soul."
    # riichienv 0.4.11 agrees (playdiff, hanchan tenhou seed 125): 345m 33s 89s beside 7777s and 456p waits
    # only on 7s, all four in its own open kan, and is tenpai at the draw.
    kan = PlayerHand.from_mpsz("345m33s89s", [("kan", "7777s"), ("chi", "456p")])
    assert kan.waits_mpsz() == "7s"
    assert kan.tenpai
    wiki = PlayerHand.from_mpsz("12s44466688p", [("ankan", "3333s")])
    assert wiki.waits_mpsz() == "3s"
    # Four copies among the concealed tiles stay no wait (the same page: 123456789m5555p is noten).
    assert not PlayerHand.from_mpsz("123456789m5555p").tenpai


def test_a_win_is_asked_of_thirteen_tiles():
    with pytest.raises(SituationError) as caught:
        may_ron(PlayerHand.from_mpsz(WAITING + "9m"), t("2s"), EMA)
    assert caught.value.rule == "wrong_tile_count"


# Robbing a kan (chankan): a tile added to a pon is robbed as a ron is, furiten included; a concealed kan
# only by thirteen orphans, where the ruleset allows it ([E] yes, [T] no, [M] yes, [L] no).
ORPHANS_ON_RED = PlayerHand.from_mpsz("119m19p19s123456z")


@pytest.mark.parametrize(
    ("ruleset", "allowed"), [("ema", True), ("tenhou", False), ("mahjongsoul", True), ("mleague", False)]
)
def test_only_thirteen_orphans_robs_a_concealed_kan_and_only_where_allowed(ruleset, allowed):
    verdict = may_rob_kan(ORPHANS_ON_RED, Tile.from_mpsz("7z"), play_rules(ruleset), concealed=True)
    assert (verdict.allowed, verdict.reason) == (allowed, "ron" if allowed else "concealed_kan")


def test_no_other_hand_robs_a_concealed_kan():
    hand = PlayerHand.from_mpsz("234m567p678s46s55z")
    verdict = may_rob_kan(hand, Tile.from_mpsz("5s"), play_rules("ema"), concealed=True)
    assert (verdict.allowed, verdict.reason) == (False, "concealed_kan")


def test_an_added_kan_is_robbed_as_a_ron_with_chankan_and_furiten_stops_it():
    hand = PlayerHand.from_mpsz("234m567p678s46s55z")
    verdict = may_rob_kan(hand, Tile.from_mpsz("5s"), play_rules("ema"), concealed=False)
    assert verdict.allowed
    assert "chankan" in {item["key"] for item in verdict.score["yaku"]}
    furiten_hand = PlayerHand.from_mpsz("234m567p678s46s55z", discards="5s")
    assert (
        may_rob_kan(furiten_hand, Tile.from_mpsz("5s"), play_rules("ema"), concealed=False).reason
        == "furiten"
    )
