"""A player asks "can I ron this tile?" in French with JavaScript turned off: the form posts to the server,
the answer names the furiten kind and links to its chapter, and a bad hand comes back as a French
sentence with the form still filled."""

import pytest
from playwright.sync_api import Browser, expect

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def page_without_script(browser: Browser, live_server, reference_content):
    """A phone-sized page with JavaScript off, on a site whose reference content is loaded (a transactional
    test empties the tables the session loaded)."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 844})
    yield context.new_page()
    context.close()


def test_a_french_player_learns_they_are_furiten_without_javascript(page_without_script, live_server):
    page = page_without_script
    page.goto(f"{live_server.url}/fr/play/can-i-ron/")
    page.get_by_label("Votre main (13 tuiles)").fill("234m567p2345s678s")
    page.get_by_label("La tuile qui vient d’être écartée").fill("2s")
    page.get_by_label("Vos propres écarts").fill("9m5s")
    page.get_by_role("button", name="Demander").click()
    answer = page.get_by_test_id("ron-answer")
    expect(answer).to_be_visible()
    expect(answer).to_have_attribute("data-allowed", "false")
    expect(answer).to_contain_text("Non\u00a0: vous êtes furiten.")
    expect(answer).to_contain_text("Furiten permanent")
    answer.get_by_test_id("furiten-link").click()
    expect(page).to_have_url(f"{live_server.url}/fr/play/winning/#furiten")
    expect(page.locator("#furiten-title")).to_have_text("Le furiten")


def test_a_clean_wait_is_a_yes_and_a_bad_hand_keeps_the_form_filled(page_without_script, live_server):
    page = page_without_script
    page.goto(f"{live_server.url}/fr/play/can-i-ron/")
    page.get_by_label("Votre main (13 tuiles)").fill("234m567p2345s678s")
    page.get_by_label("La tuile qui vient d’être écartée").fill("8s")
    page.get_by_role("button", name="Demander").click()
    expect(page.get_by_test_id("ron-answer")).to_have_attribute("data-allowed", "true")
    page.get_by_label("Votre main (13 tuiles)").fill("234m567p2345s67s")
    page.get_by_role("button", name="Demander").click()
    expect(page.get_by_test_id("tool-error")).to_contain_text("Indiquez les 13 tuiles")
    expect(page.get_by_label("Votre main (13 tuiles)")).to_have_value("234m567p2345s67s")
    expect(page.get_by_test_id("ron-answer")).to_have_count(0)
