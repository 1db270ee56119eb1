"""A hand with more yakuman than its rules pay: naming each yaku means naming all of them, and the
feedback says how many the hand has and that only one is paid."""

import pytest
from django.test import Client
from django.utils import translation

from quiz.feedback import unpaid_yakuman_note
from quiz.generator import QuestionSpec
from quiz.grading import every_yaku
from quiz.rulesets import question_for
from quiz.topics import grade, marks_for
from quiz.topics.scored import yaku_choices
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db

# A "name each yaku" question under EMA whose hand is tsuuiisou, suuankou and shousuushii.
THREE_YAKUMAN = QuestionSpec(3226, "yaku", "expert", "ema")


def test_the_question_has_three_yakuman_and_one_is_paid():
    question = question_for(THREE_YAKUMAN)
    assert len(question.answer["yaku"]) == 1
    assert sorted(every_yaku(question.answer)) == ["shousuushii", "suuankou", "tsuuiisou"]


def test_every_yakuman_is_offered_and_naming_all_three_is_right():
    question = question_for(THREE_YAKUMAN)
    offered = {key for key, _ in yaku_choices(question, {})}
    assert {"shousuushii", "suuankou", "tsuuiisou"} <= offered
    assert grade(question, {"yaku": ["tsuuiisou", "suuankou", "shousuushii"]}) == {"yaku": True}
    assert grade(question, {"yaku": [question.answer["yaku"][0]["key"]]}) == {"yaku": False}


@pytest.mark.parametrize(
    ("language", "note"),
    [
        ("en", "3 yakuman; under EMA 2016 only one is paid."),
        ("fr", "3 yakuman\u00a0; en EMA 2016, un seul est payé."),
        ("es", "3 yakuman; con EMA 2016 solo se paga uno."),
    ],
)
def test_the_feedback_says_how_many_yakuman_and_that_one_is_paid(language, note):
    question = question_for(THREE_YAKUMAN)
    with translation.override(language):
        assert unpaid_yakuman_note(question) == note
        marks = marks_for(question, {"yaku": every_yaku(question.answer)}, {"yaku": True}, {})
    assert marks[0].note == note


def test_a_hand_paid_for_every_yakuman_has_no_note():
    question = question_for(QuestionSpec(3226, "yaku", "expert", "tenhou"))
    assert question.answer["unpaid_yakuman"] == []
    assert unpaid_yakuman_note(question) == ""


def test_the_feedback_page_lists_the_unpaid_yakuman(client: Client):
    question = question_for(THREE_YAKUMAN)
    url = "/en/trainer/yaku/expert/ema/3226/"
    page = client.get(url)
    assert page.status_code == 200
    answered = client.post(url, {"token": token_of(page), **right_answers(question)}, follow=True)
    html = answered.content.decode()
    assert 'data-verdict="right"' in html
    assert "3 yakuman; under EMA 2016 only one is paid." in html
    assert html.count("data-unpaid><th") == 2
    assert "data-unpaid-yakuman" in html
