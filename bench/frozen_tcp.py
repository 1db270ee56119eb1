"""A TCP relay that a fault test or drill can freeze or cut, in front of a real server.

Frozen: connections stay open, bytes stop moving both ways, nothing is reset. That is what a frozen
database looks like from the app (a partition without a reset, a stalled host): the established
connection stays, and no answer ever comes. Cut: every connection is reset and new ones are refused,
as when the server is down.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time


class FreezableRelay:
    """Relays 127.0.0.1:`port` to `target`; freeze() stops every byte until thaw()."""

    def __init__(self, target: tuple[str, int], port: int = 0) -> None:
        self.target = target
        self.frozen = threading.Event()
        self.stopped = threading.Event()
        self.server = socket.socket()
        self.server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.server.bind(("127.0.0.1", port))
        self.server.listen(256)
        self.server.settimeout(0.1)
        self.port = self.server.getsockname()[1]
        self.sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def freeze(self) -> None:
        self.frozen.set()

    def thaw(self) -> None:
        self.frozen.clear()

    def close(self) -> None:
        """Cut: reset every connection and refuse new ones (a new relay on the same port restores)."""
        self.stopped.set()
        self.server.close()
        for connection in self.sockets:
            with contextlib.suppress(OSError):
                connection.setsockopt(
                    socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00"
                )
            connection.close()

    def _accept(self) -> None:
        while not self.stopped.is_set():
            try:
                client, _ = self.server.accept()
            except OSError:
                continue
            try:
                upstream = socket.create_connection(self.target)
            except OSError:
                client.close()
                continue
            self.sockets += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket) -> None:
        source.settimeout(0.1)
        while not self.stopped.is_set():
            if self.frozen.is_set():
                time.sleep(0.05)
                continue
            try:
                data = source.recv(65536)
            except TimeoutError:
                continue
            except OSError:
                return
            if not data:
                return
            while self.frozen.is_set() and not self.stopped.is_set():  # read during the freeze: held
                time.sleep(0.05)
            try:
                sink.sendall(data)
            except OSError:
                return
