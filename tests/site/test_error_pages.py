"""Error pages in the visitor's language, and errors logged as one JSON line with request id, path, status."""

import json
import logging

import pytest
from django.test import Client
from pythonjsonlogger.json import JsonFormatter

from site_project import health

pytestmark = pytest.mark.django_db


def logged_lines(caplog) -> list[dict]:
    """The lines the configured console handler writes for the captured records, parsed back."""
    console = next(h for h in logging.getLogger().handlers if isinstance(h.formatter, JsonFormatter))
    lines = [console.format(record) for record in caplog.records if console.filter(record)]
    assert all("\n" not in line for line in lines)
    return [json.loads(line) for line in lines]


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Page not found"), ("fr", "Page introuvable"), ("es", "Página no encontrada")],
)
def test_the_404_page_speaks_the_visitors_language(language, words):
    response = Client().get(f"/{language}/no-such-page/")
    assert response.status_code == 404
    assert words in response.content.decode()
    assert 'class="site-header"' in response.content.decode()


def test_a_forged_form_gets_the_403_page_in_the_visitors_language():
    response = Client(enforce_csrf_checks=True).post("/es/accounts/login/", {"username": "a"})
    assert response.status_code == 403
    assert "Acceso denegado" in response.content.decode()


def test_a_server_error_gets_the_500_page_with_its_reference_and_one_log_line(monkeypatch, caplog):
    def broken():
        raise RuntimeError("a bug")

    monkeypatch.setattr(health, "report", broken)
    caplog.clear()
    response = Client(raise_request_exception=False).get("/healthz", HTTP_ACCEPT_LANGUAGE="fr")
    assert response.status_code == 500
    page = response.content.decode()
    assert "Une erreur s’est produite" in page
    assert response["X-Request-ID"] in page
    [line] = [entry for entry in logged_lines(caplog) if entry["level"] == "ERROR"]
    assert (line["request_id"], line["path"], line["status"]) == (response["X-Request-ID"], "/healthz", 500)
    assert "RuntimeError: a bug" in line["exc_info"]


def test_a_proxys_request_id_is_kept():
    response = Client().get("/healthz", HTTP_X_REQUEST_ID="edge-0123456789")
    assert response["X-Request-ID"] == "edge-0123456789"


def test_an_expected_api_400_is_not_logged_as_a_warning(caplog):
    caplog.clear()
    response = Client().post("/api/v1/score", {"hand": "1m"}, content_type="application/json")
    assert response.status_code == 400
    assert [entry for entry in logged_lines(caplog) if entry["level"] in {"WARNING", "ERROR"}] == []


def test_a_page_404_is_still_logged_as_a_warning_line(caplog):
    caplog.clear()
    Client().get("/en/no-such-page/")
    [line] = logged_lines(caplog)
    assert (line["level"], line["path"], line["status"]) == ("WARNING", "/en/no-such-page/", 404)
