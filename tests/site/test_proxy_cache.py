"""The page cache of the documented proxy (deploy/nginx/proxy.conf): nginx answers a reference page by
itself for a few seconds, and never keeps a personal page, a page with a cookie or an API answer."""

import json
import time
import urllib.request
from pathlib import Path

import pytest

from bench import local_nginx
from bench.servers import free_port
from rules.loading import load_reference
from tests.conftest import require


def fetch(url: str, data: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, data=data, headers={"Accept-Encoding": "gzip"})
    if data is not None:
        request.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, dict(response.headers), response.read()


@pytest.fixture
def proxy(live_server, transactional_db, settings, tmp_path):
    """nginx with the repository's proxy.conf in front of the live server, the caches on as in production."""
    require(Path(local_nginx.NGINX).exists(), "Debian's nginx is not installed")
    settings.PAGE_CACHE_SECONDS = 600
    settings.PROXY_CACHE_SECONDS = 5
    load_reference()
    app_port = int(live_server.url.rsplit(":", 1)[1])
    port = free_port()
    nginx = local_nginx.start(tmp_path, app_port, port)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                fetch(base + "/healthz")
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        yield base
    finally:
        nginx.terminate()
        nginx.wait(10)


def test_nginx_answers_a_reference_page_itself_after_the_first_visit(proxy):
    first_status, first, first_body = fetch(proxy + "/en/yaku/pinfu/")
    second_status, second, second_body = fetch(proxy + "/en/yaku/pinfu/")
    assert (first_status, second_status) == (200, 200)
    assert (first["X-Cache"], second["X-Cache"]) == ("MISS", "HIT")
    assert first_body == second_body
    assert "X-Accel-Expires" not in second  # nginx's instruction, never passed on to browsers
    assert set(second["Cache-Control"].split(", ")) == {"public", "no-cache"}  # browsers still ask each time


def test_nginx_keeps_no_personal_page_and_no_api_answer(proxy):
    for path in ("/en/progress/", "/en/accounts/login/", "/api/v1/rulesets"):
        statuses = [fetch(proxy + path)[1].get("X-Cache") for _ in range(2)]
        assert "HIT" not in statuses, path
    body = json.dumps({"hand": "234m567p23455s777z", "win_tile": "5s"}).encode()
    answers = [fetch(proxy + "/api/v1/score", body)[1].get("X-Cache") for _ in range(2)]
    assert "HIT" not in answers
