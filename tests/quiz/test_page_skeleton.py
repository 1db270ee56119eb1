"""The trainer's question and feedback pages served from their skeletons (site_project.page_skeleton):
the page a learner sees is the one rendered in full, and nothing of one learner reaches another."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from quiz import shared_parts
from quiz.generator import QuestionSpec, generate
from quiz.models import Attempt
from quiz.topics import TOPICS
from rules.models import Ruleset
from tests.quiz.helpers import right_answers, token_of

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("kept_parts")]
URL = "/en/trainer/full/expert/ema/31/"
SPEC = QuestionSpec(31, "full", "expert", "ema")
START = {"topic": "full", "difficulty": "expert", "ruleset": "ema", "mode": "normal", "style": "typed"}
PER_REQUEST = re.compile(r'(name="(?:csrfmiddlewaretoken|token)" value=")[^"]+"')


def without_tokens(response) -> str:
    return PER_REQUEST.sub(r'\1…"', response.content.decode())


def csrf_of(response) -> str:
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', response.content.decode()).group(1)


def rendered_in_full(settings, client: Client, url: str) -> str:
    settings.PAGE_CACHE_SECONDS = 0
    try:
        return without_tokens(client.get(url))
    finally:
        settings.PAGE_CACHE_SECONDS = 3600


def signed_in(name: str) -> Client:
    client = Client()
    client.force_login(
        get_user_model().objects.create_user(name, f"{name}@example.com", "a long pass phrase")
    )
    return client


@pytest.mark.parametrize("topic", list(TOPICS))
def test_a_question_from_its_skeleton_is_the_page_rendered_in_full(settings, topic):
    url = f"/en/trainer/{topic}/beginner/ema/5/"
    client = Client()
    first = client.get(url)
    assert first.status_code == 200
    assert len(shared_parts.PAGES) == 1  # every topic's page is kept: nothing personal outside a hole
    assert without_tokens(client.get(url)) == without_tokens(first) == rendered_in_full(settings, client, url)


def test_a_question_inside_a_run_from_its_skeleton_is_the_page_rendered_in_full(settings, client):
    client.post("/en/trainer/start/", {**START, "timed": "on"})
    url = client.get("/en/trainer/next/")["Location"]
    client.get(url)
    kept = client.get(url)
    assert 'data-run="' in kept.content.decode()
    assert "data-clock" in kept.content.decode()
    assert without_tokens(kept) == rendered_in_full(settings, client, url)


def test_a_signed_in_learner_sees_their_name_and_no_one_else_does(settings):
    alice, bob, visitor = signed_in("alice"), signed_in("bob"), Client()
    pages = {name: client.get(URL).content.decode() for name, client in [("alice", alice), ("bob", bob)]}
    pages["visitor"] = visitor.get(URL).content.decode()
    assert len(shared_parts.PAGES) == 1
    assert "Signed in as alice" in pages["alice"]
    assert "alice" not in pages["bob"] + pages["visitor"]
    assert "Signed in as bob" in pages["bob"]
    assert "bob" not in pages["alice"] + pages["visitor"]
    assert 'data-link="login"' in pages["visitor"]
    assert 'data-action="logout"' not in pages["visitor"]
    assert without_tokens(alice.get(URL)) == rendered_in_full(settings, alice, URL)


def test_two_learners_in_runs_never_see_each_others_tokens_or_run():
    first, second = Client(), Client()
    for client in (first, second):
        client.post("/en/trainer/start/", START)
    url = first.get("/en/trainer/next/")["Location"]
    second.get("/en/trainer/next/")
    first.get(url)  # builds the skeleton
    page_one, page_two = first.get(url), second.get(url)
    run_one = re.search(r'data-run="([^"]+)"', page_one.content.decode()).group(1)
    assert run_one not in page_two.content.decode()  # the same question is not the second one's run's
    assert token_of(page_one) != token_of(page_two)
    assert csrf_of(page_one) != csrf_of(page_two)
    assert first.cookies["csrftoken"].value != second.cookies["csrftoken"].value
    assert "csrftoken" in page_two.cookies  # the CSRF cookie is still set from a skeleton


def test_an_answer_from_a_skeleton_is_accepted_once(client):
    client.get(URL)
    page = client.get(URL)  # from the skeleton
    data = {"token": token_of(page), **right_answers(generate(SPEC))}
    first = client.post(URL, data)
    again = client.post(URL, data)
    assert first.status_code == again.status_code == 302
    assert first["Location"] == again["Location"]
    assert Attempt.objects.count() == 1
    replayed = client.get(again["Location"]).content.decode()
    assert 'data-message="info"' in replayed  # the message of the replay, shown by its hole
    assert 'data-message="info"' not in client.get(again["Location"]).content.decode()  # and only once


def test_a_feedback_page_from_its_skeleton_is_the_page_rendered_in_full(settings, client):
    client.post("/en/trainer/start/", {**START, "timed": "on"})
    url = client.get("/en/trainer/next/")["Location"]
    page = client.get(url)
    spec = QuestionSpec(*[int(url.split("/")[-2]), "full", "expert", "ema"])
    location = client.post(url, {"token": token_of(page), **right_answers(generate(spec))})["Location"]
    first = client.get(location)
    kept = client.get(location)
    assert 'data-action="next"' in kept.content.decode()
    assert 'data-run="' in kept.content.decode()
    assert kept.content == first.content
    settings.PAGE_CACHE_SECONDS = 0
    assert client.get(location).content == kept.content


def test_the_run_shown_on_a_kept_feedback_page_is_the_run_now(client):
    client.post("/en/trainer/start/", START)
    url = client.get("/en/trainer/next/")["Location"]
    spec = QuestionSpec(int(url.split("/")[-2]), "full", "expert", "ema")
    location = client.post(url, {"token": token_of(client.get(url)), **right_answers(generate(spec))})[
        "Location"
    ]
    assert 'data-answered="1"' in client.get(location).content.decode()
    client.post("/en/trainer/start/", START)  # a new run: the old attempt's page no longer shows a run
    assert 'data-run="' not in client.get(location).content.decode()


def test_an_edit_of_the_reference_shows_on_a_kept_page(client):
    client.get(URL)
    ruleset = Ruleset.objects.get(key="ema")
    ruleset.name_en = "Renamed by the club"
    ruleset.save()
    assert "Renamed by the club" in client.get(URL).content.decode()


def test_without_a_page_cache_pages_are_rendered_every_time(settings, client):
    settings.PAGE_CACHE_SECONDS = 0
    client.get(URL)
    client.get(URL)
    assert len(shared_parts.PAGES) == 0


def test_the_address_is_part_of_the_key(client):
    client.get(URL)
    other = client.get(URL, HTTP_HOST="localhost").content.decode()
    assert 'content="http://localhost/en/trainer/' in other
    assert "http://testserver" not in other
