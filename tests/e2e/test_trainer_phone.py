"""The trainer on a phone (chromium at 390 px, touch): a whole session answered by taps only, and a
typical question whose hand, situation and first answer field fit on the first screen; the progress
table that follows fits the phone too."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from quiz.generator import QuestionSpec, generate
from quiz.grading import handed_over
from quiz.topics import parts_of
from tests.quiz.helpers import right_answers

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

QUESTION = re.compile(r"/trainer/(\w+)/(\w+)/(\w+)/(\d+)/$")
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


@pytest.fixture
def phone(browser: Browser):
    """A touch page 390 px wide, closed with its context so no connection outlives the test."""
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


def tap_choice(page: Page, name: str, value: object) -> None:
    page.locator(f"label:has(input[name={name}][value='{value}'])").tap()


def tap_answer(page: Page, right: bool) -> None:
    """Tap every part of the current question: the right choice, or another one."""
    topic, difficulty, ruleset, seed = QUESTION.search(page.url.partition("?")[0]).groups()
    question = generate(QuestionSpec(int(seed), topic, difficulty, ruleset))
    values = {part: question.answer.get(part) for part in ("han", "fu", "total")}
    values["payment"] = "-".join(str(v) for v in handed_over(question).values())
    for part in parts_of(question):
        offered = page.locator(f"input[name={part}]")
        if part in values:
            wanted = str(values[part])
            if not right:
                wanted = next(v for v in offered.evaluate_all("els => els.map(e => e.value)") if v != wanted)
            tap_choice(page, part, wanted)
        else:  # yaku or waits: tick the right ones (one more tile or yaku makes it wrong)
            ticks = right_answers(question)[part]
            if not right:
                ticks = [
                    *ticks,
                    next(v for v in offered.evaluate_all("els => els.map(e => e.value)") if v not in ticks),
                ]
            for tick in ticks:
                tap_choice(page, part, tick)


def test_a_whole_session_is_answered_by_taps_only(phone: Page, live_server):
    page = phone
    page.goto(f"{live_server.url}/fr/trainer/")
    for name, value in (("topic", "full"), ("difficulty", "intermediate"), ("style", "choices")):
        page.locator(f"input[name={name}][value={value}]").tap()
    page.locator("[data-action=start]").tap()
    for number in range(10):
        expect(page.locator("#run-bar")).to_have_attribute("data-answered", str(number))
        expect(page.locator("[data-form=answer]")).to_have_attribute("data-style", "choices")
        expect(page.locator("input[type=text]:visible")).to_have_count(0)
        for group in page.locator("[data-choices]").all():
            expect(group.locator("input[type=radio]")).to_have_count(4)
        tap_answer(page, right=number % 2 == 0)
        page.locator("[data-action=check]").tap()
        expect(page.locator("[data-verdict]")).to_have_attribute(
            "data-verdict", "right" if number % 2 == 0 else "wrong"
        )
        next_button = page.locator("[data-action=next]")
        expect(next_button).to_be_in_viewport()
        next_button.tap()
    expect(page.locator("[data-score]")).to_have_attribute("data-score", "5/10")
    expect(page.locator("[data-total-seconds]")).to_contain_text("Temps total")
    expect(page.locator("[data-seconds]")).to_have_count(10)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    # The summary fits the phone: the session's topic under the heading, each result on screen.
    expect(page.locator("[data-session-kind]")).to_be_visible()
    summary = page.locator(".table-card:has([data-table=summary])")
    assert summary.evaluate("card => card.scrollWidth <= card.clientWidth")
    for result in page.locator("[data-table=summary] tbody td:last-child").all():
        result.scroll_into_view_if_needed()
        expect(result).to_be_in_viewport(ratio=0.9)
    # The progress table fits the phone, in the language with the longest headers ("Respondidas").
    page.goto(f"{live_server.url}/es/progress/")
    card = page.locator(".table-card:has([data-table=accuracy])")
    expect(card).to_contain_text("Respondidas")
    assert card.evaluate("card => card.scrollWidth <= card.clientWidth")
    # The chart's labels read on the phone (they were drawn at about 5 px).
    labels = page.locator(".progress-chart .chart-axis")
    expect(labels.first).to_be_visible()
    heights = labels.evaluate_all("texts => texts.map(text => text.getBoundingClientRect().height)")
    assert min(heights) >= 9, heights


@pytest.mark.parametrize("seed", [3, 8])
def test_a_typical_question_shows_hand_situation_and_first_field_on_the_first_screen(
    phone: Page, live_server, seed: int
):
    page = phone
    spec = QuestionSpec(seed, "full", "intermediate", "ema")
    page.goto(f"{live_server.url}/es/trainer/full/intermediate/ema/{seed}/")
    first = page.locator("[data-form=answer] input[type=text]").first
    expect(first).to_be_in_viewport()
    expect(first).to_be_focused()
    expect(page.locator("[data-situation]")).to_be_in_viewport()
    # The winning tile stays on the first or second line of the hand, never a third.
    tiles = page.locator(".question .tile-hand__tiles .tile")
    top = tiles.first.bounding_box()
    win = page.locator(".question .tile--win").bounding_box()
    assert win["y"] < top["y"] + 2 * top["height"] + 20
    # Enter submits; the feedback's next button takes the focus, so Enter again goes on.
    data = right_answers(generate(spec))
    for field in page.locator("[data-form=answer] input[type=text]").all():
        field.fill(data[field.get_attribute("name")])
    page.keyboard.press("Enter")
    expect(page.locator("[data-verdict]")).to_have_attribute("data-verdict", "right")
    expect(page.locator("[data-action=new]")).to_be_focused()


def test_an_answer_by_choice_is_sent_with_the_enter_key(page: Page, live_server):
    page.goto(f"{live_server.url}/en/trainer/fu/beginner/ema/4/?answers=choices")
    first = page.locator("[data-form=answer] input[type=radio]").first
    # No radio takes the focus by itself (tests/quiz/test_focus.py): a keyboard player moves to it.
    expect(first).not_to_be_focused()
    first.focus()
    page.keyboard.press("Space")
    page.keyboard.press("Enter")
    expect(page.locator("[data-verdict]")).to_be_visible()


@pytest.mark.parametrize(("language", "width"), [("en", 390), ("fr", 390), ("es", 390), ("es", 1280)])
def test_each_mark_stays_beside_its_label(browser: Browser, live_server, language: str, width: int):
    """ "✓" above "Payment", "✗" above "Minipoints": the mark and the first line of its label share a line."""
    context = browser.new_context(viewport={"width": width, "height": 844})
    page = context.new_page()
    page.goto(f"{live_server.url}/{language}/trainer/full/expert/ema/31/")
    for field in page.locator("input[type=text]:visible, input[inputmode]:visible").all():
        field.fill("1")  # a wrong answer to every part
    page.locator("[data-action=check]").click()
    marks = page.locator(".marks tbody th .marked")
    expect(marks.first).to_be_visible()
    for marked in marks.all():
        mark = marked.locator(".mark").bounding_box()
        label = marked.locator("span:not(.mark)").first.evaluate(
            "span => { const r = span.getClientRects()[0]; return {y: r.y, height: r.height}; }"
        )
        assert abs(mark["y"] + mark["height"] / 2 - (label["y"] + label["height"] / 2)) < label["height"] / 2
    context.close()


@pytest.mark.parametrize("width", [390, 1280])
def test_the_progress_charts_dots_are_whole_at_its_corners(browser: Browser, live_server, width: int):
    """A day of practice puts its dots at the right edge, at 100 % and 0 % for a topic answered all
    right and one all wrong: each dot is drawn whole inside the chart, large enough to see on a phone."""
    context = browser.new_context(viewport={"width": width, "height": 844}, has_touch=True)
    page = context.new_page()
    for topic, right in (("fu", True), ("payment", False)):
        page.goto(f"{live_server.url}/fr/trainer/{topic}/beginner/ema/3/?answers=choices")
        tap_answer(page, right=right)
        page.locator("[data-action=check]").tap()
        expect(page.locator("[data-verdict]")).to_have_attribute(
            "data-verdict", "right" if right else "wrong"
        )
    page.goto(f"{live_server.url}/fr/progress/")
    chart = page.locator(".progress-chart")
    expect(chart.locator(".chart-dot")).to_have_count(2)
    frame = chart.bounding_box()
    dots = chart.locator(".chart-dot").evaluate_all(
        "dots => dots.map(dot => { const box = dot.getBoundingClientRect();"
        " return {left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width}; })"
    )
    page.screenshot(path=f"/tmp/shots-ux/progress-corners-fr-{width}.png", full_page=True)
    for dot in dots:
        assert dot["width"] >= 6
        assert frame["x"] + 2 <= dot["left"]
        assert dot["right"] <= frame["x"] + frame["width"] - 2
        assert frame["y"] <= dot["top"]
        assert dot["bottom"] <= frame["y"] + frame["height"]
    assert max(dot["bottom"] for dot in dots) - min(dot["top"] for dot in dots) > frame["height"] / 2
    context.close()
