"""One log line per event, as JSON, carrying the request id, the path and the status.

Each request gets an id (the proxy's X-Request-ID when it sends a sane one, else a fresh one), echoed
in the response's X-Request-ID header and on the error pages, so a visitor's "reference" finds the
log line. The formatter is python-json-logger's; these filters add the request's fields and leave out
the API's expected 400s (a client's bad hand is an answer, not a warning).
"""

from __future__ import annotations

import contextvars
import logging
import re
import uuid
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

REQUEST_ID: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="")
SANE_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
HEADER = "X-Request-ID"


class RequestIdMiddleware:
    """Give the request an id, for the logs, the error pages and the response header."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        given = request.headers.get(HEADER, "")
        request.request_id = given if SANE_ID.match(given) else uuid.uuid4().hex
        token = REQUEST_ID.set(request.request_id)
        try:
            response = self.get_response(request)
        finally:
            REQUEST_ID.reset(token)
        response[HEADER] = request.request_id
        return response


class RequestFields(logging.Filter):
    """Put the request id, path and status on every record (empty outside a request)."""

    def filter(self, record: logging.LogRecord) -> bool:
        request = getattr(record, "request", None)
        record.request_id = getattr(request, "request_id", "") or REQUEST_ID.get()
        record.path = getattr(request, "path", "")
        record.status = getattr(record, "status_code", None)
        return True


class ExpectedApiErrors(logging.Filter):
    """Leave out Django's "Bad Request" warnings for the JSON API: a 400 there is a normal answer."""

    def filter(self, record: logging.LogRecord) -> bool:
        request = getattr(record, "request", None)
        return not (
            record.name == "django.request"
            and getattr(record, "status_code", None) == 400
            and getattr(request, "path", "").startswith("/api/")
        )
