"""The play parameters: one value per ruleset with its source, and house rules by overrides."""

import pytest

from rules.play import PLAY_RULES, PLAY_SOURCES, PlayRules, play_rules
from rules.scoring import RULESETS, ScoringError

SOURCE_KEYS = {"E", "W", "T", "M", "L"}


def test_every_ruleset_of_the_scorer_has_rules_of_play():
    assert set(PLAY_RULES) == set(RULESETS)


def test_every_value_names_its_source_or_is_marked_unconfirmed_with_a_reason():
    for name, sources in PLAY_SOURCES.items():
        assert set(sources) == set(PLAY_RULES[name].as_dict()) - {"name"}
        for key, source in sources.items():
            assert source.note, (name, key)
            assert source.unconfirmed or (set(source.keys) <= SOURCE_KEYS and source.keys), (name, key)


def test_tenhou_needs_the_stick_and_four_tiles_to_declare_riichi():
    # [T] rulesets.md: 1000; at least 1000 points; at least 4 tiles
    rules = play_rules("tenhou")
    assert (rules.riichi_needs_stick, rules.riichi_min_wall) == (True, 4)


def test_mleague_allows_riichi_without_points_or_a_draw_left():
    # [L] rulesets.md: allowed below 1000 points and with no draw left
    rules = play_rules("mleague")
    assert (rules.riichi_needs_stick, rules.riichi_min_wall) == (False, 0)


def test_multiple_ron_follows_each_ruleset():
    # rulesets.md "Multiple ron" row
    assert [play_rules(n).head_bump for n in ("ema", "wrc", "tenhou", "mahjongsoul", "mleague")] == [
        False,
        True,
        False,
        False,
        True,
    ]
    assert play_rules("tenhou").has_abortive("sanchahou")
    assert not play_rules("mahjongsoul").has_abortive("sanchahou")


def test_a_house_rule_overrides_a_play_parameter_and_keeps_the_rest():
    rules = play_rules("ema", {"agari_yame": True})
    assert rules.agari_yame is True
    assert rules.bust is PLAY_RULES["ema"].bust


def test_scoring_keys_in_the_same_overrides_reach_the_scorer():
    rules = play_rules("ema", {"kiriage": True, "bust": True})
    assert rules.scoring.kiriage is True
    assert rules.scoring_request_fields == {"ruleset": "ema", "rules": {"kiriage": True}}


def test_nagashi_mangan_is_read_from_the_scorer():
    assert play_rules("tenhou").nagashi_mangan is True
    assert play_rules("ema").nagashi_mangan is False
    assert play_rules("ema", {"nagashi_mangan": True}).nagashi_mangan is True


@pytest.mark.parametrize(
    "overrides",
    [{"bust": "yes"}, {"riichi_min_wall": 9}, {"abortive_draws": ["kyuushu_kyuuhai", "nope"]}, {"nope": 1}],
)
def test_a_bad_override_is_refused_as_the_scorer_refuses_it(overrides):
    with pytest.raises(ScoringError) as caught:
        play_rules("tenhou", overrides)
    assert caught.value.code == "bad_rule"


def test_an_unknown_ruleset_is_refused():
    with pytest.raises(ScoringError) as caught:
        play_rules("club")
    assert caught.value.code == "unknown_ruleset"


def test_a_list_override_is_kept_as_a_tuple_without_repeats():
    rules = play_rules("ema", {"abortive_draws": ["suukaikan", "suukaikan"]})
    assert rules.abortive_draws == ("suukaikan",)
    assert isinstance(rules, PlayRules)
