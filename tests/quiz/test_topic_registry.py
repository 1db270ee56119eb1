"""The topic registry: the topics that moved into it ask the very questions they asked before (pinned
seeds), and a topic registered there appears everywhere: the session form, the question and feedback
pages, the summary, the progress page and "practise my weak spots"."""

import hashlib
import json
import random

import pytest
from django import forms

from quiz import topics as registry
from quiz.feedback import PartMark
from quiz.forms import StartForm
from quiz.generator import Question, QuestionSpec, generate
from quiz.learners import Learner
from quiz.leitner import focus_spec, record
from quiz.topics import TOPICS
from quiz.topics.base import Topic
from tests.quiz.helpers import token_of

# Digests of questions generated before the topics moved into the registry: `seed` gives the very same
# request, answer, theme and table drill as it did then.
PINNED = {
    "full-beginner-ema-1": "faa99004b7758198",
    "full-intermediate-tenhou-2": "730d4245925bb7ba",
    "full-expert-wrc-3": "88219399bc17d679",
    "han-beginner-ema-1": "7394df629d8c636f",
    "han-intermediate-tenhou-2": "fcbb39fa2712f301",
    "han-expert-wrc-3": "ff6cf07e40456712",
    "fu-beginner-ema-1": "8464619321ec02da",
    "fu-intermediate-tenhou-2": "086304106bf86f16",
    "fu-expert-wrc-3": "c7d9ccb1732b8421",
    "payment-beginner-ema-1": "3be93796328b67f4",
    "payment-intermediate-tenhou-2": "0ca1b246c3b5f493",
    "payment-expert-wrc-3": "e804dc354cc22da4",
    "yaku-beginner-ema-1": "7a01c628ab6f142b",
    "yaku-intermediate-tenhou-2": "bec1b191d8347fae",
    "yaku-expert-wrc-3": "4d6b201f3fdaaa56",
    "waits-beginner-ema-1": "8793cd6c1fe078a7",
    "waits-intermediate-tenhou-2": "2b4a70dd6ac0d153",
    "waits-expert-wrc-3": "da6d48bcc9b4bf50",
    "efficiency-beginner-ema-1": "eeea1835b4734795",
    "efficiency-intermediate-tenhou-2": "9bb09d5b4b03e5ac",
    "efficiency-expert-wrc-3": "64298d2479f0de2c",
}


@pytest.mark.parametrize("name", PINNED)
def test_a_seed_gives_the_question_it_gave_before_the_registry(name):
    topic, difficulty, ruleset, seed = name.split("-")
    question = generate(QuestionSpec(int(seed), topic, difficulty, ruleset))
    sample = {**question.as_sample(), "theme": question.theme, "table_only": question.table_only}
    digest = hashlib.sha256(json.dumps(sample, sort_keys=True).encode()).hexdigest()[:16]
    assert digest == PINNED[name]


@pytest.mark.django_db
def test_the_session_form_offers_every_registered_topic_in_order():
    assert [key for key, _ in StartForm().fields["topic"].choices] == list(TOPICS)


class WhoDeals(Topic):
    """The smallest topic there is: is the seat shown the dealer's?"""

    key = "who_deals"
    name = "Who deals?"
    help = "Say whether this seat deals."
    colour = "#123456"
    difficulties = ("beginner",)
    skills = {"dealer_seat": "the dealer sits East"}
    shown_template = "quiz/_situation.html"
    working_template = "test/_who_deals_working.html"

    def generate(self, spec, rng, house, score):
        seat = rng.choice("ESWN")
        return Question(
            spec, {"seat_wind": seat, "round_wind": "E", "ruleset": house[0]}, {"dealer": seat == "E"}, ""
        )

    def parts(self, question):
        return ["dealer"]

    def fields(self, question, yaku_names, choices):
        return {
            "dealer": forms.TypedChoiceField(
                label="Dealer?",
                choices=[(1, "yes"), (0, "no")],
                coerce=lambda value: bool(int(value)),
                widget=forms.RadioSelect,
            )
        }

    def grade_part(self, question, part, answers):
        return answers.get("dealer") == question.answer["dealer"]

    def mark(self, question, part, right, answers, yaku_names):
        return PartMark(part, "Dealer?", right, str(answers.get("dealer")), str(question.answer["dealer"]))

    def skills_by_part(self, question):
        return {"dealer": ["dealer_seat"]}

    def working(self, question, answers, yaku_names):
        return "East deals." if question.answer["dealer"] else "East deals, not this seat."


@pytest.fixture
def who_deals(monkeypatch, settings, tmp_path):
    (tmp_path / "test").mkdir()
    (tmp_path / "test" / "_who_deals_working.html").write_text("<p data-who-deals>{{ working }}</p>")
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [*settings.TEMPLATES[0]["DIRS"], tmp_path]}]
    topic = WhoDeals()
    monkeypatch.setitem(TOPICS, topic.key, topic)
    monkeypatch.setitem(registry.SKILL_NAMES, "dealer_seat", topic.skills["dealer_seat"])
    monkeypatch.setitem(registry.TOPIC_OF_SKILL, "dealer_seat", topic.key)
    return topic


@pytest.mark.django_db
def test_a_registered_topic_appears_everywhere(client, who_deals):
    assert "Who deals?" in client.get("/en/trainer/").content.decode()
    url = None
    for seed in range(1, 40):
        spec = QuestionSpec(seed, "who_deals", "beginner", "ema")
        if not generate(spec).answer["dealer"]:
            url = f"/en/trainer/who_deals/beginner/ema/{seed}/"
            break
    page = client.get(url)
    assert page.status_code == 200
    assert 'data-field="dealer"' in page.content.decode()
    response = client.post(url, {"token": token_of(page), "dealer": "1"})
    assert response.status_code == 302
    feedback = client.get(response["Location"]).content.decode()
    assert 'data-part="dealer"' in feedback
    assert 'data-right="false"' in feedback
    assert "<p data-who-deals>East deals, not this seat.</p>" in feedback
    progress = client.get("/en/progress/").content.decode()
    assert "Who deals?" in progress
    assert "#123456" in progress
    assert "the dealer sits East" in progress
    assert client.get("/en/trainer/who_deals/expert/ema/1/").status_code == 404


@pytest.mark.django_db
def test_weak_spots_drill_a_registered_topics_skill(who_deals):
    learner = Learner(None, "registry-test")
    record(learner, {"dealer_seat": False})
    spec = focus_spec(learner, "beginner", "ema", random.Random(4))
    assert spec.topic == "who_deals"
    assert "dealer_seat" in registry.skills_by_part(generate(spec))["dealer"]


@pytest.mark.django_db
def test_the_session_form_refuses_a_difficulty_the_topic_does_not_offer(who_deals):
    form = StartForm({"topic": "who_deals", "difficulty": "expert", "ruleset": "ema", "mode": "normal"})
    assert not form.is_valid()
    assert "Who deals?" in form.errors["topic"][0]
