"""Sessions of ten questions: a progress bar on each question, and a summary at the end."""

import re

import pytest

from quiz.generator import QuestionSpec, generate
from quiz.models import Attempt
from tests.quiz.helpers import right_answers, token_of, wrong_answers

pytestmark = pytest.mark.django_db

QUESTION = re.compile(r"/en/trainer/(\w+)/(\w+)/(\w+)/(\d+)/$")


def start(client, **fields):
    data = {"topic": "full", "difficulty": "beginner", "ruleset": "ema", "mode": "normal", **fields}
    response = client.post("/en/trainer/start/", data)
    assert response["Location"] == "/en/trainer/next/"
    return client.get("/en/trainer/next/")


def answer_current(client, location, right=True):
    topic, difficulty, ruleset, seed = QUESTION.search(location).groups()
    question = generate(QuestionSpec(int(seed), topic, difficulty, ruleset))
    page = client.get(location)
    data = right_answers(question) if right else wrong_answers(question)
    return page, client.post(location, {"token": token_of(page), **data})


def test_a_session_runs_ten_questions_with_a_progress_bar_then_a_summary(client):
    location = start(client)["Location"]
    for number in range(10):
        page, answered = answer_current(client, location, right=number % 3 != 0)
        assert f'value="{number}" data-answered="{number}"' in page.content.decode()
        assert f"Question {number + 1} of 10" in page.content.decode()
        feedback = client.get(answered["Location"])
        assert f'data-answered="{number + 1}"' in feedback.content.decode()
        location = client.get("/en/trainer/next/")["Location"]
    assert "/en/trainer/session/" in location
    summary = client.get(location)
    assert summary.status_code == 200
    assert b'data-score="6/10"' in summary.content
    assert b"data-missed" in summary.content
    assert Attempt.objects.count() == 10


def test_reloading_next_shows_the_same_question(client):
    first = start(client)["Location"]
    assert client.get("/en/trainer/next/")["Location"] == first


def test_a_shared_question_outside_the_session_does_not_advance_it(client):
    location = start(client)["Location"]
    spec = QuestionSpec(77, "fu", "expert", "ema")
    page = client.get("/en/trainer/fu/expert/ema/77/")
    assert b"data-run" not in page.content
    client.post("/en/trainer/fu/expert/ema/77/", {"token": token_of(page), **right_answers(generate(spec))})
    assert client.get("/en/trainer/next/")["Location"] == location


def test_a_session_keeps_its_topic_difficulty_and_ruleset(client):
    location = start(client, topic="waits", difficulty="expert", ruleset="tenhou")["Location"]
    assert QUESTION.search(location).groups()[:3] == ("waits", "expert", "tenhou")


def test_a_bad_start_form_is_refused_with_a_message(client):
    response = client.post(
        "/en/trainer/start/", {"topic": "poker", "difficulty": "beginner", "ruleset": "ema"}
    )
    assert response.status_code == 400
    assert b"errorlist" in response.content


def test_next_without_a_session_goes_to_the_trainer(client):
    assert client.get("/en/trainer/next/")["Location"] == "/en/trainer/"


def test_the_trainer_index_offers_topics_difficulties_rulesets_and_weak_spots(client):
    content = client.get("/fr/trainer/").content.decode()
    for value in (
        "full",
        "han",
        "fu",
        "payment",
        "yaku",
        "waits",
        "beginner",
        "expert",
        "mahjongsoul",
        "weak",
    ):
        assert f'value="{value}"' in content
