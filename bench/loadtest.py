"""`make loadtest`: the site under load, as production runs it, against a static file of the same server.

Starts gunicorn as deployed (deploy/gunicorn.conf.py, 2 workers) with production settings (DEBUG=0,
whitenoise, the page cache) on a loopback port, on a fresh SQLite database (or PostgreSQL, below) loaded
with the reference and a club's tournament day,
and drives it with wrk (Debian's `wrk` package) behind a simulated TLS proxy (`X-Forwarded-Proto: https`), accepting gzip like a browser.
For each target (measured in short turns taken in rotation, so that other work on the machine weighs
on all alike) it prints requests/s, p50 and p99 latency and errors, then each page's ratio to the
static file of the most similar size: the reference pages should reach half its rate. The pages of a
tournament day are measured beside them, against its goals (300 requests/s at 32 connections with p99
under 250 ms, 0 errors): a trainer question, the feedback page of an answer (with that learner's
cookies), and the club's league standings, score keeper's table, tournament ranking and a table's score
slip (bench/club_day.py). A second round holds 200 connections on a page, the API and those pages,
where the goal is p99 under 1 s and no error.

With --database-url (or LOADTEST_DATABASE_URL) the site runs on that PostgreSQL database (migrated and
loaded), as deployed; with CACHE_BACKEND=redis and REDIS_URL in the environment, on Redis.

    python -m bench.loadtest --port 8200 --seconds 10 --connections 32
    LOADTEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app_load CACHE_BACKEND=redis \
        REDIS_URL=redis://127.0.0.1:6379/3 make loadtest

The numbers depend on the machine and on what else runs on it: compare the ratios, not the rates.
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
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from bench import local_nginx

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
HEADERS = {"Accept-Encoding": "gzip", "X-Forwarded-Proto": "https", "Accept-Language": "en"}
SCORE_REQUEST = {
    "hand": "234m567p23455s",
    "win_tile": "5s",
    "melds": [{"kind": "pon", "tiles": "777z"}],
    "dora_indicators": "3m",
}
PAGES = {"yaku detail page": "/en/yaku/pinfu/", "yaku list": "/en/yaku/", "home page": "/en/"}
GOAL_RATIO, GOAL_P99_MS = 0.5, 25.0
TRAINER_GOAL_RPS, TRAINER_GOAL_P99_MS = 300, 250.0
SPIKE_GOAL_P99_MS = 1000.0
# The trainer question measured, and the feedback page of one learner's answer to it.
TRAINER_QUESTION = ("full", "beginner", "ema", 7)


@dataclass(frozen=True)
class Result:
    """One wrk run: what was asked and what came back."""

    name: str
    path: str
    requests_per_second: float
    p50_ms: float
    p99_ms: float
    errors: int

    def line(self, reference: float | None) -> str:
        ratio = f"{self.requests_per_second / reference:6.0%}" if reference else "      "
        return (
            f"{self.name:<22} {self.requests_per_second:>9.0f} {self.p50_ms:>8.1f} {self.p99_ms:>8.1f}"
            f" {self.errors:>7} {ratio}  {self.path}"
        )


def production_environment(database_url: str) -> dict[str, str]:
    """Production settings on a loopback port; the API limit high enough not to refuse the load."""
    return {
        **os.environ,
        "DEBUG": "0",
        "SECRET_KEY": "loadtest-only-" + "x" * 50,
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DATABASE_URL": database_url,
        "API_RATE_LIMIT": "1000000000",
        "LOG_LEVEL": "ERROR",
        # No TLS on the loopback: nginx would pass on X-Forwarded-Proto "http", and every page would
        # be a redirect to https. TLS is nginx's work in production, measured by neither side here.
        "SECURE_SSL_REDIRECT": "0",
        "EMAIL_BACKEND": os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.locmem.EmailBackend"),
    }


def manage(env: dict[str, str], *arguments: str) -> None:
    subprocess.run(
        [PYTHON, "manage.py", *arguments], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL
    )


def wait_until_up(base: str, deadline: float = 60.0) -> None:
    start = time.monotonic()
    while time.monotonic() - start < deadline:
        try:
            with urllib.request.urlopen(urllib.request.Request(f"{base}/healthz"), timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise SystemExit("gunicorn did not answer /healthz in time")


def fetch(base: str, path: str) -> bytes:
    request = urllib.request.Request(base + path, headers=HEADERS)
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.read()


def similar_static_file(static_root: Path, size: int) -> str:
    """The collected static file whose compressed copy is closest in size to `size` bytes."""
    candidates = [path for path in static_root.rglob("*.gz") if "admin" not in path.parts]
    best = min(candidates, key=lambda path: abs(path.stat().st_size - size))
    return "/static/" + str(best.relative_to(static_root))[: -len(".gz")]


def parse_latency(text: str, label: str) -> float:
    match = re.search(rf"^\s*{label}%\s+([\d.]+)(us|ms|s)\b", text, re.MULTILINE)
    if not match:
        raise SystemExit(f"wrk printed no {label}th percentile:\n{text}")
    value, unit = float(match.group(1)), match.group(2)
    return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value


def run_wrk(
    base: str, name: str, path: str, connections: int, seconds: int, post: str | None, cookie: str = ""
) -> Result:
    """Drive one URL for `seconds` with `connections` (with `cookie`, as one learner's browser);
    non-2xx answers and socket errors are errors."""
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write("done = function(summary, latency, requests) end\n")
        if post is not None:
            script.write(f'wrk.method = "POST"\nwrk.body = {json.dumps(post)}\n')
            script.write('wrk.headers["Content-Type"] = "application/json"\n')
    command = [
        "wrk",
        f"-t{min(4, connections)}",
        f"-c{connections}",
        f"-d{seconds}s",
        "--latency",
        "--timeout",
        "10s",
    ]
    command += [arg for header, value in HEADERS.items() for arg in ("-H", f"{header}: {value}")]
    if cookie:
        command += ["-H", f"Cookie: {cookie}"]
    command += ["-s", script.name, base + path]
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    os.unlink(script.name)
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    non_2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    errors = (int(non_2xx.group(1)) if non_2xx else 0) + (sum(map(int, sockets.groups())) if sockets else 0)
    return Result(name, path, rate, parse_latency(output, "50"), parse_latency(output, "99"), errors)


Target = tuple[str, str, str | None, str]  # name, path, POST body, cookie


def interleaved(
    base: str, targets: list[Target], connections: int, seconds: int, rounds: int
) -> list[Result]:
    """Each target measured in `rounds` short turns, taken in rotation, so that a burst of other work
    on the machine weighs on every target alike; rates are averaged, p50 is the median turn's, p99
    the worst turn's, errors are added up."""
    turns: dict[str, list[Result]] = {name: [] for name, _path, _body, _cookie in targets}
    for _ in range(rounds):
        for name, path, body, cookie in targets:
            turns[name].append(
                run_wrk(base, name, path, connections, max(1, seconds // rounds), body, cookie)
            )
    merged = []
    for name, path, _body, _cookie in targets:
        runs = turns[name]
        merged.append(
            Result(
                name,
                path,
                statistics.fmean(run.requests_per_second for run in runs),
                statistics.median(run.p50_ms for run in runs),
                max(run.p99_ms for run in runs),
                sum(run.errors for run in runs),
            )
        )
    return merged


def _cookies(response, into: dict[str, str]) -> dict[str, str]:
    for header in response.headers.get_all("Set-Cookie") or []:
        name, value = header.split(";", 1)[0].split("=", 1)
        into[name] = value
    return into


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def trainer_targets(base: str, env: dict[str, str]) -> list[Target]:
    """A trainer question page, and the feedback page of an answer to it with that learner's cookies
    (as a phone on tournament day reloads it). The answer is posted as a browser over HTTPS posts it."""
    import django

    os.environ.update({**env, "DJANGO_SETTINGS_MODULE": "site_project.settings"})
    django.setup()
    from quiz.generator import QuestionSpec, generate
    from tests.quiz.helpers import right_answers

    topic, difficulty, ruleset, seed = TRAINER_QUESTION
    path = f"/en/trainer/{topic}/{difficulty}/{ruleset}/{seed}/"
    opener = urllib.request.build_opener(_NoRedirect())
    page = opener.open(
        urllib.request.Request(base + path, headers={**HEADERS, "Accept-Encoding": "identity"}), timeout=10
    )
    cookies = _cookies(page, {})
    token = re.search(r'name="token" value="([^"]+)"', page.read().decode()).group(1)
    answers = right_answers(generate(QuestionSpec(seed, topic, difficulty, ruleset)))
    form = urllib.parse.urlencode(
        {**answers, "token": token, "csrfmiddlewaretoken": cookies["csrftoken"]}, doseq=True
    )
    headers = {
        **HEADERS,
        "Cookie": "; ".join(f"{name}={value}" for name, value in cookies.items()),
        "Referer": "https://" + base.split("://", 1)[1] + path,
        "Content-Type": "application/x-www-form-urlencoded",
    }
    try:
        opener.open(urllib.request.Request(base + path, data=form.encode(), headers=headers), timeout=10)
        raise SystemExit("the trainer did not redirect the answer to its feedback page")
    except urllib.error.HTTPError as redirect:
        if redirect.code != 302:
            raise SystemExit(f"the trainer answered {redirect.code} to the answer") from redirect
        _cookies(redirect, cookies)
        feedback = urllib.parse.urlsplit(redirect.headers["Location"]).path
    cookie = "; ".join(f"{name}={value}" for name, value in cookies.items())
    return [("trainer question", path, None, ""), ("feedback page", feedback, None, cookie)]


def club_targets(env: dict[str, str]) -> list[Target]:
    """The club's pages of a tournament day (bench/club_day.py builds them, before the app starts)."""
    built = subprocess.run(
        [PYTHON, "-m", "bench.club_day"], cwd=ROOT, env=env, check=True, capture_output=True, text=True
    )
    return [(name, path, None, "") for name, path in json.loads(built.stdout.splitlines()[-1]).items()]


def report(
    setup: str, base: str, static: str, score: str, trainer: list[Target], options: argparse.Namespace
) -> None:
    """The table at --connections (each page against the static file, with the goals), then the
    spike at --spike-connections, for one way of serving the site."""
    print(f"\n== {setup}\n")
    print(f"{'target':<22} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7} {'ratio':>6}")
    static_result, *results, api = interleaved(
        base,
        [
            ("static file", static, None, ""),
            *((name, path, None, "") for name, path in PAGES.items()),
            ("score API", "/api/v1/score", score, ""),
        ],
        options.connections,
        options.seconds,
        options.rounds,
    )
    print(static_result.line(None))
    for result in results:
        print(result.line(static_result.requests_per_second))
    print(api.line(static_result.requests_per_second))
    trainer_results = interleaved(base, trainer, options.connections, options.seconds, options.rounds)
    for result in trainer_results:
        print(result.line(static_result.requests_per_second))
    print(f"\nGoals: each page >= {GOAL_RATIO:.0%} of the static file, p99 < {GOAL_P99_MS:.0f} ms, 0 errors.")
    for result in results:
        ratio = result.requests_per_second / static_result.requests_per_second
        verdict = ratio >= GOAL_RATIO and result.p99_ms < GOAL_P99_MS and result.errors == 0
        print(
            f"  {result.name:<20} {'met' if verdict else 'NOT met'} ({ratio:.0%}, p99 {result.p99_ms:.1f} ms)"
        )

    print(
        f"Tournament-day goals: trainer and club pages >= {TRAINER_GOAL_RPS} requests/s, p99 < {TRAINER_GOAL_P99_MS:.0f} ms,"
        f" 0 errors at {options.connections} connections; p99 < 1 s at {options.spike_connections}."
    )
    for result in trainer_results:
        verdict = (
            result.requests_per_second >= TRAINER_GOAL_RPS
            and result.p99_ms < TRAINER_GOAL_P99_MS
            and result.errors == 0
        )
        print(
            f"  {result.name:<20} {'met' if verdict else 'NOT met'} ({result.requests_per_second:.0f}/s, p99 {result.p99_ms:.1f} ms)"
        )

    print(f"\n{options.spike_connections} connections for {options.spike_seconds} s:")
    print(f"{'target':<22} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7}  goal")
    for name, path, body, cookie in (
        ("yaku detail page", PAGES["yaku detail page"], None, ""),
        ("score API", "/api/v1/score", score, ""),
        *trainer,
    ):
        spike = run_wrk(base, name, path, options.spike_connections, options.spike_seconds, body, cookie)
        goal = ""
        if (name, path, body, cookie) in trainer:
            met = spike.requests_per_second > 0 and spike.p99_ms < SPIKE_GOAL_P99_MS and spike.errors == 0
            goal = f"  p99 < {SPIKE_GOAL_P99_MS:.0f} ms, 0 errors: {'met' if met else 'NOT met'}"
        print(spike.line(None).rstrip() + goal, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--port", type=int, default=8200)
    parser.add_argument("--seconds", type=int, default=10, help="per target at --connections")
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--rounds", type=int, default=5, help="turns per target, taken in rotation")
    parser.add_argument("--spike-seconds", type=int, default=30, help="per target at 200 connections")
    parser.add_argument("--spike-connections", type=int, default=200)
    parser.add_argument(
        "--database-url",
        default=os.environ.get("LOADTEST_DATABASE_URL", ""),
        help="a PostgreSQL database to migrate and load, as deployed (default: a fresh SQLite file)",
    )
    options = parser.parse_args()
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is missing: apt-get install wrk")

    workdir = Path(tempfile.mkdtemp(prefix="loadtest-"))
    env = production_environment(options.database_url or f"sqlite:///{workdir / 'db.sqlite3'}")
    print("Preparing a fresh database and the static files ...", flush=True)
    manage(env, "migrate", "--noinput")
    manage(env, "createcachetable")
    manage(env, "load_reference")
    manage(env, "compilemessages", "--ignore=.venv")
    manage(env, "collectstatic", "--noinput", "-v", "0")
    club = club_targets(env)
    base = f"http://127.0.0.1:{options.port}"
    server = subprocess.Popen(
        [PYTHON, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "site_project.wsgi"],
        cwd=ROOT,
        env={**env, "GUNICORN_BIND": f"127.0.0.1:{options.port}", "WEB_CONCURRENCY": "2"},
        start_new_session=True,
    )
    proxy = None
    try:
        wait_until_up(base)
        score = json.dumps(SCORE_REQUEST)
        page_size = len(fetch(base, PAGES["yaku detail page"]))
        static = similar_static_file(ROOT / "staticfiles", page_size)
        for path in [*PAGES.values(), static]:  # warm both workers' caches
            for _ in range(4):
                fetch(base, path)
        print(
            f"gunicorn, 2 workers, DEBUG=0, {env['DATABASE_URL'].split(':', 1)[0]} database, "
            f"{os.environ.get('CACHE_BACKEND', 'locmem')} cache; "
            f"{options.connections} connections, {options.seconds} s each; yaku page "
            f"{page_size / 1024:.1f} KB compressed, static file {static}",
            flush=True,
        )
        trainer = trainer_targets(base, env) + club
        report("gunicorn alone", base, static, score, trainer, options)
        proxy_port = options.port + 1
        proxy = local_nginx.start(workdir, options.port, proxy_port)
        proxied = f"http://127.0.0.1:{proxy_port}"
        wait_until_up(proxied)
        # nginx's copies warmed as gunicorn's were: a crowd on a page nginx does not hold yet all go
        # to the app until the first answer is stored (p99 ~300 ms over the first 2 s at 32
        # connections on this machine, see the README); that happens once per page, not at every turn.
        for path in [*PAGES.values(), static]:
            fetch(proxied, path)
        report(
            "behind nginx (deploy/nginx/proxy.conf, its page cache on)",
            proxied,
            static,
            score,
            trainer,
            options,
        )
    finally:
        if proxy is not None:
            proxy.terminate()
            proxy.wait(10)
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
