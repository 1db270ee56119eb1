"""One learner answering in parallel (two tabs, many requests) against the live server: no count is
lost, no answer is wrongly refused, and the session keeps one learner. Runs on SQLite and PostgreSQL."""

import re
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from quiz.generator import QuestionSpec, generate
from quiz.models import Attempt, SkillBox
from tests.quiz.helpers import right_answers, wrong_answers

pytestmark = pytest.mark.django_db(transaction=True)
ANSWERS = 16
THREADS = 8


def question_url(base: str, spec: QuestionSpec) -> str:
    return f"{base}/en/trainer/{spec.topic}/{spec.difficulty}/{spec.ruleset_name}/{spec.seed}/"


def open_session(base: str) -> requests.Session:
    """A browser session with a run started: a session cookie, and no learner yet."""
    browser = requests.Session()
    browser.get(f"{base}/en/trainer/")
    data = {"topic": "full", "difficulty": "beginner", "ruleset": "ema", "mode": "normal"}
    started = browser.post(
        f"{base}/en/trainer/start/",
        data={**data, "csrfmiddlewaretoken": browser.cookies["csrftoken"]},
        headers={"Referer": base},
        allow_redirects=False,
    )
    assert started.status_code == 302
    assert "sessionid" in browser.cookies
    return browser


def shown_form(browser: requests.Session, base: str, spec: QuestionSpec) -> tuple[str, str]:
    page = browser.get(question_url(base, spec)).text
    return question_url(base, spec), re.search(r'name="token" value="([^"]+)"', page).group(1)


def post_answer(browser: requests.Session, url: str, data: dict) -> requests.Response:
    data = {**data, "csrfmiddlewaretoken": browser.cookies["csrftoken"]}
    return browser.post(url, data=data, headers={"Referer": url}, allow_redirects=False)


def test_parallel_answers_lose_no_count_and_keep_one_learner(live_server):
    browser = open_session(live_server.url)
    specs = [QuestionSpec(seed, "full", "beginner", "ema") for seed in range(1, ANSWERS + 1)]
    posts = []
    for number, spec in enumerate(specs):
        url, token = shown_form(browser, live_server.url, spec)
        question = generate(spec)
        answers = right_answers(question) if number % 2 else wrong_answers(question)
        posts.append((url, {**answers, "token": token}))
    with ThreadPoolExecutor(THREADS) as pool:
        responses = list(pool.map(lambda post: post_answer(browser, *post), posts))

    assert [r.status_code for r in responses] == [302] * ANSWERS  # none refused as "altered"
    assert all("/en/trainer/answer/" in r.headers["Location"] for r in responses)
    attempts = list(Attempt.objects.all())
    assert len(attempts) == ANSWERS
    assert len({(a.user_id, a.anonymous_id) for a in attempts}) == 1
    seen, missed = Counter(), Counter()
    for attempt in attempts:
        for skill, right in attempt.skills.items():
            seen[skill] += 1
            missed[skill] += not right
    boxes = {box.skill: (box.seen, box.missed) for box in SkillBox.objects.all()}
    assert boxes == {skill: (seen[skill], missed[skill]) for skill in seen}


def test_a_token_posted_twice_at_once_counts_once_and_both_see_the_attempt(live_server):
    browser = open_session(live_server.url)
    spec = QuestionSpec(40, "full", "beginner", "ema")
    url, token = shown_form(browser, live_server.url, spec)
    data = {**right_answers(generate(spec)), "token": token}
    with ThreadPoolExecutor(4) as pool:
        responses = list(pool.map(lambda _: post_answer(browser, url, data), range(4)))
    assert {r.status_code for r in responses} == {302}
    assert len({r.headers["Location"] for r in responses}) == 1
    attempt = Attempt.objects.get()
    assert attempt.skills
    assert dict(SkillBox.objects.values_list("skill", "seen")) == dict.fromkeys(attempt.skills, 1)
