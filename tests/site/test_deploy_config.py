"""The deployment files in deploy/ are valid as shipped: nginx accepts the proxy config, gunicorn's
config binds to the loopback only. (`make slow-clients` replays the slow-client attack against them.)"""

import runpy
import subprocess
from pathlib import Path

from bench import local_nginx
from tests.conftest import require

ROOT = Path(__file__).resolve().parents[2]
NGINX = local_nginx.NGINX


def test_nginx_accepts_the_proxy_config(tmp_path):
    require(Path(NGINX).exists(), "Debian's nginx is not installed")
    conf = local_nginx.write_conf(tmp_path, app_port=8811, proxy_port=8810)
    result = subprocess.run(
        [NGINX, "-t", "-c", str(conf), "-p", str(tmp_path)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    proxy = (ROOT / "deploy/nginx/proxy.conf").read_text()
    for directive in ("client_body_timeout", "proxy_request_buffering on", "proxy_buffering on", "X-Real-IP"):
        assert directive in proxy
    assert f"proxy_cache {local_nginx.CACHE_ZONE};" in proxy


def test_the_site_config_declares_the_page_cache_the_proxy_config_uses():
    site = (ROOT / "deploy/nginx/site.conf").read_text()
    assert f"keys_zone={local_nginx.CACHE_ZONE}:" in site


def test_gunicorn_listens_on_the_loopback_only(monkeypatch):
    monkeypatch.delenv("GUNICORN_BIND", raising=False)
    config = runpy.run_path(str(ROOT / "deploy/gunicorn.conf.py"))
    assert config["bind"].startswith("127.0.0.1:")
    assert config["worker_class"] == "gthread"
    assert config["threads"] >= 2  # a thread waiting on the database is not the worker


def test_gunicorn_forks_workers_from_a_preloaded_app_and_recycles_them_rarely(monkeypatch):
    config = runpy.run_path(str(ROOT / "deploy/gunicorn.conf.py"))
    assert config["preload_app"] is True
    assert config["max_requests"] >= 200000  # not within a tournament day's load (the note there)


def test_the_preloaded_app_leaves_no_database_connection_for_the_workers_to_share(tmp_path):
    """With the database cache, the start-up check queries the database in gunicorn's master; the
    connection must be closed before the workers are forked from it."""
    database = tmp_path / "db.sqlite3"
    env = {
        "PATH": "/usr/bin:/bin",
        "DATABASE_URL": f"sqlite:///{database}",
        "CACHE_BACKEND": "database",
        "DJANGO_SETTINGS_MODULE": "site_project.settings",
    }
    python = str(ROOT / ".venv/bin/python")
    subprocess.run([python, "manage.py", "createcachetable"], cwd=ROOT, env=env, check=True)
    probe = (
        "from unittest import mock\n"
        "import django.db.backends.base.base as base\n"
        "closed = []\n"
        "original = base.BaseDatabaseWrapper.close\n"
        "def close(self):\n"
        "    closed.append(self.connection is not None)\n"
        "    original(self)\n"
        "with mock.patch.object(base.BaseDatabaseWrapper, 'close', close):\n"
        "    import site_project.wsgi\n"
        "from django.db import connections\n"
        "print(any(closed), connections['default'].connection is None)\n"
    )
    result = subprocess.run(
        [python, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert result.stdout.split() == ["True", "True"], result.stderr


def test_a_worker_takes_a_connection_only_when_a_thread_is_free(monkeypatch):
    """The waiting connections then queue in the kernel, first come first served, for every worker,
    instead of behind one worker's busy threads (deploy/gunicorn.conf.py)."""
    monkeypatch.setenv("GUNICORN_THREADS", "6")
    config = runpy.run_path(str(ROOT / "deploy/gunicorn.conf.py"))
    assert config["worker_connections"] == config["threads"] == 6
    assert config["keepalive"] == 0


def test_nginx_keeps_no_connection_to_gunicorn_alive(tmp_path):
    """A kept-alive connection would hold one of those few places unserved: nginx's upstreams (the
    shipped one and the benchmarks') open a connection per request, and ask gunicorn to close it."""
    site = (ROOT / "deploy/nginx/site.conf").read_text()
    upstream = site[site.index("upstream riichi_app") :].split("}", 1)[0]
    assert "\n    keepalive " not in upstream
    written = local_nginx.write_conf(tmp_path, app_port=8811, proxy_port=8810).read_text()
    assert "keepalive" not in written[written.index("upstream riichi_app") :].split("}", 1)[0]
    assert 'proxy_set_header Connection ""' not in (ROOT / "deploy/nginx/proxy.conf").read_text()
