"""A visitor opens the tiles page in chromium: every tile is drawn and called tiles lie sideways."""

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_every_tile_on_the_tiles_page_is_drawn_from_the_cached_sprite_file(page: Page, live_server):
    """Under the site's content security policy, each `<use>` draws its symbol from /tiles/en-....svg."""
    fetched = []
    page.on("response", lambda response: fetched.append(response.url) if "/tiles/" in response.url else None)
    page.goto(f"{live_server.url}/en/tiles/")
    page.wait_for_load_state("networkidle")
    assert page.locator("svg.tile").count() >= 38
    undrawn = page.evaluate(
        """() => [...document.querySelectorAll("svg.tile use")]
                  .filter(use => use.getBBox().width === 0)
                  .map(use => use.getAttribute("href"))"""
    )
    assert undrawn == []
    assert len({url.split("#")[0] for url in fetched if url.endswith(".svg")}) == 1
    assert page.evaluate("() => document.querySelectorAll('symbol').length") == 0


def test_a_called_tile_lies_sideways_and_the_winning_tile_stands_raised(page: Page, live_server):
    page.goto(f"{live_server.url}/en/tiles/")
    hand = page.locator(".tile-hand").first
    expect(hand.get_by_role("group").first).to_have_attribute("aria-label", "Hand: " + HAND_LABEL)

    called = hand.locator("svg.tile--sideways").first
    box = called.bounding_box()
    assert box is not None
    assert box["width"] > box["height"]

    upright = hand.locator(".tile-run--concealed svg.tile").first.bounding_box()
    win = hand.locator("svg.tile--win").bounding_box()
    assert upright is not None
    assert win is not None
    assert win["y"] + win["height"] < upright["y"] + upright["height"]
    assert win["x"] > upright["x"]


def test_the_tiles_of_a_hand_do_not_overlap(page: Page, live_server):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/en/tiles/")
    boxes = [image.bounding_box() for image in page.locator(".tile-hand").first.locator("svg.tile").all()]
    for index, first in enumerate(boxes):
        for second in boxes[index + 1 :]:
            overlap_x = min(first["x"] + first["width"], second["x"] + second["width"]) - max(
                first["x"], second["x"]
            )
            overlap_y = min(first["y"] + first["height"], second["y"] + second["height"]) - max(
                first["y"], second["y"]
            )
            assert overlap_x <= 0.5 or overlap_y <= 0.5, (first, second)
    page_width = page.evaluate("document.documentElement.scrollWidth")
    assert page_width <= 390


HAND_LABEL = (
    "3 of characters, 4 of characters, 5 of characters, 5 of circles; winning tile: 5 of circles; "
    "chi: 6 of bamboo, 7 of bamboo, 8 of bamboo; pon: Red dragon, Red dragon, Red dragon; "
    "concealed kong: 1 of circles, 1 of circles, 1 of circles, 1 of circles"
)
