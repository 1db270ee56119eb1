"""Replay the slow-client attack against the documented set-up and show /healthz still answering.

Starts gunicorn (deploy/gunicorn.conf.py, 2 sync workers) and nginx (deploy/nginx/proxy.conf in a
throwaway server block), opens slow connections that send headers announcing a 10,000-byte body and
then one byte every 5 seconds, and probes /healthz once a second meanwhile: first straight at gunicorn
(the attack pins both workers) and then through nginx (it holds the slow clients, gunicorn never sees
them). Exit status 1 when a probe through nginx went unanswered.

    python -m bench.slow_clients --proxy-port 8810 --app-port 8811
"""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from bench import local_nginx

ROOT = Path(__file__).resolve().parent.parent


def slow_client(port: int, stop: threading.Event) -> None:
    """Announce a 10,000-byte body, then trickle it one byte every 5 seconds until told to stop."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
            connection.sendall(
                b"POST /api/v1/score HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                b"Content-Length: 10000\r\n\r\n{"
            )
            while not stop.wait(5):
                connection.sendall(b" ")
    except OSError:
        return  # the server dropped us: that is the defence working


def probe(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def attack(port: int, connections: int, seconds: int) -> tuple[int, int]:
    """Slow clients against `port` for `seconds`; how many of the once-a-second probes were answered."""
    stop = threading.Event()
    clients = [
        threading.Thread(target=slow_client, args=(port, stop), daemon=True) for _ in range(connections)
    ]
    for client in clients:
        client.start()
    time.sleep(1)
    answered = total = 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        started = time.monotonic()
        answered += probe(port)
        total += 1
        time.sleep(max(0.0, 1 - (time.monotonic() - started)))
    stop.set()
    return answered, total


def wait_until_up(port: int, process: subprocess.Popen) -> None:
    for _ in range(100):
        if process.poll() is not None:
            sys.exit(f"a server on port {port} exited with status {process.returncode}")
        if probe(port):
            return
        time.sleep(0.2)
    sys.exit(f"nothing answers /healthz on port {port}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--proxy-port", type=int, default=8810)
    parser.add_argument("--app-port", type=int, default=8811)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--seconds", type=int, default=20)
    args = parser.parse_args()
    env = {
        **os.environ,
        "DEBUG": "0",
        "SECRET_KEY": os.environ.get("SECRET_KEY", "slow-clients-check-" + "x" * 40),
        "ALLOWED_HOSTS": "localhost,127.0.0.1",
        "SECURE_SSL_REDIRECT": "0",
        "WEB_CONCURRENCY": "2",
        "GUNICORN_BIND": f"127.0.0.1:{args.app_port}",
    }
    with tempfile.TemporaryDirectory() as tmp:
        gunicorn = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "site_project.wsgi"],
            cwd=ROOT,
            env=env,
            stderr=subprocess.DEVNULL,
        )
        proxy = local_nginx.start(Path(tmp), args.app_port, args.proxy_port)
        try:
            wait_until_up(args.app_port, gunicorn)
            wait_until_up(args.proxy_port, proxy)
            direct = attack(args.app_port, args.connections, args.seconds)
            print(
                f"gunicorn alone (2 sync workers), {args.connections} slow clients: "
                f"/healthz answered {direct[0]} of {direct[1]} probes"
            )
            proxied = attack(args.proxy_port, args.connections, args.seconds)
            print(
                f"behind nginx (deploy/nginx/proxy.conf), {args.connections} slow clients: "
                f"/healthz answered {proxied[0]} of {proxied[1]} probes"
            )
        finally:
            proxy.terminate()
            gunicorn.terminate()
            proxy.wait(10)
            gunicorn.wait(30)
    return 0 if proxied[0] == proxied[1] else 1


if __name__ == "__main__":
    sys.exit(main())
