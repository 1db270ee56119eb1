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
    expect(page.locator("li[data-yaku=pinfu]")).to_be_hidden()
    assert 0 < page.locator("li.yaku-row:visible").count() < every

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


@pytest.mark.parametrize(
    ("language", "typed", "found", "gone"),
    [("fr", "13 orph", "kokushi", "pinfu"), ("es", "suanko", "suuankou", "tanyao")],
)
def test_the_yaku_list_filters_as_one_types_with_no_page_load(
    page: Page, live_server, reference, language: str, typed: str, found: str, gone: str
):
    page.goto(f"{live_server.url}/{language}/yaku/")
    page.get_by_test_id("yaku-query").press_sequentially(typed)
    expect(page.locator(f"li[data-yaku={found}]")).to_be_visible()
    expect(page.locator(f"li[data-yaku={gone}]")).to_be_hidden()
    expect(page).to_have_url(re.compile(rf"/{language}/yaku/\?q="))
    page.get_by_test_id("yaku-query").fill("zzzz")
    expect(page.get_by_test_id("no-yaku")).to_be_visible()
    page.get_by_test_id("yaku-query").fill("")
    expect(page.locator("li.yaku-row:visible")).to_have_count(page.locator("li.yaku-row").count())


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


def test_the_table_of_treatments_fits_a_phone_in_spanish(page: Page, live_server, reference):
    """The widest one (kazoe yakuman, "(sanbaiman): 24.000") under the longest headers."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/es/yaku/kazoe_yakuman/")
    table = page.locator(".table-scroll:has(.treatments)")
    expect(table).to_contain_text("(sanbaiman)")
    assert table.evaluate("scroller => scroller.scrollWidth <= scroller.clientWidth")


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_a_limits_han_range_stays_on_one_line_on_a_phone(page: Page, live_server, reference, language):
    """ "Baiman (8–" at the end of a line and "10 han)" on the next: the range breaks at its dash."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/{language}/scoring-table/")
    ranges = page.locator(".limit-table [data-han-range]")
    expect(ranges.first).to_be_visible()
    assert (
        ranges.evaluate_all("spans => spans.map(span => span.getClientRects().length)")
        == [1] * ranges.count()
    )


@pytest.mark.parametrize("javascript", [True, False], ids=["script", "no-script"])
@pytest.mark.parametrize(
    ("language", "query", "found"),
    [("en", "tanyao", {"tanyao"}), ("fr", "kuitan", {"tanyao"}), ("es", "断么九", {"tanyao"})],
)
def test_a_search_leaves_on_screen_only_the_yaku_it_finds(
    browser, live_server, reference, javascript, language, query, found
):
    """What chromium draws, not the attribute: a `.yaku-row` is a flex box, and a class's display must
    not override `hidden`. Typed with the script (rows hide as one types), submitted without."""
    context = browser.new_context(java_script_enabled=javascript, viewport={"width": 390, "height": 844})
    page = context.new_page()
    if javascript:
        page.goto(f"{live_server.url}/{language}/yaku/")
        page.get_by_test_id("yaku-query").fill(query)
    else:
        page.goto(f"{live_server.url}/{language}/yaku/?q={query}")
    visible = page.locator("li.yaku-row:visible")
    expect(visible).to_have_count(len(found))
    assert {row.get_attribute("data-yaku") for row in visible.all()} == found
    assert page.locator("section.han-group:visible").count() == 1
    context.close()


@pytest.mark.parametrize("javascript", [True, False], ids=["script", "no-script"])
def test_the_closed_only_filter_leaves_no_open_yaku_on_screen(browser, live_server, reference, javascript):
    context = browser.new_context(java_script_enabled=javascript)
    page = context.new_page()
    page.goto(f"{live_server.url}/en/yaku/")
    every = page.locator("li.yaku-row").count()
    if javascript:
        page.locator("input[data-filter=closed]").check()
    else:
        page.goto(f"{live_server.url}/en/yaku/?show=closed")
    expect(page.locator("li[data-yaku=tanyao]")).to_be_hidden()
    expect(page.locator("li[data-yaku=riichi]")).to_be_visible()
    expect(page.locator("li[data-yaku=pinfu]")).to_be_visible()
    shown = page.locator("li.yaku-row:visible").count()
    kept = page.locator("li.yaku-row:not([hidden])").count()
    assert shown == kept < every / 2
    context.close()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_scoring_tables_fit_a_phone_with_every_column_on_screen(
    page: Page, live_server, reference, language
):
    """The 4-han column was cut at 390 px: the payment grids and the limits now fit the screen."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/{language}/scoring-table/")
    for scroller in page.locator(".table-scroll:has(.payment-grid), .table-scroll:has(.limit-table)").all():
        assert scroller.evaluate("s => s.scrollWidth <= s.clientWidth"), scroller.inner_text()[:60]
    for grid in page.locator(".payment-grid").all():
        last = grid.locator("thead th").last
        last.scroll_into_view_if_needed()
        expect(last).to_be_in_viewport(ratio=1)
    baiman = page.locator('.limit-table tr[data-limit="baiman"]')
    baiman.scroll_into_view_if_needed()
    expect(baiman.locator(".value")).to_have_count(4)
    for value in baiman.locator(".value").all():
        expect(value).to_be_in_viewport(ratio=1)


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_rulesets_comparison_keeps_its_row_labels_and_says_it_scrolls(
    page: Page, live_server, reference, language
):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/{language}/rulesets/")
    table = page.get_by_test_id("comparison")
    table.scroll_into_view_if_needed()
    expect(page.locator("[data-scroll-hint]").first).to_be_visible()
    label = table.locator('tr[data-row="kiriage"] th')
    label.scroll_into_view_if_needed()
    page.locator(".table-scroll:has([data-testid=comparison])").evaluate("s => s.scrollLeft = s.scrollWidth")
    expect(label).to_be_in_viewport(ratio=1)
    expect(table.locator('tr[data-row="kiriage"] td').last).to_be_in_viewport()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_yaku_list_on_a_phone_is_compact_and_starts_with_yaku(
    browser, live_server, reference, language: str
):
    """The list was 27,400 px tall at 390 px, an example hand on every row, and its first screen showed
    the intro and the search only. Now: yaku on the first screen, the whole list under 10,000 px, the
    example hands one tick away (and always there on a desktop)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{live_server.url}/{language}/yaku/")
    first_screen = page.locator("li.yaku-row").evaluate_all(
        "rows => rows.filter(row => { const box = row.getBoundingClientRect();"
        " return box.top >= 0 && box.bottom <= window.innerHeight; }).length"
    )
    assert first_screen >= 1
    expect(page.locator("li[data-yaku=riichi] h3")).to_be_in_viewport()
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height < 10_000, height
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    expect(page.locator("li[data-yaku=tanyao] .yaku-row__hand")).to_be_hidden()
    page.locator("[data-show-hands]").check()
    expect(page.locator("li[data-yaku=tanyao] .yaku-row__hand")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollHeight") > 2 * height
    page.locator("[data-show-hands]").uncheck()
    # The search still narrows the compact list.
    page.get_by_test_id("yaku-query").fill("tanyao")
    expect(page.locator("li.yaku-row:visible")).to_have_count(1)
    page.screenshot(path=f"/tmp/shots-ux/yaku-search-{language}-390.png")

    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.locator("[data-show-hands]")).to_be_hidden()
    expect(page.locator("li[data-yaku=tanyao] .yaku-row__hand")).to_be_visible()
    context.close()
