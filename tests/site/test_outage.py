"""Faults injected into the database: /healthz answers 503 in time, pages answer a 503 in the visitor's
language with Retry-After, pages that need no database keep working, and recovery is immediate."""

import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections import namedtuple
from pathlib import Path

import pytest
from django.db import OperationalError
from django.db.backends.utils import CursorWrapper
from django.test import Client

from site_project import health

ROOT = Path(__file__).resolve().parents[2]
StatVfs = namedtuple("StatVfs", "f_flag f_bavail f_frsize")


@pytest.fixture
def database_down(monkeypatch):
    """Every query fails as it does when the database server is gone."""

    def refuse(self, *args, **kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(CursorWrapper, "execute", refuse)
    monkeypatch.setattr(CursorWrapper, "executemany", refuse)


@pytest.fixture
def silent_port():
    """A TCP port that accepts connections and never answers a byte."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    accepted = []
    stop = threading.Event()

    def accept() -> None:
        server.settimeout(0.2)
        while not stop.is_set():
            try:
                accepted.append(server.accept()[0])
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    stop.set()
    thread.join()
    for connection in accepted:
        connection.close()
    server.close()


def test_healthz_answers_503_within_3_seconds_on_a_database_that_never_answers(silent_port):
    script = (
        "import time, django; django.setup(); from django.test import Client; "
        "from django.urls import get_resolver; get_resolver().url_patterns; "  # imports done before timing
        "start = time.monotonic(); response = Client().get('/healthz'); "
        "print(response.status_code, round(time.monotonic() - start, 2), response.content.decode())"
    )
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "site_project.settings",
        "DATABASE_URL": f"postgres://app:app@127.0.0.1:{silent_port}/app",
        "ALLOWED_HOSTS": "testserver",
    }
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    status, seconds, body = result.stdout.strip().split(" ", 2)
    assert status == "503", result.stderr
    assert float(seconds) < 3
    assert json.loads(body)["database"] in {"timeout", "unreachable"}


@pytest.mark.django_db
def test_healthz_reports_a_read_only_or_full_sqlite_disk(monkeypatch, settings, tmp_path):
    monkeypatch.setitem(settings.DATABASES["default"], "ENGINE", "django.db.backends.sqlite3")
    monkeypatch.setitem(settings.DATABASES["default"], "NAME", str(tmp_path / "db.sqlite3"))
    monkeypatch.setattr(health, "database_status", lambda alias="default": "ok")
    monkeypatch.setattr(os, "statvfs", lambda path: StatVfs(os.ST_RDONLY, 10**9, 4096))
    response = Client().get("/healthz")
    assert (response.status_code, response.json()["disk"]) == (503, "read-only")
    monkeypatch.setattr(os, "statvfs", lambda path: StatVfs(0, 100, 4096))
    response = Client().get("/healthz")
    assert (response.status_code, response.json()["disk"]) == (503, "full")
    monkeypatch.setattr(os, "statvfs", lambda path: StatVfs(0, 10**9, 4096))
    assert Client().get("/healthz").status_code == 200


@pytest.mark.django_db
def test_healthz_answers_503_when_the_database_refuses(database_down):
    response = Client().get("/healthz")
    assert response.status_code == 503
    assert response.json()["database"] == "unreachable"


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Back in a moment"), ("fr", "De retour dans un instant"), ("es", "Volvemos enseguida")],
)
def test_a_page_that_needs_the_database_answers_503_in_the_visitors_language(database_down, language, words):
    response = Client(raise_request_exception=False).get(f"/{language}/yaku/")
    assert response.status_code == 503
    assert response["Retry-After"] == "30"
    assert f'lang="{language}"' in response.content.decode()
    assert words in response.content.decode()


@pytest.mark.django_db
def test_the_scoring_api_keeps_working_during_an_outage(database_down):
    response = Client().post(
        "/api/v1/score",
        {"hand": "123m456p789s11z123s", "win_tile": "3s", "riichi": True},
        content_type="application/json",
    )
    assert response.status_code == 200


@pytest.mark.django_db
def test_recovery_is_immediate(monkeypatch):
    client = Client(raise_request_exception=False)
    with monkeypatch.context() as patch:
        patch.setattr(CursorWrapper, "execute", lambda *a, **k: (_ for _ in ()).throw(OperationalError()))
        assert client.get("/en/yaku/").status_code == 503
    assert client.get("/en/yaku/").status_code == 200
    assert Client().get("/healthz").status_code == 200


@pytest.mark.django_db
def test_the_health_probe_gives_up_at_its_deadline(monkeypatch, settings):
    settings.HEALTHZ_TIMEOUT = 0.2
    monkeypatch.setattr(CursorWrapper, "execute", lambda *a, **k: time.sleep(2))
    started = time.monotonic()
    assert health.database_status() == "timeout"
    assert time.monotonic() - started < 1.5
