"""Parallel bursts from one client address against a real server pass exactly the limit:
gunicorn with production settings, 3 processes of 8 threads, counting in the database's counter
table (no REDIS_URL) or in Redis, on the database the tests run on (a SQLite file, or PostgreSQL).

Each test sends from an address of its own (any 127.x.y.z reaches the server on Linux), so runs sharing Redis
never share a counter. A window opens with its first event and lasts an hour here, so a burst, however slow
the machine, falls in one."""

import http.client
import json
import os
import random
import sqlite3
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit

import psycopg
import pytest
from django.conf import settings

from conftest import LIMITS_REDIS_URL

from .server_process import production_server

CSRF = "e" * 32
RATES = {"LOGIN_RATE": 5, "CHECKOUT_RATE": 6, "TRACK_RATE": 4}
BURST = 24


@pytest.fixture(scope="module")
def database_url(tmp_path_factory):
    """A database of the tests' kind for the servers, migrated: a SQLite file, or a PostgreSQL database."""
    tests_url = os.environ.get("DATABASE_URL", "")
    if tests_url.startswith("postgres"):
        server = urlsplit(tests_url)
        name = f"{server.path.lstrip('/') or 'voltcart'}_limit_bursts"
        url, admin_url = server._replace(path=f"/{name}").geturl(), server._replace(path="/postgres").geturl()
        with psycopg.connect(admin_url, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            connection.execute(f'CREATE DATABASE "{name}"')
    else:
        url, admin_url = f"sqlite:///{tmp_path_factory.mktemp('bursts') / 'bursts.sqlite3'}", None
    env = {**os.environ, "DATABASE_URL": url, "DEBUG": "false", "SECRET_KEY": "bursts", "REDIS_URL": ""}
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=settings.BASE_DIR, env=env, check=True)
    yield url
    if admin_url:
        with psycopg.connect(admin_url, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="module")
def servers(database_url):
    env = {
        "DATABASE_URL": database_url,
        "WEB_CONCURRENCY": "3",
        "GUNICORN_THREADS": "8",
        "LOGIN_ADDRESS_RATE": "1000/hour",
        **{setting: f"{limit}/hour" for setting, limit in RATES.items()},
    }
    with (
        production_server(**env, REDIS_URL="") as database_counters,
        production_server(**env, REDIS_URL=LIMITS_REDIS_URL) as redis_counters,
    ):
        yield {"database": database_counters, "redis": redis_counters}


def counter_rows(database_url):
    query = "SELECT count(*) FROM core_ratecounter"
    if database_url.startswith("sqlite"):
        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as connection:
            return connection.execute(query).fetchone()[0]
    with psycopg.connect(database_url) as connection:
        return connection.execute(query).fetchone()[0]


def burst(base, path, body):
    """BURST requests from one new client address, all sent at once; their statuses."""
    address = f"127.{random.randrange(1, 255)}.{random.randrange(256)}.{random.randrange(1, 255)}"
    url = urlsplit(base)
    start = threading.Barrier(BURST)

    def send(_):
        connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30, source_address=(address, 0))
        try:
            connection.connect()
            start.wait()
            connection.request(
                "POST",
                path,
                body=json.dumps(body),
                headers={"Content-Type": "application/json", "Cookie": f"csrftoken={CSRF}", "X-CSRFToken": CSRF},
            )
            return connection.getresponse().status
        finally:
            connection.close()

    with ThreadPoolExecutor(max_workers=BURST) as pool:
        return list(pool.map(send, range(BURST)))


@pytest.fixture(params=["database", "redis"])
def counters(request, servers, database_url):
    """The server counting in the database or in Redis; checks afterwards that it counted where it should."""
    rows_before = counter_rows(database_url)
    yield servers[request.param]
    assert (counter_rows(database_url) > rows_before) == (request.param == "database")


def test_a_burst_of_wrong_passwords_for_one_username_checks_exactly_login_rate(counters):
    statuses = burst(counters, "/api/admin/login", {"username": "boss", "password": "wrong"})

    assert sorted(statuses) == [401] * RATES["LOGIN_RATE"] + [429] * (BURST - RATES["LOGIN_RATE"])


def test_a_burst_of_checkouts_gets_exactly_checkout_rate_answers(counters):
    statuses = burst(counters, "/api/orders", {})  # refused checkouts count as well

    assert sorted(statuses) == [400] * RATES["CHECKOUT_RATE"] + [429] * (BURST - RATES["CHECKOUT_RATE"])


def test_a_burst_of_tracking_lookups_gets_exactly_track_rate_answers(counters):
    statuses = burst(counters, "/api/orders/track", {"orderId": 1, "phone": "555-010-0000"})

    assert sorted(statuses) == [404] * RATES["TRACK_RATE"] + [429] * (BURST - RATES["TRACK_RATE"])
