"""Multiple choice: always four distinct choices, exactly one right, the wrong ones from likely slips;
and a whole question answered by taps through the page."""

import pytest

from quiz.choices import fu_choices, han_choices, payment_choices, total_choices
from quiz.generator import DIFFICULTIES, Question, QuestionSpec, generate
from quiz.grading import handed_over
from quiz.models import Attempt
from quiz.topics import parts_of
from rules.scoring import score_request
from tests.quiz.helpers import token_of

CHOOSERS = {"han": han_choices, "fu": fu_choices, "payment": payment_choices, "total": total_choices}


def right_value(question: Question, part: str):
    if part == "payment":
        return tuple(handed_over(question).values())
    return question.answer[part]


@pytest.mark.parametrize("ruleset", ["ema", "wrc", "tenhou"])
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("topic", ["full", "payment", "fu"])
def test_there_are_always_four_distinct_choices_and_exactly_one_right(topic, difficulty, ruleset):
    for seed in range(25):
        question = generate(QuestionSpec(seed, topic, difficulty, ruleset))
        for part in parts_of(question):
            if part not in CHOOSERS:
                continue
            choices = CHOOSERS[part](question)
            assert len(choices) == 4, (question.spec, part)
            assert len(set(choices)) == 4, (question.spec, part, choices)
            assert choices.count(right_value(question, part)) == 1, (question.spec, part, choices)
            assert choices == CHOOSERS[part](question), "the same question always offers the same choices"


@pytest.mark.parametrize("topic", ["full", "fu"])
def test_every_fu_choice_is_a_value_fu_can_take(topic):
    """A 32 or a 34 among 30 / 40 / 50 gives the answer away: fu are rounded up to ten (seven pairs: 25)."""
    for difficulty in DIFFICULTIES:
        for seed in range(40):
            question = generate(QuestionSpec(seed, topic, difficulty, "ema"))
            if "fu" in parts_of(question):
                choices = fu_choices(question)
                assert all(value % 10 == 0 or value == 25 for value in choices), (question.spec, choices)


def situation(**extra) -> Question:
    request = {"hand": "234m567p23455678s", "win_tile": "8s", "riichi": True, "seat_wind": "S", **extra}
    return Question(
        QuestionSpec(1, "full", "expert", request.get("ruleset", "ema")), request, score_request(request), "x"
    )


def test_the_wrong_payments_come_from_the_learners_likely_slips():
    # 4 han 30 fu non-dealer ron with 2 honba, under EMA (no kiriage): 7,700 + 600.
    question = situation(dora_indicators="1m", honba=2, ruleset="ema")
    choices = set(payment_choices(question))
    assert (8300,) in choices
    assert (7700,) in choices, "the honba forgotten"
    assert (8600,) in choices, "kiriage applied where the rules have none"
    assert (12200,) in choices, "paid as the dealer"


def test_a_non_dealer_split_is_offered_swapped():
    question = situation(tsumo=True, dora_indicators="1m")
    right = tuple(handed_over(question).values())
    assert right[::-1] in payment_choices(question)


def test_a_yakuman_han_choice_names_multiples_of_a_yakuman():
    request = {"hand": "111222333z44z555z", "win_tile": "5z", "tsumo": True, "seat_wind": "S"}
    question = Question(QuestionSpec(1, "full", "expert", "ema"), request, score_request(request), "x")
    assert sorted(han_choices(question)) == [13, 26, 39, 52]


@pytest.mark.django_db
def test_a_question_is_answered_by_choice_through_the_page(client):
    spec = QuestionSpec(13, "full", "expert", "ema")
    question = generate(spec)
    url = "/es/trainer/full/expert/ema/13/?answers=choices"
    page = client.get(url)
    content = page.content.decode()
    assert content.count('type="radio" name="han"') == 4
    assert 'type="radio" name="payment"' in content
    data = {"token": token_of(page), "answers": "choices", "han": question.answer["han"]}
    data["payment"] = "-".join(str(v) for v in handed_over(question).values())
    if "fu" in parts_of(question):
        data["fu"] = question.answer["fu"]
    if "total" in parts_of(question):
        data["total"] = question.answer["total"]
    response = client.post(url, data)
    assert response.status_code == 302
    attempt = Attempt.objects.get()
    assert attempt.correct
    assert attempt.answers["tsumo_nondealer"] == question.answer["payment"]["tsumo_nondealer"] + 200


@pytest.mark.django_db
def test_a_choice_that_was_not_offered_is_refused_with_the_form_kept(client):
    url = "/en/trainer/full/expert/ema/13/"
    page = client.get(url + "?answers=choices")
    response = client.post(
        url, {"token": token_of(page), "answers": "choices", "han": "77", "payment": "1-2"}
    )
    assert response.status_code == 400
    assert b'data-error="form"' in response.content
    assert not Attempt.objects.exists()
