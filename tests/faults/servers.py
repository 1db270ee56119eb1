"""The fault tests' own redis-server (bench.servers.OwnRedis), stopped after the test whatever happens.

The shared Redis (REDIS_TEST_URL) is never touched: a fault is injected into a server the test started.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager

from bench.servers import OwnRedis
from tests.conftest import require


@contextmanager
def own_redis() -> Iterator[OwnRedis]:
    require(shutil.which("redis-server") is not None, "redis-server is not installed")
    server = OwnRedis()
    try:
        yield server
    finally:
        server.stop()
