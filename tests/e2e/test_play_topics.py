"""The rules-of-play topics in chromium: a furiten question answered by taps on a phone in Spanish and
graded part by part, its feedback citing the rule's source and linking to the chapter; and a whole draws
session answered by tapping one of four choices. Elements are found by data-* attributes, never by text."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from quiz.generator import QuestionSpec, generate

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

QUESTION = re.compile(r"/trainer/(\w+)/(\w+)/(\w+)/(\d+)/$")
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


@pytest.fixture
def phone(browser: Browser):
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


def tap(page: Page, name: str, value: str) -> None:
    page.locator(f"label:has(input[name={name}][value='{value}'])").tap()


def start(page: Page, base: str, topic: str, difficulty: str, style: str = "typed") -> None:
    page.goto(f"{base}/es/trainer/")
    for name, value in (("topic", topic), ("difficulty", difficulty), ("style", style)):
        page.locator(f"input[name={name}][value={value}]").tap()
    page.locator("[data-action=start]").tap()
    page.wait_for_url(QUESTION)


def asked(page: Page):
    topic, difficulty, ruleset, seed = QUESTION.search(page.url).groups()
    return generate(QuestionSpec(int(seed), topic, difficulty, ruleset))


def test_a_furiten_question_is_answered_by_taps_in_spanish_on_a_phone(
    phone: Page, live_server, reference_content
):
    page = phone
    start(page, live_server.url, "furiten", "intermediate")
    question = asked(page)
    assert question.spec.topic == "furiten"
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator("[data-prompt]")).to_contain_text("¿Puedes ganar")
    expect(page.locator("[data-row=discards] svg.tile")).not_to_have_count(0)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # The right verdict, and the furiten kinds one short (or one too many): the second part is wrong.
    tap(page, "ron", question.answer["ron"])
    kinds = question.answer["furiten"]
    ticks = kinds[:-1] if kinds else ["temporary"]
    for kind in ticks:
        tap(page, "furiten", kind)
    page.locator("[data-action=check]").tap()
    expect(page.locator("[data-verdict]")).to_have_attribute("data-verdict", "wrong")
    expect(page.locator("tr[data-part=ron]")).to_have_attribute("data-right", "true")
    expect(page.locator("tr[data-part=furiten]")).to_have_attribute("data-right", "false")
    expect(page.locator("[data-play-verdict]")).not_to_be_empty()
    expect(page.locator("[data-play-rules] a.source").first).to_have_attribute(
        "href", re.compile(r"#source-")
    )
    expect(page.locator("[data-chapter]")).to_have_attribute("href", "/es/play/winning/#furiten")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_a_draws_session_is_answered_with_four_choices(phone: Page, live_server, reference_content):
    page = phone
    start(page, live_server.url, "draws", "expert", style="choices")
    for _ in range(3):
        question = asked(page)
        groups = page.locator("[data-choices]")
        for group in groups.all():
            expect(group.locator("input[type=radio]")).to_have_count(4)
        tap(page, "deltas", " ".join(map(str, question.answer["deltas"])))
        if page.locator("input[name=sticks]").count():
            tap(page, "sticks", str(question.answer["sticks"]))
        page.locator("[data-action=check]").tap()
        expect(page.locator("[data-verdict]")).to_have_attribute("data-verdict", "right")
        expect(page.locator("[data-chapter]")).to_have_attribute(
            "href", "/es/play/end-of-hand/#exhaustive-draw"
        )
        page.locator("[data-action=next]").first.tap()
        page.wait_for_url(QUESTION)
