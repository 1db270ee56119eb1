"""Refresh the README's screenshots of the trainer and the calculator from a running site.

    .venv/bin/python manage.py runserver 127.0.0.1:8000 &
    .venv/bin/python docs/screenshots.py http://127.0.0.1:8000

Drives Debian's chromium at 390 px, as a phone: a question of a ten-question session answered by
multiple choice, and the feedback of a wrong answer. The question is fixed (seed below), so a refresh
only changes the pictures when the pages change. Then the calculator: a hand one tile short tapped in
(the summary of its waits in view above the palette), and the table of its waits.
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

DOCS = Path(__file__).resolve().parent
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"]
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "has_touch": True,
    "is_mobile": True,
}
# A non-dealer self-draw with a honba counter and a riichi stick: the payment convention shows.
QUESTION = "/en/trainer/full/intermediate/ema/31/?answers=choices"
# 234m 456p 678s 55s 34s with riichi, dora indicator 1s: waits 2s, 5s and 8s, each with its value.
CALCULATOR_TAPS = ["2m", "3m", "4m", "4p", "5p", "6p", "6s", "7s", "8s", "5s", "5s", "3s", "4s"]


def scroll_to(page, selector: str, gap: int) -> None:
    """Scroll so that `selector` starts `gap` pixels below the top (under the sticky summary)."""
    page.evaluate(
        "([selector, gap]) => window.scrollBy(0, document.querySelector(selector).getBoundingClientRect().top - gap)",
        [selector, gap],
    )
    page.wait_for_timeout(300)


def calculator(page, base: str) -> None:
    page.goto(base + "/en/calculator/")
    page.locator('input[name="dora_indicators"]').fill("1s")
    page.locator('input[name="riichi"]').check()
    for code in CALCULATOR_TAPS:
        page.locator(f'button[name="add"][value="{code}"]').tap()
    page.locator("[data-waits-table]").wait_for()
    scroll_to(page, ".palette-targets", 90)
    page.screenshot(path=DOCS / "calculator-phone.png")
    scroll_to(page, "[data-calculator-result]", 80)
    page.screenshot(path=DOCS / "calculator-phone-waits.png")


def main(base: str) -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_context(**PHONE).new_page()
        page.goto(base + QUESTION)
        page.locator("[data-form=answer]").wait_for()
        page.screenshot(path=DOCS / "trainer-question.png")
        for group in page.locator("[data-choices]").all():
            group.locator("label").first.tap()
        page.locator("[data-action=check]").tap()
        page.locator("[data-verdict]").wait_for()
        page.screenshot(path=DOCS / "trainer-feedback.png")
        calculator(browser.new_context(**PHONE).new_page(), base)
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1].rstrip("/") if len(sys.argv) > 1 else "http://127.0.0.1:8000")
