"""Calls: chi from the left only, pon and open kan from anyone, swap-calling, kans and claim priority."""

import pytest

from rules.play import (
    Claim,
    PlayerHand,
    SituationError,
    Tile,
    call_options,
    kan_options,
    play_rules,
    resolve_claims,
)

EMA = play_rules("ema")
TENHOU = play_rules("tenhou")


def t(text):
    return Tile.from_mpsz(text)


def kinds(options):
    return [(o.kind, "".join(tile.mpsz() for tile in o.tiles)) for o in options]


def test_chi_is_offered_only_on_the_discard_of_the_player_on_the_left():
    hand = PlayerHand.from_mpsz("56p123m789s11z999m")
    left = call_options(hand, t("7p"), caller=1, discarder=0, rules=EMA, tiles_left=30)
    across = call_options(hand, t("7p"), caller=2, discarder=0, rules=EMA, tiles_left=30)
    assert kinds(left) == [("chi", "5p6p")]
    assert across == ()


def test_pon_and_open_kan_are_offered_from_anyone():
    hand = PlayerHand.from_mpsz("56p123m789s11z999m")
    options = call_options(hand, t("9m"), caller=3, discarder=1, rules=EMA, tiles_left=30)
    assert kinds(options) == [("pon", "9m9m"), ("daiminkan", "9m9m9m")]


def test_a_red_five_makes_a_second_chi_choice():
    hand = PlayerHand.from_mpsz("4p05p123m789s11z99m")
    options = call_options(hand, t("6p"), caller=1, discarder=0, rules=EMA, tiles_left=30)
    assert sorted(kinds(options)) == [("chi", "4p0p"), ("chi", "4p5p")]


def test_kuikae_forbids_the_called_tile_and_the_other_end_of_the_run():
    # riichi.wiki Kuikae example 1: 56p called on 7p, the 4p is a forbidden discard; [T] riichienv
    hand = PlayerHand.from_mpsz("456p123m789s11z99m")
    (chi,) = [
        o
        for o in call_options(hand, t("7p"), caller=1, discarder=0, rules=TENHOU, tiles_left=30)
        if o.tiles == (t("5p"), t("6p"))
    ]
    assert chi.forbidden == (t("4p").kind, t("7p").kind)


def test_a_call_that_leaves_only_forbidden_discards_is_not_offered():
    # 4567p beside three melds: a chi of 56p on 7p would leave 4p and 7p, both forbidden (riichienv)
    hand = PlayerHand.from_mpsz("4567p", [("pon", "555z"), ("pon", "666z"), ("chi", "789s")])
    assert call_options(hand, t("7p"), caller=1, discarder=0, rules=TENHOU, tiles_left=30) == ()


def test_without_kuikae_the_same_chi_is_offered():
    hand = PlayerHand.from_mpsz("4567p", [("pon", "555z"), ("pon", "666z"), ("chi", "789s")])
    rules = play_rules("tenhou", {"kuikae_forbidden": False})
    options = call_options(hand, t("7p"), caller=1, discarder=0, rules=rules, tiles_left=30)
    assert kinds(options) == [("chi", "5p6p")]


def test_no_call_on_the_last_discard_and_none_in_riichi():
    # [E] RCR 2016 §3.4.1: the last tile can only be claimed for a win
    hand = PlayerHand.from_mpsz("56p123m789s11z999m")
    assert call_options(hand, t("9m"), caller=1, discarder=0, rules=EMA, tiles_left=0) == ()
    riichi = PlayerHand.from_mpsz("56p123m789s11z999m", riichi=True)
    assert call_options(riichi, t("9m"), caller=1, discarder=0, rules=EMA, tiles_left=30) == ()


def test_no_fifth_kan():
    # EMA plays no suukaikan: after four kans by three players the pon stays, the kan does not
    hand = PlayerHand.from_mpsz("56p123m789s11z999m")
    options = call_options(
        hand, t("9m"), caller=1, discarder=0, rules=EMA, tiles_left=30, kan_owners=(0, 2, 3, 3)
    )
    assert [o.kind for o in options] == ["pon"]
    drawn = PlayerHand.from_mpsz("1111m456p789s223s").with_tile(t("3s"))
    assert kan_options(drawn, rules=EMA, tiles_left=30, kan_owners=(0, 2, 3, 3)) == ()


