"""The API's errors that nginx answers itself (deploy/nginx/api-errors.conf), in the API's JSON format.

nginx answers some requests before the app sees them: a method it refuses (TRACE), a body over its
limit, an address longer than it reads, an app server down or too slow. Under /api/ those answers
are the API's error object with the CORS header, like every other API error, in the language of
Accept-Language. nginx cannot translate: this module writes its sentences into nginx `map` blocks
from the same translated table the app uses, and a test fails when the committed file is stale
(`python -m calculator.nginx_errors > deploy/nginx/api-errors.conf` writes it again).
"""

from __future__ import annotations

import json

from django.conf import settings
from django.utils import translation

from calculator.phrases import error_messages
from rules.scoring import render_message
from site_project.errors import OUTAGE_RETRY_AFTER

# The API's body limit (calculator/api.py reads it here; nginx's own is larger, so both answers are true).
MAX_BODY_BYTES = 16 * 1024
# nginx's status, the API's error code, and the sentence's parameters.
NGINX_ERRORS: dict[int, tuple[str, dict[str, object]]] = {
    405: ("method_not_allowed", {"methods": "GET, POST, OPTIONS"}),
    413: ("too_large", {"limit": MAX_BODY_BYTES}),
    414: ("uri_too_long", {}),
    502: ("unavailable", {"seconds": OUTAGE_RETRY_AFTER}),
    504: ("unavailable", {"seconds": OUTAGE_RETRY_AFTER}),
}
HEADER = (
    "# The API's errors that nginx answers itself, in each language, included at the `http` level\n"
    "# (deploy/nginx/site.conf). Written by `python -m calculator.nginx_errors` from the app's translated\n"
    "# sentences (calculator/nginx_errors.py): do not edit by hand.\n"
)


def _nginx_string(text: str) -> str:
    if "$" in text or "\n" in text:
        raise ValueError(f"not safe in an nginx string: {text!r}")
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def body(status: int, language: str) -> str:
    """The JSON body nginx answers for `status` in `language`."""
    code, params = NGINX_ERRORS[status]
    with translation.override(language):
        message = render_message(code, params, error_messages())
    return json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False)


def nginx_conf() -> str:
    """The text of deploy/nginx/api-errors.conf."""
    codes = [code for code, _name in settings.LANGUAGES]
    lines = [
        HEADER,
        "map $http_accept_language $riichi_api_language {",
        f"    default {settings.LANGUAGE_CODE};",
    ]
    lines += [f"    ~*^\\s*{code} {code};" for code in codes if code != settings.LANGUAGE_CODE]
    lines.append("}")
    for status in NGINX_ERRORS:
        lines.append(f"map $riichi_api_language $riichi_api_error_{status} {{")
        lines.append(f"    default {_nginx_string(body(status, settings.LANGUAGE_CODE))};")
        lines += [
            f"    {code} {_nginx_string(body(status, code))};"
            for code in codes
            if code != settings.LANGUAGE_CODE
        ]
        lines.append("}")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    import django

    django.setup()
    print(nginx_conf(), end="")
