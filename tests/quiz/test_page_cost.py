"""The trainer's pages stay cheap: a handful of queries each."""

import pytest

from club.current import current_club
from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db
URL = "/en/trainer/full/expert/ema/31/"


def test_a_question_page_costs_few_queries(client, django_assert_max_num_queries):
    current_club()  # the club's settings: read once, then kept in the cache until they change
    with django_assert_max_num_queries(3):
        assert client.get(URL).status_code == 200


def test_an_answer_and_its_feedback_cost_few_queries(client, django_assert_max_num_queries):
    page = client.get(URL)
    data = {"token": token_of(page), **right_answers(generate(QuestionSpec(31, "full", "expert", "ema")))}
    with django_assert_max_num_queries(12):
        location = client.post(URL, data)["Location"]
    with django_assert_max_num_queries(5):
        assert client.get(location).status_code == 200


def test_the_feedback_shows_counters_and_sticks(client):
    spec = next(
        spec
        for spec in (QuestionSpec(seed, "full", "expert", "ema") for seed in range(100))
        if generate(spec).request["honba"] and generate(spec).request["riichi_sticks"]
    )
    url = f"/en/trainer/full/expert/ema/{spec.seed}/"
    page = client.get(url)
    location = client.post(url, {"token": token_of(page), **right_answers(generate(spec))})["Location"]
    content = client.get(location).content.decode()
    assert "data-honba" in content
    assert "data-sticks" in content
    assert f"{generate(spec).answer['total']:,}" in content
