"""The discard table: shanten and improving tiles of every discard, checked against the `mahjong` package,
on hand-made hands a player would recognise, and by properties that must hold for any hand."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mahjong.shanten import Shanten

from rules.scoring import (
    Meld,
    ScoringError,
    Situation,
    Tile,
    best_choices,
    discard_table,
    hand_prospect,
    parse_tiles,
)

WALL = [kind for kind in range(34) for _ in range(4)]


def table_of(text: str, visible: str = "", **options):
    return discard_table(parse_tiles(text), visible=parse_tiles(visible), **options)


def summary(choice) -> tuple[str, int, int]:
    return choice.tile.mpsz(), choice.prospect.shanten, choice.prospect.total


def draws(choice) -> dict[str, int]:
    return {draw.tile.mpsz(): draw.unseen for draw in choice.prospect.draws}


def dealt(rng: random.Random, size: int) -> list[int]:
    """Tile kinds of a hand of `size` dealt from a shuffled wall."""
    wall = WALL[:]
    rng.shuffle(wall)
    return sorted(wall[:size])


def test_the_shanten_after_every_discard_agrees_with_the_mahjong_package_on_20000_hands():
    rng = random.Random(13)
    checked = 0
    for _ in range(20_000):
        kinds = dealt(rng, 14)
        counts = [0] * 34
        for kind in kinds:
            counts[kind] += 1
        table = discard_table([Tile(kind) for kind in kinds], value_waits=False)
        assert sorted(choice.tile.kind for choice in table) == sorted(set(kinds))
        for choice in table:
            counts[choice.tile.kind] -= 1
            assert choice.prospect.shanten == Shanten.calculate_shanten(counts), (kinds, choice.tile)
            counts[choice.tile.kind] += 1
            checked += 1
    assert checked > 20_000 * 10


def _reference_draws(counts: list[int], seen: list[int], melds: int) -> dict[int, int]:
    """Improving tiles by trying every draw with the `mahjong` package: kind -> unseen copies."""
    shapes = {"use_chiitoitsu": not melds, "use_kokushi": not melds}
    base = Shanten.calculate_shanten(counts, **shapes)
    found = {}
    for kind in range(34):
        if seen[kind] >= 4:
            continue
        counts[kind] += 1
        if Shanten.calculate_shanten(counts, **shapes) < base:
            found[kind] = 4 - seen[kind]
        counts[kind] -= 1
    return found


@pytest.mark.parametrize("melds", [0, 1, 2])
def test_improving_tiles_agree_with_trying_every_draw_on_the_mahjong_package(melds):
    rng = random.Random(melds)
    pon_kinds = [27, 31, 33][:melds]  # called pungs of honours, kept out of the concealed tiles
    for round_index in range(60):
        wall = [kind for kind in WALL if kind not in pon_kinds]
        rng.shuffle(wall)
        kinds = sorted(wall[: 14 - 3 * melds])
        if round_index % 4 == 0:  # four of a kind: the copies limit shows there
            quad = kinds[0]
            kinds = sorted([quad] * 4 + [kind for kind in kinds if kind != quad][: 10 - 3 * melds])
        called = [Meld("pon", (Tile(kind),) * 3) for kind in pon_kinds]
        visible = [Tile(kind) for kind in wall[40:46] if kinds.count(kind) < 3]
        table = discard_table([Tile(kind) for kind in kinds], called, visible, value_waits=False)
        counts = [0] * 34
        seen = [0] * 34
        for kind in kinds + [kind for kind in pon_kinds for _ in range(3)] + [t.kind for t in visible]:
            seen[kind] += 1
        for kind in kinds:
            counts[kind] += 1
        for choice in table:
            counts[choice.tile.kind] -= 1
            expected = _reference_draws(counts, seen, melds)
            counts[choice.tile.kind] += 1
            assert {draw.tile.kind: draw.unseen for draw in choice.prospect.draws} == expected, (
                kinds,
                choice,
            )


def test_a_one_shanten_hand_has_one_clear_best_discard():
    table = table_of("34455m1345p12379s")
    assert summary(table[0]) == ("1p", 1, 25)
    assert [choice.tile.mpsz() for choice in best_choices(table)] == ["1p"]
    assert table[1].prospect.total == 13


def test_two_useless_tiles_tie_and_both_are_best():
    table = table_of("234m4568p67s24s99s1z")
    assert [summary(choice) for choice in best_choices(table)] == [("8p", 1, 12), ("1z", 1, 12)]
    assert draws(table[0]) == {"3s": 4, "5s": 4, "8s": 4}


def test_seven_pairs_keep_the_single_with_most_copies_left():
    alone = table_of("1133m5577p22s4s6s17z")
    assert {choice.tile.mpsz() for choice in best_choices(alone)} == {"4s", "6s", "1z", "7z"}
    assert draws(alone[0]) == {"6s": 3, "1z": 3, "7z": 3}  # seven pairs only: 5s is no help here
    seen = table_of("1133m5577p22s4s6s17z", visible="11z")
    assert [summary(choice) for choice in best_choices(seen)] == [("1z", 1, 9)]
    assert summary(seen[1])[2] == 7


def test_the_best_count_of_tiles_is_not_always_the_best_shape():
    table = table_of("123456m78p23457s2z")
    assert summary(table[0]) == ("2z", 1, 27)
    assert summary(table[1]) == ("7s", 1, 17)
    # Keeping 2z costs ten tiles now, but each tenpai reached after cutting 7s waits on more tiles.
    assert _mean_waits_after(table, "7s") > _mean_waits_after(table, "2z")


def _mean_waits_after(table, discard: str) -> float:
    hand = list(parse_tiles("123456m78p23457s2z"))
    choice = next(choice for choice in table if choice.tile.mpsz() == discard)
    hand.remove(choice.tile)
    weighted = 0
    for draw in choice.prospect.draws:
        weighted += draw.unseen * discard_table([*hand, draw.tile], value_waits=False)[0].prospect.total
    return weighted / choice.prospect.total


def test_thirteen_orphans_counts_its_missing_orphans():
    table = table_of("19m19p19s1234566z5m")
    assert summary(table[0]) == ("5m", 0, 4)
    assert draws(table[0]) == {"7z": 4}
    assert table[0].prospect.waits[0].score.yakuman == 1


def test_a_tenpai_discard_scores_each_wait_under_the_situation():
    table = table_of("234m567p2345s1177z", situation=Situation(riichi=True, seat_wind="S"))
    waits = {
        wait.tile.mpsz(): (wait.unseen, wait.score.han, wait.score.total) for wait in table[0].prospect.waits
    }
    assert summary(table[0]) == ("2s", 0, 4)
    assert waits == {"1z": (2, 2, 2600), "7z": (2, 2, 2600)}


def test_a_wait_without_yaku_says_so():
    table = table_of("234m567p2345s2255z")
    south, white = table[0].prospect.waits
    assert (south.tile.mpsz(), south.score, south.error) == ("2z", None, "no_yaku")
    assert (white.tile.mpsz(), white.error, white.score.yaku) == ("5z", None, (("yakuhai_haku", 1),))


def test_a_called_pung_leaves_four_sets_to_count():
    table = discard_table(parse_tiles("234m567p23459s"), [Meld.from_mpsz("pon", "777z")])
    assert summary(table[0]) == ("9s", 0, 6)
    assert draws(table[0]) == {"2s": 3, "5s": 3}
    assert table[0].prospect.waits[0].score.yaku == (("yakuhai_chun", 1),)


def test_a_hand_of_the_wrong_size_or_with_a_fifth_copy_is_refused():
    with pytest.raises(ScoringError) as raised:
        table_of("123m")
    assert raised.value.code == "wrong_tile_count"
    with pytest.raises(ScoringError) as raised:
        table_of("11112m456p789s123z", visible="1m")
    assert raised.value.code == "too_many_copies"


def test_thirteen_tiles_give_their_improving_tiles():
    prospect = hand_prospect(parse_tiles("123m456p78s24s99s1z"))
    assert prospect.shanten == 1
    # 1z too: with 11z as the pair, 78s takes one 9s and the hand waits on 3s.
    assert {draw.tile.mpsz(): draw.unseen for draw in prospect.draws} == {"3s": 4, "6s": 4, "9s": 2, "1z": 3}
    assert prospect.total == 13
    assert prospect.waits == ()


kinds_lists = st.lists(st.integers(0, 33), min_size=14, max_size=14).filter(
    lambda kinds: all(kinds.count(kind) <= 4 for kind in kinds)
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kinds_lists, st.lists(st.integers(0, 33), max_size=12))
def test_no_discard_is_listed_below_one_that_leaves_a_higher_shanten(kinds, extra):
    visible: list[int] = []
    for kind in extra:  # tiles in sight elsewhere, never a fifth copy
        if kinds.count(kind) + visible.count(kind) < 4:
            visible.append(kind)
    table = discard_table([Tile(kind) for kind in kinds], visible=[Tile(kind) for kind in visible])
    for better, worse in pairwise(table):
        assert better.prospect.shanten <= worse.prospect.shanten
        if better.prospect.shanten == worse.prospect.shanten:
            assert better.prospect.total >= worse.prospect.total
    for choice in table:
        for draw in choice.prospect.draws:
            assert 0 <= draw.unseen <= 4 - kinds.count(draw.tile.kind) - visible.count(draw.tile.kind)
        assert choice.prospect.total == sum(draw.unseen for draw in choice.prospect.draws)
        assert bool(choice.prospect.waits) == (choice.prospect.shanten == 0 and bool(choice.prospect.draws))
