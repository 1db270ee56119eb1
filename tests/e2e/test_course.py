"""The beginner's course on a phone, in French: a learner opens the course from the home page, reads the
first step, starts its set, answers it by tapping tiles and sees the step marked done, with the next one
offered. Elements are found by data-* attributes, never by text."""

import re

import pytest
from playwright.sync_api import Page, expect

from quiz.course import PASS_MARK
from quiz.efficiency import is_best
from quiz.generator import QuestionSpec, generate

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

QUESTION = re.compile(r"/trainer/(\w+)/(\w+)/(\w+)/(\d+)/$")
PHONE = 390


def fits_the_phone(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE


def test_the_first_step_of_the_course_on_a_phone_in_french(browser, live_server, reference_content):
    context = browser.new_context(viewport={"width": PHONE, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{live_server.url}/fr/")
    page.locator("[data-testid=home-course-link]").tap()
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("[data-course-progress]")).to_have_attribute("data-done", "0")
    expect(page.locator("[data-testid=course-path] li[data-done=true]")).to_have_count(0)
    fits_the_phone(page)
    page.locator("[data-action=next-step]").tap()

    expect(page.locator("h1[data-step=tiles]")).to_be_visible()
    screens = page.locator("[data-screen]")
    expect(screens).to_have_count(4)
    for index in range(4):
        screen = screens.nth(index)
        screen.scroll_into_view_if_needed()
        expect(screen.locator("h2")).to_be_visible()
        expect(screen.locator("svg.tile").first).to_be_visible()
    fits_the_phone(page)
    page.locator("[data-action=start-set]").tap()

    for number in range(10):
        expect(page.locator("#run-bar")).to_have_attribute("data-answered", str(number))
        topic, level, ruleset, seed = QUESTION.search(page.url).groups()
        assert (topic, level) == ("efficiency", "beginner")
        answer = generate(QuestionSpec(int(seed), topic, level, ruleset)).answer
        right = number < PASS_MARK
        tile = (
            answer["best"][0]
            if right
            else next(row["tile"] for row in answer["table"] if not is_best(answer, row["tile"]))
        )
        page.locator(f"[data-hand] button[data-tile='{tile}']").first.tap()
        expect(page.locator("[data-verdict]")).to_have_attribute(
            "data-verdict", "right" if right else "wrong"
        )
        page.locator("[data-action=next]").first.tap()

    expect(page.locator("[data-score]")).to_have_attribute("data-score", f"{PASS_MARK}/10")
    expect(page.locator("[data-course-outcome]")).to_have_attribute("data-course-outcome", "passed")
    expect(page.locator("[data-course-outcome] [data-action=next-step]")).to_have_attribute(
        "href", "/fr/trainer/course/sets/"
    )
    fits_the_phone(page)
    page.locator("[data-course-outcome] [data-action=course]").tap()

    expect(page.locator("[data-course-progress]")).to_have_attribute("data-done", "1")
    expect(page.locator("li[data-step=tiles]")).to_have_attribute("data-done", "true")
    expect(page.locator("li[data-step=tiles] [data-mark=done]")).to_be_visible()
    expect(page.locator("li[data-step=sets]")).to_have_attribute("data-done", "false")
    expect(page.locator("[data-course-progress] [data-action=next-step]")).to_have_attribute(
        "href", "/fr/trainer/course/sets/"
    )
    context.close()
