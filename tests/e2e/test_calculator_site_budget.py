"""In a real browser, the calculator's own calls to the API are not throttled by the public limit, and
the page renews its pass when it runs out: a hand typed tile by tile with a public limit of one call."""

import pytest
from django.core.cache import cache
from playwright.sync_api import Page, expect

from tests.e2e.test_calculator import build_the_example_hand

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def a_tight_public_limit(settings):
    """One public call a minute, and a pass that lasts two seconds (the page renews it after one)."""
    settings.API_RATE_LIMIT = 1
    settings.SITE_TOKEN_MAX_AGE = 2
    cache.clear()
    yield
    cache.clear()


def test_a_hand_typed_in_the_calculator_is_scored_past_the_public_limit(
    page: Page, live_server, a_tight_public_limit
):
    renewals = []
    page.on("request", lambda request: renewals.append(request.url) if "site-token" in request.url else None)
    api_calls = []
    page.on("request", lambda request: api_calls.append(request) if "/api/v1/" in request.url else None)
    page.goto(f"{live_server.url}/es/calculator/")
    page.wait_for_timeout(2500)  # the page's pass is past its age by the first tap
    build_the_example_hand(page)

    expect(page.locator("[data-result]")).to_have_attribute("data-total", "2000")
    assert len(api_calls) >= 2
    assert all(call.headers.get("x-site-token") for call in api_calls)
    assert renewals, "the page never renewed its pass"
