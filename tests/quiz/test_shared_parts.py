"""The parts of a trainer page kept per process (quiz.shared_parts, site_project.kept_parts) are never one learner's."""

import re

import pytest
from django.test import Client

from quiz.generator import QuestionSpec, generate
from rules.models import Ruleset
from rules.page_cache import bump_content_version
from site_project.kept_parts import PARTS
from tests.quiz.helpers import right_answers, token_of, wrong_answers

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("kept_parts")]
SPEC = QuestionSpec(31, "full", "expert", "ema")
URL = "/en/trainer/full/expert/ema/31/"


def csrf_of(page) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode()).group(1)


def test_two_learners_each_get_their_own_tokens_on_a_kept_page():
    first, second = Client(), Client()
    page_one, page_two = first.get(URL), second.get(URL)
    assert page_one.status_code == page_two.status_code == 200
    assert token_of(page_one) != token_of(page_two)
    assert csrf_of(page_one) != csrf_of(page_two)
    assert first.cookies["csrftoken"].value != second.cookies["csrftoken"].value
    # The shared parts are the same HTML: the question drawn once, for both.
    assert re.search(r'<section class="card question".*?</section>', page_one.content.decode(), re.S).group(
        0
    ) == re.search(r'<section class="card question".*?</section>', page_two.content.decode(), re.S).group(0)


def test_each_learner_answers_in_their_own_run():
    first, second = Client(), Client()
    for client in (first, second):
        client.post(
            "/en/trainer/start/",
            {"topic": "full", "difficulty": "expert", "ruleset": "ema", "mode": "normal", "style": "typed"},
        )
    url_one = first.get("/en/trainer/next/")["Location"]
    page_one = first.get(url_one)
    second.get("/en/trainer/next/")
    page_two = second.get(url_one)  # the same question, opened by the second learner
    run_one = re.search(r'data-run="([^"]+)"', page_one.content.decode())
    run_two = re.search(r'data-run="([^"]+)"', page_two.content.decode())
    assert run_one is not None
    assert run_two is None or run_two.group(1) != run_one.group(1)


def test_a_question_page_kept_costs_no_query(django_assert_max_num_queries):
    Client().get(URL)
    with django_assert_max_num_queries(0):
        assert Client().get(URL).status_code == 200


def test_a_content_edit_shows_at_once_on_a_kept_page(client):
    client.get(URL)
    ruleset = Ruleset.objects.get(key="ema")
    ruleset.name_en = "Renamed by the club"
    ruleset.save()  # its signal bumps the content version
    assert "Renamed by the club" in client.get(URL).content.decode()


def test_a_version_bump_builds_the_parts_again():
    Client().get(URL)
    kept = len(PARTS)
    bump_content_version()
    Client().get(URL)
    assert len(PARTS) == 2 * kept


def test_an_answer_kept_page_still_gives_the_right_feedback(client):
    question = generate(SPEC)
    client.get(URL)  # the parts are built for another learner first
    page = Client().get(URL)
    right = client.post(URL, {"token": token_of(page), **right_answers(question)})
    feedback = client.get(right["Location"]).content.decode()
    assert 'data-verdict="right"' in feedback
    page = client.get(URL)
    wrong = client.post(URL, {"token": token_of(page), **wrong_answers(question)})
    assert 'data-verdict="wrong"' in client.get(wrong["Location"]).content.decode()


def test_a_form_with_errors_keeps_the_learners_answers(client):
    client.get(URL)  # the empty fields are kept
    page = client.get(URL)
    answer = client.post(URL, {"token": token_of(page), "han": "seven"})
    assert answer.status_code == 400
    content = answer.content.decode()
    assert 'value="seven"' in content
    assert "field--error" in content
    assert "field--error" not in client.get(URL).content.decode()


def test_each_language_has_its_own_parts():
    english = Client().get(URL).content.decode()
    french = Client().get("/fr/trainer/full/expert/ema/31/").content.decode()
    assert english != french
    assert 'lang="fr"' in french
