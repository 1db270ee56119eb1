"""The answer to too many attempts: a 429 page in the visitor's language, with Retry-After.

One page for every throttle (log in, admin log in, sign-up, password reset), and the same page whether
the name tried exists or not, so a throttled visitor learns nothing about accounts.
"""

from __future__ import annotations

import math

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from site_project.errors import OUTAGE_RETRY_AFTER


def too_many_attempts(request: HttpRequest, retry_after: int) -> HttpResponse:
    """The 429 page: wait `retry_after` seconds (shown rounded up to whole minutes)."""
    minutes = max(1, math.ceil(retry_after / 60))
    response = render(request, "registration/too_many_attempts.html", {"minutes": minutes}, status=429)
    response["Retry-After"] = str(max(1, retry_after))
    return response


def unavailable(request: HttpRequest) -> HttpResponse:
    """The 503 "back in a moment" page, for a throttled form whose counts cannot be kept right now."""
    response = render(request, "503.html", status=503)
    response["Retry-After"] = str(OUTAGE_RETRY_AFTER)
    return response


def axes_lockout(request: HttpRequest, original_response=None, credentials=None) -> HttpResponse:
    """django-axes' lockout callable (AXES_LOCKOUT_CALLABLE): the page above for the cool-off time."""
    return too_many_attempts(request, int(settings.AXES_COOLOFF_TIME.total_seconds()))
