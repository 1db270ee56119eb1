"""gunicorn's settings for production: `gunicorn -c deploy/gunicorn.conf.py site_project.wsgi`.

gunicorn listens on the loopback only: the buffering proxy in front (deploy/nginx/) is what clients
reach, so a slow client never holds a worker's thread. With several app servers, set GUNICORN_BIND to an
address the proxy reaches (a private network), never a public one.
"""

import os

bind = os.environ.get("GUNICORN_BIND", "127.0.0.1:8000")
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
# Threads: a database that stops answering holds the threads waiting on it, each for at most
# DATABASE_ANSWER_TIMEOUT (site_project/postgresql/base.py), while the worker's other threads go on
# serving static files, /healthz, the score API and cached pages. The proxy still takes slow clients.
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
# A worker takes a connection only when one of its threads is free, and closes it after the answer.
# The connections nobody serves yet wait in the kernel's backlog of the shared socket, first come,
# first served, for whichever worker frees a thread first. With the defaults (1000 connections, kept
# alive), nginx's kept-alive connections stuck to the workers unevenly (125 against 75 at 200 clients)
# and each worker queued its share behind its own threads. At 200 connections through nginx (12-second
# runs, issue 22) this setting took the feedback page's p99 from 0.67-1.3 s to 0.59 s, the keeper
# table's from 0.81-1.03 s to 0.54 s.
# Keeping connections alive with so few per worker starves the rest (p99 3.6 s and 502s, measured), so
# nginx opens a connection per request (deploy/nginx/site.conf has no `keepalive`); the figures above
# include that cost. With app servers across a network, see the README on TIME_WAIT.
worker_connections = threads
keepalive = 0
# The app is imported once, in the master, and each worker is a fork of it: a worker starts (or is
# recycled) in milliseconds instead of the second a fresh Django import takes, during which its share of
# the requests would wait. site_project/wsgi.py closes what the master opened before the fork.
preload_app = True
# A request the proxy hands over is whole; one that still takes this long is stuck, and is restarted.
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "30"))
graceful_timeout = 30
# Recycle workers now and then, so a slow leak never grows; rarely, since a fresh worker starts with
# empty per-process stores (page skeletons, shared parts, and the page cache with CACHE_BACKEND=locmem)
# and renders its first pages again. At 50,000, `make loadtest` recycled a worker 7 times in its 10
# minutes, each time in the middle of the load.
max_requests = 500000
max_requests_jitter = 50000
# X-Forwarded-Proto is believed from the local proxy only.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1,::1")
accesslog = None
errorlog = "-"
