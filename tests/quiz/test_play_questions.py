"""The rules-of-play topics as pure functions: reproducible from a seed, answered by the play engine, and
different where the rulesets differ."""

import random

import pytest

from quiz.play_questions import PLAY_TOPICS, abortive, after_hand, draws, furiten, riichi
from rules.play import Tile, may_riichi, may_ron, play_rules, riichi_discards
from rules.scoring import RULESETS

DIFFICULTIES = ("beginner", "intermediate", "expert")


@pytest.mark.parametrize("topic", list(PLAY_TOPICS))
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_every_topic_gives_the_same_question_for_the_same_seed_under_every_ruleset(topic, difficulty):
    module = PLAY_TOPICS[topic]
    for ruleset in RULESETS:
        for seed in range(15):
            first = module.generate(random.Random(seed), difficulty, ruleset, {})
            assert first == module.generate(random.Random(seed), difficulty, ruleset, {})
            assert first.request["ruleset"] == ruleset
            assert set(module.skills(first.request, first.answer, first.theme)) >= set(
                module.parts(first.request)
            )
            for skills in module.skills(first.request, first.answer, first.theme).values():
                assert set(skills) <= set(module.SKILLS)


def _right(module, drill) -> dict:
    return {part: drill.answer[part] for part in module.parts(drill.request)}


@pytest.mark.parametrize("topic", list(PLAY_TOPICS))
def test_the_engines_answer_is_right_on_every_part_and_a_changed_part_is_wrong(topic):
    module = PLAY_TOPICS[topic]
    for seed in range(40):
        drill = module.generate(random.Random(seed), "expert", "tenhou", {})
        right = _right(module, drill)
        assert all(module.grade(drill.request, drill.answer, right).values())
        part = module.parts(drill.request)[0]
        value = right[part]
        wrong = {
            str: "nonsense",
            list: [*value, "nonsense"]
            if not value or not isinstance(value[0], int)
            else [v + 100 for v in value],
            int: 99,
        }[type(value)]
        marks = module.grade(drill.request, drill.answer, {**right, part: wrong})
        assert marks[part] is False
        assert all(mark for key, mark in marks.items() if key != part)


def test_a_furiten_answer_is_the_engines_verdict_on_the_situation_shown():
    rules = play_rules("ema")
    kinds = set()
    for seed in range(60):
        drill = furiten.generate(random.Random(seed), "expert", "ema", {})
        hand = furiten.hand_of(drill.request)
        verdict = may_ron(
            hand, Tile.from_mpsz(drill.request["tile"]), rules, furiten.context_of(drill.request)
        )
        assert drill.answer["ron"] == ("yes" if verdict.allowed else "no")
        assert Tile.from_mpsz(drill.request["tile"]).kind in hand.waits
        kinds.update(drill.answer["furiten"])
        if drill.theme == "other_wait":
            assert drill.request["tile"] not in drill.request["discards"]
    assert kinds == {"permanent", "temporary", "riichi"}


def test_a_beginner_furiten_question_shows_only_closed_hands_and_permanent_furiten():
    for seed in range(40):
        drill = furiten.generate(random.Random(seed), "beginner", "wrc", {})
        assert not drill.request["melds"]
        assert not drill.request["passed"]
        assert set(drill.answer["furiten"]) <= {"permanent"}


def test_riichi_with_too_few_points_is_refused_only_where_the_stick_is_needed():
    verdicts = {}
    for ruleset in ("ema", "tenhou", "mleague"):
        for seed in range(80):
            drill = riichi.generate(random.Random(seed), "intermediate", ruleset, {})
            if drill.theme == "points":
                verdicts[ruleset] = drill.answer["riichi"]
                hand = riichi.hand_of(drill.request)
                expected = may_riichi(
                    hand,
                    play_rules(ruleset),
                    points=drill.request["points"],
                    tiles_left=drill.request["tiles_left"],
                )
                assert drill.answer["riichi"] == expected.reason
                assert drill.answer["discards"] == [t.mpsz() for t in riichi_discards(hand)]
                break
    assert verdicts == {"ema": "riichi", "tenhou": "points", "mleague": "riichi"}


def test_riichi_with_three_tiles_left_is_allowed_only_in_the_m_league():
    for ruleset, expected in (("wrc", "wall"), ("mleague", "riichi")):
        drill = next(
            d
            for seed in range(100)
            if (d := riichi.generate(random.Random(seed), "expert", ruleset, {})).theme == "wall"
        )
        assert drill.request["tiles_left"] < 4
        assert drill.answer["riichi"] == expected


def test_the_draw_payments_add_up_to_the_riichi_sticks_paid_this_hand():
    for seed in range(60):
        drill = draws.generate(random.Random(seed), "expert", "tenhou", {})
        assert sum(drill.answer["deltas"]) == -1000 * len(drill.request["riichi"])
        assert drill.answer["sticks"] == drill.request["sticks"] + len(drill.request["riichi"])
        choices = draws.delta_choices(drill.request, drill.answer, str(seed))
        assert len({tuple(c) for c in choices}) == 4
        assert drill.answer["deltas"] in choices


def test_two_tenpai_players_take_1500_from_each_noten_player():
    drill = next(
        d
        for seed in range(50)
        if (d := draws.generate(random.Random(seed), "beginner", "ema", {})).theme == "two_tenpai"
    )
    assert sorted(drill.answer["deltas"]) == [-1500, -1500, 1500, 1500]


def test_the_dealer_keeps_the_seat_when_tenpai_unless_the_house_rules_say_otherwise():
    def dealer_tenpai(overrides):
        return next(
            d
            for seed in range(80)
            if (d := after_hand.generate(random.Random(seed), "expert", "ema", overrides)).theme
            == "draw_dealer_tenpai"
        )

    assert dealer_tenpai({}).answer["dealer"] == "E"
    house = dealer_tenpai({"tenpai_renchan": False})
    assert house.answer["dealer"] == "S"
    assert house.request["rules"] == {"tenpai_renchan": False}
    assert house.answer["honba"] == house.request["honba"] + 1


def test_a_non_dealer_win_clears_the_honba_and_takes_the_sticks():
    for seed in range(60):
        drill = after_hand.generate(random.Random(seed), "expert", "tenhou", {})
        if drill.theme == "other_win":
            assert drill.answer == {**drill.answer, "dealer": "S", "honba": 0, "sticks": 0}


def test_a_double_ron_pays_both_winners_under_ema_and_only_the_nearest_under_wrc():
    def double(ruleset):
        return next(
            d
            for seed in range(50)
            if (d := abortive.generate(random.Random(seed), "expert", ruleset, {})).theme == "double_ron"
        )

    ema, wrc, tenhou = double("ema"), double("wrc"), double("tenhou")
    assert ema.request["winners"] == wrc.request["winners"] == tenhou.request["winners"]
    assert ema.answer["paid"] == ema.answer["honba_to"] == sorted(ema.request["winners"], key="ESWN".index)
    assert wrc.answer["paid"] == wrc.answer["honba_to"] == [wrc.answer["sticks_to"]]
    assert tenhou.answer["paid"] == ema.answer["paid"]
    assert tenhou.answer["honba_to"] == [tenhou.answer["sticks_to"]]


def test_four_winds_is_an_abortive_draw_under_tenhou_and_not_under_ema():
    for ruleset, expected in (("tenhou", "yes"), ("ema", "no")):
        drill = next(
            d
            for seed in range(80)
            if (d := abortive.generate(random.Random(seed), "beginner", ruleset, {})).theme == "suufon_renda"
        )
        assert drill.answer["abortive"] == expected
        assert abortive.parts(drill.request) == ["abortive"]
