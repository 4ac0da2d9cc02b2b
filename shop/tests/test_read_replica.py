"""The read replica against a real streaming one (shop/tests/postgres_cluster.py), through production servers:
shoppers' catalogue reads come from it, writes, checkout and staff screens from the primary, and a replica that
is down sends those reads to the primary without an error.

Proof that a read came from the replica: replay is paused there (`pg_wal_replay_pause()`), a product changes on
the primary, and the public API still answers the old value while the cart's, the staff's and the checkout's
reads answer the new one. Runs on every test run: it brings its own PostgreSQL, whatever DATABASE_URL says."""

import json
import time
import urllib.error
import urllib.request

import pytest

from .postgres_cluster import postgres_cluster, shop_database, streaming_replica
from .server_process import production_server

CSRF = "r" * 32
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


def call(base, path, body=None, headers=None, cookie=f"csrftoken={CSRF}"):
    """(status, JSON body) of a GET, or of a POST when `body` is given."""
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Content-Type": "application/json", "Cookie": cookie, "X-CSRFToken": CSRF, **(headers or {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null"), response.headers
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null"), error.headers


def price(base, product_id, **headers):
    status, body, _ = call(base, f"/api/products/{product_id}", headers=headers)
    assert status == 200, body
    return body["price"]


def staff_cookie(base):
    status, body, headers = call(base, "/api/admin/login", {"username": STAFF[0], "password": STAFF[1]})
    assert status == 200, body
    session = next(c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("sessionid="))
    return f"{session}; csrftoken={CSRF}"


def order(product_id, total):
    return {
        "customerName": "Replica Buyer",
        "phone": "555-010-3000",
        "address": {"street": "1 Main St", "city": "Town", "zipCode": "12345"},
        "paymentMethod": "Credit Card",
        "paymentInfo": {
            "cardNumber": "4242 4242 4242 4242",
            "expiryDate": "12/30",
            "cvv": "123",
            "cardholderName": "Replica Buyer",
        },
        "items": [{"productId": product_id, "quantity": 1}],
        "total": total,
    }


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
        "CHECKOUT_RATE": "1000/min",
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
    primary, replica, url, product_id = databases
    with production_server(**server_env(primary, replica, retry_seconds=5)) as base:
        before = price(base, product_id)
        primary.execute("UPDATE catalog_product SET price = price + 5 WHERE id = %s", [product_id], "voltcart")
        new = f"{float(before) + 5:.2f}"

        # Public catalogue reads: the replica, which has not replayed the change.
        assert price(base, product_id) == before
        status, listing, _ = call(base, "/api/products?search=replica+speaker")
        assert status == 200 and [p["price"] for p in listing] == [before]
        # The cart's live read (Cache-Control: no-cache) and the staff's list: the primary.
        assert price(base, product_id, **{"Cache-Control": "no-cache"}) == new
        status, staff_list, _ = call(base, "/api/admin/products?search=replica", cookie=staff_cookie(base))
        assert status == 200 and [p["price"] for p in staff_list] == [new]
        # Checkout prices and takes stock on the primary: the new total is the right one.
        status, receipt, _ = call(base, "/api/orders", order(product_id, new))
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
            answers = [call(base, path)[:2] for path in paths * 2]
            with urllib.request.urlopen(f"{base}/product/{product_id}", timeout=30) as page:
                page_status, page_body = page.status, page.read()
        finally:
            replica.start()

    assert [status for status, _ in answers] == [200] * len(answers)
    assert answers[0][1]["price"] == current
    assert "Replica Speaker" in json.dumps(answers[1][1])
    assert page_status == 200 and b"Replica Speaker" in page_body
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
        replica.execute("SELECT pg_wal_replay_pause()")
        before = price(base, product_id, **{"Cache-Control": "no-cache"})
        primary.execute("UPDATE catalog_product SET price = price + 1 WHERE id = %s", [product_id], "voltcart")

        # The primary answers the new price until the back-off ends, then the paused replica the old one.
        deadline = time.monotonic() + 30
        while price(base, product_id) != before:
            assert time.monotonic() < deadline, "public reads never went back to the replica"
            time.sleep(0.1)
