"""The generator: the same seed gives the same question, hands look like real games, never a hand
without yaku, and a large expert batch shows every standard yaku."""

import json

import pytest
from django.core.management import CommandError, call_command

from quiz.generator import DIFFICULTIES, QuestionSpec, generate
from quiz.realism import coverage, figures
from quiz.topics import TOPICS
from rules.scoring import RULESETS, score_request


def batch(
    n: int, topic: str = "full", difficulty: str = "intermediate", ruleset: str = "ema", start: int = 0
):
    return [generate(QuestionSpec(seed, topic, difficulty, ruleset)) for seed in range(start, start + n)]


@pytest.mark.parametrize("topic", TOPICS)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_a_seed_always_gives_the_same_question(topic, difficulty):
    spec = QuestionSpec(seed=42, topic=topic, difficulty=difficulty, ruleset="ema")
    assert generate(spec).as_sample() == generate(spec).as_sample()


def test_different_seeds_give_different_hands():
    hands = {json.dumps(q.request, sort_keys=True) for q in batch(50)}
    assert len(hands) == 50


@pytest.mark.parametrize("ruleset", list(RULESETS))
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_every_hand_scores_with_a_yaku_and_the_answer_is_the_scorers(ruleset, difficulty):
    for question in batch(60, difficulty=difficulty, ruleset=ruleset):
        assert question.answer == score_request(question.request)
        assert question.answer["yaku"], question.request


def test_beginner_hands_are_closed_ron_hands_without_kans_or_dora():
    for question in batch(200, difficulty="beginner"):
        assert question.request["melds"] == []
        assert not question.request["tsumo"]
        assert not any(question.answer["dora"].values())
        assert question.answer["han"] <= 4


def test_intermediate_hands_have_no_kans_and_no_yakuman():
    for question in batch(200, difficulty="intermediate"):
        assert all(meld["kind"] in ("chi", "pon") for meld in question.request["melds"])
        assert question.answer["yakuman"] == 0


def test_red_fives_appear_only_where_the_ruleset_has_them():
    def has_red(question):
        request = question.request
        text = request["hand"] + request["dora_indicators"] + "".join(m["tiles"] for m in request["melds"])
        return "0" in text

    assert not any(has_red(q) for q in batch(300, ruleset="ema"))
    assert any(has_red(q) for q in batch(300, ruleset="tenhou"))


def test_intermediate_hands_look_like_real_games():
    stats = figures(batch(1000, difficulty="intermediate"))
    # Close to the shares of wins in online games: riichi 40-50 %, open 30-40 %, tsumo about 40 %.
    assert 0.38 <= stats["riichi"] <= 0.55
    assert 0.3 <= stats["open"] <= 0.45
    assert 0.33 <= stats["tsumo"] <= 0.48
    assert 0.2 <= stats["dealer"] <= 0.32
    assert stats["han_1_to_4"] >= 0.75
    assert stats["yakuman"] == 0


def test_expert_yakuman_are_rare_but_present():
    stats = figures(batch(1000, difficulty="expert"))
    assert 0.005 <= stats["yakuman"] <= 0.08
    assert stats["kan"] >= 0.05
    assert stats["han_1_to_4"] >= 0.5


def test_waits_questions_hold_thirteen_tiles_and_every_wait():
    for question in batch(100, topic="waits", difficulty="expert"):
        tiles = question.request["hand"]
        assert question.answer["waits"]
        count = sum(ch.isdigit() for ch in tiles) + 3 * len(question.request["melds"])
        assert count == 13


def test_expert_waits_often_have_several_readings():
    many = [
        q
        for q in batch(200, topic="waits", difficulty="expert")
        if sum(c.isdigit() for c in q.answer["waits"]) >= 3
    ]
    assert len(many) >= 40


def test_the_fu_topic_never_asks_the_fu_of_a_yakuman():
    assert all(q.answer["yakuman"] == 0 for q in batch(300, topic="fu", difficulty="expert"))


def test_five_thousand_expert_questions_show_every_standard_yaku():
    covered, missing = coverage(batch(5000, difficulty="expert"))
    assert missing == []
    assert len(covered) >= 45


@pytest.mark.django_db
def test_quiz_sample_prints_json_lines_of_the_design(capsys):
    call_command(
        "quiz_sample",
        "--n",
        "3",
        "--topic",
        "fu",
        "--difficulty",
        "expert",
        "--ruleset",
        "wrc",
        "--seed",
        "5",
    )
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3
    first = json.loads(lines[0])
    assert set(first) == {"id", "topic", "request", "answer"}
    assert first["topic"] == "fu"
    assert first["request"]["ruleset"] == "wrc"
    assert first["answer"] == score_request(first["request"])


@pytest.mark.django_db
def test_quiz_sample_for_waits_answers_in_notation(capsys):
    call_command("quiz_sample", "--n", "2", "--topic", "waits", "--seed", "1")
    answer = json.loads(capsys.readouterr().out.splitlines()[0])["answer"]
    assert set(answer) == {"waits"}


@pytest.mark.django_db
def test_quiz_sample_stats_prints_the_realism_figures(capsys):
    call_command("quiz_sample", "--n", "200", "--difficulty", "expert", "--stats")
    out = capsys.readouterr().out
    for name in ("riichi", "open", "tsumo", "dealer", "yakuman", "yaku_coverage"):
        assert name in out


@pytest.mark.django_db
def test_quiz_sample_stats_for_waits_count_the_waits(capsys):
    call_command("quiz_sample", "--n", "100", "--topic", "waits", "--difficulty", "expert", "--stats")
    out = capsys.readouterr().out
    assert "three_or_more" in out
    assert "yaku_coverage" not in out


@pytest.mark.django_db
def test_quiz_sample_refuses_an_unknown_ruleset():
    with pytest.raises(CommandError):
        call_command("quiz_sample", "--ruleset", "nope")


def test_nagashi_mangan_is_drilled_in_the_payment_topic_where_the_ruleset_pays_it():
    tenhou = [
        q
        for q in batch(400, topic="payment", difficulty="expert", ruleset="tenhou")
        if q.theme == "nagashi_mangan"
    ]
    assert tenhou
    assert all(q.table_only and q.answer["yaku"] == [{"key": "nagashi_mangan", "han": 0}] for q in tenhou)
    assert not [
        q
        for q in batch(400, topic="payment", difficulty="expert", ruleset="ema")
        if q.theme == "nagashi_mangan"
    ]
