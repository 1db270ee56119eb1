"""POST /api/v1/score: the scoring contract of DESIGN.md over HTTP."""

import pytest
from django.test import Client
from django.test.client import Client as BareClient

from tests.contract_example import DESIGN_REQUEST, DESIGN_RESPONSE

pytestmark = pytest.mark.django_db


def test_it_answers_the_design_example_exactly(post_json):
    response = post_json("/api/v1/score", DESIGN_REQUEST)
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response.json() == DESIGN_RESPONSE


def test_only_hand_and_win_tile_are_required(post_json):
    response = post_json("/api/v1/score", {"hand": "123m456p789s23455s", "win_tile": "5s", "riichi": True})
    assert response.status_code == 200
    assert {"key": "riichi", "han": 1} in response.json()["yaku"]


def test_it_sets_no_cookie_and_needs_no_session(post_json, client: Client):
    client.cookies.clear()
    response = post_json("/api/v1/score", DESIGN_REQUEST)
    assert response.cookies == {}
    assert "Set-Cookie" not in response.headers
    assert "Cookie" not in response.get("Vary", "")


def test_it_needs_no_csrf_token():
    strict = BareClient(enforce_csrf_checks=True)
    response = strict.post("/api/v1/score", DESIGN_REQUEST, content_type="application/json")
    assert response.status_code == 200


@pytest.mark.parametrize("method", ["get", "put", "delete", "patch"])
def test_other_methods_are_refused_with_allow(client: Client, method: str):
    response = getattr(client, method)("/api/v1/score")
    assert response.status_code == 405
    assert response["Allow"] == "POST"
    assert response.json()["error"]["code"] == "method_not_allowed"


def test_it_answers_in_the_language_of_accept_language(post_json):
    response = post_json(
        "/api/v1/score", {"hand": "1m", "win_tile": "1m"}, HTTP_ACCEPT_LANGUAGE="es-ES,es;q=0.9"
    )
    assert response["Content-Language"] == "es"
    assert "Accept-Language" in response["Vary"]


def test_a_language_cookie_does_not_override_accept_language(post_json, client: Client):
    client.cookies["django_language"] = "fr"
    response = post_json("/api/v1/score", {"hand": "1m", "win_tile": "1m"}, HTTP_ACCEPT_LANGUAGE="es")
    assert response["Content-Language"] == "es"


def test_an_unsupported_language_falls_back_to_english(post_json):
    response = post_json(
        "/api/v1/score", {"hand": "1m", "win_tile": "1m"}, HTTP_ACCEPT_LANGUAGE="de, *;q=0.1"
    )
    assert response["Content-Language"] == "en"
    assert (
        response.json()["error"]["message"]
        == "The hand has 1 tile where 14 are needed (each meld counts as three)."
    )


def test_a_browser_on_another_origin_may_call_it(client: Client, post_json):
    preflight = client.options(
        "/api/v1/score",
        HTTP_ORIGIN="https://club.example",
        HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST",
        HTTP_ACCESS_CONTROL_REQUEST_HEADERS="content-type",
    )
    assert preflight.status_code == 204
    assert preflight["Access-Control-Allow-Origin"] == "*"
    assert preflight["Access-Control-Allow-Methods"] == "POST"
    assert "Content-Type" in preflight["Access-Control-Allow-Headers"]
    assert post_json("/api/v1/score", DESIGN_REQUEST)["Access-Control-Allow-Origin"] == "*"
