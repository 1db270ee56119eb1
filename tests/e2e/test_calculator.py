"""A player scores a hand in the calculator: by clicking tiles, with a pon, then compares and shares it.

Elements are found by stable attributes (data-*, names), never by text, so the same steps run in every
language.
"""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# 234m 567p 2345s + 5s to win, a pon of red dragons, seat South, dora indicator 3m: 2 han 30 fu, 2000.
HAND_CLICKS = ["2m", "3m", "4m", "5p", "6p", "7p", "2s", "3s", "4s", "5s", "5s"]


def click_tile(page: Page, code: str, target: str = "hand") -> None:
    """Pick `target` in the palette, click the tile, and wait for the page to show the new state."""
    before = page.locator("[data-hand-tile], [data-meld]").count()
    page.locator(f'input[name="to"][value="{target}"]').check()
    page.locator(f'button[name="add"][value="{code}"]').click()
    if target == "hand" or target in ("chi", "pon", "kan", "ankan", "shouminkan"):
        expect(page.locator("[data-hand-tile], [data-meld]")).to_have_count(before + 1)
    else:
        expect(page.locator(f'input[name="{target}"]')).to_have_value(re.compile(re.escape(code) + "$"))


def build_the_example_hand(page: Page) -> None:
    click_tile(page, "7z", "pon")
    expect(page.locator('[data-meld="pon:777z"]')).to_be_visible()
    for code in HAND_CLICKS:
        click_tile(page, code)
    page.locator('select[name="seat_wind"]').select_option("S")
    expect(page).to_have_url(re.compile(r"seat_wind=S"))
    click_tile(page, "3m", "dora_indicators")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hand_built_by_clicking_tiles_is_scored(page: Page, live_server, language: str):
    page.goto(f"{live_server.url}/{language}/calculator/")
    expect(page.locator("html")).to_have_attribute("lang", language)
    build_the_example_hand(page)

    result = page.locator("[data-result]")
    expect(result).to_have_attribute("data-total", "2000")
    expect(result).to_have_attribute("data-han", "2")
    expect(result).to_have_attribute("data-fu", "30")
    expect(page.locator('[data-yaku="yakuhai_chun"]')).to_be_visible()
    expect(page.locator('[data-fu-item="open_pon_terminal"]')).to_be_visible()
    expect(page.locator('button[name="add"][value="7z"]')).to_have_attribute("data-left", "1")
    expect(page).to_have_url(re.compile(rf"/{language}/calculator/\?.*melds=pon%3A777z"))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_comparison_and_a_shared_link_give_the_same_result(page: Page, live_server, language: str):
    page.goto(f"{live_server.url}/{language}/calculator/")
    build_the_example_hand(page)
    share = page.locator("[data-share-link]").get_attribute("href")

    page.locator("[data-compare-link]").click()
    expect(page).to_have_url(re.compile(rf"/{language}/calculator/compare/\?"))
    table = page.locator("[data-compare-table]")
    expect(table.locator("th[data-ruleset]")).to_have_count(5)
    expect(table.locator('tr[data-row="total"] td').first).to_have_text("2000")

    other = page.context.new_page()
    other.goto(f"{live_server.url}{share}")
    expect(other.locator("[data-result]")).to_have_attribute("data-total", "2000")
    expect(other.locator('input[name="hand"]')).to_have_value("234m567p23455s")
    other.close()


def test_the_palette_works_without_javascript(browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/en/calculator/")
    page.locator('input[name="to"][value="pon"]').check()
    page.locator('button[name="add"][value="7z"]').click()
    expect(page.locator('[data-meld="pon:777z"]')).to_be_visible()
    for code in HAND_CLICKS:
        page.locator(f'button[name="add"][value="{code}"]').click()
    page.locator('select[name="seat_wind"]').select_option("S")
    page.locator('input[name="dora_indicators"]').fill("3m")
    page.locator('button[data-action="score"]').click()
    expect(page.locator("[data-result]")).to_have_attribute("data-total", "2000")
    context.close()


def test_typing_notation_updates_the_score_as_you_type(page: Page, live_server):
    page.goto(f"{live_server.url}/en/calculator/")
    page.locator('input[name="hand"]').fill("123m456p789s23455s")
    page.locator('input[name="win_tile"]').fill("5s")
    page.locator('input[name="riichi"]').check()
    expect(page.locator("[data-result]")).to_be_visible()
    expect(page.locator('[data-yaku="riichi"]')).to_be_visible()
    expect(page.locator('input[name="hand"]')).to_have_value("123m456p789s23455s")
