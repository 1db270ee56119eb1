"""Counting attempts per key in the shared cache, for sign-up and password-reset throttles.

Log-in failures are counted by django-axes in the database; these counters cover what axes does not
see (a sign-up or a reset request is not an authentication). A fixed window per key, in Django's
cache: shared by every app process when the cache is (Redis in a multi-process deployment).
"""

from __future__ import annotations

import hashlib
import math
import time

from django.core.cache import cache
from django.http import HttpRequest

KEY_PREFIX = "accounts:throttle"


def client_address(request: HttpRequest) -> str:
    """The address a throttle counts against: REMOTE_ADDR, which the proxy set-up makes the client's."""
    return request.META.get("REMOTE_ADDR") or "unknown"


def seconds_until_allowed(scope: str, key: str, limit: int, window: int) -> int:
    """Count one attempt for `key`; 0 while within `limit` per `window` seconds, else the wait left."""
    if limit <= 0:
        return 0
    now = time.time()
    slot = int(now // window)
    # Hashed: an email address or a name never sits in the cache in clear.
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:32]
    cache_key = f"{KEY_PREFIX}:{scope}:{digest}:{slot}"
    cache.add(cache_key, 0, timeout=window + 1)
    try:
        count = cache.incr(cache_key)
    except ValueError:  # the entry expired between add and incr
        cache.set(cache_key, 1, timeout=window + 1)
        count = 1
    if count <= limit:
        return 0
    return max(1, math.ceil((slot + 1) * window - now))
