"""The deployment files in deploy/ are valid as shipped: nginx accepts the proxy config, gunicorn's
config binds to the loopback only. (`make slow-clients` replays the slow-client attack against them.)"""

import runpy
import shutil
import subprocess
from pathlib import Path

from tests.conftest import require

ROOT = Path(__file__).resolve().parents[2]
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def test_nginx_accepts_the_proxy_config(tmp_path):
    require(Path(NGINX).exists(), "Debian's nginx is not installed")
    conf = tmp_path / "nginx.conf"
    conf.write_text(
        f"pid {tmp_path}/nginx.pid; error_log {tmp_path}/error.log; events {{}}\n"
        f"http {{ upstream riichi_app {{ server 127.0.0.1:8811; }}\n"
        f"server {{ listen 127.0.0.1:8810; include {ROOT}/deploy/nginx/proxy.conf; }} }}\n"
    )
    result = subprocess.run(
        [NGINX, "-t", "-c", str(conf), "-p", str(tmp_path)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    proxy = (ROOT / "deploy/nginx/proxy.conf").read_text()
    for directive in ("client_body_timeout", "proxy_request_buffering on", "proxy_buffering on", "X-Real-IP"):
        assert directive in proxy


def test_gunicorn_listens_on_the_loopback_only(monkeypatch):
    monkeypatch.delenv("GUNICORN_BIND", raising=False)
    config = runpy.run_path(str(ROOT / "deploy/gunicorn.conf.py"))
    assert config["bind"].startswith("127.0.0.1:")
    assert config["worker_class"] == "sync"
