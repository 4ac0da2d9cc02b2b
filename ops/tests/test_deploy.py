"""deploy/ (docs/operations.md): the backup restores into a fresh database with its orders, the alert rules and
the dashboard are valid and name only metrics the shop exposes, nginx accepts the front's configuration, and the
environment template passes Django's deployment checks."""

import json
import os
import re
import secrets
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import psycopg
import pytest
import yaml
from django.conf import settings
from django.db import connection

from catalog.tests.factories import ProductFactory
from conftest import postgresql_only
from core import metrics
from orders.tests.factories import OrderItemFactory

DEPLOY = settings.BASE_DIR / "deploy"
PROMETHEUS = DEPLOY / "prometheus"
TOKEN = "deploy-test-token"


# Backup and restore (PostgreSQL only: pg_dump and pg_restore are PostgreSQL's).


def _database_url(name=None):
    db = connection.settings_dict
    user = db["USER"] or "postgres"
    password = f":{db['PASSWORD']}" if db["PASSWORD"] else ""
    return f"postgres://{user}{password}@{db['HOST'] or '127.0.0.1'}:{db['PORT'] or 5432}/{name or db['NAME']}"


@postgresql_only("pg_dump and pg_restore back up PostgreSQL")
@pytest.mark.django_db(transaction=True)  # committed rows: pg_dump reads from another connection
def test_a_backup_restores_into_a_fresh_database_with_its_orders(tmp_path):
    item = OrderItemFactory(product=ProductFactory(name="Backed-up Speaker"), quantity=2)
    backups = tmp_path / "backups"

    made = subprocess.run(
        [str(DEPLOY / "backup.sh"), str(backups), "2"],
        env={**os.environ, "DATABASE_URL": _database_url()},
        capture_output=True,
        text=True,
    )
    assert made.returncode == 0, made.stderr
    dump = made.stdout.strip()
    assert re.fullmatch(rf"{backups}/voltcart-\d{{8}}T\d{{6}}Z\.dump", dump)

    fresh = f"voltcart_ops_restore_{secrets.token_hex(4)}"
    admin_url = urlsplit(_database_url())._replace(path="/postgres").geturl()
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{fresh}"')
    try:
        restored = subprocess.run(
            [str(DEPLOY / "restore.sh"), dump, _database_url(fresh)], capture_output=True, text=True
        )
        assert restored.returncode == 0, restored.stderr
        with psycopg.connect(_database_url(fresh)) as copy:
            rows = copy.execute(
                "SELECT o.id, o.customer_name, i.product_name, i.quantity FROM orders_order o "
                "JOIN orders_orderitem i ON i.order_id = o.id"
            ).fetchall()
        assert rows == [(item.order.pk, item.order.customer_name, "Backed-up Speaker", 2)]
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{fresh}" WITH (FORCE)')


# Alerts and dashboard.


@pytest.fixture
def exposed_metrics(client, settings, db):
    """The names of every sample GET /metrics answers, histograms' _bucket, _sum and _count included, once each
    labelled family has a value (as in any shop that has served a while)."""
    settings.METRICS_TOKEN = TOKEN
    client.get("/healthz")
    metrics.cache_lookup("public", True)
    metrics.throttled("login")
    metrics.order_refused("invalid")
    metrics.render_fallback("error")
    metrics.payment_event("declined")
    body = client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}").content.decode()
    return set(re.findall(r"^([a-z_:][a-z0-9_:]*)[{ ]", body, flags=re.MULTILINE))


def _metric_names(expression):
    words = set(re.findall(r"\b(voltcart_[a-z0-9_]+)\b", expression))
    return words


