"""A visitor opens the home page in each language and switches language from the page."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

HEADINGS = {
    "en": "Learn to score Riichi mahjong",
    "fr": "Apprenez à compter",
    "es": "Aprende a contar",
}


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_home_page_opens_in_each_language(page: Page, live_server, language: str):
    page.goto(f"{live_server.url}/{language}/")
    expect(page.locator("html")).to_have_attribute("lang", language)
    expect(page.get_by_role("heading", level=1)).to_contain_text(HEADINGS[language])


def test_switching_language_keeps_the_page(page: Page, live_server):
    page.goto(f"{live_server.url}/en/tiles/")
    page.locator("button[data-language=fr]").click()
    expect(page).to_have_url(re.compile(r"/fr/tiles/$"))
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    page.locator("button[data-language=es]").click()
    expect(page).to_have_url(re.compile(r"/es/tiles/$"))
    expect(page.locator("html")).to_have_attribute("lang", "es")


def test_the_root_sends_a_spanish_browser_to_spanish(browser, live_server):
    context = browser.new_context(locale="es-ES")
    page = context.new_page()
    page.goto(f"{live_server.url}/")
    expect(page).to_have_url(re.compile(r"/es/$"))
    context.close()


def test_switching_from_a_page_outside_the_browser_language(browser, live_server):
    context = browser.new_context(locale="en-GB")
    page = context.new_page()
    page.goto(f"{live_server.url}/fr/tiles/")
    page.locator("button[data-language=es]").click()
    expect(page).to_have_url(re.compile(r"/es/tiles/$"))
    context.close()


@pytest.mark.parametrize("width", [360, 390])
@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_every_section_of_the_header_is_in_view_on_a_phone(browser, live_server, language: str, width: int):
    """The four sections (reference, trainer, calculator, club) stand on one line inside the screen: a
    section cut at the edge is one a phone user never finds."""
    context = browser.new_context(viewport={"width": width, "height": 800})
    page = context.new_page()
    page.goto(f"{live_server.url}/{language}/")
    links = page.locator(".main-nav a")
    boxes = [links.nth(index).bounding_box() for index in range(links.count())]
    assert len(boxes) == 4
    assert all(box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width for box in boxes)
    assert len({round(box["y"]) for box in boxes if box is not None}) == 1
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    context.close()
