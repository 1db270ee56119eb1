"""The feedback names what was missed and what was extra, not only the right list beside the learner's."""

import re

import pytest

from quiz.generator import QuestionSpec, generate
from quiz.grading import every_yaku, split_tiles
from rules.models import Yaku
from tests.quiz.helpers import right_answers, token_of

pytestmark = pytest.mark.django_db


def feedback_of(client, spec: QuestionSpec, answers: dict) -> str:
    url = f"/en/trainer/{spec.topic}/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"
    page = client.get(url)
    return client.get(client.post(url, {"token": token_of(page), **answers})["Location"]).content.decode()


def test_a_forgotten_yaku_and_an_extra_one_are_named(client):
    spec = next(
        spec
        for seed in range(1, 200)
        if len(every_yaku(generate(spec := QuestionSpec(seed, "yaku", "intermediate", "ema")).answer)) >= 2
    )
    question = generate(spec)
    right = right_answers(question)
    forgotten, *kept = right["yaku"]
    offered = re.findall(
        r'name="yaku" value="([^"]+)"',
        client.get(f"/en/trainer/yaku/intermediate/ema/{spec.seed}/").content.decode(),
    )
    extra = next(key for key in offered if key not in right["yaku"])
    html = feedback_of(client, spec, {**right, "yaku": [*kept, extra]})
    names = {yaku.key: yaku.name for yaku in Yaku.objects.filter(key__in=[forgotten, extra])}
    assert re.search(rf"<strong [^>]*data-missed>You missed: {re.escape(names[forgotten])}</strong>", html)
    assert re.search(rf"<strong [^>]*data-extra>Extra: {re.escape(names[extra])}</strong>", html)


def test_a_right_answer_names_no_difference(client):
    spec = QuestionSpec(7, "waits", "intermediate", "ema")
    html = feedback_of(client, spec, right_answers(generate(spec)))
    assert "data-missed" not in html
    assert "data-extra" not in html


def test_a_missed_wait_is_named_in_words(client):
    spec = next(
        spec
        for seed in range(1, 200)
        if len(
            split_tiles(generate(spec := QuestionSpec(seed, "waits", "intermediate", "ema")).answer["waits"])
        )
        >= 2
    )
    right = right_answers(generate(spec))
    html = feedback_of(client, spec, {**right, "waits": right["waits"][1:]})
    assert re.search(r"<strong [^>]*data-missed>You missed: \d of (characters|circles|bamboos)", html)
