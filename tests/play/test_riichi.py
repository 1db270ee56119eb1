"""Riichi: closed, tenpai, the ruleset's points and wall conditions, double riichi, kans after riichi."""

from rules.play import PlayerHand, Tile, may_ankan_in_riichi, may_riichi, play_rules, riichi_discards

# 123m 456p 789s 2345s and a drawn 9m: discarding 9m, 2s or 5s leaves a tenpai hand
HAND = PlayerHand.from_mpsz("123m456p789s2345s9m")


def test_a_closed_tenpai_hand_with_points_and_tiles_may_declare():
    verdict = may_riichi(HAND, play_rules("tenhou"), points=25000, tiles_left=20)
    assert (verdict.allowed, verdict.reason, verdict.double) == (True, "riichi", False)
    assert [t.mpsz() for t in verdict.discards] == ["9m", "2s", "5s"]


def test_tenhou_refuses_riichi_below_the_stick():
    # [T] at least 1000 points
    assert may_riichi(HAND, play_rules("tenhou"), points=999, tiles_left=20).reason == "points"


def test_ema_allows_riichi_at_any_score():
    # [E] rulesets.md: any score
    assert may_riichi(HAND, play_rules("ema"), points=-3000, tiles_left=20).allowed


def test_three_tiles_left_are_too_few_where_four_are_needed():
    # [E] [W] [T]: at least 4 tiles in the wall
    assert may_riichi(HAND, play_rules("wrc"), points=30000, tiles_left=3).reason == "wall"
    assert may_riichi(HAND, play_rules("wrc"), points=30000, tiles_left=4).allowed


def test_mleague_allows_riichi_with_no_draw_left():
    # [L] allowed with no draw left
    assert may_riichi(HAND, play_rules("mleague"), points=0, tiles_left=0).allowed


def test_an_open_hand_cannot_declare():
    hand = PlayerHand.from_mpsz("456p789s2345s9m", [("chi", "123m")])
    assert may_riichi(hand, play_rules("ema"), points=30000, tiles_left=20).reason == "open_hand"


def test_a_concealed_kan_keeps_the_hand_closed():
    hand = PlayerHand.from_mpsz("456p789s2345s9m", [("ankan", "1111z")])
    assert may_riichi(hand, play_rules("ema"), points=30000, tiles_left=20).allowed


def test_a_hand_one_tile_short_of_tenpai_cannot_declare():
    hand = PlayerHand.from_mpsz("123m456p789s2358s9m")
    assert may_riichi(hand, play_rules("ema"), points=30000, tiles_left=20).reason == "not_tenpai"


def test_riichi_on_the_first_uninterrupted_turn_is_a_double_riichi():
    assert may_riichi(HAND, play_rules("ema"), points=30000, tiles_left=60, first_turn=True).double


def test_a_second_declaration_is_refused():
    hand = PlayerHand.from_mpsz("123m456p789s2345s9m", riichi=True)
    assert may_riichi(hand, play_rules("ema"), points=30000, tiles_left=20).reason == "already_riichi"


def test_riichi_discards_lists_one_tile_per_kind():
    hand = PlayerHand.from_mpsz("123m456p789s2345s5s")  # 5s twice: 55s pair, 234s + wait; one 5s listed
    assert [t.mpsz() for t in riichi_discards(hand)].count("5s") == 1


def test_a_kan_in_riichi_that_keeps_the_waits_is_allowed():
    # 111m 456p 789s 2345s waits 2s/5s; with the fourth 1m drawn, the kan keeps 2s/5s (riichienv's rule)
    hand = PlayerHand.from_mpsz("111m456p789s2345s1m", riichi=True)
    assert may_ankan_in_riichi(hand, Tile.from_mpsz("1m"))


def test_a_kan_in_riichi_that_changes_the_waits_is_refused():
    # 111m23m 456p 789s 22s waits on 1m, 4m (111m 234m 22s) and 2s (11m 123m 222s); after a kan of
    # 1m only 4m is left: the kan changes the waits
    hand = PlayerHand.from_mpsz("111m23m456p789s22s1m", riichi=True)
    assert not may_ankan_in_riichi(hand, Tile.from_mpsz("1m"))


def test_only_the_drawn_tile_may_be_konged_in_riichi():
    hand = PlayerHand.from_mpsz("1111m456p789s234s5s", riichi=True)
    assert not may_ankan_in_riichi(hand, Tile.from_mpsz("5s"))
