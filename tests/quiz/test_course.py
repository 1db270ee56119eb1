"""The beginner's course: its pages in three languages, its content as data, and a learner's progress
through it (a step is done once its set is finished with the pass mark, for an anonymous learner too,
and the progress follows them into their account)."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse
from django.utils import translation

from quiz.course import PAGE_NAMES, PASS_MARK
from quiz.generator import DIFFICULTIES, QuestionSpec
from quiz.models import CourseSet
from quiz.rulesets import question_for
from quiz.topics import TOPICS
from rules.models import CourseStep, PlayChapter, Yaku
from tests.quiz.helpers import right_answers, token_of, wrong_answers

pytestmark = pytest.mark.django_db

QUESTION = re.compile(r"/(\w\w)/trainer/(\w+)/(\w+)/(\w+)/(\d+)/$")
STEP = re.compile(r'data-step="([\w-]+)" data-done="(true|false)"')


def steps() -> list[CourseStep]:
    return list(CourseStep.objects.all())


def start_set(client, key: str, language: str = "en") -> str:
    response = client.post(f"/{language}/trainer/course/{key}/start/")
    assert response.status_code == 302
    return client.get(response["Location"])["Location"]


def answer_set(client, location: str, right: int) -> str:
    """Answer the ten questions of a run, the first `right` of them right; the summary's address."""
    for number in range(10):
        language, topic, difficulty, ruleset, seed = QUESTION.search(location).groups()
        question = question_for(QuestionSpec(int(seed), topic, difficulty, ruleset))
        # Typed answers (the set offers choices): a wrong typed number need not be one of the four.
        page = client.get(f"{location}?answers=typed")
        data = right_answers(question) if number < right else wrong_answers(question)
        assert client.post(location, {"token": token_of(page), "answers": "typed", **data}).status_code == 302
        location = client.get(f"/{language}/trainer/next/")["Location"]
    return location


def marks(client, language: str = "en") -> dict[str, bool]:
    page = client.get(f"/{language}/trainer/course/").content.decode()
    return {key: done == "true" for key, done in STEP.findall(page)}


STEP_KEYS = ["tiles", "sets", "winning-hand", "five-yaku", "riichi-furiten", "fu", "payments", "draws"]


def test_the_course_goes_from_the_tiles_to_the_draws():
    assert [step.key for step in steps()] == STEP_KEYS


@pytest.mark.parametrize("key", STEP_KEYS)
def test_each_step_ends_in_a_set_of_a_registered_topic(key):
    step = CourseStep.objects.get(key=key)
    assert step.topic in TOPICS, f"{key}: {step.topic!r} is not a trainer topic"
    assert step.difficulty in DIFFICULTIES


def test_every_step_sends_its_reader_to_pages_that_exist():
    for step in steps():
        assert PlayChapter.objects.filter(key__in=step.chapters).count() == len(step.chapters), step.key
        assert Yaku.objects.filter(key__in=step.yaku).count() == len(step.yaku), step.key
        assert set(step.pages) <= set(PAGE_NAMES), step.key
        assert step.screens.count() >= 3, step.key


def test_every_lesson_draws_its_tiles_as_valid_groups():
    for step in steps():
        for screen in step.screens.all():
            for group in screen.tile_groups():
                assert re.fullmatch(r"(?:[0-9]+[mpsz])+", group), (step.key, screen.key, group)


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_course_page_lists_every_step_in_the_page_language(client, language):
    response = client.get(f"/{language}/trainer/course/")
    assert response.status_code == 200
    page = response.content.decode()
    assert f'lang="{language}"' in page
    with translation.override(language):
        for step in steps():
            assert step.title in page
            assert reverse("quiz:course_step", args=[step.key]) in page
    assert marks(client, language) == {step.key: False for step in steps()}
    assert 'data-done="0"' in page
    assert f'href="/{language}/trainer/course/tiles/" data-action="next-step"' in page


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_step_page_shows_its_lesson_its_tiles_and_its_set(client, language):
    with translation.override(language):
        for step in steps():
            response = client.get(f"/{language}/trainer/course/{step.key}/")
            assert response.status_code == 200
            page = response.content.decode()
            for screen in step.screens.all():
                assert f'data-screen="{screen.key}"' in page
                assert screen.heading in page
            drawn = sum(len(group) for screen in step.screens.all() for group in screen.tile_groups())
            assert ('class="tiles ' in page) == (drawn > 0)
            assert 'data-action="start-set"' in page
            assert f'action="/{language}/trainer/course/{step.key}/start/"' in page
            assert f'data-set="{step.topic}-{step.difficulty}"' in page


