# Voltcart: `make run` sets everything up and serves; `make test` sets up and runs every test.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
# Local use: DEBUG on unless the caller says otherwise (settings default to off).
export DEBUG ?= true

FRONTEND_SOURCES := $(shell find frontend/src -type f 2>/dev/null) vite.config.js package.json

.PHONY: run test lint setup build serve test-frontend test-backend test-e2e chromium pgbouncer pg-repack wrk nginx bench screenshots clean localstripe

run: setup
	$(PY) manage.py migrate --noinput
	$(PY) manage.py bootstrap_dev
	@if [ "$(DEBUG)" = "true" ]; then \
		$(PY) manage.py runserver 127.0.0.1:$(PORT); \
	else \
		$(PY) manage.py collectstatic --noinput -v0 && \
		$(VENV)/bin/gunicorn -c gunicorn.conf.py shop.wsgi --bind 127.0.0.1:$(PORT) --workers 3; \
	fi

setup: $(VENV)/.installed node_modules/.installed frontend/dist/manifest.json

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install -q --upgrade pip
	$(VENV)/bin/pip install -q -r requirements.txt
	touch $@

# localstripe, Stripe's API as a local stand-in for the payments tests, in a venv of its own: its pins (aiohttp,
# python-dateutil) clash with the shop's.
LOCALSTRIPE_VENV := .venv-localstripe
$(LOCALSTRIPE_VENV)/.installed: payments/tests/localstripe-requirements.txt
	$(PYTHON) -m venv $(LOCALSTRIPE_VENV)
	$(LOCALSTRIPE_VENV)/bin/pip install -q -r payments/tests/localstripe-requirements.txt
	touch $@

localstripe: $(LOCALSTRIPE_VENV)/.installed

node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

frontend/dist/manifest.json: node_modules/.installed $(FRONTEND_SOURCES)
	npm run build

build: frontend/dist/manifest.json

# Debian's Chromium drives the browser tests; Playwright never downloads a browser here.
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; \
	fi

# Debian's PgBouncer: the tests put it in front of a PostgreSQL of their own (shop/tests/test_pgbouncer.py).
pgbouncer:
	@if [ ! -x /usr/sbin/pgbouncer ]; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer; \
	fi

# Debian's pg_repack, for the PostgreSQL server installed here: `manage.py reorder_products` rewrites the products'
# table with it, online (catalog/table_order.py; catalog/tests/test_table_order.py runs it).
pg-repack:
	@if ! command -v pg_repack >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			postgresql-$$(ls /usr/lib/postgresql | sort -n | tail -1)-repack; \
	fi

wrk:
	@if ! command -v wrk >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; \
	fi

# nginx and openssl: the HTTPS and HTTP/2 front bench/run.py puts before gunicorn for Lighthouse; nginx's Brotli
# module, which deploy/nginx.conf uses for the static files (ops/tests/test_deploy.py checks that file with nginx -t).
nginx:
	@if ! command -v nginx >/dev/null || ! command -v openssl >/dev/null \
		|| [ ! -e /etc/nginx/modules-enabled/50-mod-http-brotli-static.conf ]; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light openssl \
			libnginx-mod-http-brotli-static; \
	fi

# The performance benchmark (not part of `make test`): PostgreSQL, 100k products, gunicorn, wrk, Lighthouse.
# BENCH_ARGS passes options to bench/run.py, e.g. BENCH_ARGS="--only home,analytics --no-lighthouse".
bench: setup chromium wrk nginx pg-repack
	$(PY) bench/run.py $(BENCH_ARGS)
	$(PY) scripts/render_bench_results.py

# Lint first: a lint error fails `make test` (and CI) like a failing test.
lint: $(VENV)/.installed node_modules/.installed
	$(PY) scripts/check_required_packages.py
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports
	npm run lint

test: setup chromium lint test-frontend test-backend test-e2e

test-frontend: node_modules/.installed
	npm test

# PYTHONFAULTHANDLER: a crash in native code, during the tests or at the interpreter's exit, prints every
# thread's Python stack instead of a bare "Segmentation fault".
test-backend: $(VENV)/.installed $(LOCALSTRIPE_VENV)/.installed pgbouncer pg-repack
	PYTHONFAULTHANDLER=1 $(PY) -m pytest catalog orders featured staff shop audit core web demo uploads ops scripts payments

# The Stripe checkout's browser test runs against localstripe too (e2e/test_stripe_checkout.py).
test-e2e: setup chromium $(LOCALSTRIPE_VENV)/.installed
	PYTHONFAULTHANDLER=1 DJANGO_ALLOW_ASYNC_UNSAFE=true $(PY) -m pytest e2e

# Every screen at 1280 and 390 px into docs/screenshots/ (not part of `make test`; e2e/screenshots.py).
screenshots: setup chromium
	DJANGO_ALLOW_ASYNC_UNSAFE=true $(PY) -m pytest e2e/screenshots.py

clean:
	rm -rf $(VENV) $(LOCALSTRIPE_VENV) node_modules frontend/dist frontend/dist-server staticfiles
