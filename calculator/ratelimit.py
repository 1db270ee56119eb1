"""A small per-client rate limit for the public API, counted in Django's cache.

A fixed window per client address: simple, cheap, and shared by every app process as soon as the cache
is shared (a club that runs several processes points CACHES at Redis or memcached). The numbers come
from settings (`API_RATE_LIMIT` requests per `API_RATE_LIMIT_WINDOW` seconds), read at each request so
a test or a club can change them; a limit of 0 turns the check off.

The site's own pages (their calls carry calculator/site_token.py's token) have a budget of their own
per address, `SITE_API_RATE_LIMIT`, counted apart: a room of players behind one address never spends
the public budget, and a program calling the API never spends theirs.
"""

import math
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest

from site_project.cache_health import report_cache_failure

KEY_PREFIX = "calculator:api-rate"
SITE_KEY_PREFIX = "calculator:site-rate"


def client_address(request: HttpRequest) -> str:
    """The address the limit counts against: the peer as Django sees it.

    Behind a reverse proxy, the proxy must set REMOTE_ADDR (or the club runs a middleware that does);
    trusting X-Forwarded-For here would let any client pick its own bucket.
    """
    return request.META.get("REMOTE_ADDR") or "unknown"


def _count(key: str, window: int) -> int:
    """Add one to the window's counter and read it back, atomically where the cache is shared (Redis
    INCR; the local-memory cache increments under a lock, but only for its own process)."""
    cache.add(key, 0, timeout=window + 1)
    try:
        return cache.incr(key)
    except ValueError:  # the entry expired between add and incr
        cache.set(key, 1, timeout=window + 1)
        return 1


def seconds_until_allowed(request: HttpRequest, *, from_the_site: bool = False) -> int:
    """Count this request in its budget (the site's own pages' or the public one); 0 when it may go on,
    else the whole seconds until the window resets."""
    limit = settings.SITE_API_RATE_LIMIT if from_the_site else settings.API_RATE_LIMIT
    if limit <= 0:
        return 0
    window = max(1, settings.API_RATE_LIMIT_WINDOW)
    now = time.time()
    slot = int(now // window)
    prefix = SITE_KEY_PREFIX if from_the_site else KEY_PREFIX
    key = f"{prefix}:{client_address(request)}:{slot}"
    try:
        count = _count(key, window)
    except Exception as error:  # an unusable cache is reported (healthz, log), never a 500 per request
        report_cache_failure(error)
        return 0
    if count <= limit:
        return 0
    return max(1, math.ceil((slot + 1) * window - now))
