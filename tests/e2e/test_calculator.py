"""A player scores a hand in the calculator: by clicking tiles, with a pon, then compares and shares it.

Elements are found by stable attributes (data-*, names), never by text, so the same steps run in every
language.
"""

import contextlib
import re
import time
from collections import Counter

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect

from tests.rules.test_native_text import SPOKEN_CODE
from tests.rules.test_page_vocabulary import problems

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("no_rate_limit"),
]

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
    page.locator('label.palette-target:has(input[name="seat_wind"][value="S"])').click()
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
    # The points as the page's language writes them, like everywhere else on the site.
    expect(table.locator('tr[data-row="total"] td').first).to_have_text(
        {"en": "2,000", "fr": "2\u202f000"}[language]
    )

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
    expect(page.locator('input[name="to"][value="pon"]')).to_be_checked()  # the palette stays on pon
    page.locator('input[name="to"][value="hand"]').check()
    for code in HAND_CLICKS:
        page.locator(f'button[name="add"][value="{code}"]').click()
    page.locator('input[name="seat_wind"][value="S"]').check()
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


# The phone of the issue: 390 px wide, touch.
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
# 14 tiles tapped in a burst: 234m 456p 678s 234s 55p, all simples (tanyao), the dealer's ron on 5p: 2,000.
FOURTEEN_TAPS = ["2m", "3m", "4m", "4p", "5p", "6p", "6s", "7s", "8s", "2s", "3s", "4s", "5p", "5p"]
# 13 tiles: 234m 456p 678s 55s 34s, waiting on 2s (4 unseen), 5s (2) and 8s (3).
THIRTEEN_TAPS = ["2m", "3m", "4m", "4p", "5p", "6p", "6s", "7s", "8s", "5s", "5s", "3s", "4s"]
# A number as any of the site's languages groups it: 2,900 / 2 900 / 2.900.
GROUPED = "[,.\u00a0\u202f ]"
LATENCY_S = 0.3


@pytest.fixture
def no_rate_limit(settings):
    """The end-to-end tests share one client address; the limit is tested in tests/calculator."""
    settings.API_RATE_LIMIT = 0


@pytest.fixture
def phone(browser, live_server, no_rate_limit):
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


class SlowNetwork:
    """Holds every API request for 300 ms before letting it through, while the test keeps tapping:
    page.route with the answers released from the test's own loop (a handler that slept would also
    hold back the taps)."""

    def __init__(self, page: Page) -> None:
        self.held: list[tuple[float, object]] = []
        self.seen = 0
        page.route("**/api/v1/**", self.hold)

    def hold(self, route) -> None:
        self.seen += 1
        self.held.append((time.monotonic(), route))

    def release(self, everything: bool = False) -> None:
        now = time.monotonic()
        waiting = []
        for since, route in self.held:
            if everything or now - since >= LATENCY_S:
                with contextlib.suppress(PlaywrightError):  # the page gave up on it for a newer one
                    route.continue_()
            else:
                waiting.append((since, route))
        self.held = waiting

    def settle_until(self, page: Page, selector: str) -> None:
        """Keep answering, 300 ms late, until `selector` shows up in the page (10 s at most)."""
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and page.locator(selector).count() == 0:
            page.wait_for_timeout(50)
            self.release()


def test_fourteen_quick_taps_on_a_slow_network_leave_exactly_those_fourteen_tiles(phone: Page, live_server):
    phone.goto(f"{live_server.url}/en/calculator/")
    network = SlowNetwork(phone)
    for code in FOURTEEN_TAPS:
        phone.locator(f'button[name="add"][value="{code}"]').tap()
        network.release()
    expect(phone.locator("[data-hand-tile]")).to_have_count(14)
    network.settle_until(phone, "[data-result]")

    tapped = sorted(FOURTEEN_TAPS)
    assert (
        sorted(phone.locator("[data-hand-tile]").evaluate_all("tiles => tiles.map(t => t.dataset.handTile)"))
        == tapped
    )
    expect(phone.locator('input[name="hand"]')).to_have_value("234m45556p234678s")
    expect(phone.locator("[data-result]")).to_have_attribute("data-total", "2000")
    expect(phone.locator("[data-calculator-summary] [data-summary=score]")).to_be_visible()
    expect(phone).to_have_url(re.compile(r"hand=234m45556p234678s"))
    assert network.seen >= 1  # the score came from the JSON API, not from a page load


