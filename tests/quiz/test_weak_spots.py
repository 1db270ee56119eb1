"""Practise my weak spots: Leitner boxes per skill, and questions that come back on what was missed."""

import random
import re

import pytest

from quiz.generator import QuestionSpec, generate
from quiz.learners import Learner
from quiz.leitner import focus_spec, record
from quiz.models import SkillBox
from quiz.topics import SKILL_NAMES, TOPICS, skills_by_part
from tests.quiz.helpers import right_answers, token_of, wrong_answers

pytestmark = pytest.mark.django_db
LEARNER = Learner(None, "leitner-test")


def test_a_miss_sends_a_skill_to_box_one_and_successes_move_it_up():
    record(LEARNER, {"fu_concealed_kan": True})
    record(LEARNER, {"fu_concealed_kan": True})
    assert SkillBox.objects.get().box == 3
    record(LEARNER, {"fu_concealed_kan": False})
    box = SkillBox.objects.get()
    assert (box.box, box.seen, box.missed) == (1, 3, 1)
    for _ in range(10):
        record(LEARNER, {"fu_concealed_kan": True})
    assert SkillBox.objects.get().box == 5


def test_nothing_missed_means_no_focus():
    record(LEARNER, {"pay_dealer_tsumo": True})
    assert focus_spec(LEARNER, "intermediate", "ema", random.Random(1)) is None


@pytest.mark.parametrize(
    "skill", ["fu_concealed_kan", "pay_dealer_tsumo", "fu_pinfu_tsumo", "waits_multiple"]
)
def test_a_missed_skill_comes_back_in_the_next_question(skill):
    record(LEARNER, {skill: False})
    spec = focus_spec(LEARNER, "intermediate", "ema", random.Random(2))
    assert spec is not None
    assert any(skill in skills for skills in skills_by_part(generate(spec)).values())


def test_the_weakest_box_is_drawn_most_often():
    record(LEARNER, {"pay_dealer_ron": False})
    record(LEARNER, {"fu_waits": False})
    for _ in range(3):
        record(LEARNER, {"fu_waits": True})
    rng = random.Random(3)
    topics = [focus_spec(LEARNER, "intermediate", "ema", rng).topic for _ in range(30)]
    assert topics.count("payment") > topics.count("fu")


@pytest.mark.parametrize("topic", TOPICS)
def test_every_skill_a_question_tests_has_a_name(topic):
    tested = {
        skill
        for seed in range(20)
        for skills in skills_by_part(generate(QuestionSpec(seed, topic, "expert", "ema"))).values()
        for skill in skills
    }
    assert tested <= set(SKILL_NAMES)
    assert all(str(SKILL_NAMES[skill]) for skill in tested)


def test_a_weak_spots_session_drills_what_was_missed(client):
    spec = QuestionSpec(5, "payment", "intermediate", "ema")
    url = "/en/trainer/payment/intermediate/ema/5/"
    page = client.get(url)
    client.post(url, {"token": token_of(page), **wrong_answers(generate(spec))})
    missed = set(SkillBox.objects.filter(missed__gt=0).values_list("skill", flat=True))
    client.post(
        "/en/trainer/start/",
        {"topic": "full", "difficulty": "intermediate", "ruleset": "ema", "mode": "weak"},
    )
    location = client.get("/en/trainer/next/")["Location"]
    topic, difficulty, ruleset, seed = re.search(r"trainer/(\w+)/(\w+)/(\w+)/(\d+)/", location).groups()
    question = generate(QuestionSpec(int(seed), topic, difficulty, ruleset))
    assert missed & {skill for skills in skills_by_part(question).values() for skill in skills}
    page = client.get(location)
    client.post(location, {"token": token_of(page), **right_answers(question)})
    assert client.get("/en/trainer/next/")["Location"] != location


def test_weak_spots_with_no_history_say_so_and_offer_a_first_session(client):
    data = {"topic": "full", "difficulty": "beginner", "ruleset": "ema", "mode": "weak"}
    response = client.post("/es/trainer/start/", data)
    assert response.status_code == 200
    content = response.content.decode()
    assert 'data-message="no-weak-spots"' in content
    assert "Todavía no tienes fallos que repasar" in content
    assert 'name="mode" value="normal" id="id_mode_0" required checked' in content
    assert client.get("/es/trainer/next/")["Location"].endswith("/es/trainer/"), "no session was started"
    client.post("/es/trainer/start/", {**data, "mode": "normal"})
    assert "/trainer/full/beginner/ema/" in client.get("/es/trainer/next/")["Location"]


def test_a_timed_session_by_choice_shows_a_clock_and_four_choices(client):
    data = {"topic": "full", "difficulty": "intermediate", "ruleset": "ema", "mode": "normal"}
    client.post("/en/trainer/start/", {**data, "style": "choices", "timed": "on"})
    content = client.get(client.get("/en/trainer/next/")["Location"]).content.decode()
    assert "data-clock" in content
    assert 'data-style="choices"' in content
    assert "quiz/trainer.js" in content
    assert not re.search(r"<script(?![^>]*\bsrc=)|\sstyle=|\son\w+=", content), "no inline script or style"
