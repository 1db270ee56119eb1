"""A foreign Host header answers 400 on every path, without a traceback in the log."""

import logging

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

FOREIGN = "attacker.example"


@pytest.mark.parametrize("path", ["/healthz", "/api/v1/rulesets", "/en/yaku/", "/static/nothing.css", "/"])
def test_a_foreign_host_is_a_400_without_a_traceback(path, caplog):
    with caplog.at_level(logging.INFO):
        response = Client(raise_request_exception=False).get(path, HTTP_HOST=FOREIGN)
    assert response.status_code == 400
    assert "Bad request" in response.text
    assert FOREIGN not in response.text
    assert not any(record.exc_info for record in caplog.records)
    assert not [record for record in caplog.records if record.levelno >= logging.ERROR]


def test_a_foreign_host_post_to_the_api_is_a_400():
    response = Client(raise_request_exception=False).post(
        "/api/v1/score", "{}", content_type="application/json", HTTP_HOST=FOREIGN
    )
    assert response.status_code == 400


@pytest.mark.parametrize(
    ("language", "words"), [("fr", "Requête incorrecte"), ("es", "Solicitud incorrecta")]
)
def test_the_400_page_speaks_the_paths_language(language, words):
    response = Client(raise_request_exception=False).get(f"/{language}/yaku/", HTTP_HOST=FOREIGN)
    assert response.status_code == 400
    assert f'lang="{language}"' in response.text
    assert words in response.text


def test_an_allowed_host_is_served():
    assert Client().get("/healthz", HTTP_HOST="testserver").status_code == 200
