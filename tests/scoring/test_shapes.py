"""Hand analysis: splits, waits of 13 tiles (a fifth copy is no wait) and the shanten number."""

from __future__ import annotations

from rules.scoring import analyse_13, parse_tiles, shanten
from rules.scoring.shapes import is_complete, is_seven_pairs, is_thirteen_orphans, standard_splits
from rules.scoring.tiles import counts_of
from tests.scoring.helpers import error, score


def counts(text: str) -> list[int]:
    return counts_of(parse_tiles(text))


def test_a_pure_triple_chow_splits_two_ways():
    assert len(standard_splits(counts("111222333m456p11z"))) == 2


def test_a_hand_with_a_lonely_honour_has_no_split():
    assert standard_splits(counts("123m456p789s1z2345s")) == []


def test_seven_pairs_need_seven_different_pairs():
    assert is_seven_pairs(counts("1133m5577p22s4466z"))
    assert not is_seven_pairs(counts("1111m5577p22s4466z"))


def test_thirteen_orphans_needs_every_terminal_and_honour():
    assert is_thirteen_orphans(counts("19m19p19s1234567z1m"))
    assert not is_thirteen_orphans(counts("19m19p19s1234566z1m"))


def test_a_two_sided_wait():
    assert analyse_13(counts("123m456p789s22z23s")).waits_mpsz() == "14s"


def test_the_nine_sided_wait_of_pure_nine_gates():
    assert analyse_13(counts("1112345678999p")).waits_mpsz() == "123456789p"


def test_thirteen_orphans_waits_on_thirteen_tiles():
    assert len(analyse_13(counts("19m19p19s1234567z")).waits) == 13


def test_a_wait_on_a_tile_whose_four_copies_are_held_is_no_wait():
    # 1111m + three sets waits only on a fifth 1m, so the hand is not tenpai (seed 002)
    analysis = analyse_13(counts("1111m456p789s123s"))
    assert analysis.waits == ()
    assert not analysis.tenpai


def test_a_wait_on_a_tile_held_in_a_meld_counts_the_meld():
    hand = counts("23m456p22z")
    seen = counts("23m456p22z1111m")
    assert analyse_13(hand, melds=1, seen=tuple(seen)).waits_mpsz() == "4m"


def test_tenpai_is_zero_shanten():
    analysis = analyse_13(counts("123m456p789s22z23s"))
    assert analysis.tenpai
    assert analysis.shanten == 0


def test_a_hand_one_tile_from_tenpai_is_one_shanten():
    analysis = analyse_13(counts("123m456p789s2z239s"))
    assert not analysis.tenpai
    assert analysis.shanten == 1
    assert analysis.waits == ()


def test_shanten_takes_the_best_of_the_three_shapes():
    assert shanten(counts("1133m5577p22s467z")) == 1  # seven pairs: six pairs
    assert shanten(counts("19m19p19s123456z5m")) == 1  # thirteen orphans: one honour short
    assert shanten(counts("147m258p369s1234z")) == 6


def test_a_complete_hand_is_minus_one_shanten():
    assert shanten(counts("123m456p789s22z234s")) == -1


def test_is_complete_counts_melds_out_of_seven_pairs():
    assert is_complete(counts("1133m5577p22s4466z"))
    assert not is_complete(counts("1133m5577p22s4466z"), melds=1)


def test_the_not_complete_error_reports_the_waits_without_the_winning_tile():
    response = score("123m45p789s22z1456s", "1s")
    assert error(response) == "not_complete"
    assert "waits on 36p" in response["error"]["message"]


def test_shanten_agrees_with_the_mahjong_package_on_random_hands():
    import random

    from mahjong.shanten import Shanten

    reference = Shanten()
    rng = random.Random(7)
    for size, melds in ((13, 0), (13, 0), (10, 1), (7, 2), (4, 3)):
        for _ in range(60):
            wall = [kind for kind in range(34) for _ in range(4)]
            rng.shuffle(wall)
            hand = [0] * 34
            for kind in wall[:size]:
                hand[kind] += 1
            expected = reference.calculate_shanten(hand, use_chiitoitsu=not melds, use_kokushi=not melds)
            assert shanten(hand, melds) == expected, hand
