"""Redis stopped while the shop works: catalogue reads, checkout, staff sessions and rate limits carry on from the
database, one failure opens the circuit for all the calls after it, and when Redis is back nothing it kept from
before the outage is served stale (core.redis_guard)."""

import time

import pytest

from catalog.tests.factories import ProductFactory
from conftest import make_client
from core import metrics, redis_guard
from orders.models import Order
from orders.tests.checkout import payload
from staff.services import staff_member_create

from .redis_server import redis_server

pytestmark = pytest.mark.django_db

RETRY_SECONDS = 0.5
STAFF = ("outage-staff", "outage-staff-password-1")


@pytest.fixture(scope="module")
def server():
    with redis_server() as server:
        yield server


@pytest.fixture
def redis_up(server, settings, monkeypatch):
    """The shop on this Redis (cache, sessions, rate limits), with a fresh circuit; Redis running."""
    if server.process.poll() is not None:
        server.start()
    server.client().flushdb()
    settings.REDIS_URL = server.url
    settings.CACHES = {"default": {"BACKEND": "core.redis_cache.GuardedRedisCache", "LOCATION": server.url}}
    settings.SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
    settings.REDIS_RETRY_SECONDS = RETRY_SECONDS
    monkeypatch.setattr(redis_guard, "_guard", redis_guard._Guard())
    return server


def outages():
    return metrics.REDIS_OUTAGES._value.get()


def logged_in():
    """A staff member's client, its session kept in Redis (and the database)."""
    return make_client(staff_member_create(STAFF[0], password=STAFF[1], roles=["Owner"]))


def test_the_shop_answers_from_the_database_while_redis_is_down(redis_up):
    product = ProductFactory(stock=5)
    shopper, staff = make_client(), logged_in()
    listed = shopper.get("/api/products").json()
    before = outages()

    redis_up.stop()
    answers = [shopper.get("/api/products") for _ in range(5)]
    detail = shopper.get(f"/api/products/{product.pk}")
    placed = shopper.post("/api/orders", payload([(product, 2)]), format="json")
    me = staff.get("/api/admin/me")

    assert [answer.status_code for answer in answers] == [200] * 5
    assert answers[-1].json() == listed
    assert detail.status_code == 200 and detail.json()["stock"] == 5
    assert placed.status_code == 201
    assert me.status_code == 200 and me.json()["admin"]["username"] == STAFF[0]
    product.refresh_from_db()
    assert (product.stock, Order.objects.count()) == (3, 1)
    # One outage: the first failure opened the circuit, and the calls after it did not wait on Redis again.
    assert outages() == before + 1


def test_rate_limits_count_in_the_database_while_redis_is_down(redis_up, settings):
    settings.LOGIN_RATE = "3/min"
    client = make_client()
    redis_up.stop()

    guesses = [
        client.post("/api/admin/login", {"username": "nobody", "password": "wrong"}, format="json").status_code
        for _ in range(4)
    ]

    assert guesses == [401, 401, 401, 429]


def test_a_price_changed_while_redis_was_unreachable_is_not_served_stale_once_it_answers(redis_up):
    product = ProductFactory(price="10.00")
    shopper, staff = make_client(), logged_in()
    assert shopper.get(f"/api/products/{product.pk}").json()["price"] == "10.00"  # now cached in Redis

    with redis_up.unreachable(seconds=3):  # Redis keeps the cached answer and the catalogue's version
        changed = staff.patch(f"/api/products/{product.pk}/discount-50")
        during = shopper.get(f"/api/products/{product.pk}").json()["price"]
    time.sleep(RETRY_SECONDS * 1.2)
    after = [shopper.get(f"/api/products/{product.pk}").json()["price"] for _ in range(2)]

    assert changed.status_code == 200
    assert during == "5.00"
    assert after == ["5.00", "5.00"]
    assert redis_up.client().dbsize() > 0  # Redis is used again


def test_a_session_ended_while_redis_was_unreachable_stays_ended_once_it_answers(redis_up):
    staff = logged_in()
    assert staff.get("/api/admin/me").status_code == 200  # its session is in Redis
    ended = staff.cookies["sessionid"].value

    with redis_up.unreachable(seconds=3):
        assert staff.post("/api/admin/logout").status_code in (200, 204)
    time.sleep(RETRY_SECONDS * 1.2)
    someone = make_client()
    someone.cookies["sessionid"] = ended  # the old cookie, kept by another tab or copied by someone else

    assert someone.get("/api/admin/me").status_code in (401, 403)


def test_a_redis_that_stops_answering_costs_one_short_wait(redis_up):
    product = ProductFactory()
    shopper = make_client()
    before = outages()

    with redis_up.unreachable(seconds=3):  # connections stay open, nothing answers
        answers = [shopper.get(f"/api/products/{product.pk}").status_code for _ in range(3)]

    assert answers == [200, 200, 200]
    assert outages() == before + 1  # the first call timed out (after REDIS_TIMEOUT) and opened the circuit