def test_the_summary_stays_in_view_while_tapping_on_a_phone(phone: Page, live_server):
    # 11 tiles in the hand; a pon of red dragons tapped from the bottom row of the palette completes it.
    phone.goto(f"{live_server.url}/en/calculator/?hand=123m456p789s33s&win_tile=3s")
    summary = phone.locator("[data-calculator-summary]")
    expect(summary).to_contain_text("Add 3 more tiles.")
    phone.locator('input[name="to"][value="pon"]').check(force=True)
    phone.locator("[data-hand-editor]").scroll_into_view_if_needed()
    assert phone.evaluate("window.scrollY") > 200  # the palette's first rows are out of view

    phone.locator('button[name="add"][value="7z"]').tap()
    expect(summary.locator("[data-summary=score]")).to_be_visible()
    expect(summary).to_contain_text("1 han, 30 fu")
    in_view(phone, summary)

    phone.locator('button[name="add"][value="6z"]').tap()
    expect(summary).to_contain_text("Take back 3 tiles")
    in_view(phone, summary)


def in_view(page: Page, locator) -> None:
    box = locator.bounding_box()
    assert box is not None
    assert box["y"] >= 0
    assert box["y"] + box["height"] <= page.viewport_size["height"]


def test_the_palette_stays_in_pon_mode_and_a_chi_on_a_nine_says_why(phone: Page, live_server):
    phone.goto(f"{live_server.url}/fr/calculator/")
    phone.locator('input[name="to"][value="pon"]').check(force=True)
    for code in ("1z", "2z"):
        phone.locator(f'button[name="add"][value="{code}"]').tap()
    expect(phone.locator("[data-meld]")).to_have_count(2)
    expect(phone.locator('[data-meld="pon:222z"]')).to_be_visible()

    phone.locator('input[name="to"][value="chi"]').check(force=True)
    phone.locator('button[name="add"][value="9s"]').tap()
    message = phone.locator("[data-palette-message]")
    expect(message).to_contain_text("Aucun chow ne commence au 9 de bambous")
    expect(message).to_contain_text("7\u20118\u20119")
    expect(phone.locator("[data-meld]")).to_have_count(2)


def test_a_thirteen_tile_hand_shows_its_waits_and_their_value(phone: Page, live_server):
    phone.goto(f"{live_server.url}/es/calculator/")
    for code in THIRTEEN_TAPS:
        phone.locator(f'button[name="add"][value="{code}"]').tap()
    table = phone.locator("[data-waits-table]")
    expect(table.locator("tr[data-wait]")).to_have_count(3)
    expect(table.locator('tr[data-wait="5s"]')).to_have_attribute("data-left", "2")
    expect(table.locator('tr[data-wait="2s"]')).to_have_attribute("data-ron", "2900")
    expect(table.locator('tr[data-wait="2s"]')).to_have_attribute("data-tsumo", "3900")
    expect(phone.locator("[data-calculator-summary]")).to_contain_text(re.compile(f"quedan 4, 2{GROUPED}900"))
    expect(phone.locator("[data-guidance]")).to_contain_text("Añade la ficha ganadora")


