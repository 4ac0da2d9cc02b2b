"""The shop as gunicorn serves it in production (gunicorn.conf.py): two workers count into one set of metrics, and
every line the server writes, its own included, is a JSON object."""

import json
import os
import subprocess
import sys
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.conf import settings
from prometheus_client.parser import text_string_to_metric_families

from shop.tests.server_process import production_server

TOKEN = "multi-worker-scrape-token"
REQUESTS = 60


def get(url, headers=None):
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.status, response.headers, response.read()


def requests_counted(base, route):
    _, _, body = get(f"{base}/metrics", {"Authorization": f"Bearer {TOKEN}"})
    total = 0.0
    for family in text_string_to_metric_families(body.decode()):
        for sample in family.samples:
            if sample.name == "voltcart_http_requests_total" and sample.labels["route"] == route:
                total += sample.value
    return total


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """Two gunicorn workers on a migrated SQLite file of their own, and the file their output goes to."""
    folder = tmp_path_factory.mktemp("ops-server")
    database = f"sqlite:///{folder / 'shop.sqlite3'}"
    env = {**os.environ, "DATABASE_URL": database, "DEBUG": "false", "SECRET_KEY": "ops"}
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v0"], cwd=settings.BASE_DIR, env=env, check=True, capture_output=True
    )
    log = folder / "server.log"
    with production_server(
        log_path=log,
        DATABASE_URL=database,
        WEB_CONCURRENCY="2",
        METRICS_TOKEN=TOKEN,
        MEDIA_ROOT=str(folder / "media"),
        GUNICORN_LOG_LEVEL="info",
        ACCESS_LOG="-",
    ) as base:
        yield base, log


def test_two_workers_count_every_request_once(server):
    base, _ = server
    before = requests_counted(base, "healthz")
    with ThreadPoolExecutor(max_workers=8) as pool:
        statuses = list(pool.map(lambda _: get(f"{base}/healthz")[0], range(REQUESTS)))
    assert statuses == [200] * REQUESTS

    # Whichever worker answers the scrape, it sums both workers' counts.
    assert [requests_counted(base, "healthz") - before for _ in range(4)] == [REQUESTS] * 4


def test_every_line_the_server_writes_is_json(server):
    base, log = server
    status, headers, _ = get(f"{base}/healthz")
    request_id = headers["X-Request-ID"]
    get(f"{base}/api/categories")

    lines = log.read_text().splitlines()
    parsed = [json.loads(line) for line in lines]  # fails on the first line that is not JSON

    loggers = {line["logger"] for line in parsed}
    # gunicorn's own start-up lines and access lines, and the app's request lines.
    assert {"gunicorn.error", "gunicorn.access", "voltcart.request"} <= loggers
    assert any(line["message"].startswith("Booting worker with pid") for line in parsed)
    [line] = [line for line in parsed if line.get("requestId") == request_id]
    assert (line["path"], line["status"], line["level"]) == ("/healthz", 200, "INFO")
