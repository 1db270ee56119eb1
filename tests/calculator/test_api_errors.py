"""Every error code of the contract is reachable over HTTP: status 400 and the error object."""

import pytest
from django.utils import translation

from calculator.phrases import error_messages

pytestmark = pytest.mark.django_db

HAND = "123m456p789s23488s"
REQUESTS = {
    "bad_request": [
        [],
        "not json at all",
        {"hand": HAND},
        {"hand": HAND, "win_tile": "3s", "unknown": 1},
        {"hand": HAND, "win_tile": "3s", "riichi": "yes"},
        {"hand": HAND, "win_tile": "3s", "honba": -1},
    ],
    "bad_notation": [
        {"hand": "12x", "win_tile": "3s"},
        {"hand": HAND, "win_tile": "3s", "dora_indicators": "9"},
    ],
    "wrong_tile_count": [{"hand": "123m", "win_tile": "1m"}],
    "too_many_copies": [{"hand": "11111m234p567s999s", "win_tile": "9s"}],
    "win_tile_not_in_hand": [{"hand": HAND, "win_tile": "5m"}],
    "not_complete": [{"hand": "135m456p789s23488s", "win_tile": "3s"}],
    "no_yaku": [{"hand": HAND, "win_tile": "3s"}],
    "invalid_situation": [{"hand": HAND, "win_tile": "3s", "ippatsu": True}],
    "unknown_ruleset": [{"hand": HAND, "win_tile": "3s", "riichi": True, "ruleset": "nope"}],
    "bad_rule": [{"hand": HAND, "win_tile": "3s", "riichi": True, "rules": {"nope": True}}],
}
CASES = [(code, body) for code, bodies in REQUESTS.items() for body in bodies]


@pytest.mark.parametrize(("code", "body"), CASES)
def test_each_error_code_answers_400_with_the_error_object(post_json, code: str, body: object):
    response = post_json("/api/v1/score", body)
    assert response.status_code == 400
    error = response.json()["error"]
    assert {"code", "message"} <= set(error) <= {"code", "message", "tiles"}
    assert error["code"] == code
    assert error["message"].strip()


@pytest.mark.parametrize("language", ["en", "fr", "es"])
def test_the_message_comes_from_the_translated_templates(post_json, language: str):
    response = post_json("/api/v1/score", {"hand": HAND, "win_tile": "3s"}, HTTP_ACCEPT_LANGUAGE=language)
    with translation.override(language):
        expected = error_messages()["no_yaku"]
    assert response.json()["error"]["message"] == expected


def test_the_scoring_table_refuses_an_unknown_ruleset(client):
    response = client.get("/api/v1/scoring-table?ruleset=nope")
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "unknown_ruleset"
