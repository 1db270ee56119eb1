"""One log line per event, as JSON, carrying the request id, the path and the status.

Each request gets an id (the proxy's X-Request-ID when it sends a sane one, else a fresh one), echoed
in the response's X-Request-ID header and on the error pages, so a visitor's "reference" finds the
log line. The formatter is python-json-logger's; these filters add the request's fields, leave out
the API's expected 400s (a client's bad hand is an answer, not a warning), keep the secret part of an
activation or password-reset link out of every line, and log a database outage's traceback once a
minute per process rather than once per request (the count of the others goes on the next one).
"""

from __future__ import annotations

import contextvars
import logging
import re
import threading
import time
import uuid
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

REQUEST_ID: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="")
SANE_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
HEADER = "X-Request-ID"
# The links that carry a secret in their path (an activation token, a reset token): logged as far as
# the view's name only. deploy/nginx/logging.conf does the same in nginx's access log.
SECRET_PATH = re.compile(r"^(/[^/]+/accounts/(?:activate|reset)/)[^?#]*")
OUTAGE_LOG_INTERVAL_SECONDS = 60.0


def loggable_path(path: str) -> str:
    """`path` with the secret of an activation or reset link left out.

    >>> loggable_path("/fr/accounts/activate/abc.def-123/")
    '/fr/accounts/activate/[redacted]'
    >>> loggable_path("/en/yaku/pinfu/")
    '/en/yaku/pinfu/'
    """
    return SECRET_PATH.sub(r"\1[redacted]", path)


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
        record.path = loggable_path(getattr(request, "path", ""))
        record.status = getattr(record, "status_code", None)
        if isinstance(record.args, tuple):  # Django's "Bad Request: %s" names the path too
            record.args = tuple(loggable_path(arg) if isinstance(arg, str) else arg for arg in record.args)
        return True


class DatabaseOutages(logging.Filter):
    """Let through one record of a database outage (with its traceback) per minute in this process.

    During an outage every request fails the same way: 700 tracebacks in 23 s said nothing the first
    did not. The records left out are counted, and the next one let through says how many.
    """

    def __init__(self, name: str = "") -> None:
        super().__init__(name)
        self._lock = threading.Lock()
        self._last = -OUTAGE_LOG_INTERVAL_SECONDS
        self._left_out = 0

    def filter(self, record: logging.LogRecord) -> bool:
        from site_project.errors import is_outage  # the errors module imports Django's database layer

        error = record.exc_info[1] if record.exc_info else None
        if error is None or not is_outage(error):
            return True
        now = time.monotonic()
        with self._lock:
            if now - self._last < OUTAGE_LOG_INTERVAL_SECONDS:
                self._left_out += 1
                return False
            self._last, left_out, self._left_out = now, self._left_out, 0
        record.database_failures_not_logged = left_out
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
