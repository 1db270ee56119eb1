"""A reader browses the reference in French and Spanish: yaku list, search, filter, detail, glossary,
and a language switch on a yaku page that lands on the same yaku. Elements are found by stable data
attributes, not by translated text."""

import re

import pytest
from playwright.sync_api import Page, expect

from rules.loading import load_reference

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def reference(transactional_db):
    """The content files, loaded into the live server's database (flushed after each test)."""
    load_reference()


@pytest.mark.parametrize("language", ["fr", "es"])
def test_a_reader_searches_filters_and_reads_a_yaku_then_the_glossary(
    page: Page, live_server, reference, language: str
):
    page.goto(f"{live_server.url}/{language}/yaku/")
    expect(page.locator("html")).to_have_attribute("lang", language)
    rows = page.locator("li.yaku-row")
    expect(rows.first).to_be_visible()
    every = rows.count()

    page.get_by_test_id("yaku-query").fill("chiitoi")
    page.get_by_test_id("yaku-search-submit").click()
    expect(page).to_have_url(re.compile(rf"/{language}/yaku/\?q=chiitoi"))
    expect(page.locator("li[data-yaku=chiitoitsu]")).to_be_visible()
    expect(page.get_by_test_id("yaku-query")).to_have_value("chiitoi")

    page.get_by_test_id("yaku-query").fill("")
    page.locator("input[data-filter=yakuman]").check()
    page.get_by_test_id("yaku-search-submit").click()
    expect(page.locator("li[data-yaku=daisangen]")).to_be_visible()
    expect(page.locator("li[data-yaku=pinfu]")).to_have_count(0)
    assert 0 < rows.count() < every

    page.locator("a[data-yaku-link=daisangen]").first.click()
    expect(page).to_have_url(re.compile(rf"/{language}/yaku/daisangen/$"))
    expect(page.locator("article[data-yaku=daisangen]")).to_be_visible()
    expect(page.locator("figure.example .tile-hand").first).to_be_visible()
    expect(page.locator("tr[data-ruleset=ema] [data-treatment=pao]")).to_be_visible()

    page.locator("a[data-section=glossary]").click()
    expect(page).to_have_url(re.compile(rf"/{language}/glossary/$"))
    expect(page.locator("[data-term=furiten]")).to_be_visible()
    page.locator("[data-term=furiten] a.anchor").click()
    expect(page).to_have_url(re.compile(r"/glossary/#furiten$"))


def test_switching_language_on_a_yaku_page_keeps_the_yaku(page: Page, live_server, reference):
    page.goto(f"{live_server.url}/en/yaku/chinitsu/")
    expect(page.locator("article[data-yaku=chinitsu]")).to_be_visible()
    page.locator("button[data-language=fr]").click()
    expect(page).to_have_url(re.compile(r"/fr/yaku/chinitsu/$"))
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("article[data-yaku=chinitsu]")).to_be_visible()
    page.locator("button[data-language=es]").click()
    expect(page).to_have_url(re.compile(r"/es/yaku/chinitsu/$"))
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator("article[data-yaku=chinitsu]")).to_be_visible()
