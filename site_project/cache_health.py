"""Whether the cache works, asked by /healthz and at start-up, and failures met in requests reported.

The cache holds the API's rate-limit counters and the stored reference pages. When it cannot be used
(Redis unreachable, the database cache's table missing), requests go on without it: pages are rendered
each time and the API is not limited. That is reported, not turned into a 500 per request: /healthz
answers 503 naming the cache, the process logs it when it starts, and a request that meets the failure
logs it at most once a minute per process, so an outage does not flood the log.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid

from django.core.cache import cache

logger = logging.getLogger(__name__)

PROBE_KEY = "site:cache-probe"
REPORT_INTERVAL_SECONDS = 60.0

_lock = threading.Lock()
_last_report = -REPORT_INTERVAL_SECONDS


def cache_status() -> str:
    """ "ok" when a value written to the cache reads back, else "unavailable".

    Each probe writes a key of its own: probes of several processes (or threads) at once must not
    overwrite each other's value and report a healthy cache as unavailable."""
    key = f"{PROBE_KEY}:{uuid.uuid4().hex}"
    token = f"{time.time_ns()}"
    try:
        cache.set(key, token, timeout=30)
        healthy = cache.get(key) == token
        cache.delete(key)
    except Exception:  # any backend error means the same: the cache cannot be used
        return "unavailable"
    return "ok" if healthy else "unavailable"


def report_cache_failure(error: BaseException) -> None:
    """Log that a request found the cache unusable, at most once per interval in this process."""
    global _last_report
    now = time.monotonic()
    with _lock:
        if now - _last_report < REPORT_INTERVAL_SECONDS:
            return
        _last_report = now
    logger.error("cache unavailable, serving without it: %s: %s", type(error).__name__, error)


def check_cache_at_start() -> None:
    """Log an error at start-up when the configured cache cannot be used (the process still starts:
    it serves without the cache, and /healthz keeps saying what is wrong)."""
    if cache_status() != "ok":
        logger.error("cache unavailable at start-up: check CACHE_BACKEND and REDIS_URL (see the README)")
