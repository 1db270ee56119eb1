"""The cheat sheet as chromium prints it on A4: one page, filled (the bottom third was empty while the
text was tiny), nothing wider than the paper (the browser would shrink the whole sheet to fit) nor
spilling from one column into the other, one size for every footnote, and the club's name at its head."""

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# A4 less the sheet's 10 mm margins (reference.css @page), in CSS pixels (96 to the inch).
PRINTABLE_WIDTH, PRINTABLE_HEIGHT = round(190 / 25.4 * 96), round(277 / 25.4 * 96)


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_cheat_sheet_prints_on_one_full_a4_page(page: Page, live_server, reference_content, language):
    page.goto(f"{live_server.url}/{language}/cheat-sheet/")
    expect(page.get_by_test_id("cheat-title")).to_contain_text("Riichi Reference")
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    assert len(re.findall(rb"/Type\s*/Page(?!s)", pdf)) == 1

    page.emulate_media(media="print")
    page.set_viewport_size({"width": PRINTABLE_WIDTH, "height": PRINTABLE_HEIGHT})
    assert page.evaluate("document.documentElement.scrollWidth") <= PRINTABLE_WIDTH
    sheet = page.locator(".cheat-sheet").bounding_box()
    assert 0.85 * PRINTABLE_HEIGHT <= sheet["y"] + sheet["height"] <= PRINTABLE_HEIGHT
    spilling = page.evaluate(
        """() => { const edge = document.querySelector(".cheat-fu").getBoundingClientRect().left;
                   return [...document.querySelectorAll(".cheat-yaku *, .cheat-limits *")]
                     .filter(node => node.getBoundingClientRect().right > edge).length; }"""
    )
    assert spilling == 0
    sizes = page.locator(".cheat-sheet .legend, .cheat-sheet .unreachable-note").evaluate_all(
        "notes => notes.map(note => getComputedStyle(note).fontSize)"
    )
    assert len(sizes) >= 3
    assert len(set(sizes)) == 1, sizes
    page.screenshot(path=f"/tmp/shots-ux/cheat-print-{language}.png", full_page=True)
