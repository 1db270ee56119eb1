"""The OpenAPI document matches the API: schemathesis sends generated requests through the WSGI app.

A bounded number of examples per operation keeps `make test` quick; every response must be a non-5xx
answer whose status, content type, headers and body the document declares, and a request the document
calls invalid (negative data) must be refused with a 4xx.
"""

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from calculator.openapi import openapi_document
from site_project.wsgi import application

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    negative_data_rejection,
    response_headers_conformance,
    response_schema_conformance,
    negative_data_rejection,
]


# The document as served with no house rules (the test database has none); read from the function that
# serves it because collection runs before any test may use the database, which the view reads.
schema = schemathesis.openapi.from_dict(openapi_document())
schema.app = application


@pytest.fixture
def without_rate_limit(settings, db):
    """Hundreds of generated requests would trip the limit, which its own tests cover.

    The raw WSGI handler closes "old" database connections when a request starts and ends; inside a
    test transaction that would close the test's own connection (PostgreSQL then fails the next query),
    so the hooks are off while the test runs, as Django's test client does.
    """
    settings.API_RATE_LIMIT = 0
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@schema.parametrize()
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
def test_every_response_matches_the_document(case, without_rate_limit):
    case.call_and_validate(checks=CHECKS)


def test_the_document_names_every_endpoint(client, db):
    document = client.get("/api/v1/openapi.json").json()
    assert document["openapi"].startswith("3.")
    assert set(document["paths"]) == {
        "/api/v1/score",
        "/api/v1/waits",
        "/api/v1/can-ron",
        "/api/v1/draw-payments",
        "/api/v1/rulesets",
        "/api/v1/scoring-table",
        "/api/v1/openapi.json",
    }
