"""Refresh the README's screenshots of the trainer from a running site.

    .venv/bin/python manage.py runserver 127.0.0.1:8000 &
    .venv/bin/python docs/screenshots.py http://127.0.0.1:8000

Drives Debian's chromium at 390 px, as a phone: a question of a ten-question session answered by
multiple choice, and the feedback of a wrong answer. The question is fixed (seed below), so a refresh
only changes the pictures when the pages change.
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
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1].rstrip("/") if len(sys.argv) > 1 else "http://127.0.0.1:8000")
