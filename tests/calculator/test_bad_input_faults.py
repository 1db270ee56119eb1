"""Bad input found by probing the production setup (issue 14, item 8), each fault injected here.

A lone surrogate in an unknown JSON key, non-ASCII digits where a position is expected, unknown API
paths, a method or preflight the endpoint does not take, a view that fails, a chunked body over the
limit: each answers in the API's JSON error format (or, for the calculator page, as any odd input does),
never Django's HTML 500.
"""

import io
import json
from urllib.parse import parse_qs, urlparse

import pytest
from django.db import OperationalError
from django.test import Client

from calculator import api
from calculator.api import MAX_BODY_BYTES
from calculator.openapi import openapi_document
from rules.models import Ruleset
from rules.scoring import RULESETS

pytestmark = pytest.mark.django_db

PINFU_REQUEST = {"hand": "123m456p789s22z234s", "win_tile": "4s", "riichi": True}


@pytest.fixture
def client() -> Client:
    """A client that answers 500s as a browser sees them instead of raising the view's exception."""
    return Client(raise_request_exception=False)


def assert_api_error(response, status: int, code: str) -> dict:
    assert response.status_code == status
    assert response["Content-Type"] == "application/json"
    assert response["Access-Control-Allow-Origin"] == "*"
    error = json.loads(response.content)["error"]
    assert error["code"] == code
    assert error["message"]
    return error


def test_a_lone_surrogate_in_an_unknown_key_is_a_json_bad_request(client: Client):
    body = '{"hand": "1m", "win_tile": "1m", "\\ud800": 1}'
    response = client.post("/api/v1/score", body, content_type="application/json")
    error = assert_api_error(response, 400, "bad_request")
    assert "\\ud800" in error["message"]  # named back to the client escaped, never raw


def test_non_ascii_text_stays_readable_in_the_answer(client: Client):
    body = json.dumps({"hand": "1m", "win_tile": "1m", "été": 1})
    response = client.post("/api/v1/score", body, content_type="application/json")
    assert "été".encode() in response.content


@pytest.mark.parametrize("position", ["²", "①", "m²", "m①", "٣"])
def test_a_non_ascii_digit_as_a_position_removes_nothing(client: Client, position: str):
    response = client.get("/en/calculator/", {"hand": "123m", "melds": "pon:777z", "remove": position})
    assert response.status_code == 302
    state = parse_qs(urlparse(response["Location"]).query)
    assert state["hand"] == ["123m"]
    assert state["melds"] == ["pon:777z"]


@pytest.mark.parametrize("path", ["/api/v1/nothing", "/api/v1/score/", "/api/v2/score", "/api/"])
def test_an_unknown_api_path_is_a_json_404(client: Client, path: str):
    error = assert_api_error(client.get(path, HTTP_ACCEPT_LANGUAGE="fr"), 404, "not_found")
    assert path in error["message"]
    assert "Il n’y a pas" in error["message"]


def test_a_preflight_to_an_unknown_path_is_a_json_404(client: Client):
    response = client.options("/api/v1/nothing", HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST")
    assert_api_error(response, 404, "not_found")


def test_a_preflight_for_a_method_the_endpoint_does_not_take_is_a_json_405(client: Client):
    response = client.options("/api/v1/score", HTTP_ACCESS_CONTROL_REQUEST_METHOD="DELETE")
    assert_api_error(response, 405, "method_not_allowed")
    assert response["Allow"] == "POST"


def test_a_preflight_for_an_allowed_method_is_granted(client: Client):
    response = client.options("/api/v1/score", HTTP_ACCESS_CONTROL_REQUEST_METHOD="POST")
    assert response.status_code == 204
    assert response["Access-Control-Allow-Methods"] == "POST"
    assert response["Access-Control-Allow-Origin"] == "*"


def test_a_method_the_endpoint_does_not_take_is_a_json_405(client: Client):
    assert_api_error(client.delete("/api/v1/rulesets"), 405, "method_not_allowed")


def test_a_failing_view_is_a_json_500_and_is_logged(client: Client, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise RuntimeError("injected fault")

    monkeypatch.setattr(api, "score_request", broken)
    response = client.post("/api/v1/score", PINFU_REQUEST, content_type="application/json")
    error = assert_api_error(response, 500, "server_error")
    assert "injected" not in error["message"]  # nothing internal leaks to the client
    logged = [r for r in caplog.records if r.name == "django.request" and r.exc_info]
    assert logged
    assert logged[0].exc_info[1].args == ("injected fault",)


def chunked_post(client: Client, body: bytes):
    """POST a body as gunicorn passes a chunked one: no Content-Length, an input stream that ends."""
    environ = {"wsgi.input": io.BytesIO(body), "wsgi.input_terminated": True}
    return client.generic(
        "POST",
        "/api/v1/score",
        content_type="application/json",
        CONTENT_LENGTH="",
        HTTP_TRANSFER_ENCODING="chunked",
        **environ,
    )


def test_a_chunked_body_over_16_kib_is_413(client: Client):
    body = json.dumps(PINFU_REQUEST).encode() + b" " * MAX_BODY_BYTES
    assert_api_error(chunked_post(client, body), 413, "too_large")


def test_a_chunked_body_within_the_limit_is_scored(client: Client):
    response = chunked_post(client, json.dumps(PINFU_REQUEST).encode())
    assert response.status_code == 200
    assert response.json()["han"] == 2


def ruleset_enums(document: dict) -> list[list[str]]:
    request = document["components"]["schemas"]["ScoreRequest"]["properties"]["ruleset"]
    (table,) = document["paths"]["/api/v1/scoring-table"]["get"]["parameters"][1:]
    return [request["enum"], table["schema"]["enum"]]


def test_the_openapi_ruleset_is_an_enum_of_the_named_rulesets():
    assert ruleset_enums(openapi_document()) == [list(RULESETS)] * 2


def test_the_served_openapi_ruleset_enum_adds_the_clubs_house_rules(client: Client):
    Ruleset.objects.create(key="club", base="ema", name="Club", short="Club", overrides={"kiriage": True})
    document = client.get("/api/v1/openapi.json").json()
    assert ruleset_enums(document) == [[*RULESETS, "club"]] * 2
    score = client.post(
        "/api/v1/score", {**PINFU_REQUEST, "ruleset": "club"}, content_type="application/json"
    )
    assert score.status_code == 200


def test_a_database_outage_in_an_api_view_is_a_json_503_with_retry_after(client: Client, monkeypatch):
    def unreachable(*args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(api, "available_rulesets", unreachable)
    response = client.get("/api/v1/rulesets", HTTP_ACCEPT_LANGUAGE="es")
    error = assert_api_error(response, 503, "unavailable")
    assert int(response["Retry-After"]) > 0
    assert "segundos" in error["message"]