@pytest.mark.parametrize("ruleset", ["tenhou", "mahjongsoul"])
def test_after_four_kans_by_two_players_the_next_discard_may_only_be_ronned(ruleset):
    # riichi.wiki Tochuu ryuukyoku, Suu kaikan: "Most rules abort the hand when the following discard is not
    # a winning tile"; riichienv 0.4.11 offers no pon there (playdiff, hanchan tenhou seed 223: seat 0 with
    # two concealed kans, seat 1 with an added and a concealed kan, then seat 1 discards 3p; seat 2 has two 3p).
    hand = PlayerHand.from_mpsz("0335p789p34s6677m")
    rules = play_rules(ruleset)
    after = call_options(
        hand, t("3p"), caller=2, discarder=1, rules=rules, tiles_left=9, kan_owners=(0, 0, 1, 1)
    )
    assert after == ()
    # Four kans by one player are no abortive draw (suukantsu may follow): the pon stays, no fifth kan.
    one = call_options(
        hand, t("3p"), caller=2, discarder=1, rules=rules, tiles_left=9, kan_owners=(1, 1, 1, 1)
    )
    assert [o.kind for o in one] == ["pon"]
    three = call_options(
        hand, t("3p"), caller=2, discarder=1, rules=rules, tiles_left=9, kan_owners=(0, 0, 1)
    )
    assert [o.kind for o in three] == ["pon"]


def test_concealed_and_added_kans_on_ones_turn():
    hand = PlayerHand.from_mpsz("1111m456p789s", [("pon", "777z")]).with_tile(t("7z"))
    assert [(k.kind, k.tile) for k in kan_options(hand, rules=EMA, tiles_left=10)] == [
        ("ankan", 0),
        ("shouminkan", 33),
    ]
    assert kan_options(hand, rules=EMA, tiles_left=0) == ()  # [E] §3.4.1 no kan on the last tile


def test_in_riichi_only_the_drawn_tiles_kan_that_keeps_the_waits():
    hand = PlayerHand.from_mpsz("111m456p789s2345s", riichi=True).with_tile(t("1m"))
    assert [k.tile for k in kan_options(hand, rules=EMA, tiles_left=10, drawn=t("1m"))] == [0]
    assert kan_options(hand, rules=EMA, tiles_left=10) == ()


def test_ron_comes_before_pon_and_pon_before_chi():
    claims = [Claim(1, "chi"), Claim(2, "pon")]
    assert resolve_claims(claims, 0, EMA).claims == (Claim(2, "pon"),)
    assert resolve_claims([*claims, Claim(3, "ron")], 0, EMA).kind == "ron"
    assert resolve_claims([Claim(1, "chi")], 0, EMA).kind == "call"
    assert resolve_claims([], 0, EMA).kind == "none"


def test_rons_are_ordered_from_the_discarders_right():
    claims = [Claim(0, "ron"), Claim(1, "ron")]
    assert resolve_claims(claims, 2, EMA).claims == (Claim(0, "ron"), Claim(1, "ron"))
    assert resolve_claims(claims, 2, play_rules("mleague")).claims == (Claim(0, "ron"),)  # [L] head bump


def test_a_triple_ron_is_abortive_on_tenhou_and_paid_on_mahjong_soul():
    claims = [Claim(1, "ron"), Claim(2, "ron"), Claim(3, "ron")]
    assert resolve_claims(claims, 0, TENHOU).kind == "abortive"  # [T] sanchahou
    assert len(resolve_claims(claims, 0, play_rules("mahjongsoul")).claims) == 3  # [M]


def test_a_chi_claimed_across_the_table_is_refused():
    with pytest.raises(SituationError) as caught:
        resolve_claims([Claim(2, "chi")], 0, EMA)
    assert caught.value.rule == "chi_not_from_left"
