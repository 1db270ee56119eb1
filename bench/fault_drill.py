"""`make fault-drill`: what each failure does to the site as deployed, measured, for the README.

Two gunicorn instances as deployed (deploy/gunicorn.conf.py, DEBUG=0) behind nginx with the
repository's proxy.conf, on PostgreSQL (DATABASE_URL, reached through a relay this drill can freeze or
cut) and a redis-server of the drill's own. Clients keep asking for a static file, /healthz, the score
API, a reference page, a page that reads the database and the sign-up form, while each fault is
injected in turn: Redis down, Redis frozen, the database down, the database frozen, an instance killed.
For each, per target: answers, statuses, p50 and p99.

    DATABASE_URL=postgres://app:app@127.0.0.1:5432/app_drill python -m bench.fault_drill --seconds 20

The database named must exist (the drill migrates it and loads the reference content).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import dj_database_url
import requests

from bench import local_nginx
from bench.frozen_tcp import FreezableRelay
from bench.loadtest import PYTHON, ROOT, SCORE_REQUEST, manage, production_environment, wait_until_up
from bench.servers import OwnRedis, free_port

TARGETS = ("static file", "healthz", "score API", "reference page", "database page", "sign-up")
PASSWORD = "a-long-Passphrase-42"


class Site:
    """Redis, the relay, two gunicorn instances and nginx, started and stopped together."""

    def __init__(self, workdir: Path, database_url: str) -> None:
        self.workdir = workdir
        parsed = dj_database_url.parse(database_url)
        self.database_target = (parsed["HOST"] or "127.0.0.1", int(parsed["PORT"] or 5432))
        self.redis = OwnRedis()
        self.relay = FreezableRelay(self.database_target)
        relayed = database_url.replace(
            f"{parsed['HOST']}:{parsed['PORT'] or 5432}", f"127.0.0.1:{self.relay.port}"
        )
        self.env = {
            **production_environment(workdir / "unused.sqlite3"),
            "DATABASE_URL": relayed,
            "CACHE_BACKEND": "redis",
            "REDIS_URL": self.redis.url,
            "API_RATE_LIMIT": "1000000000",
            "ACCOUNT_FORMS_PER_HOUR": "1000000000",
            "SIGNUP_EMAILS_PER_HOUR": "1000000000",
            "LOG_LEVEL": "CRITICAL",
            # Plain HTTP on the loopback: the cookies of a form must travel without TLS.
            "CSRF_COOKIE_SECURE": "0",
            "SESSION_COOKIE_SECURE": "0",
        }
        self.app_ports = [free_port(), free_port()]
        self.instances = [self._start_instance(port) for port in self.app_ports]
        self.proxy_port = free_port()
        self.nginx = local_nginx.start(workdir, self.app_ports, self.proxy_port)
        self.base = f"http://127.0.0.1:{self.proxy_port}"
        for port in self.app_ports:
            wait_until_up(f"http://127.0.0.1:{port}")

    def _start_instance(self, port: int) -> subprocess.Popen:
        return subprocess.Popen(
            [PYTHON, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "site_project.wsgi"],
            cwd=ROOT,
            env={**self.env, "GUNICORN_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "2"},
            start_new_session=True,
            stderr=(self.workdir / f"gunicorn-{port}.log").open("ab"),
        )

    # The faults, each with its repair.
    def redis_down(self) -> None:
        self.redis.stop()

    def redis_back(self) -> None:
        self.redis = OwnRedis(self.redis.port)

    def redis_frozen(self) -> None:
        self.redis.freeze()

    def redis_thawed(self) -> None:
        self.redis.thaw()

    def database_down(self) -> None:
        self.relay.close()

    def database_back(self) -> None:
        self.relay = FreezableRelay(self.database_target, port=self.relay.port)

    def database_frozen(self) -> None:
        self.relay.freeze()

    def database_thawed(self) -> None:
        self.relay.thaw()

    def instance_killed(self) -> None:
        os.killpg(self.instances[0].pid, signal.SIGKILL)
        self.instances[0].wait(10)

    def instance_back(self) -> None:
        self.instances[0] = self._start_instance(self.app_ports[0])
        wait_until_up(f"http://127.0.0.1:{self.app_ports[0]}")

    def stop(self) -> None:
        self.redis_thawed()
        self.database_thawed()
        for instance in self.instances:
            if instance.poll() is None:
                os.killpg(instance.pid, signal.SIGTERM)
                instance.wait(30)
        self.nginx.terminate()
        self.nginx.wait(10)
        self.redis.stop()
        self.relay.close()


def ask(session: requests.Session, base: str, static: str, target: str, number: int) -> int:
    """One request for `target`; its status."""
    if target == "static file":
        return session.get(base + static, timeout=40).status_code
    if target == "healthz":
        return session.get(base + "/healthz", timeout=40).status_code
    if target == "score API":
        body = json.dumps(SCORE_REQUEST)
        headers = {"Content-Type": "application/json"}
        return session.post(base + "/api/v1/score", data=body, headers=headers, timeout=40).status_code
    if target == "reference page":
        return session.get(base + "/en/yaku/pinfu/", timeout=40).status_code
    if target == "database page":
        return session.get(base + "/en/progress/", timeout=40).status_code
    page = session.get(base + "/en/accounts/signup/", timeout=40)
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text)
    name = f"drill{threading.get_ident()}x{number}"
    data = {
        "csrfmiddlewaretoken": token.group(1) if token else "",
        "username": name,
        "email": f"{name}@example.org",
        "password1": PASSWORD,
        "password2": PASSWORD,
    }
    return session.post(
        base + "/en/accounts/signup/", data=data, timeout=40, allow_redirects=False
    ).status_code


def client_loop(
    base: str, static: str, target: str, stop: threading.Event, record: Callable[[str, int, float], None]
) -> None:
    """One visitor asking for `target` again and again until `stop`; an answer that never came is 0."""
    session = requests.Session()
    number = 0
    while not stop.is_set():
        number += 1
        started = time.monotonic()
        try:
            status = ask(session, base, static, target, number)
        except requests.RequestException:
            status = 0
        record(target, status, time.monotonic() - started)


def measure(base: str, static: str, seconds: float, clients: int) -> dict[str, list[tuple[int, float]]]:
    answers: dict[str, list[tuple[int, float]]] = {target: [] for target in TARGETS}
    lock = threading.Lock()

    def record(target: str, status: int, elapsed: float) -> None:
        with lock:
            answers[target].append((status, elapsed))

    stop = threading.Event()
    threads = [
        threading.Thread(target=client_loop, args=(base, static, target, stop, record))
        for target in TARGETS
        for _ in range(clients)
    ]
    for thread in threads:
        thread.start()
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join()
    return answers


def print_table(name: str, answers: dict[str, list[tuple[int, float]]]) -> None:
    print(f"\n== {name}")
    print(f"{'target':<16} {'answers':>7} {'p50 ms':>8} {'p99 ms':>8}  statuses")
    for target, rows in answers.items():
        if not rows:
            print(f"{target:<16} {0:>7}")
            continue
        times = sorted(elapsed * 1000 for _status, elapsed in rows)
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        statuses = ", ".join(
            f"{status or 'none'}: {count}" for status, count in sorted(Counter(s for s, _ in rows).items())
        )
        print(
            f"{target:<16} {len(rows):>7} {statistics.median(times):>8.0f} {p99:>8.0f}  {statuses}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=20, help="per fault")
    parser.add_argument("--clients", type=int, default=2, help="per target")
    options = parser.parse_args()
    database_url = os.environ.get("DATABASE_URL", "")
    if not database_url.startswith("postgres"):
        raise SystemExit("DATABASE_URL must name a PostgreSQL database (see the docstring)")

    workdir = Path(tempfile.mkdtemp(prefix="fault-drill-"))
    direct = {**production_environment(workdir / "unused.sqlite3"), "DATABASE_URL": database_url}
    print("Preparing the database and the static files ...", flush=True)
    manage(direct, "migrate", "--noinput")
    manage(direct, "load_reference")
    manage(direct, "compilemessages", "--ignore=.venv")
    manage(direct, "collectstatic", "--noinput", "-v", "0")
    static = "/static/" + next(
        str(path.relative_to(ROOT / "staticfiles"))
        for path in sorted((ROOT / "staticfiles").rglob("*.css"))
        if "admin" not in path.parts and ".gz" not in path.suffixes
    )
    site = Site(workdir, database_url)
    faults = [
        ("no fault", None, None),
        ("Redis down", site.redis_down, site.redis_back),
        ("Redis frozen (SIGSTOP)", site.redis_frozen, site.redis_thawed),
        ("database down (connections reset, new ones refused)", site.database_down, site.database_back),
        ("database frozen (connections open, no byte answered)", site.database_frozen, site.database_thawed),
        ("one of two instances killed (SIGKILL)", site.instance_killed, site.instance_back),
    ]
    print(
        f"2 instances x 2 workers x gunicorn threads, nginx in front; {options.clients} clients per target, {options.seconds:.0f} s per fault"
    )
    try:
        for name, inject, repair in faults:
            if inject is not None:
                inject()
            print_table(name, measure(site.base, static, options.seconds, options.clients))
            if repair is not None:
                repair()
                recovered = time.monotonic()
                while True:
                    try:
                        if requests.get(site.base + "/healthz", timeout=5).status_code == 200:
                            break
                    except requests.RequestException:
                        pass
                    time.sleep(0.1)
                print(f"healthy again {time.monotonic() - recovered:.1f} s after the repair", flush=True)
    finally:
        site.stop()
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
