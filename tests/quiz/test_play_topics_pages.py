"""The rules-of-play topics through the trainer's pages: offered in the session form, answered wrong
part by part, remembered as skills for "practise my weak spots", and shown on the progress page in the
learner's language."""

import random

import pytest

from quiz.generator import QuestionSpec, generate
from quiz.learners import Learner
from quiz.leitner import focus_spec, record
from quiz.play_questions import PLAY_TOPICS
from quiz.rulesets import question_for
from quiz.topics import TOPIC_OF_SKILL, skills_by_part
from rules.models import Ruleset
from tests.quiz.helpers import token_of, wrong_answers

pytestmark = pytest.mark.django_db


def test_the_session_form_offers_the_five_topics_in_spanish(client):
    page = client.get("/es/trainer/").content.decode()
    for topic, name in (
        ("furiten", "Furiten"),
        ("draws", "Empates por agotamiento"),
        ("abortive", "Manos anuladas"),
    ):
        assert f'value="{topic}"' in page
        assert name in page
    assert set(PLAY_TOPICS) <= {TOPIC_OF_SKILL[skill] for skill in TOPIC_OF_SKILL}


@pytest.mark.parametrize("topic", list(PLAY_TOPICS))
def test_a_wrong_answer_shows_on_the_progress_page_with_its_skill(client, topic):
    spec = QuestionSpec(5, topic, "intermediate", "tenhou")
    url = f"/fr/trainer/{topic}/intermediate/tenhou/5/"
    page = client.get(url)
    response = client.post(url, {"token": token_of(page), **wrong_answers(generate(spec))})
    assert response.status_code == 302
    feedback = client.get(response["Location"]).content.decode()
    assert 'data-verdict="wrong"' in feedback
    assert "data-chapter" in feedback
    assert 'href="/fr/play/' in feedback
    progress = client.get("/fr/progress/").content.decode()
    skills = {skill for found in skills_by_part(generate(spec)).values() for skill in found}
    assert any(f'data-skill="{skill}"' in progress for skill in skills)


def test_weak_spots_bring_back_a_missed_furiten_skill():
    learner = Learner(None, "play-topics")
    record(learner, {"furiten_riichi": False})
    spec = focus_spec(learner, "intermediate", "ema", random.Random(3))
    assert spec.topic == "furiten"
    assert "furiten_riichi" in skills_by_part(generate(spec))["furiten"]


def test_a_clubs_house_rules_decide_the_answer_and_are_cited_as_the_clubs(client):
    Ruleset.objects.create(
        key="club",
        base="ema",
        overrides={"tenpai_renchan": False},
        name="Our club",
        short="EMA, the deal always passes on at a draw",
        description="",
    )
    seed = next(
        seed
        for seed in range(100)
        if question_for(QuestionSpec(seed, "after_hand", "beginner", "club")).theme == "draw_dealer_tenpai"
    )
    question = question_for(QuestionSpec(seed, "after_hand", "beginner", "club"))
    assert question.request["rules"] == {"tenpai_renchan": False}
    assert question.answer["dealer"] == "S"
    url = f"/en/trainer/after_hand/beginner/club/{seed}/"
    page = client.get(url)
    response = client.post(
        url, {"token": token_of(page), "dealer": "S", "honba": str(question.answer["honba"])}
    )
    feedback = client.get(response["Location"]).content.decode()
    assert 'data-verdict="right"' in feedback
    assert "never keeps the deal" in feedback
    assert 'href="/en/rulesets/#source-club">[C]</a>' in feedback
