"""Limit hands: no fu question where the fu cannot change the payment, and a yakuman (or a capped counted
yakuman) is named by its limit under the question's rules, never shown as "13 han"."""

import pytest

from quiz.display import presentation
from quiz.generator import Question, QuestionSpec, generate
from quiz.topics import parts_of
from quiz.topics.payment import table_only_prompt
from rules.scoring import score_request
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db

YAKUMAN = {"hand": "111222333z44z555z", "win_tile": "5z", "tsumo": True, "seat_wind": "S"}
# Riichi, tsumo, chinitsu, ittsu, iipeikou, pinfu and dora: 13 han without a yakuman.
KAZOE = {
    "hand": "11223345556789m",
    "win_tile": "9m",
    "riichi": True,
    "tsumo": True,
    "seat_wind": "S",
    "dora_indicators": "9m1m",
}


def drill(request: dict, ruleset: str) -> Question:
    request = {**request, "ruleset": ruleset}
    answer = score_request(request)
    assert "error" not in answer, answer
    return Question(QuestionSpec(1, "payment", "expert", ruleset), request, answer, "drill", table_only=True)


def test_a_yakuman_drill_names_the_yakuman():
    prompt = table_only_prompt(drill(YAKUMAN, "ema"))
    assert prompt.startswith("Yakuman")
    assert "13" not in prompt


@pytest.mark.parametrize(
    ("ruleset", "limit"), [("ema", "sanbaiman"), ("wrc", "sanbaiman"), ("tenhou", "yakuman")]
)
def test_a_counted_yakuman_drill_names_the_limit_of_its_ruleset(ruleset, limit):
    question = drill(KAZOE, ruleset)
    assert question.answer["han"] >= 13
    assert not question.answer["yakuman"]
    prompt = table_only_prompt(question)
    assert limit in prompt.lower()
    assert "13 han" not in prompt


def test_a_limit_drill_below_the_counted_yakuman_gives_the_han_and_no_fu():
    request = {"hand": "22334455667788p", "win_tile": "8p", "seat_wind": "S", "ruleset": "ema"}
    question = drill(request, "ema")
    assert 5 <= question.answer["han"] < 13
    prompt = table_only_prompt(question)
    # a no-break space: the number and "han" never wrap apart
    assert prompt.startswith(f"{question.answer['han']}\u00a0han,")
    assert "fu" not in prompt


def url(spec: QuestionSpec) -> str:
    return f"/en/trainer/{spec.topic}/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"


def test_no_fu_is_asked_where_the_fu_cannot_change_the_payment(client):
    limits = []
    for seed in range(120):
        spec = QuestionSpec(seed, "full", "expert", "ema")
        question = generate(spec)
        fixed = question.answer["yakuman"] or question.answer["han"] >= 5
        assert ("fu" in parts_of(question)) is not fixed, spec
        if fixed:
            limits.append(spec)
    assert limits
    content = client.get(url(limits[0])).content.decode()
    assert 'name="fu"' not in content


def test_fu_are_asked_where_they_decide_a_mangan():
    # 4 han 30 fu pays mangan only with kiriage: the fu matter, so they are asked.
    request = {"hand": "234m567p23455678s", "win_tile": "8s", "riichi": True, "dora_indicators": "1m"}
    question = drill({**request, "seat_wind": "S"}, "wrc")
    question = Question(QuestionSpec(1, "full", "expert", "wrc"), question.request, question.answer, "riichi")
    assert (question.answer["han"], question.answer["limit"]) == (4, "mangan")
    assert "fu" in parts_of(question)


def test_the_fu_topic_never_asks_the_fu_of_a_limit_hand():
    for seed in range(60):
        answer = generate(QuestionSpec(seed, "fu", "expert", "ema")).answer
        assert not answer["yakuman"]
        assert answer["han"] < 5


def test_a_yakuman_question_asks_which_yakuman_never_13_han(client):
    spec = next(
        QuestionSpec(seed, "full", "expert", "ema")
        for seed in range(3000)
        if generate(QuestionSpec(seed, "full", "expert", "ema")).answer["yakuman"]
    )
    question = generate(spec)
    content = client.get(url(spec)).content.decode()
    assert 'type="radio" name="han" value="13"' in content
    assert ">Yakuman<" in content
    assert "13 han" not in content
    page = client.get(url(spec))
    response = client.post(url(spec), {"token": token_of(page), **right_answers(question)})
    feedback = client.get(response["Location"]).content.decode()
    assert 'data-verdict="right"' in feedback
    assert "13 han" not in feedback
    assert "data-limit-fu" in feedback
    assert presentation(question)["question"] is question


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "A limit hand (haneman): base points 3,000."),
        ("fr", "Main limite (haneman)\u00a0: 3\u202f000\u00a0points de base."),
        ("es", "Una mano límite (haneman): 3.000\u00a0puntos base."),
    ],
)
def test_the_feedback_names_the_limit_in_lower_case_inside_its_sentence(client, language, sentence):
    """House style: a limit's romaji is lower case in running text ("A limit hand (Haneman)" was not)."""
    spec = QuestionSpec(4, "full", "expert", "ema")
    question = generate(spec)
    assert question.answer["limit"] == "haneman"
    url = f"/{language}/trainer/full/expert/ema/4/"
    page = client.get(url)
    response = client.post(url, {"token": token_of(page), **right_answers(question)})
    content = client.get(response["Location"]).content.decode()
    assert sentence in content
    assert "Haneman)" not in content
