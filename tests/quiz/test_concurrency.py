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


def test_a_new_browsers_first_two_answers_from_two_tabs_reach_one_learner(live_server):
    """No session yet: both tabs post before either has the session cookie the other gets."""
    base = live_server.url
    first_tab = requests.Session()
    specs = [QuestionSpec(seed, "full", "beginner", "ema") for seed in (51, 52)]
    forms = [shown_form(first_tab, base, spec) for spec in specs]
    assert "sessionid" not in first_tab.cookies
    second_tab = requests.Session()
    second_tab.cookies.set("csrftoken", first_tab.cookies["csrftoken"])
    answers = [
        post_answer(tab, url, {**right_answers(generate(spec)), "token": token})
        for tab, spec, (url, token) in zip((first_tab, second_tab), specs, forms, strict=True)
    ]
    assert [answer.status_code for answer in answers] == [302, 302]
    assert len({(a.user_id, a.anonymous_id) for a in Attempt.objects.all()}) == 1
    for tab in (first_tab, second_tab):  # whichever session cookie the browser keeps
        page = tab.get(f"{base}/en/progress/").text
        assert '<dd data-figure="answered">2</dd>' in page
