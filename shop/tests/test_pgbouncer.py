"""The shop behind PgBouncer in transaction mode (DATABASE_POOLING=transaction), against a PostgreSQL and a PgBouncer
of the test's own (shop/tests/postgres_cluster.py, configured as deploy/pgbouncer/pgbouncer.ini; `make pgbouncer`
installs Debian's): a production server whose DATABASE_URL is PgBouncer's places orders, searches, streams the
staff's CSV export, and its web requests run with their own work_mem without leaving it on a server connection.

PgBouncer lends its two server connections in turn, so anything a request left on one (a prepared statement, a
server-side cursor, a session setting or lock) shows: its next transaction runs on the other. Migrations go
straight to PostgreSQL, as they would in a deployment (DDL waits for locks; it has no business in the pool).
Runs on every test run: it brings its own PostgreSQL, whatever DATABASE_URL says."""

import csv
import io
import json
import re
from concurrent.futures import ThreadPoolExecutor

import psycopg
import pytest

from .ledger import Ledger
from .live_shop import CSRF, UNLIMITED_CHECKOUTS, checkout_body, get, post
from .postgres_cluster import pgbouncer, postgres_cluster, shop_database
from .server_process import production_server

STAFF = ("pooled-staff", "pooled-staff-password-1")
SETUP = f"""
from decimal import Decimal
from catalog.models import Product
from staff.services import staff_member_create
staff_member_create({STAFF[0]!r}, password={STAFF[1]!r}, roles=["Owner"])
for n in range(30):
    Product.objects.create(
        name=f"Pooled Speaker {{n:02d}}", description="d", price=Decimal("10.00"), category="Audio", brand="B",
        model=f"PS-{{n}}", features=["f"], image_url="/static/products/speaker.svg", stock=5,
    )
print(Product.objects.get(name="Pooled Speaker 00").pk)
"""
# Every plan PostgreSQL runs is written to its log with the settings it ran under that differ from the defaults.
PLANS_LOGGED = {
    "shared_preload_libraries": "'auto_explain'",
    "auto_explain.log_min_duration": "0",
    "auto_explain.log_settings": "on",
}


@pytest.fixture(scope="module")
def shop():
    with postgres_cluster(**PLANS_LOGGED) as server:
        _, printed = shop_database(server, SETUP)
        # Two server connections lent in turn: a request's consecutive transactions run on different ones.
        with pgbouncer(server, default_pool_size=2, reserve_pool_size=0, server_round_robin=1) as bouncer:
            env = {
                "DATABASE_URL": f"{bouncer}/voltcart",
                "DATABASE_POOLING": "transaction",
                # Every read reaches the database, through the pooler.
                "PUBLIC_CACHE_SECONDS": "0",
                "STAFF_CACHE_SECONDS": "0",
                **UNLIMITED_CHECKOUTS,
            }
            with production_server(**env) as base:
                yield server, bouncer, base, int(printed.split()[-1])


def test_a_checkout_through_pgbouncer_places_one_order_and_takes_its_stock(shop):
    server, _, base, product_id = shop
    ledger = Ledger(server.url("voltcart"))
    body = checkout_body(product_id, 2)
    key = {"Idempotency-Key": "pooled-checkout-0001"}

    placed = post(base, "/api/orders", body, headers=key)
    retried = post(base, "/api/orders", body, headers=key)  # the browser's retry of the same checkout

    assert placed[0] == 201, placed[2]
    assert (retried[0], retried[2]["id"]) == (201, placed[2]["id"])
    ledger.assert_balanced([placed[2], retried[2]])  # one order, with its lines and payment, its stock taken once
    assert server.execute("SELECT count(*) FROM orders_order", database="voltcart") == [(1,)]
    assert server.execute("SELECT stock FROM catalog_product WHERE id = %s", [product_id], "voltcart") == [(3,)]
    # Nothing of the checkout outlives it on a server connection another client gets next (a key's lock).
    assert server.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'") == [(0,)]


def test_searches_through_pgbouncer_answer_their_products(shop):
    _, _, base, _ = shop
    # Many at once and more than psycopg's prepare threshold (5): each lands on either server connection.
    with ThreadPoolExecutor(max_workers=4) as pool:
        answers = list(pool.map(lambda n: get(base, f"/api/products?search=pooled+speaker+{n:02d}"), range(24)))

    assert [status for status, _, _ in answers] == [200] * 24
    assert [[p["name"] for p in json.loads(body)][:1] for _, _, body in answers] == [
        [f"Pooled Speaker {n:02d}"] for n in range(24)
    ]


def test_the_staff_csv_export_streams_through_pgbouncer(shop):
    _, _, base, _ = shop
    status, headers, _ = post(base, "/api/admin/login", {"username": STAFF[0], "password": STAFF[1]})
    session = next(c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("sessionid="))

    status, _, body = get(base, "/api/admin/products/export.csv", cookie=f"{session}; csrftoken={CSRF}")

    rows = list(csv.DictReader(io.StringIO(body.decode())))
    assert status == 200
    assert [row["name"] for row in rows] == [f"Pooled Speaker {n:02d}" for n in range(30)]


def test_web_requests_run_with_their_work_mem_and_leave_none_on_the_pooled_connections(shop):
    server, bouncer, base, _ = shop
    logged = server.log.read_text()

    assert get(base, "/api/products?search=pooled+speaker+07")[0] == 200

    plans = server.log.read_text()[len(logged) :]
    searched = [plan for plan in plans.split("plan:") if "catalog_product" in plan]
    assert searched and all(re.search(r"Settings: .*work_mem = '32MB'", plan) for plan in searched)
    with psycopg.connect(f"{bouncer}/voltcart") as connection:  # one of the two server connections the shop used
        assert connection.execute("SHOW work_mem").fetchone() == ("4MB",)
