"""The public JSON API: the scoring contract of DESIGN.md over HTTP, read-only and cookie-free.

Each view parses input, calls the scorer once and answers JSON. The `api_endpoint` decorator gives every
endpoint the same envelope: allowed methods, the rate limit, no CSRF (nothing here changes state), and
error messages in the language of the Accept-Language header (never a cookie or a session).
"""

import json
from collections.abc import Callable
from functools import wraps

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation.trans_real import parse_accept_lang_header
from django.views.decorators.csrf import csrf_exempt

from calculator.openapi import openapi_document
from calculator.phrases import RULESET_NAMES, error_messages, phrase
from calculator.ratelimit import seconds_until_allowed
from calculator.rulesets import available_rulesets, default_choice, house_rules, with_house_rules
from calculator.waits import ANALYSED_ERRORS, analyse_hand
from rules.scoring import RULESETS, ScoringError, get_ruleset, render_message, score_request
from rules.scoring import scoring_table as scorer_table

MAX_BODY_BYTES = 16 * 1024
JSON_DUMPS = {"ensure_ascii": False}

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


def error_response(status: int, code: str, **params: object) -> JsonResponse:
    """The contract's error object, with the message in the active language."""
    message = render_message(code, params, error_messages())
    return JsonResponse(
        {"error": {"code": code, "message": message}}, status=status, json_dumps_params=JSON_DUMPS
    )


def cors_preflight(methods: tuple[str, ...]) -> HttpResponse:
    """The answer to a browser's CORS preflight: any origin may call, without credentials."""
    response = HttpResponse(status=204)
    response["Access-Control-Allow-Methods"] = ", ".join(methods)
    response["Access-Control-Allow-Headers"] = "Content-Type, Accept-Language"
    response["Access-Control-Max-Age"] = "86400"
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
                if request.method == "OPTIONS" and "HTTP_ACCESS_CONTROL_REQUEST_METHOD" in request.META:
                    response = cors_preflight(methods)
                elif request.method not in methods:
                    response = error_response(405, "method_not_allowed", methods=", ".join(methods))
                    response["Allow"] = ", ".join(methods)
                elif wait := seconds_until_allowed(request):
                    response = error_response(429, "rate_limited", seconds=wait)
                    response["Retry-After"] = str(wait)
                else:
                    response = view(request)
            response["Content-Language"] = language
            response["Access-Control-Allow-Origin"] = "*"
            patch_vary_headers(response, ["Accept-Language"])
            return response

        return wrapper

    return decorate


def read_json_body(request: HttpRequest) -> tuple[object, HttpResponse | None]:
    """The decoded JSON body, or the error response to send instead (413 when too large, 400 when not JSON)."""
    declared = request.META.get("CONTENT_LENGTH") or "0"
    if declared.isdigit() and int(declared) > MAX_BODY_BYTES:
        return None, error_response(413, "too_large", limit=MAX_BODY_BYTES)
    body = request.read(MAX_BODY_BYTES + 1)
    if len(body) > MAX_BODY_BYTES:
        return None, error_response(413, "too_large", limit=MAX_BODY_BYTES)
    try:
        return json.loads(body.decode("utf-8")), None
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None, error_response(400, "bad_request", field="body")


@api_endpoint("POST")
def score(request: HttpRequest) -> HttpResponse:
    """POST /api/v1/score: one scoring request in, the contract's response (or error object) out."""
    data, refusal = read_json_body(request)
    if refusal is not None:
        return refusal
    result = score_request(with_house_rules(data), messages=error_messages())
    status = 400 if "error" in result else 200
    return JsonResponse(result, status=status, json_dumps_params=JSON_DUMPS)


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
    answer = score_request(data, messages=messages)
    error = answer.get("error")
    if error is not None and error["code"] not in ANALYSED_ERRORS:
        return JsonResponse(answer, status=400, json_dumps_params=JSON_DUMPS)
    found = analyse_hand(data, messages)  # type: ignore[arg-type]
    if found is None:
        # Not one tile short of winning: the scorer's error says why (a hand it scores always is,
        # once its winning tile is left out).
        return JsonResponse(answer, status=400, json_dumps_params=JSON_DUMPS)
    return JsonResponse(found.as_dict(), json_dumps_params=JSON_DUMPS)


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
    return JsonResponse(body, json_dumps_params=JSON_DUMPS)


@api_endpoint("GET", "HEAD")
def scoring_table(request: HttpRequest) -> HttpResponse:
    """GET /api/v1/scoring-table?ruleset=wrc: the payment table of a ruleset, one object per row."""
    key = request.GET.get("ruleset") or default_choice(available_rulesets()).key
    fields = with_house_rules({"ruleset": key})
    try:
        ruleset = get_ruleset(fields["ruleset"], fields.get("rules"))
    except ScoringError as error:
        return error_response(400, error.code, **error.params)
    rows = [row.as_dict() for row in scorer_table(ruleset)]
    return JsonResponse({"ruleset": key, "rows": rows}, json_dumps_params=JSON_DUMPS)


@api_endpoint("GET", "HEAD")
def openapi(request: HttpRequest) -> HttpResponse:
    """GET /api/v1/openapi.json: the OpenAPI 3 description of these endpoints."""
    return JsonResponse(openapi_document(), json_dumps_params=JSON_DUMPS)
