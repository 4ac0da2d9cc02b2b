"""The read replica against a real streaming one (shop/tests/postgres_cluster.py), through production servers:
shoppers' catalogue reads come from it, writes, checkout and staff screens from the primary, and a replica that
is down sends those reads to the primary without an error.

Proof that a read came from the replica: replay is paused there (`pg_wal_replay_pause()`), a product changes on
the primary, and the public API still answers the old value while the cart's, the staff's and the checkout's
reads answer the new one. Runs on every test run: it brings its own PostgreSQL, whatever DATABASE_URL says."""

import json
import time

import pytest

from .live_shop import CSRF, UNLIMITED_CHECKOUTS, checkout_body, get, post
from .postgres_cluster import postgres_cluster, shop_database, streaming_replica
from .server_process import production_server

STAFF = ("replica-staff", "replica-staff-password-1")
SETUP = f"""
from decimal import Decimal
from catalog.models import Product
from staff.services import staff_member_create
staff_member_create({STAFF[0]!r}, password={STAFF[1]!r}, roles=["Owner"])
product = Product.objects.create(
    name="Replica Speaker", description="d", price=Decimal("10.00"), category="Audio", brand="B", model="RS-1",
    features=["f"], image_url="/static/products/speaker.svg", stock=5,
)
print(product.pk)
"""
RETRY_MESSAGE = "Read replica unreachable"


def price(base, product_id, **headers):
    status, _, body = get(base, f"/api/products/{product_id}", headers=headers)
    assert status == 200, body
    return json.loads(body)["price"]


def staff_cookie(base):
    status, headers, body = post(base, "/api/admin/login", {"username": STAFF[0], "password": STAFF[1]})
    assert status == 200, body
    session = next(c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("sessionid="))
    return f"{session}; csrftoken={CSRF}"


@pytest.fixture(scope="module")
def databases():
    with postgres_cluster() as primary:
        url, printed = shop_database(primary, SETUP)
        with streaming_replica(primary) as replica:
            yield primary, replica, url, int(printed.split()[-1])


def server_env(primary, replica, retry_seconds):
    return {
        "DATABASE_URL": primary.url("voltcart"),
        "DATABASE_REPLICA_URL": replica.url("voltcart"),
        "DATABASE_REPLICA_RETRY_SECONDS": str(retry_seconds),
        # Every read reaches the database: a cached answer would hide where it was read.
        "PUBLIC_CACHE_SECONDS": "0",
        "STAFF_CACHE_SECONDS": "0",
        **UNLIMITED_CHECKOUTS,
    }


@pytest.fixture
def paused_replay(databases):
    """Replay paused on the replica for the test, resumed and caught up after it."""
    primary, replica, _, _ = databases
    replica.execute("SELECT pg_wal_replay_pause()")
    yield
    replica.execute("SELECT pg_wal_replay_resume()")
    replica.wait_for(primary)


def test_shoppers_read_the_replica_and_the_cart_staff_and_checkout_the_primary(databases, paused_replay):
    primary, replica, _, product_id = databases
    with production_server(**server_env(primary, replica, retry_seconds=5)) as base:
        before = price(base, product_id)
        primary.execute("UPDATE catalog_product SET price = price + 5 WHERE id = %s", [product_id], "voltcart")
        new = f"{float(before) + 5:.2f}"

        # Public catalogue reads: the replica, which has not replayed the change.
        assert price(base, product_id) == before
        status, _, listing = get(base, "/api/products?search=replica+speaker")
        assert status == 200 and [p["price"] for p in json.loads(listing)] == [before]
        # The cart's live read (Cache-Control: no-cache) and the staff's list: the primary.
        assert price(base, product_id, **{"Cache-Control": "no-cache"}) == new
        status, _, staff_list = get(base, "/api/admin/products?search=replica", cookie=staff_cookie(base))
        assert status == 200 and [p["price"] for p in json.loads(staff_list)] == [new]
        # Checkout prices and takes stock on the primary: the new total is the right one.
        status, _, receipt = post(base, "/api/orders", checkout_body(product_id, 1, price=new))
        assert status == 201, receipt
        stored = primary.execute(
            "SELECT count(*), min(o.total)::text, min(p.stock) FROM orders_order o, catalog_product p WHERE p.id = %s",
            [product_id],
            "voltcart",
        )
        assert stored == [(1, new, 4)]

        replica.execute("SELECT pg_wal_replay_resume()")
        replica.wait_for(primary)
        assert price(base, product_id) == new


def test_a_stopped_replica_sends_public_reads_to_the_primary_and_is_not_retried_on_each(databases, tmp_path):
    primary, replica, _, product_id = databases
    log = tmp_path / "server.log"
    with production_server(log_path=log, **server_env(primary, replica, retry_seconds=3600)) as base:
        current = price(base, product_id)
        replica.stop()
        try:
            paths = [
                f"/api/products/{product_id}",
                "/api/products?search=replica",
                "/api/products?category=Audio",
                "/api/categories",
                "/api/products/home",
                "/api/products/suggest?q=repl",
            ]
            answers = [get(base, path) for path in paths * 2]
            page = get(base, f"/product/{product_id}")
        finally:
            replica.start()

    assert [status for status, _, _ in answers] == [200] * len(answers)
    assert json.loads(answers[0][2])["price"] == current
    assert b"Replica Speaker" in answers[1][2]
    assert page[0] == 200 and b"Replica Speaker" in page[2]
    # One failed attempt, then the primary for the back-off period: no request waits on the dead replica again.
    assert log.read_text().count(RETRY_MESSAGE) == 1


def test_reads_return_to_the_replica_once_it_is_back(databases, paused_replay):
    primary, replica, _, product_id = databases
    with production_server(**server_env(primary, replica, retry_seconds=0.5)) as base:
        replica.stop()
        try:
            assert price(base, product_id, **{"Cache-Control": "no-cache"}) == price(base, product_id)
        finally:
            replica.start()
        replica.wait_for(primary)
        replica.execute("SELECT pg_wal_replay_pause()")
        before = price(base, product_id, **{"Cache-Control": "no-cache"})
        primary.execute("UPDATE catalog_product SET price = price + 1 WHERE id = %s", [product_id], "voltcart")

        # The primary answers the new price until the back-off ends, then the paused replica the old one.
        deadline = time.monotonic() + 30
        while price(base, product_id) != before:
            assert time.monotonic() < deadline, "public reads never went back to the replica"
            time.sleep(0.1)
