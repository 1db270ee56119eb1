"""On the site a message names tiles in the page's language; the API keeps their notation beside it."""

import json

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

NOT_IN_HAND = "hand=123m456p789s22z234s&win_tile=5s"


@pytest.mark.parametrize(
    ("language", "words", "code"),
    [("en", "5 of bamboo", "5s"), ("fr", "5 de bambous", "5s"), ("es", "5 de bambúes", "5s")],
)
def test_the_calculator_names_the_tile_of_an_error_in_words(client: Client, language, words, code):
    html = client.get(f"/{language}/calculator/?{NOT_IN_HAND}").content.decode()
    message = html.split('data-error-code="win_tile_not_in_hand">', 1)[1].split("</div>", 1)[0]
    assert words in message
    assert code not in message


def test_the_api_names_the_tile_in_words_and_keeps_its_notation_beside(client: Client):
    body = {"hand": "123m456p789s22z234s", "win_tile": "5s"}
    response = client.post(
        "/api/v1/score", json.dumps(body), content_type="application/json", headers={"accept-language": "fr"}
    )
    error = response.json()["error"]
    assert error["tiles"] == {"tile": "5s"}
    assert "5s" not in error["message"]
