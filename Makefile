# The two commands of the README: `make run` and `make test`. Everything else is a step they call.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
HOST ?= 127.0.0.1
PORT ?= 8000
N ?= 200000
PLAY_N ?= 1000000
LOADTEST_PORT ?= 8200

.PHONY: run test install install-test compile migrate data messages catalogues lint bench diff serve-prod slow-clients loadtest fault-drill

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.runtime-installed: requirements.txt | $(VENV)/bin/python
	$(PIP) install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

$(VENV)/.test-installed: requirements.txt requirements-test.txt | $(VENV)/bin/python
	$(PIP) install --quiet --disable-pip-version-check -r requirements-test.txt
	touch $@ $(VENV)/.runtime-installed

install: $(VENV)/.runtime-installed compile
install-test: $(VENV)/.test-installed compile

# The scorer's hot modules compiled with mypyc beside their sources (rules/scoring/compiled.py lists
# them); rebuilt whenever a source of the scorer changes. `rm rules/scoring/*.so` runs the sources.
SCORER_SOURCES := $(wildcard rules/scoring/*.py)
rules/scoring/.compiled: $(SCORER_SOURCES) deploy/compile_scorer.py | $(VENV)/.runtime-installed
	$(PY) deploy/compile_scorer.py
	touch $@

compile: rules/scoring/.compiled

# Compile the committed .po catalogues into the .mo files Django reads (not committed).
messages: install
	cd $(CURDIR) && $(PY) manage.py compilemessages --ignore=.venv -v 0

migrate: install
	$(PY) manage.py migrate --noinput -v 1
	$(PY) manage.py createcachetable

# Load the reference content of rules/data/ (idempotent: a second run changes nothing).
data: migrate
	$(PY) manage.py load_reference

run: data messages
	DEBUG=$${DEBUG:-1} $(PY) manage.py runserver $(HOST):$(PORT)

lint: install-test
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

test: install-test messages lint
	$(PY) manage.py makemigrations --check --dry-run
	$(VENV)/bin/pytest

# Regenerate the catalogues after changing UI strings (then translate the new entries).
catalogues: install
	$(PY) manage.py makemessages -l fr -l es --no-location --no-obsolete --ignore=.venv --ignore=staticfiles --ignore=tests --ignore=bench
	$(PY) manage.py makemessages -d djangojs -l fr -l es --no-location --no-obsolete --ignore=.venv --ignore=staticfiles --ignore=tests --ignore=bench --ignore=*/vendor/*

bench: install-test
	$(PY) -m bench.bench_scorer --n 10000
	$(PY) -m bench.bench_efficiency --n 2000
	$(PY) -m bench.bench_seating --budget 10
	$(PY) -m bench.bench_standings --players 200 --games 10000 --requests 30

diff: install-test
	$(PY) -m bench.diff_large --n $(N) --play $(PLAY_N)

# What production runs (after `collectstatic`): gunicorn with whitenoise serving the static files.
serve-prod: install messages
	$(PY) manage.py collectstatic --noinput -v 0
	GUNICORN_BIND=$(HOST):$(PORT) $(VENV)/bin/gunicorn -c deploy/gunicorn.conf.py site_project.wsgi

# The slow-client attack (headers announcing a body, then a byte every 5 s) against gunicorn alone and
# behind the repository's nginx config (deploy/nginx/proxy.conf): /healthz must answer every probe
# through nginx. Needs Debian's nginx.
slow-clients: install messages
	$(PY) manage.py collectstatic --noinput -v 0
	$(PY) -m bench.slow_clients --proxy-port $${SLOW_PROXY_PORT:-8810} --app-port $${SLOW_APP_PORT:-8811}

# The site under load as production runs it (gunicorn, 2 workers, DEBUG=0), driven by wrk (Debian's
# `wrk` package): requests/s and p50/p99 of the reference pages, a static file and the score API.
loadtest: install-test messages
	$(PY) -m bench.loadtest --port $(LOADTEST_PORT)

# What each failure does to the site as deployed (two instances behind nginx, PostgreSQL, Redis): Redis
# down and frozen, the database down and frozen, an instance killed; answers, statuses, p50 and p99 per
# target. Needs a PostgreSQL database in DATABASE_URL (it is migrated and loaded), nginx and redis-server.
fault-drill: install-test messages
	$(PY) -m bench.fault_drill --seconds $${DRILL_SECONDS:-20}
