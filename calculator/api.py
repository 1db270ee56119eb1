"""The public JSON API: the scoring contract of DESIGN.md over HTTP, read-only and cookie-free.

Each view parses input, calls the scorer once and answers JSON. The `api_endpoint` decorator gives every
endpoint the same envelope: allowed methods, the rate limit, no CSRF (nothing here changes state), and
error messages in the language of the Accept-Language header (never a cookie or a session).
"""

import json
from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.log import log_response
from django.utils.translation.trans_real import parse_accept_lang_header
from django.views.decorators.csrf import csrf_exempt

from calculator.nginx_errors import MAX_BODY_BYTES
from calculator.openapi import openapi_document
from calculator.phrases import RULESET_NAMES, error_messages, phrase
from calculator.ratelimit import seconds_until_allowed
from calculator.rulesets import available_rulesets, default_choice, house_rules, with_house_rules
from calculator.site_token import carries_site_token
from calculator.waits import ANALYSED_ERRORS, analyse_hand
from rules.phrases import tiles_in_words
from rules.play_tools import ToolError, can_ron, draw_payments
from rules.scoring import RULESETS, ScoringError, get_ruleset, render_message, score_request
from rules.scoring import scoring_table as scorer_table
from site_project.errors import OUTAGE_RETRY_AFTER, is_outage

View = Callable[[HttpRequest], HttpResponse]


def accept_language(request: HttpRequest) -> str:
    """The site language that best matches the Accept-Language header, English by default."""
    header = request.META.get("HTTP_ACCEPT_LANGUAGE", "")
    for code, _quality in parse_accept_lang_header(header):
        if code == "*":
            break
        try:
            return translation.get_supported_language_variant(code)
        except LookupError:
            continue
    return settings.LANGUAGE_CODE


def json_response(data: object, status: int = 200) -> HttpResponse:
    """Every API answer: JSON in UTF-8, non-ASCII text kept readable.

    A client's own JSON may hold a lone surrogate (`"\\ud800"` as an unknown key, echoed in the error's
    message) that UTF-8 cannot carry; that answer is written with ASCII escapes instead, still valid JSON.
    """
    try:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        body = json.dumps(data).encode("ascii")
    return HttpResponse(body, status=status, content_type="application/json")


def error_response(status: int, code: str, **params: object) -> HttpResponse:
    """The contract's error object, with the message in the active language."""
    message = render_message(code, params, error_messages(), tiles_in_words)
    return json_response({"error": {"code": code, "message": message}}, status=status)


def cors_preflight(methods: tuple[str, ...]) -> HttpResponse:
    """The answer to a browser's CORS preflight: any origin may call, without credentials."""
    response = HttpResponse(status=204)
    response["Access-Control-Allow-Methods"] = ", ".join(methods)
    response["Access-Control-Allow-Headers"] = "Content-Type, Accept-Language"
    response["Access-Control-Max-Age"] = "86400"
    return response


def _not_allowed(methods: tuple[str, ...]) -> HttpResponse:
    response = error_response(405, "method_not_allowed", methods=", ".join(methods))
    response["Allow"] = ", ".join(methods)
    return response


def _server_error(request: HttpRequest, exception: Exception) -> HttpResponse:
    """A view's unexpected exception as the API's JSON error, logged as Django logs a 500; a database
    outage is a 503 with Retry-After, as the site's pages answer it."""
    if is_outage(exception):
        response = error_response(503, "unavailable", seconds=OUTAGE_RETRY_AFTER)
        response["Retry-After"] = str(OUTAGE_RETRY_AFTER)
    else:
        response = error_response(500, "server_error")
    log_response("Server error: %s", request.path, response=response, request=request, exception=exception)
    return response


def _api_headers(response: HttpResponse, language: str) -> HttpResponse:
    """What every API answer carries, errors included: its language and CORS for any origin."""
    response["Content-Language"] = language
    response["Access-Control-Allow-Origin"] = "*"
    patch_vary_headers(response, ["Accept-Language"])
    return response


def api_endpoint(*methods: str) -> Callable[[View], View]:
    """Wrap an API view: method check (405), rate limit (429 with Retry-After), language, no CSRF, and
    CORS for any origin (the API is public and read-only, and never reads cookies)."""

    def decorate(view: View) -> View:
        @csrf_exempt
        @wraps(view)
        def wrapper(request: HttpRequest) -> HttpResponse:
            language = accept_language(request)
            with translation.override(language):
                preflight = request.META.get("HTTP_ACCESS_CONTROL_REQUEST_METHOD")
                if request.method == "OPTIONS" and preflight is not None:
                    response = cors_preflight(methods) if preflight in methods else _not_allowed(methods)
                elif request.method not in methods:
                    response = _not_allowed(methods)
                elif wait := seconds_until_allowed(request, from_the_site=carries_site_token(request)):
                    response = error_response(429, "rate_limited", seconds=wait)
                    response["Retry-After"] = str(wait)
                else:
                    try:
                        response = view(request)
                    except Exception as exception:  # any failure answers in the API format
                        response = _server_error(request, exception)
            return _api_headers(response, language)

        return wrapper

    return decorate


def _body(request: HttpRequest) -> bytes:
    """Up to MAX_BODY_BYTES + 1 bytes of the body, whether its length is declared or it comes chunked.

    Django reads only a declared Content-Length; a chunked body (no length) is read from the server's
    input stream when the server says that stream ends with the body (gunicorn's wsgi.input_terminated).
    """
    if request.META.get("CONTENT_LENGTH") or not request.META.get("wsgi.input_terminated"):
        return request.read(MAX_BODY_BYTES + 1)
    stream, body = request.META["wsgi.input"], b""
    while len(body) <= MAX_BODY_BYTES and (chunk := stream.read(MAX_BODY_BYTES + 1 - len(body))):
        body += chunk
    return body


