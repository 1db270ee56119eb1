"""Servers of the fault tests' own: a redis-server on a free port that a test can stop, freeze and thaw.

The shared Redis (REDIS_TEST_URL) is never touched: a fault is injected into a server the test started.
"""

from __future__ import annotations

import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

from tests.conftest import require


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port: int, seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


class OwnRedis:
    """A redis-server of this test alone, with the faults a production Redis meets."""

    def __init__(self) -> None:
        self.port = free_port()
        self.process = subprocess.Popen(
            [
                "redis-server",
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
            ],
            stdout=subprocess.DEVNULL,
        )
        wait_for_port(self.port)

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def freeze(self) -> None:
        """Stopped, not gone: connections stay open and nothing answers (a partition, a stalled host)."""
        self.process.send_signal(signal.SIGSTOP)

    def thaw(self) -> None:
        self.process.send_signal(signal.SIGCONT)

    def stop(self) -> None:
        self.thaw()
        self.process.terminate()
        self.process.wait(10)


@contextmanager
def own_redis() -> Iterator[OwnRedis]:
    require(shutil.which("redis-server") is not None, "redis-server is not installed")
    server = OwnRedis()
    try:
        yield server
    finally:
        server.stop()
