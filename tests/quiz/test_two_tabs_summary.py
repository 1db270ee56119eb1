"""A session's question answered from two tabs is one question in the session's summary."""

import re

import pytest
from django.test import Client

from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, token_of, wrong_answers

pytestmark = pytest.mark.django_db


def test_a_question_answered_from_two_tabs_counts_once_in_the_summary():
    browser = Client()
    data = {"topic": "full", "difficulty": "beginner", "ruleset": "ema", "mode": "normal"}
    question_url = browser.get(browser.post("/en/trainer/start/", data)["Location"])["Location"]
    topic, difficulty, ruleset, seed = question_url.rstrip("/").split("/")[-4:]
    question = generate(QuestionSpec(int(seed), topic, difficulty, ruleset))
    first_tab, second_tab = token_of(browser.get(question_url)), token_of(browser.get(question_url))
    assert browser.post(question_url, {**right_answers(question), "token": first_tab}).status_code == 302
    assert browser.post(question_url, {**wrong_answers(question), "token": second_tab}).status_code == 302
    run = browser.session["quiz_run"]
    summary = browser.get(f"/en/trainer/session/{run['id']}/")
    assert re.search(r'data-score="1/1"', summary.text)
    assert summary.text.count("data-seconds=") == 1
