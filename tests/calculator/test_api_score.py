"""POST /api/v1/score: the scoring contract of DESIGN.md over HTTP."""

import pytest
from django.test import Client
from django.test.client import Client as BareClient

pytestmark = pytest.mark.django_db

DESIGN_REQUEST = {
    "hand": "234m567p23455s",
    "win_tile": "5s",
    "melds": [{"kind": "pon", "tiles": "777z"}],
    "tsumo": False,
    "riichi": False,
    "double_riichi": False,
    "ippatsu": False,
    "haitei": False,
    "houtei": False,
    "rinshan": False,
    "chankan": False,
    "tenhou": False,
    "chiihou": False,
    "renhou": False,
    "seat_wind": "S",
    "round_wind": "E",
    "dora_indicators": "3m",
    "ura_indicators": "",
    "honba": 0,
    "riichi_sticks": 0,
    "ruleset": "ema",
}
DESIGN_RESPONSE = {
    "han": 2,
    "fu": 30,
    "yaku": [{"key": "yakuhai_chun", "han": 1}],
    "dora": {"dora": 1, "ura_dora": 0, "aka_dora": 0},
    "fu_items": [
        {"key": "base", "fu": 20},
        {"key": "open_pon_terminal", "fu": 4, "tiles": "777z"},
        {"key": "wait_tanki", "fu": 2},
    ],
    "limit": None,
    "yakuman": 0,
    "base_points": 480,
    "dealer": False,
    "payment": {"ron": 2000},
    "total": 2000,
}


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
    assert response.json()["error"]["message"] == "hand has 1 tiles where 14 are needed."


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
