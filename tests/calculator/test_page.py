"""The calculator page: a hand in the URL is scored and explained, in each language, never a 500."""

import pytest
from django.test import Client

LANGUAGES = ["en", "fr", "es"]
EXAMPLE = "hand=234m567p23455s&win_tile=5s&melds=pon%3A777z&seat_wind=S&round_wind=E&dora_indicators=3m"

pytestmark = pytest.mark.django_db


def html_of(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200, response.status_code
    return response.content.decode()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_empty_calculator_opens_in_each_language(client: Client, language: str):
    html = html_of(client, f"/{language}/calculator/")
    assert f'<html lang="{language}">' in html
    assert "data-calculator-form" in html
    assert html.count('name="add"') == 37
    assert "data-result-empty" in html


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hand_in_the_url_is_scored(client: Client, language: str):
    html = html_of(client, f"/{language}/calculator/?{EXAMPLE}")
    assert 'data-han="2" data-fu="30" data-total="2000"' in html
    assert 'data-yaku="yakuhai_chun"' in html
    assert 'data-fu-item="open_pon_terminal"' in html
    assert 'data-payment="ron"' in html
    assert 'data-dora="dora"' in html
