"""Hanchan scores: the seed 002 formula, oka, uma and ties, per ruleset."""

from decimal import Decimal

import pytest

from rules.scoring.results import ResultsUnavailable, hanchan_scores, result_rules, rulesets_with_results


def scores(points: list[int], ruleset: str) -> list[Decimal]:
    return [placing.score for placing in hanchan_scores(points, ruleset)]


def test_ema_applies_the_seed_formula_without_rounding():
    assert scores([45300, 32100, 24700, 17900], "ema") == [
        Decimal("30.3"),
        Decimal("7.1"),
        Decimal("-10.3"),
        Decimal("-27.1"),
    ]


def test_ema_ties_share_the_uma_of_the_places_they_hold():
    placings = hanchan_scores([30000, 40000, 30000, 20000], "ema")
    assert [placing.place for placing in placings] == [2, 1, 2, 4]
    assert [placing.score for placing in placings] == [Decimal(0), Decimal(25), Decimal(0), Decimal(-25)]


def test_a_three_way_tie_shares_three_places():
    assert scores([30000, 30000, 30000, 30000], "wrc") == [Decimal(0)] * 4


def test_tenhou_breaks_ties_by_seat_and_gives_the_oka_to_first_place():
    placings = hanchan_scores([20000, 40000, 20000, 20000], "tenhou")
    assert [placing.place for placing in placings] == [2, 1, 3, 4]
    assert [placing.score for placing in placings] == [Decimal(0), Decimal(50), Decimal(-20), Decimal(-30)]


def test_tenhou_rounds_500_down_and_600_up_and_keeps_the_sum_at_zero():
    result = scores([41400, 30500, 17500, 10600], "tenhou")
    assert result[1:] == [Decimal(10), Decimal(-23), Decimal(-39)]
    assert sum(result) == 0


def test_mleague_first_place_gets_uma_and_oka():
    assert scores([50000, 25000, 15000, 10000], "mleague")[0] == Decimal(70)


def test_every_ruleset_with_results_sums_to_zero_when_no_stick_is_lost():
    for ruleset in rulesets_with_results():
        start = result_rules(ruleset).start_points
        points = [start + 12300, start - 4500, start + 1200, start - 9000]
        assert sum(scores(points, ruleset)) == 0, ruleset


def test_a_ruleset_with_unconfirmed_uma_has_no_formula():
    with pytest.raises(ResultsUnavailable):
        hanchan_scores([25000] * 4, "mahjongsoul")


def test_it_needs_four_totals():
    with pytest.raises(ValueError, match="4 point totals"):
        hanchan_scores([30000, 30000, 60000], "ema")
