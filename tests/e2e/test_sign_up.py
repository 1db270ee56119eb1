"""Sign-up on a phone, in French: the form, the "check your email" page, the emailed link and its
button, landing logged in on the progress page, with no Content-Security-Policy violation on the way."""

import pytest
from django.core import mail
from playwright.sync_api import Browser, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-Passphrase-42"
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


def test_signing_up_and_opening_the_link_logs_in(browser: Browser, live_server):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda message: console.append(message.text))
    page.goto(f"{live_server.url}/fr/accounts/signup/")
    page.fill("#id_username", "lea")
    page.fill("#id_email", "lea@example.org")
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.locator("[data-action=signup]").tap()
    expect(page.locator("[data-message=signup-sent]")).to_contain_text("lea@example.org")
    expect(page.locator("h1")).to_have_text("Consultez vos e-mails")
    link = next(line for line in mail.outbox[0].body.splitlines() if "/activate/" in line).strip()
    page.goto(link)
    page.locator("[data-action=activate]").tap()
    page.wait_for_url(f"{live_server.url}/fr/progress/")
    expect(page.locator("[data-action=logout]")).to_be_attached()
    assert [text for text in console if "Content Security Policy" in text or "Refused to" in text] == []
    context.close()
