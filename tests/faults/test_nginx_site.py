"""deploy/nginx/site.conf as shipped, run by a real nginx (paths and ports moved to the test's own):
TLS 1.3 is offered, nginx's own errors under /api/ are the API's JSON with CORS, and the access log
keeps no activation or reset token."""

import getpass
import http.client
import json
import socket
import ssl
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from bench import local_nginx
from bench.servers import free_port, wait_for_port
from tests.conftest import require

ROOT = Path(__file__).resolve().parents[2]
TOKEN = "MQ.Zx9-SECRET-activation-token"


def site_conf_for_test(folder: Path, app_port: int, http_port: int, https_port: int) -> str:
    """site.conf with the machine's paths and ports replaced by the test's (and no IPv6 listener)."""
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=club.example.org",
         "-keyout", str(folder / "key.pem"), "-out", str(folder / "cert.pem")],
        check=True, capture_output=True,
    )  # fmt: skip
    text = (ROOT / "deploy/nginx/site.conf").read_text()
    replacements = {
        "/srv/riichi/deploy/nginx/": f"{ROOT}/deploy/nginx/",
        "/etc/letsencrypt/live/club.example.org/fullchain.pem": str(folder / "cert.pem"),
        "/etc/letsencrypt/live/club.example.org/privkey.pem": str(folder / "key.pem"),
        "/var/cache/nginx/riichi": str(folder / "cache"),
        "/var/log/nginx/riichi.access.log": str(folder / "access.log"),
        "server 127.0.0.1:8000;": f"server 127.0.0.1:{app_port};",
        "listen 80;": f"listen 127.0.0.1:{http_port};",
        "listen 443 ssl http2;": f"listen 127.0.0.1:{https_port} ssl http2;",
    }
    for machine, test in replacements.items():
        assert machine in text, machine
        text = text.replace(machine, test)
    return "\n".join(line for line in text.splitlines() if "listen [::]" not in line)


@contextmanager
def running_site(folder: Path, app_port: int):
    """nginx running the test's site.conf in front of `app_port`; yields its ports and folder."""
    require(Path(local_nginx.NGINX).exists(), "Debian's nginx is not installed")
    http_port, https_port = free_port(), free_port()
    (folder / "site.conf").write_text(site_conf_for_test(folder, app_port, http_port, https_port))
    conf = folder / "nginx.conf"
    conf.write_text(
        f"user {getpass.getuser()}; worker_processes 1; error_log {folder}/error.log warn;"
        f" pid {folder}/nginx.pid; events {{ worker_connections 256; }}"
        f" http {{ client_body_temp_path {folder}/body; proxy_temp_path {folder}/proxy;"
        f" include {folder}/site.conf; }}"
    )
    nginx = subprocess.Popen([local_nginx.NGINX, "-c", str(conf), "-p", str(folder), "-g", "daemon off;"])
    try:
        wait_for_port(https_port)
        yield {"https": https_port, "http": http_port, "folder": folder}
    finally:
        nginx.terminate()
        nginx.wait(10)


@pytest.fixture
def site(live_server, transactional_db, tmp_path):
    with running_site(tmp_path, int(live_server.url.rsplit(":", 1)[1])) as running:
        yield running


def request(port: int, method: str, path: str, body: bytes | None = None, headers: dict | None = None):
    context = ssl._create_unverified_context()
    connection = http.client.HTTPSConnection("127.0.0.1", port, context=context, timeout=20)
    connection.request(method, path, body=body, headers={"Host": "club.example.org", **(headers or {})})
    response = connection.getresponse()
    answer = (response.status, {key.lower(): value for key, value in response.getheaders()}, response.read())
    connection.close()
    return answer


def test_tls_1_3_is_offered(site):
    context = ssl._create_unverified_context()
    context.minimum_version = ssl.TLSVersion.TLSv1_3
    with (
        socket.create_connection(("127.0.0.1", site["https"])) as raw,
        context.wrap_socket(raw, server_hostname="club.example.org") as tls,
    ):
        assert tls.version() == "TLSv1.3"


def assert_api_error(answer, status: int, code: str) -> dict:
    got_status, headers, body = answer
    assert got_status == status
    assert headers["content-type"].startswith("application/json")
    assert headers["access-control-allow-origin"] == "*"
    error = json.loads(body)["error"]
    assert error["code"] == code
    return headers


def test_nginx_refuses_trace_under_the_api_as_json_with_allow(site):
    headers = assert_api_error(request(site["https"], "TRACE", "/api/v1/score"), 405, "method_not_allowed")
    assert headers["allow"] == "GET, POST, OPTIONS"


def test_a_body_over_nginxs_limit_is_a_json_413(site):
    answer = request(
        site["https"],
        "POST",
        "/api/v1/score",
        b"{" + b" " * 100_000 + b"}",
        {"Content-Type": "application/json"},
    )
    assert_api_error(answer, 413, "too_large")


def test_an_address_too_long_is_a_json_414(site):
    # nginx stops reading at the request line: no header (nor language) is known yet.
    assert_api_error(request(site["https"], "GET", "/api/v1/" + "a" * 20_000), 414, "uri_too_long")


def test_the_app_down_is_a_json_502_with_retry_after(tmp_path):
    with running_site(tmp_path, app_port=free_port()) as down:  # nothing listens on the app's port
        answer = request(down["https"], "GET", "/api/v1/rulesets", headers={"Accept-Language": "es"})
    headers = assert_api_error(answer, 502, "unavailable")
    assert headers["retry-after"] == "30"
    assert headers["content-language"] == "es"


def test_the_access_log_keeps_no_token(site):
    request(site["https"], "GET", f"/en/accounts/activate/{TOKEN}/")
    request(
        site["https"],
        "POST",
        f"/en/accounts/activate/{TOKEN}/",
        headers={"Referer": f"https://club.example.org/en/accounts/activate/{TOKEN}/"},
    )
    request(site["https"], "GET", f"/fr/accounts/reset/MQ/{TOKEN}/")
    request(site["https"], "GET", "/en/yaku/")
    log = ""
    for _ in range(50):  # nginx writes a line when the request ends
        log = (site["folder"] / "access.log").read_text()
        if log.count("\n") >= 4:
            break
        time.sleep(0.1)
    assert "SECRET" not in log
    assert "/en/accounts/activate/[redacted]" in log
    assert "/en/yaku/" in log