def test_the_alert_rules_are_valid_and_name_exposed_metrics(exposed_metrics):
    rules = yaml.safe_load((PROMETHEUS / "alerts.yml").read_text())
    [group] = rules["groups"]
    alerts = {rule["alert"]: rule for rule in group["rules"]}
    # The alerts the issue asks for, at least.
    assert {"VerificationCallsOverdue", "ServerErrors", "SlowRequests", "ServerRenderFallbacks"} <= set(alerts)
    for rule in alerts.values():
        assert set(rule) >= {"alert", "expr", "labels", "annotations"}
        assert _metric_names(rule["expr"]) <= exposed_metrics, rule["alert"]
    assert alerts["VerificationCallsOverdue"]["expr"] == "voltcart_orders_call_overdue > 0"

    promtool = shutil.which("promtool")
    if promtool:  # Debian's `prometheus` package; where it is installed, it checks the syntax and runs the unit tests
        for command in (
            ["check", "rules", "alerts.yml"],
            ["test", "rules", "alerts_test.yml"],
            ["check", "config", "--syntax-only", "prometheus.yml"],
        ):
            result = subprocess.run([promtool, *command], cwd=PROMETHEUS, capture_output=True, text=True)
            assert result.returncode == 0, result.stdout + result.stderr


def test_the_grafana_dashboard_is_valid_and_names_exposed_metrics(exposed_metrics):
    dashboard = json.loads((DEPLOY / "grafana" / "voltcart.json").read_text())
    expressions = [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]
    named = set().union(*map(_metric_names, expressions))
    assert named <= exposed_metrics
    # Overdue calls, the 5xx rate, p95 latency and render fallbacks are on it.
    for wanted in (
        "voltcart_orders_call_overdue",
        "voltcart_http_requests_total",
        "voltcart_http_request_duration_seconds_bucket",
        "voltcart_server_render_fallbacks_total",
    ):
        assert wanted in named
    assert len({panel["id"] for panel in dashboard["panels"]}) == len(dashboard["panels"])


# The front and the environment.


def test_the_nginx_front_passes_the_app_what_its_settings_trust(tmp_path):
    site = (DEPLOY / "nginx.conf").read_text()
    for directive in (
        "listen 443 ssl http2;",
        "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",  # NUM_PROXIES=1
        "proxy_set_header X-Forwarded-Proto https;",  # SECURE_PROXY_SSL_HEADER
        "proxy_set_header X-Request-ID $request_id;",  # TRUST_X_REQUEST_ID=true
        "location = /metrics { return 404; }",
        "alias /srv/voltcart/staticfiles/;",
        "alias /var/lib/voltcart/media/;",
        "brotli_static on;",  # collectstatic's Brotli copies (whitenoise's storage writes them)
    ):
        assert directive in site

    nginx, openssl = shutil.which("nginx"), shutil.which("openssl")
    brotli = Path("/etc/nginx/modules-enabled/50-mod-http-brotli-static.conf")
    if not (nginx and openssl and brotli.exists()):  # `make nginx` installs the three (the bench's front needs them)
        return
    certificate, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=shop.example.com"]
        + ["-keyout", str(key), "-out", str(certificate)],
        check=True,
        capture_output=True,
    )
    site = site.replace("/etc/letsencrypt/live/shop.example.com/fullchain.pem", str(certificate))
    site = site.replace("/etc/letsencrypt/live/shop.example.com/privkey.pem", str(key))
    (tmp_path / "site.conf").write_text(site)
    temp = " ".join(
        f"{kind}_temp_path {tmp_path}/{kind};" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    (tmp_path / "nginx.conf").write_text(
        # The modules Debian's packages enable, as its /etc/nginx/nginx.conf loads them (brotli_static).
        f"include /etc/nginx/modules-enabled/*.conf; pid {tmp_path}/nginx.pid; error_log {tmp_path}/error.log;\n"
        f"events {{}}\nhttp {{ {temp} include {tmp_path}/site.conf; }}\n"
    )
    result = subprocess.run([nginx, "-t", "-c", str(tmp_path / "nginx.conf")], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "test is successful" in result.stderr


def test_the_environment_template_passes_the_deployment_checks():
    template = {}
    for line in (DEPLOY / "voltcart.env.example").read_text().splitlines():
        if line and not line.startswith("#"):
            name, _, value = line.partition("=")
            template[name] = value
    assert template["DEBUG"] == "false"
    filled = {
        name: secrets.token_urlsafe(48) if "change-me" in value else value
        for name, value in template.items()
        if name not in ("DATABASE_URL", "REDIS_URL")  # no server of theirs to reach here
    }
    environment = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "REDIS_URL", "DATABASE_URL")}
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=settings.BASE_DIR,
        env={**environment, **filled},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout
