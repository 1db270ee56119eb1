"""A player looks something up from the header's search box, as they see it: results listed under the box
as they type (French and Spanish, desktop and phone, mouse and keyboard), and the results page when
JavaScript is off."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SHOTS = "/tmp/shots-search"


@pytest.fixture
def open_page(browser: Browser, live_server, reference_content):
    """A page of the site at a given width, JavaScript on or off; the content is loaded (a transactional
    test empties the tables the session loaded)."""
    contexts = []

    def opened(path: str, width: int = 1280, javascript: bool = True) -> Page:
        context = browser.new_context(
            viewport={"width": width, "height": 900}, java_script_enabled=javascript
        )
        contexts.append(context)
        page = context.new_page()
        page.goto(f"{live_server.url}{path}")
        return page

    yield opened
    for context in contexts:
        context.close()


def option_titled(page: Page, title: str):
    """The result whose title (not only its snippet) is `title`."""
    return page.get_by_role("option").filter(has=page.locator(".search-title").get_by_text(title, exact=True))


def test_typing_furiten_on_a_french_page_shows_the_furiten_section(open_page, live_server):
    page = open_page("/fr/yaku/")
    box = page.get_by_role("combobox", name="Rechercher sur le site")
    box.press_sequentially("furiten", delay=30)
    results = page.get_by_role("listbox", name="Résultats de la recherche")
    section = option_titled(page, "Le furiten")
    expect(results).to_be_visible()
    expect(section).to_be_visible()
    expect(section).to_contain_text("Section")
    expect(section.locator("mark")).to_have_text(re.compile("furiten", re.IGNORECASE))
    expect(box).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#site-search-status")).to_have_text(re.compile(r"\d+ résultats"))
    page.screenshot(path=f"{SHOTS}/box-fr-1280.png")
    section.click()
    expect(page).to_have_url(f"{live_server.url}/fr/play/winning/#furiten")
    expect(page.locator("#furiten-title")).to_be_visible()
    expect(page.locator("#furiten-title")).to_have_text("Le furiten")


def test_honba_on_a_spanish_phone_by_the_icon_and_the_keyboard(open_page, live_server):
    page = open_page("/es/", width=390)
    box = page.get_by_role("combobox", name="Buscar en el sitio")
    expect(box).to_be_hidden()
    page.get_by_role("button", name="Buscar").click()
    expect(box).to_be_visible()
    expect(box).to_be_focused()
    box.press_sequentially("honba", delay=30)
    first = page.get_by_role("option").first
    expect(first).to_be_visible()
    expect(option_titled(page, "Los honba")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=f"{SHOTS}/box-es-390.png")
    options = page.get_by_role("option")
    titles = [options.nth(number).locator(".search-title").inner_text() for number in range(options.count())]
    target = titles.index("Los honba")
    for _ in range(target + 1):
        box.press("ArrowDown")
    expect(options.nth(target)).to_have_attribute("aria-selected", "true")
    expect(box).to_have_attribute("aria-activedescendant", f"site-search-option-{target}")
    box.press("Enter")
    expect(page).to_have_url(f"{live_server.url}/es/play/dealer-and-honba/#honba")
    expect(page.get_by_role("heading", name="Los honba", exact=True)).to_be_in_viewport()


def test_escape_closes_the_results_and_enter_opens_the_results_page(open_page, live_server):
    page = open_page("/en/glossary/")
    box = page.get_by_role("combobox", name="Search the site")
    box.press_sequentially("riichi", delay=30)
    results = page.get_by_role("listbox", name="Search results")
    expect(results.get_by_role("option").first).to_be_visible()
    box.press("Escape")
    expect(results).to_be_hidden()
    expect(box).to_have_attribute("aria-expanded", "false")
    box.press("Enter")
    expect(page).to_have_url(f"{live_server.url}/en/search/?q=riichi")
    expect(page.get_by_test_id("search-results").get_by_role("link", name="Riichi").first).to_be_visible()


def test_the_results_page_without_javascript(open_page, live_server):
    page = open_page("/en/tiles/", javascript=False)
    box = page.get_by_role("searchbox", name="Search the site")
    box.fill("振聴")
    box.press("Enter")
    expect(page).to_have_url(re.compile(r"/en/search/\?q="))
    results = page.get_by_test_id("search-results")
    expect(results).to_be_visible()
    section = results.get_by_role("link", name="Furiten").first
    expect(section).to_be_visible()
    page.screenshot(path=f"{SHOTS}/page-en-nojs-1280.png", full_page=True)
    results.locator("a[href='/en/play/winning/#furiten']").click()
    expect(page.locator("#furiten-title")).to_be_visible()


def test_the_phone_icon_leads_to_the_results_page_without_javascript(open_page, live_server):
    page = open_page("/fr/", width=390, javascript=False)
    page.get_by_role("button", name="Rechercher").click()
    expect(page).to_have_url(re.compile(r"/fr/search/"))
    expect(page.get_by_test_id("search-hint")).to_be_visible()
    page.get_by_label("Un yaku, un terme, une règle ou une page").fill("honba")
    page.get_by_test_id("search-page-form").get_by_role("button", name="Rechercher").click()
    results = page.get_by_test_id("search-results")
    expect(results.locator("a[href='/fr/play/dealer-and-honba/#honba']")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=f"{SHOTS}/page-fr-nojs-390.png", full_page=True)