def test_what_now_follows_the_hand_as_it_changes(page: Page, live_server):
    page.goto(f"{live_server.url}/en/calculator/")
    page.locator('input[name="hand"]').fill("123m456p78s24s99s1z5z")
    page.locator('input[name="win_tile"]').fill("5z")
    discards = page.locator('[data-what-now="discards"]')
    expect(discards).to_have_attribute("data-shanten", "1")
    expect(discards.locator('[data-discard="1z"]')).to_have_attribute("data-best", "true")
    # One tile fewer: 13 tiles, still not ready, so the improving draws replace the discard table.
    page.locator('input[name="hand"]').fill("123m456p78s24s99s1z")
    page.locator('input[name="win_tile"]').fill("")
    expect(page.locator('[data-what-now="draws"]')).to_have_attribute("data-shanten", "1")
    expect(discards).to_have_count(0)


def test_a_short_hand_asks_for_more_tiles_in_the_readers_language(page: Page, live_server, no_rate_limit):
    page.goto(f"{live_server.url}/fr/calculator/")
    page.locator('button[name="add"][value="1m"]').click()
    expect(page.locator("[data-calculator-summary]")).to_have_text("Ajoutez encore 13 tuiles.")


def test_the_notation_field_is_reached_from_the_keyboard_at_once(page: Page, live_server):
    page.goto(f"{live_server.url}/en/calculator/")
    page.locator("[data-skip-to-notation]").focus()
    page.keyboard.press("Enter")
    expect(page.locator('input[name="hand"]')).to_be_focused()
    page.keyboard.type("123m456p789s2345s")
    expect(page.locator("[data-waits-table] tr[data-wait]")).to_have_count(2)


