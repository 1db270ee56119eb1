"""A learner answers a session of ten questions in French and in Spanish, reads the feedback after
each, and sees the progress page change. Elements are found by names and data-* attributes, never by
text, so the test holds whatever the translations say."""

import re

import pytest
from playwright.sync_api import Page, expect

from quiz.generator import QuestionSpec, generate
from tests.quiz.helpers import right_answers, wrong_answers

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

QUESTION = re.compile(r"/trainer/(\w+)/(\w+)/(\w+)/(\d+)/$")


def fill(page: Page, data: dict) -> None:
    for name, value in data.items():
        if isinstance(value, list):
            for choice in value:
                page.locator(f"input[name={name}][value='{choice}']").check()
        else:
            page.locator(f"input[name={name}]").fill(value)


def answer_session(page: Page, base: str, language: str, topic: str, difficulty: str) -> None:
    page.goto(f"{base}/{language}/trainer/")
    expect(page.locator("html")).to_have_attribute("lang", language)
    page.locator(f"input[name=topic][value={topic}]").check()
    page.locator(f"input[name=difficulty][value={difficulty}]").check()
    page.locator("[data-action=start]").click()
    for number in range(10):
        expect(page.locator("#run-bar")).to_have_attribute("data-answered", str(number))
        topic_, difficulty_, ruleset, seed = QUESTION.search(page.url).groups()
        question = generate(QuestionSpec(int(seed), topic_, difficulty_, ruleset))
        if number == 0:
            # Letters where a number belongs: a message, the form kept, nothing counted.
            first = page.locator("[data-form=answer] input[type=text]").first
            first.fill("abc")
            page.locator("[data-action=check]").click()
            expect(page.locator("[data-error=form]")).to_be_visible()
            expect(page.locator("[data-form=answer] input[type=text]").first).to_have_value("abc")
            expect(page.locator("#run-bar")).to_have_attribute("data-answered", "0")
            page.locator("[data-form=answer] input[type=text]").first.fill("")
        fill(page, right_answers(question) if number % 2 == 0 else wrong_answers(question))
        page.locator("[data-action=check]").click()
        verdict = page.locator("[data-verdict]")
        expect(verdict).to_have_attribute("data-verdict", "right" if number % 2 == 0 else "wrong")
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator("[data-working]")).to_be_visible()
        expect(page.locator("[data-action=share]")).to_have_attribute(
            "href", re.compile(f"/{language}/trainer/")
        )
        page.locator("[data-action=next]").click()
    expect(page.locator("[data-score]")).to_have_attribute("data-score", "5/10")


@pytest.mark.parametrize(
    ("language", "topic", "difficulty"), [("fr", "full", "beginner"), ("es", "han", "intermediate")]
)
def test_a_learner_answers_ten_questions_and_sees_the_progress_page_change(
    page: Page, live_server, language: str, topic: str, difficulty: str
):
    page.goto(f"{live_server.url}/{language}/progress/")
    expect(page.locator("[data-empty]")).to_be_visible()
    answer_session(page, live_server.url, language, topic, difficulty)
    page.locator("[data-action=progress]").click()
    expect(page.locator("[data-figure=answered]")).to_have_text("10")
    # French sets a narrow no-break space before %, Spanish a no-break space (site_project.numbers).
    expect(page.locator("[data-figure=accuracy]")).to_have_text(
        {"fr": "50\u202f%", "es": "50\u00a0%"}[language]
    )
    expect(page.locator(f"[data-chart] [data-series={topic}-{difficulty}]")).to_be_attached()
    expect(page.locator("[data-weakest] li").first).to_be_visible()


def test_a_question_is_answered_without_javascript_and_with_the_keyboard_only(browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    spec = QuestionSpec(8, "full", "intermediate", "ema")
    page.goto(f"{live_server.url}/fr/trainer/full/intermediate/ema/8/")
    data = right_answers(generate(spec))
    fields = page.locator("[data-form=answer] input[type=text]")
    fields.first.focus()
    for index in range(fields.count()):
        page.keyboard.type(data[fields.nth(index).get_attribute("name")])
        if index < fields.count() - 1:
            page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_attribute("data-verdict", "right")
    context.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_naming_all_three_yakuman_of_an_ema_hand_is_graded_right(page: Page, live_server, language: str):
    """Tsuuiisou, suuankou and shousuushii under EMA 2016, where yakuman do not stack: all three are
    offered, naming the three is right, and the feedback says only one is paid."""
    spec = QuestionSpec(3226, "yaku", "expert", "ema")
    question = generate(spec)
    named = right_answers(question)["yaku"]
    assert sorted(named) == ["shousuushii", "suuankou", "tsuuiisou"]
    page.goto(f"{live_server.url}/{language}/trainer/yaku/expert/ema/3226/")
    fill(page, {"yaku": named})
    page.locator("[data-action=check]").click()
    expect(page.locator("[data-verdict]")).to_have_attribute("data-verdict", "right")
    expect(page.locator("[data-part=yaku]")).to_have_attribute("data-right", "true")
    expect(page.locator("[data-part=yaku] [data-note]")).to_contain_text("EMA 2016")
    expect(page.locator("[data-unpaid]")).to_have_count(2)
    page.set_viewport_size({"width": 390, "height": 900})
    page.screenshot(path=f"/tmp/shots-scorer/trainer-three-yakuman-{language}.png", full_page=True)
