"""Error pages: the visitor's language and the site's look, and a 503 rather than a 500 for an outage.

Django renders 500.html without the request (no language, no header links); this handler renders it
like any page. When the error is the database failing (down, unreachable, timed out), the answer is
503 with Retry-After: the visitor is told to come back shortly, and a load balancer or crawler retries
instead of recording a broken page. The pages themselves never touch the database.
"""

from __future__ import annotations

import sys

from django.db import DatabaseError, InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, HttpResponseServerError
from django.template import loader

# Seconds a visitor (or a crawler) is asked to wait during a database outage.
OUTAGE_RETRY_AFTER = 30
OUTAGE_ERRORS = (OperationalError, InterfaceError)


def is_outage(error: BaseException | None) -> bool:
    """Whether an exception means the database is unavailable, rather than a bug in a query."""
    while error is not None:
        if isinstance(error, OUTAGE_ERRORS):
            return True
        if isinstance(error, DatabaseError):
            return False
        error = error.__cause__ or error.__context__
    return False


def server_error(request: HttpRequest) -> HttpResponse:
    """handler500: the 503 outage page or the 500 page, both in the visitor's language."""
    outage = is_outage(sys.exc_info()[1])
    template, status = ("503.html", 503) if outage else ("500.html", 500)
    try:
        response = HttpResponse(loader.render_to_string(template, request=request), status=status)
    except Exception:  # the page itself failed: a plain answer rather than none
        response = HttpResponseServerError(
            b"<!DOCTYPE html><title>Error</title><h1>Server error</h1>", status=status
        )
    if outage:
        response["Retry-After"] = str(OUTAGE_RETRY_AFTER)
    return response