@pytest.mark.parametrize(
    ("language", "han_fu", "total"),
    [
        ("en", "2\u00a0han, 30\u00a0fu", "3,000\u00a0points"),
        ("fr", "2\u00a0han, 30\u00a0minipoints", "3\u202f000\u00a0points"),
        ("es", "2\u00a0han, 30\u00a0fu", "3.000\u00a0puntos"),
    ],
)
def test_the_script_keeps_each_number_with_its_unit(page: Page, live_server, language, han_fu, total):
    """The page's script writes the answer after a change, as the server does: a no-break space between a
    number and its unit, and minipoints on a French page."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(
        f"{live_server.url}/{language}/calculator/?hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&dora_indicators=3m"
    )
    page.locator('input[name="tsumo"]').check()
    expect(page.locator("[data-result]")).to_have_attribute("data-total", "3000")
    assert page.locator("[data-result] .result-total").inner_text() == total
    assert han_fu in page.locator("[data-result]").inner_text()


@pytest.mark.parametrize(("language", "name"), [("en", "Double yakuman"), ("es", "Doble yakuman")])
def test_a_yakuman_drawn_by_the_script_is_named_not_counted(
    page: Page, live_server, language: str, name: str
):
    """The script's result, as the server's: "Double yakuman" in the headline, the yaku row and the total."""
    page.goto(f"{live_server.url}/{language}/calculator/?hand=111222333m444p5p&tsumo=on&ruleset=mahjongsoul")
    click_tile(page, "5p")
    result = page.locator("[data-result]")
    expect(result).to_have_attribute("data-han", "26")
    expect(result.locator(".result-headline")).to_contain_text(name)
    expect(result.locator('[data-yaku="suuankou_tanki"] td.number')).to_have_text(name)
    expect(result.locator("[data-han-total]")).to_have_text(name)
    expect(page.locator('[data-summary="score"] .result-limit')).to_have_text(name)


def test_the_script_reads_the_glossarys_meld_names_as_typed(page: Page, live_server):
    page.goto(f"{live_server.url}/es/calculator/?hand=234m88s456s&win_tile=6s")
    page.locator('input[name="melds"]').fill("chii:678s kakan:5555p")
    expect(page.locator('[data-meld="chi:678s"]')).to_be_visible()
    expect(page.locator('[data-meld="shouminkan:5555p"]')).to_be_visible()
    expect(page.locator("[data-result]")).to_be_visible()
    expect(page.locator('[data-error-code="form"]')).to_have_count(0)
    expect(page).to_have_url(re.compile(r"melds=chii%3A678s"))


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_comparison_on_a_phone_keeps_its_row_labels_and_says_it_scrolls(
    page: Page, live_server, language
):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(
        f"{live_server.url}/{language}/calculator/compare/?hand=234m567m345p67899s&win_tile=8s&riichi=on"
        "&seat_wind=S&dora_indicators=1m3p"
    )
    expect(page.locator("[data-scroll-hint]")).to_be_visible()
    total = page.locator('[data-compare-table] tr[data-row="total"]')
    total.scroll_into_view_if_needed()
    page.locator(".compare-scroll").evaluate("s => s.scrollLeft = s.scrollWidth")
    expect(total.locator("th")).to_be_in_viewport(ratio=1)
    expect(total.locator("td").last).to_be_in_viewport(ratio=0.9)


def test_the_reviews_hand_takes_23_taps_on_a_phone(browser, live_server):
    """234456m 33678s, a concealed kong of 9p, riichi, seat West, dora indicators 8p 2s, ura 1m, one
    honba and one stick: every step a tap, no keyboard. The hand goes in as it sits in the player's
    rack (the winning 6m among the others), then a tap on the 6m of "Your tiles" makes it the winning
    tile. The palette tiles are tap targets of 44 px, their copies left under the tile, clear of its
    numeral."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{live_server.url}/en/calculator/")
    taps = 0

    def tap(locator) -> None:
        nonlocal taps
        locator.tap()
        taps += 1

    def mode(target: str) -> None:
        tap(page.locator(f"label.palette-target:has(input[value={target}])"))

    box = page.locator('button[name="add"][value="1m"]').bounding_box()
    assert box["width"] >= 44
    assert box["height"] >= 44
    tile = page.locator('button[name="add"][value="4m"] svg.tile').bounding_box()
    left = page.locator('button[name="add"][value="4m"] .palette-left').bounding_box()
    assert left["y"] >= tile["y"] + tile["height"] - 1  # under the tile, not on its numeral

    for code in ["2m", "3m", "4m", "4m", "5m", "6m", "3s", "3s", "6s", "7s", "8s"]:
        tap(page.locator(f'button[name="add"][value="{code}"]'))
    expect(page.locator('input[name="win_tile"]')).to_have_value("8s")
    tap(page.locator('[data-hand-editor] [data-hand-tile="6m"]'))
    expect(page.locator('input[name="win_tile"]')).to_have_value("6m")
    mode("ankan")
    tap(page.locator('button[name="add"][value="9p"]'))
    tap(page.locator('label[data-flag="riichi"]'))
    tap(page.locator('label.palette-target:has(input[name="seat_wind"][value="W"])'))
    mode("dora_indicators")
    tap(page.locator('button[name="add"][value="8p"]'))
    tap(page.locator('button[name="add"][value="2s"]'))
    mode("ura_indicators")
    tap(page.locator('button[name="add"][value="1m"]'))
    tap(page.locator('[data-stepper="honba"] [data-step="1"]'))
    tap(page.locator('[data-stepper="riichi_sticks"] [data-step="1"]'))

    expect(page.locator("[data-result]")).to_have_attribute("data-total", "17300")
    expect(page.locator('input[name="win_tile"]')).to_have_value("6m")
    expect(page.locator('input[name="seat_wind"][value="W"]')).to_be_checked()
    assert taps == 23
    context.close()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_a_tap_on_a_tile_of_the_hand_makes_it_the_winning_tile(phone: Page, live_server, language: str):
    """The winning tile of "Your tiles" carries the ▲ of every hand on the site; a tap on another tile
    moves it there, a tap on the winning tile takes that tile back."""
    phone.goto(f"{live_server.url}/{language}/calculator/?hand=123m456p789s23455s&win_tile=5s&riichi=on")
    editor = phone.locator("[data-hand-editor]")
    winning = editor.locator("[data-winning]")
    expect(winning).to_have_count(1)
    expect(winning).to_have_attribute("data-hand-tile", "5s")
    expect(winning.locator(".tile-win__marker")).to_be_visible()

    editor.locator('[data-hand-tile="2s"]').tap()
    expect(phone.locator('input[name="win_tile"]')).to_have_value("2s")
    expect(winning).to_have_attribute("data-hand-tile", "2s")
    expect(winning.locator(".tile-win__marker")).to_be_visible()
    expect(phone.locator("[data-result]")).to_be_visible()
    expect(editor.locator("[data-hand-tile]")).to_have_count(14)

    winning.tap()
    expect(editor.locator("[data-hand-tile]")).to_have_count(13)
    expect(phone.locator('input[name="hand"]')).to_have_value("123m456p7893455s")


