"""Servers of our own for the fault drill (bench.fault_drill) and the fault tests (tests/faults): a free
port on the loopback, and a redis-server on it that can be stopped, frozen and thawed.

The shared Redis (REDIS_URL, REDIS_TEST_URL) is never touched: a fault is injected into a server started
for it, with nothing saved to disk.
"""

from __future__ import annotations

import signal
import socket
import subprocess
import time


def free_port() -> int:
    """A port nothing listens on now, on the loopback."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_port(port: int, seconds: float = 10) -> None:
    """Return once something accepts connections on `port`; OSError after `seconds`."""
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
    """A redis-server of our own, with the faults a production Redis meets; started again on the same
    port (`OwnRedis(port)`) it is the repaired one."""

    def __init__(self, port: int | None = None) -> None:
        self.port = port or free_port()
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