def test_an_unknown_step_is_not_found(client):
    assert client.get("/en/trainer/course/mahjong-soul/").status_code == 404
    assert client.post("/en/trainer/course/mahjong-soul/start/").status_code == 404
    assert client.get("/en/trainer/course/tiles/start/").status_code == 405


def test_starting_a_step_starts_a_run_of_its_topic_and_remembers_it(client):
    location = start_set(client, "fu")
    _language, topic, difficulty, _ruleset, _seed = QUESTION.search(location).groups()
    assert (topic, difficulty) == ("fu", "beginner")
    course_set = CourseSet.objects.get()
    assert course_set.step == "fu"
    assert course_set.run == client.session["quiz_run"]["id"]
    assert client.session["quiz_run"]["style"] == "choices"


def test_a_set_finished_with_the_pass_mark_marks_its_step_done(client):
    summary = answer_set(client, start_set(client, "five-yaku"), right=PASS_MARK)
    page = client.get(summary).content.decode()
    assert 'data-course-outcome="passed"' in page
    assert 'href="/en/trainer/course/tiles/" data-action="next-step"' in page
    assert marks(client) == {step.key: step.key == "five-yaku" for step in steps()}
    step_page = client.get("/en/trainer/course/five-yaku/").content.decode()
    assert 'data-step-status="done"' in step_page
    assert f"{PASS_MARK} of 10 right" in step_page


def test_a_set_below_the_pass_mark_leaves_its_step_to_do(client):
    summary = answer_set(client, start_set(client, "fu"), right=PASS_MARK - 1)
    page = client.get(summary).content.decode()
    assert 'data-course-outcome="not-passed"' in page
    assert marks(client)["fu"] is False
    course = client.get("/en/trainer/course/").content.decode()
    assert f"best: {PASS_MARK - 1} of 10" in course
    assert 'data-step-status="tried"' in client.get("/en/trainer/course/fu/").content.decode()


def test_a_set_left_half_way_counts_for_nothing(client):
    location = start_set(client, "payments")
    _language, topic, difficulty, ruleset, seed = QUESTION.search(location).groups()
    question = question_for(QuestionSpec(int(seed), topic, difficulty, ruleset))
    client.post(location, {"token": token_of(client.get(location)), **right_answers(question)})
    assert marks(client)["payments"] is False
    assert "best:" not in client.get("/en/trainer/course/").content.decode()


def test_an_ordinary_session_of_the_same_topic_does_not_mark_a_step(client):
    client.post(
        "/en/trainer/start/", {"topic": "fu", "difficulty": "beginner", "ruleset": "ema", "mode": "normal"}
    )
    answer_set(client, client.get("/en/trainer/next/")["Location"], right=10)
    assert marks(client)["fu"] is False


def test_the_course_progress_is_kept_when_an_anonymous_learner_signs_in(client):
    answer_set(client, start_set(client, "fu"), right=10)
    user = get_user_model().objects.create_user("mika", "mika@example.com", "a long pass phrase")
    client.post("/en/accounts/login/", {"username": "mika", "password": "a long pass phrase"})
    assert CourseSet.objects.get().user == user
    assert marks(client)["fu"] is True


def test_another_learner_does_not_see_my_progress(client, django_user_model):
    answer_set(client, start_set(client, "fu"), right=10)
    other = client.__class__()
    assert marks(other)["fu"] is False


def test_the_course_is_reachable_from_home_trainer_and_how_to_play(client):
    for address in ("/fr/", "/fr/trainer/", "/fr/play/"):
        assert 'href="/fr/trainer/course/"' in client.get(address).content.decode(), address


def test_the_course_sets_are_exported_and_go_with_the_account(client):
    user = get_user_model().objects.create_user("noa", "noa@example.com", "a long pass phrase")
    client.post("/en/accounts/login/", {"username": "noa", "password": "a long pass phrase"})
    start_set(client, "sets")
    exported = client.get("/en/accounts/export/").json()
    assert [entry["step"] for entry in exported["course_sets"]] == ["sets"]
    assert exported["course_sets"][0]["session"] == client.session["quiz_run"]["id"]
    user.delete()
    assert not CourseSet.objects.exists()


@pytest.mark.parametrize("key", STEP_KEYS)
def test_each_steps_set_opens_on_a_question_of_its_topic(client, key):
    step = CourseStep.objects.get(key=key)
    location = start_set(client, key, "es")
    _language, topic, difficulty, _ruleset, _seed = QUESTION.search(location).groups()
    assert (topic, difficulty) == (step.topic, step.difficulty)
    page = client.get(location)
    assert page.status_code == 200
    assert 'data-form="answer"' in page.content.decode()