# Fourteen tiles and, in the other hand, eight tiles with a pon and a chi: every button of "Your tiles".
EDITOR_HANDS = (
    "?hand=123m456p789s23455s&win_tile=5s&riichi=on",
    "?hand=234m567p23455s&win_tile=5s&melds=pon%3A777z+chi%3A678s",
)


def editor_boxes(page: Page) -> list[dict]:
    """The boxes of the visible tiles and melds of "Your tiles", once the script has drawn them."""
    buttons = page.locator("[data-hand-editor] button:visible")
    expect(buttons.first).to_be_visible()
    return [button.bounding_box() for button in buttons.all()]


def bottoms(boxes: list[dict]) -> list[int]:
    """The bottom edge of each box, to the pixel: "Your tiles" aligns the tiles of a row on it."""
    return [round(box["y"] + box["height"]) for box in boxes]


@pytest.mark.parametrize("language", ["fr", "es"])
def test_every_tile_of_the_hand_is_a_44_pixel_tap_target_on_a_phone(phone: Page, live_server, language: str):
    """The tiles of "Your tiles" were 36 x 46 px, under the 44 px a finger needs (the palette's size): on
    a phone each tile and each meld is 44 x 44 at least, and fourteen tiles still make two rows of seven
    (the winning tile's ▲ makes it taller: the tiles of a row share their bottom edge)."""
    for query in EDITOR_HANDS:
        phone.goto(f"{live_server.url}/{language}/calculator/{query}")
        boxes = editor_boxes(phone)
        assert [box for box in boxes if box["width"] < 44 or box["height"] < 44] == []
    phone.goto(f"{live_server.url}/{language}/calculator/{EDITOR_HANDS[0]}")
    assert sorted(Counter(bottoms(editor_boxes(phone))).values()) == [7, 7]


def test_with_a_mouse_fourteen_tiles_of_the_hand_keep_to_one_row(page: Page, live_server):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{live_server.url}/fr/calculator/{EDITOR_HANDS[0]}")
    found = bottoms(editor_boxes(page))
    assert len(found) == 14
    assert len(set(found)) == 1