def read_json_body(request: HttpRequest) -> tuple[object, HttpResponse | None]:
    """The decoded JSON body, or the error response to send instead (413 when too large, 400 when not JSON)."""
    declared = request.META.get("CONTENT_LENGTH") or "0"
    if declared.isascii() and declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        return None, error_response(413, "too_large", limit=MAX_BODY_BYTES)
    body = _body(request)
    if len(body) > MAX_BODY_BYTES:
        return None, error_response(413, "too_large", limit=MAX_BODY_BYTES)
    try:
        return json.loads(body.decode("utf-8")), None
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, error_response(400, "bad_request", field="body")


@csrf_exempt
def not_found(request: HttpRequest, path: str = "") -> HttpResponse:
    """Any other path under /api/: a 404 in the API's JSON error format, CORS preflights included."""
    language = accept_language(request)
    with translation.override(language):
        response = error_response(404, "not_found", path=request.path)
    return _api_headers(response, language)


@api_endpoint("POST")
def score(request: HttpRequest) -> HttpResponse:
    """POST /api/v1/score: one scoring request in, the contract's response (or error object) out."""
    data, refusal = read_json_body(request)
    if refusal is not None:
        return refusal
    result = score_request(with_house_rules(data), messages=error_messages(), tile_names=tiles_in_words)
    status = 400 if "error" in result else 200
    return json_response(result, status=status)


@api_endpoint("POST")
def waits(request: HttpRequest) -> HttpResponse:
    """POST /api/v1/waits: a hand one tile short of winning (13 tiles, or 14 with the winning tile left
    out) in the request shape of /score; the answer is its shanten and, when tenpai, each wait with the
    copies still unseen and the scorer's answer for a win on it by ron and by tsumo."""
    data, refusal = read_json_body(request)
    if refusal is not None:
        return refusal
    data = with_house_rules({"win_tile": "", **data} if isinstance(data, dict) else data)
    messages = error_messages()
    answer = score_request(data, messages=messages, tile_names=tiles_in_words)
    error = answer.get("error")
    if error is not None and error["code"] not in ANALYSED_ERRORS:
        return json_response(answer, status=400)
    found = analyse_hand(data, messages)  # type: ignore[arg-type]
    if found is None:
        # Not one tile short of winning: the scorer's error says why (a hand it scores always is,
        # once its winning tile is left out).
        return json_response(answer, status=400)
    return json_response(found.as_dict())


def _tool(request: HttpRequest, answer: Callable[[object], dict]) -> HttpResponse:
    """A tool of the rules of play over JSON: its answer, or its error object (400)."""
    data, refusal = read_json_body(request)
    if refusal is not None:
        return refusal
    try:
        return json_response(answer(data))
    except ToolError as error:
        return json_response(error.as_dict(), status=400)


@api_endpoint("POST")
def can_ron_view(request: HttpRequest) -> HttpResponse:
    """POST /api/v1/can-ron: may this player win on this discard? The verdict with its reason and the
    furiten kinds, by the rules-of-play engine (the page /<lang>/play/can-i-ron/ asks the same)."""
    return _tool(request, can_ron)


@api_endpoint("POST")
def draw_payments_view(request: HttpRequest) -> HttpResponse:
    """POST /api/v1/draw-payments: each seat's points at an exhaustive draw, the dealer's seat, the next
    honba and the riichi sticks left (the page /<lang>/play/draw-payments/ asks the same)."""
    return _tool(request, draw_payments)


@api_endpoint("GET", "HEAD")
def rulesets(request: HttpRequest) -> HttpResponse:
    """GET /api/v1/rulesets: every named ruleset and its parameters, the club's house rules (a base
    ruleset and overrides, usable by key in /score), and which one the site uses by default."""
    choices = available_rulesets()
    names = {choice.key: choice.name for choice in choices}
    body = {
        "default": default_choice(choices).key,
        "rulesets": [
            {
                "key": key,
                "name": names.get(key) or phrase(RULESET_NAMES, key),
                "parameters": {name: value for name, value in ruleset.as_dict().items() if name != "name"},
            }
            for key, ruleset in RULESETS.items()
        ],
        "house_rules": [
            {
                "key": choice.key,
                "name": choice.name,
                "ruleset": choice.request_fields["ruleset"],
                "rules": rules,
            }
            for choice in house_rules(choices)
            if isinstance(rules := choice.request_fields.get("rules", {}), dict)
        ],
    }
    return json_response(body)


@api_endpoint("GET", "HEAD")
def scoring_table(request: HttpRequest) -> HttpResponse:
    """GET /api/v1/scoring-table?ruleset=wrc: the payment table of a ruleset, one object per row."""
    key = request.GET.get("ruleset")
    if key is None:  # absent means the site's default; an empty key is unknown, as the enumeration says
        key = default_choice(available_rulesets()).key
    fields = with_house_rules({"ruleset": key})
    try:
        ruleset = get_ruleset(fields["ruleset"], fields.get("rules"))
    except ScoringError as error:
        return error_response(400, error.code, **error.params)
    rows = [row.as_dict() for row in scorer_table(ruleset)]
    return json_response({"ruleset": key, "rows": rows})


@api_endpoint("GET", "HEAD")
def openapi(request: HttpRequest) -> HttpResponse:
    """GET /api/v1/openapi.json: the OpenAPI 3 description of these endpoints."""
    try:
        house_keys = tuple(choice.key for choice in house_rules(available_rulesets()))
    except DatabaseError:  # the document needs no database otherwise: serve it with the named rulesets
        house_keys = ()
    return json_response(openapi_document(house_keys))
