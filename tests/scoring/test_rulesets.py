"""Rulesets as data: the decisions of rulesets.md, house-rule overrides and the comparison facts."""

from __future__ import annotations

from dataclasses import fields

import pytest

from rules.scoring import GAME_FACTS, RULESETS, ScoringError, get_ruleset
from rules.scoring.rulesets import DOUBLE_YAKUMAN_PATTERNS, GameFacts


def test_the_five_named_rulesets_exist_and_ema_is_the_default():
    assert set(RULESETS) == {"ema", "wrc", "tenhou", "mahjongsoul", "mleague"}
    assert get_ruleset().name == "ema"


def test_ema_follows_the_decisions_of_the_reference():
    ema = RULESETS["ema"]
    assert (ema.kiriage, ema.double_wind_pair_fu, ema.renhou, ema.yakuman_stacking) == (
        False,
        4,
        "mangan",
        False,
    )
    assert (ema.kazoe, ema.aka_dora, ema.nagashi_mangan, ema.kokushi_chankan_ankan) == (
        "sanbaiman",
        False,
        False,
        True,
    )
    assert ema.double_yakuman == ()


def test_wrc_is_ema_with_kiriage():
    differences = {
        f.name
        for f in fields(RULESETS["ema"])
        if getattr(RULESETS["ema"], f.name) != getattr(RULESETS["wrc"], f.name)
    }
    assert differences == {"name", "kiriage"}


def test_open_all_chow_ron_rinshan_fu_and_pinfu_tsumo_are_the_same_everywhere():
    for ruleset in RULESETS.values():
        assert ruleset.open_pinfu_fu
        assert ruleset.rinshan_tsumo_fu
        assert not ruleset.pinfu_tsumo_fu


def test_mahjongsoul_has_the_four_double_patterns_and_stacking_without_kiriage():
    soul = RULESETS["mahjongsoul"]
    assert set(soul.double_yakuman) == set(DOUBLE_YAKUMAN_PATTERNS)
    assert soul.yakuman_stacking
    assert not soul.kiriage


def test_mleague_pays_the_double_wind_pair_two_fu_and_makes_suukantsu_a_pao_yakuman():
    assert RULESETS["mleague"].double_wind_pair_fu == 2
    assert "suukantsu" in RULESETS["mleague"].pao


def test_an_override_makes_a_house_ruleset_without_touching_the_named_one():
    house = get_ruleset("ema", {"kiriage": True, "local_yaku": ["sanrenkou"]})
    assert house.kiriage
    assert house.local_yaku == ("sanrenkou",)
    assert not RULESETS["ema"].kiriage


@pytest.mark.parametrize(
    "overrides", [{"nope": 1}, {"kiriage": "yes"}, {"renhou": "double"}, {"pao": ["tsuuiisou"]}]
)
def test_a_bad_override_raises_bad_rule(overrides):
    with pytest.raises(ScoringError) as raised:
        get_ruleset("ema", overrides)
    assert raised.value.code == "bad_rule"


def test_an_unknown_ruleset_raises_unknown_ruleset():
    with pytest.raises(ScoringError) as raised:
        get_ruleset("riichi_city")
    assert raised.value.code == "unknown_ruleset"


def test_a_ruleset_serialises_to_plain_data_for_the_api():
    data = RULESETS["mahjongsoul"].as_dict()
    assert data["name"] == "mahjongsoul"
    assert isinstance(data["double_yakuman"], list)


def test_every_ruleset_carries_every_comparison_fact_with_its_source():
    assert set(GAME_FACTS) == set(RULESETS)
    for name, facts in GAME_FACTS.items():
        for field in fields(GameFacts):
            fact = getattr(facts, field.name)
            assert fact.value, (name, field.name)
            assert fact.sources, (name, field.name)


def test_unconfirmed_facts_are_marked_uncertain():
    assert GAME_FACTS["mahjongsoul"].oka.uncertain
    assert not GAME_FACTS["ema"].start_points.uncertain