def test_without_the_script_a_tap_comes_back_to_the_palette(browser, live_server):
    """Without JavaScript every tap reloads the page: a palette tile and a tile of "Your tiles" come
    back to the palette, a − or + back to its counter, never to the top of the page."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.goto(f"{live_server.url}/fr/calculator/")
    page.locator('button[name="add"][value="2m"]').click()
    expect(page).to_have_url(re.compile(r"hand=2m.*#palette$"))
    expect(page.locator("#palette")).to_be_in_viewport()
    assert page.evaluate("window.scrollY") > 0

    page.goto(f"{live_server.url}/fr/calculator/?hand=123m456p789s23455s&win_tile=5s&riichi=on")
    page.locator('[data-hand-editor] [data-hand-tile="2s"]').click()
    expect(page).to_have_url(re.compile(r"win_tile=2s.*#palette$"))
    expect(page.locator("[data-winning]")).to_have_attribute("data-hand-tile", "2s")
    expect(page.locator("[data-result]")).to_be_visible()
    assert page.evaluate("window.scrollY") > 0

    for _ in range(2):
        page.locator('[data-stepper="honba"] [data-step="1"]').click()
    page.locator('[data-stepper="riichi_sticks"] [data-step="1"]').click()
    expect(page).to_have_url(re.compile(r"honba=2&.*riichi_sticks=1.*#id_riichi_sticks$"))
    expect(page.locator('input[name="honba"]')).to_have_value("2")
    expect(page.locator('input[name="riichi_sticks"]')).to_be_in_viewport()
    page.locator('[data-stepper="honba"] [data-step="-1"]').click()
    expect(page.locator('input[name="honba"]')).to_have_value("1")
    context.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_script_shows_the_honba_apart_and_every_yakuman(page: Page, live_server, no_rate_limit, language):
    """Typed in: tsuuiisou, daisangen and suuankou by the dealer's tsumo with one honba. The script's
    answer names the two yakuman that EMA does not pay and each payer's 100 honba apart."""
    page.goto(f"{live_server.url}/{language}/calculator/")
    page.locator('input[name="hand"]').fill("111z22z555666777z")
    page.locator('input[name="win_tile"]').fill("1z")
    page.locator('input[name="tsumo"]').check()
    page.locator('input[name="honba"]').fill("1")
    expect(page.locator("[data-result]")).to_be_visible()
    expect(page.locator("[data-result] [data-unpaid]")).to_have_count(2)
    expect(page.locator("[data-calculator-summary] .summary-payment")).to_contain_text(
        re.compile(f"16{GROUPED}000 \\+ 100 honba = 16{GROUPED}100")
    )
    expect(page.locator('[data-payment="tsumo_all"]')).to_contain_text("+ 100 honba")
    for width in (390, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        page.screenshot(path=f"/tmp/shots-scorer/calculator-honba-{language}-{width}.png", full_page=True)


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_what_the_script_says_aloud_names_tiles_in_words(page: Page, live_server, language: str):
    """The labels and tooltips the script writes (the editor's tiles and melds, the steppers, the
    result) as tests/rules/test_native_text.py checks the server's: no tile in notation, the
    termbase's words, and French spacing."""
    page.goto(f"{live_server.url}/{language}/calculator/?hand=234m88s456s&win_tile=6s")
    page.locator('input[name="melds"]').fill("chii:678s ankan:2222p pon:77z")
    page.locator('input[name="melds"]').fill("chii:678s ankan:2222p")
    expect(page.locator('[data-meld="chi:678s"]')).to_be_visible()
    page.locator('[data-hand-editor] [data-hand-tile="4m"]').click()
    expect(page.locator("[data-result]")).to_be_visible()
    said = page.eval_on_selector_all(
        "[aria-label], [title]",
        "nodes => nodes.flatMap(n => [n.getAttribute('aria-label'), n.getAttribute('title')]).filter(Boolean)",
    )
    assert any("6" in text and ":" in text for text in said)  # the melds were read
    report = [text for text in said if SPOKEN_CODE.search(text)]
    report += [problem for text in said for problem in problems(text, language)]
    if language == "fr":  # "chii: 6 de bambous" wants its no-break space too
        report += [text for text in said if re.search(r"[\w)»]:(?=\s)", text)]
    assert report == []


def test_the_french_non_dealer_row_stays_whole_on_a_phone(page: Page, live_server):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(
        f"{live_server.url}/fr/calculator/compare/?hand=234m567m345p67899s&win_tile=8s&riichi=on&tsumo=on"
        "&seat_wind=S"
    )
    header = page.locator('[data-compare-table] tr[data-row="payment:tsumo_nondealer"] th')
    expect(header).to_contain_text("non\u2011donneur")
    lines = header.evaluate(
        """th => { const text = th.firstChild, at = text.data.indexOf("non");
                   const range = document.createRange(); range.setStart(text, at); range.setEnd(text, at + 11);
                   return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size; }"""
    )
    assert lines == 1
