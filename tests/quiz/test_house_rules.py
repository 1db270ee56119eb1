"""Any ruleset, the site's by default: the trainer offers the reference's rulesets, a club's house rules
included, and starts with the one the admin marked as the site default."""

import json

import pytest
from django.core.management import call_command

from quiz.generator import QuestionSpec
from quiz.rulesets import question_for
from rules.models import Ruleset
from rules.scoring import score_request
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db


@pytest.fixture
def club():
    return Ruleset.objects.create(
        key="club",
        base="ema",
        overrides={"kiriage": True, "aka_dora": True},
        is_default=True,
        name="Our club",
        short="EMA with kiriage and red fives",
        description="",
    )


def test_house_rules_questions_carry_the_overrides_to_the_scorer(club):
    question = question_for(QuestionSpec(3, "full", "intermediate", "club"))
    assert question.request["ruleset"] == "ema"
    assert question.request["rules"] == {"kiriage": True, "aka_dora": True}
    assert question.answer == score_request(question.request)


def test_house_rules_with_red_fives_deal_red_fives(club):
    requests = [
        question_for(QuestionSpec(seed, "full", "intermediate", "club")).request for seed in range(200)
    ]
    assert any("0" in r["hand"] + "".join(m["tiles"] for m in r["melds"]) for r in requests)


def test_the_trainer_starts_with_the_site_default_and_offers_the_house_rules(client, club):
    content = client.get("/en/trainer/").content.decode()
    assert 'value="club" selected' in content
    assert "Our club" in content


def test_a_house_rules_question_can_be_answered(client, club):
    url = "/en/trainer/full/intermediate/club/4/"
    page = client.get(url)
    assert b"Our club" in page.content
    data = {
        "token": token_of(page),
        **right_answers(question_for(QuestionSpec(4, "full", "intermediate", "club"))),
    }
    assert client.post(url, data).status_code == 302


def test_quiz_sample_takes_a_house_ruleset(capsys, club):
    call_command("quiz_sample", "--n", "2", "--ruleset", "club")
    line = json.loads(capsys.readouterr().out.splitlines()[0])
    assert line["request"]["rules"] == {"kiriage": True, "aka_dora": True}


def test_quiz_sample_defaults_to_the_site_default(capsys, club):
    call_command("quiz_sample", "--n", "1")
    assert json.loads(capsys.readouterr().out)["id"].endswith("-club-1")


def test_feedback_stays_true_when_the_house_rules_change_later(client, club):
    url = "/en/trainer/full/intermediate/club/6/"
    question = question_for(QuestionSpec(6, "full", "intermediate", "club"))
    location = client.post(url, {"token": token_of(client.get(url)), **right_answers(question)})["Location"]
    club.overrides = {"kiriage": False}
    club.save()
    feedback = client.get(location)
    assert b'data-verdict="right"' in feedback.content
    assert f"{question.answer['total']:,}".encode() in feedback.content
    club.delete()
    assert client.get(location).status_code == 200
