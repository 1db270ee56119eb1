"""Every page type, the error pages and the admin work under the strict Content-Security-Policy: chromium
reports no violation on any of them (a violation is logged to the console as "Refused to ...")."""

import pytest
from playwright.sync_api import Page

from rules.loading import load_reference
from rules.models import Ruleset, Yaku

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-Passphrase-42"

PAGES = [
    "/en/",
    "/fr/yaku/",
    "/es/yaku/pinfu/",
    "/en/glossary/",
    "/fr/scoring-table/",
    "/en/fu/",
    "/es/rulesets/",
    "/en/results/",
    "/fr/cheat-sheet/",
    "/en/tiles/",
    "/en/trainer/",
    "/fr/trainer/full/beginner/ema/7/",
    "/en/progress/",
    "/es/calculator/?hand=123m456p789s11z123s&win_tile=3s",
    "/en/calculator/api/",
    "/fr/accounts/login/",
    "/es/accounts/signup/",
    "/en/accounts/password_reset/",
    "/fr/no-such-page/",
    "/fr/search/?q=furiten",
]


def violations_on(page: Page, url: str) -> list[str]:
    messages: list[str] = []
    page.on("console", lambda message: messages.append(message.text))
    response = page.goto(url)
    page.wait_for_load_state("load")
    assert response is not None
    assert "default-src 'self'" in response.headers["content-security-policy"]
    return [text for text in messages if "Content Security Policy" in text or "Refused to" in text]


@pytest.fixture
def reference(transactional_db):
    load_reference()


def test_no_page_type_violates_the_policy(page: Page, live_server, reference):
    found = {path: violations_on(page, live_server.url + path) for path in PAGES}
    assert {path: found for path, found in found.items() if found} == {}


def test_the_admin_works_under_the_policy(page: Page, live_server, reference, django_user_model):
    django_user_model.objects.create_superuser("root", "root@example.org", PASSWORD)
    assert violations_on(page, f"{live_server.url}/admin/login/") == []
    page.fill("#id_username", "root")
    page.fill("#id_password", PASSWORD)
    page.click("input[type=submit]")
    page.wait_for_url(f"{live_server.url}/admin/")
    yaku = Yaku.objects.get(key="pinfu")
    ruleset = Ruleset.objects.first()
    admin_pages = [
        "/admin/",
        "/admin/rules/yaku/",
        f"/admin/rules/yaku/{yaku.pk}/change/",
        "/admin/rules/ruleset/add/",
        f"/admin/rules/ruleset/{ruleset.pk}/change/",
        "/admin/auth/user/add/",
        "/admin/quiz/attempt/",
    ]
    found = {path: violations_on(page, live_server.url + path) for path in admin_pages}
    assert {path: found for path, found in found.items() if found} == {}
    # The translated fields' tabs (jQuery UI, self-hosted) were drawn by script.
    page.goto(f"{live_server.url}/admin/rules/yaku/{yaku.pk}/change/")
    assert page.locator(".ui-tabs").count() > 0
