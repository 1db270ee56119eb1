"""nginx in front of a local gunicorn, configured with the repository's deploy/nginx/proxy.conf, for
`make slow-clients`, `make loadtest` and the deployment tests: one place that writes its nginx.conf.

Only what deploy/nginx/site.conf holds at the `http` level is written here (the upstream and the page
cache's zone, under a temporary folder); everything the site's requests go through is proxy.conf itself.
"""

from __future__ import annotations

import getpass
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROXY_CONF = ROOT / "deploy" / "nginx" / "proxy.conf"
# What deploy/nginx/site.conf includes at the `http` level.
HTTP_CONFS = [ROOT / "deploy" / "nginx" / "logging.conf", ROOT / "deploy" / "nginx" / "api-errors.conf"]
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"
# The zone proxy.conf names; deploy/nginx/site.conf declares it for production.
CACHE_ZONE = "riichi_pages"

# Workers run as whoever starts nginx (as root they would otherwise become `nobody`, who cannot write
# the cache under a private temporary folder).
NGINX_CONF = """
user {user};
worker_processes 1;
error_log {tmp}/error.log warn;
pid {tmp}/nginx.pid;
events {{ worker_connections 4096; }}
http {{
    {includes}
    access_log {access_log};
    client_body_temp_path {tmp}/body;
    proxy_temp_path {tmp}/proxy;
    proxy_cache_path {tmp}/cache levels=1:2 keys_zone={zone}:10m max_size=100m inactive=10m use_temp_path=off;
    upstream riichi_app {{ {servers} }}
    server {{
        listen 127.0.0.1:{proxy_port};
        include {proxy_conf};
    }}
}}
"""


def write_conf(folder: Path, app_port: int | list[int], proxy_port: int, access_log: bool = False) -> Path:
    """An nginx.conf in `folder` proxying 127.0.0.1:`proxy_port` to gunicorn on `app_port` (or on each
    of several ports, as with several app servers); with `access_log`, nginx logs to
    `folder`/access.log in the site's format (deploy/nginx/logging.conf)."""
    ports = app_port if isinstance(app_port, list) else [app_port]
    conf = folder / "nginx.conf"
    conf.write_text(
        NGINX_CONF.format(
            includes=" ".join(f"include {path};" for path in HTTP_CONFS),
            access_log=f"{folder}/access.log riichi" if access_log else "off",
            tmp=folder,
            user=getpass.getuser(),
            zone=CACHE_ZONE,
            servers=" ".join(f"server 127.0.0.1:{port};" for port in ports),
            proxy_port=proxy_port,
            proxy_conf=PROXY_CONF,
        )
    )
    return conf


def start(
    folder: Path, app_port: int | list[int], proxy_port: int, access_log: bool = False
) -> subprocess.Popen:
    """nginx in the foreground with that configuration (stop it with terminate())."""
    conf = write_conf(folder, app_port, proxy_port, access_log)
    return subprocess.Popen([NGINX, "-c", str(conf), "-p", str(folder), "-g", "daemon off;"])
