"""Counting attempts per key in the shared cache, for sign-up and password-reset throttles.

Log-in failures are counted by django-axes in the database; these counters cover what axes does not
see (a sign-up or a reset request is not an authentication). A fixed window per key, in Django's
cache: shared by every app process when the cache is (Redis in a multi-process deployment).

A cache that cannot be used raises ThrottleUnavailable: these throttles fail *closed*. Sign-up and
password reset send mail to an address the visitor types, so while the counts cannot be kept they
answer a 503 "back in a moment" page rather than mail without limit (and never a 500). The log-in
slowdown (accounts/login.py) and the API's rate limit fail open instead: see the README.
"""

from __future__ import annotations

import hashlib
import math
import time

from django.core.cache import cache
from django.http import HttpRequest

from site_project.cache_health import report_cache_failure

KEY_PREFIX = "accounts:throttle"


class ThrottleUnavailable(Exception):
    """The cache holding the counts cannot be used: the throttled action must not go on."""


def count(cache_key: str, window: int) -> int:
    """Add one to the counter at `cache_key` (kept `window` seconds) and return it; atomic on Redis."""
    cache.add(cache_key, 0, timeout=window + 1)
    try:
        return cache.incr(cache_key)
    except ValueError:  # the entry expired between add and incr
        cache.set(cache_key, 1, timeout=window + 1)
        return 1


def client_address(request: HttpRequest) -> str:
    """The address a throttle counts against: REMOTE_ADDR, which the proxy set-up makes the client's."""
    return request.META.get("REMOTE_ADDR") or "unknown"


def seconds_until_allowed(scope: str, key: str, limit: int, window: int) -> int:
    """Count one attempt for `key`; 0 while within `limit` per `window` seconds, else the wait left.

    Raises ThrottleUnavailable when the cache cannot be used (logged at most once a minute)."""
    if limit <= 0:
        return 0
    now = time.time()
    slot = int(now // window)
    # Hashed: an email address or a name never sits in the cache in clear.
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    cache_key = f"{KEY_PREFIX}:{scope}:{digest}:{slot}"
    try:
        attempts = count(cache_key, window)
    except Exception as error:
        report_cache_failure(error)
        raise ThrottleUnavailable from error
    if attempts <= limit:
        return 0
    return max(1, math.ceil((slot + 1) * window - now))
