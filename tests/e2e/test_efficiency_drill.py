"""The efficiency drill on a phone: a learner plays a session of ten positions by tapping tiles in
chromium at 390 px, reads the table of discards after each, and ends on the summary. Elements are found
by data-* attributes, never by text."""

import re

import pytest
from playwright.sync_api import Page, expect

from quiz.efficiency import is_best
from quiz.generator import QuestionSpec, generate

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

QUESTION = re.compile(r"/trainer/(\w+)/(\w+)/(\w+)/(\d+)/$")


@pytest.mark.parametrize(("language", "difficulty"), [("en", "beginner"), ("fr", "expert")])
def test_ten_positions_answered_by_taps_on_a_phone(browser, live_server, language, difficulty):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    play_session(page, live_server.url, language, difficulty)
    context.close()


def play_session(page: Page, base: str, language: str, difficulty: str) -> None:
    page.goto(f"{base}/{language}/trainer/")
    page.locator("input[name=topic][value=efficiency]").check()
    page.locator(f"input[name=difficulty][value={difficulty}]").check()
    page.locator("[data-action=start]").click()
    for number in range(10):
        expect(page.locator("#run-bar")).to_have_attribute("data-answered", str(number))
        topic, level, ruleset, seed = QUESTION.search(page.url).groups()
        assert (topic, level) == ("efficiency", difficulty)
        answer = generate(QuestionSpec(int(seed), topic, level, ruleset)).answer
        buttons = page.locator("[data-hand] button[name=discard]")
        expect(buttons).to_have_count(14)
        # Every tile fits the phone's width, and is large enough to tap.
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        box = buttons.last.bounding_box()
        assert box["x"] + box["width"] <= 390
        assert box["width"] >= 32
        assert box["height"] >= 40
        if number % 2 == 0:
            tile = answer["best"][-1]
        else:
            tile = next(row["tile"] for row in answer["table"] if not is_best(answer, row["tile"]))
        page.locator(f"[data-hand] button[data-tile='{tile}']").first.tap()
        expect(page.locator("[data-verdict]")).to_have_attribute(
            "data-verdict", "wrong" if number % 2 else "right"
        )
        expect(page.locator("[data-efficiency-verdict]")).not_to_be_empty()
        expect(page.locator("[data-table=discards] tbody tr")).to_have_count(len(answer["table"]))
        expect(page.locator("[data-table=discards] tr[data-chosen=true]")).to_have_count(1)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        page.locator("[data-action=next]").first.tap()
    expect(page.locator("[data-score]")).to_have_attribute("data-score", "5/10")
