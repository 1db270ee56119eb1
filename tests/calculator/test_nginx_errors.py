"""The API errors nginx answers itself are written from the app's translated sentences, and the
committed deploy/nginx/api-errors.conf is the one the code writes."""

import json
from pathlib import Path

from calculator.nginx_errors import NGINX_ERRORS, body, nginx_conf

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_nginx_errors_are_current():
    assert (ROOT / "deploy/nginx/api-errors.conf").read_text() == nginx_conf()


def test_each_body_is_the_apis_error_object_in_its_language():
    for status, (code, _params) in NGINX_ERRORS.items():
        english, french, spanish = (json.loads(body(status, language)) for language in ("en", "fr", "es"))
        assert english["error"]["code"] == french["error"]["code"] == spanish["error"]["code"] == code
        assert (
            len({english["error"]["message"], french["error"]["message"], spanish["error"]["message"]}) == 3
        )
    assert "30\u00a0secondes" in body(502, "fr")
