"""Faults pulled while shoppers browse and buy on a production server (gunicorn, DEBUG off) with a PostgreSQL and
a Redis of its own: Redis stopped and started again, PostgreSQL restarted. Nothing answers 500, nothing is lost,
and the shop recovers without a restart; the ledger check ends each test."""

import itertools
import json
import threading
import time
import urllib.error
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest

from core.tests.redis_server import redis_server

from .ledger import Ledger
from .live_shop import UNLIMITED_CHECKOUTS, checkout_body, post
from .postgres_cluster import postgres_cluster, shop_database
from .server_process import production_server

STAFF = ("fault-staff", "fault-staff-password-1")
SETUP = (
    "from decimal import Decimal; from catalog.models import Product; from staff.services import staff_member_create; "
    f"staff_member_create({STAFF[0]!r}, password={STAFF[1]!r}, roles=['Owner']); "
    "print(*[Product.objects.create(name=f'Fault {n}', description='d', price=Decimal('10.00'), category='Audio', "
    "brand='B', model=f'F{n}', features=['f'], image_url='/static/products/speaker.svg', stock=500).pk "
    "for n in range(3)])"
)
SHOPPERS = 4


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    log = tmp_path_factory.mktemp("faults") / "server.log"
    with postgres_cluster() as cluster, redis_server() as redis:
        url, printed = shop_database(cluster, SETUP)
        env = {"DATABASE_URL": url, "REDIS_URL": redis.url, "REDIS_RETRY_SECONDS": "1", **UNLIMITED_CHECKOUTS}
        with production_server(log_path=log, WEB_CONCURRENCY="2", **env) as base:
            status, headers, _ = post(base, "/api/admin/login", {"username": STAFF[0], "password": STAFF[1]})
            assert status == 200
            session = next(c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("sessionid="))
            yield Shop(base, url, [int(pk) for pk in printed.splitlines()[-1].split()], session, cluster, redis, log)


class Shop:
    def __init__(self, base, url, product_ids, session, cluster, redis, log):
        self.base, self.url, self.product_ids, self.session = base, url, product_ids, session
        self.cluster, self.redis, self.log = cluster, redis, log

    def get(self, path, cookie=""):
        request = urllib.request.Request(self.base + path, headers={"Cookie": cookie} if cookie else {})
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def traffic(self, phases):
        """Shoppers browse and buy (and a staff member reads) while `phases` run in turn: (name, action, seconds),
        each phase starting once its action is done (a request sent while PostgreSQL is still stopping may succeed
        or fail: it belongs to no phase). Answers {phase: [(what, status, headers, body)]}: every answer sent and
        received in that phase (one that spans two phases met a fault half way: only the ledger judges it), and
        every checkout, with the Idempotency-Key it was sent with, under "checkouts"."""
        answers = {name: [] for name, _, _ in phases} | {"checkouts": []}
        current = [phases[0][0]]
        done = threading.Event()
        counter = itertools.count()

        def answer(what, call, *arguments, **options):
            phase = current[0]
            status, headers, body = call(*arguments, **options)
            if phase is not None and current[0] == phase:
                answers[phase].append((what, status, headers, body))
            return status, body

        def shopper(n):
            while not done.is_set():
                i = next(counter)
                product = self.product_ids[i % len(self.product_ids)]
                answer("list", self.get, f"/api/products?page={i % 3 + 1}&limit=2")
                answer("product", self.get, f"/api/products/{product}")
                answer("staff", self.get, "/api/admin/me", cookie=self.session)
                key = str(uuid.uuid4())
                body = checkout_body(product, 1, phone=f"555-010-{n:04d}")
                status, placed = answer(
                    "checkout", post, self.base, "/api/orders", body, headers={"Idempotency-Key": key}
                )
                answers["checkouts"].append((key, body, status, placed))
                time.sleep(0.05)

        with ThreadPoolExecutor(SHOPPERS) as pool:
            running = [pool.submit(shopper, n) for n in range(SHOPPERS)]
            for name, action, seconds in phases:
                current[0] = None  # while the fault is being pulled, an answer belongs to no phase
                action()
                current[0] = name
                time.sleep(seconds)
            done.set()
            for shopper_done in running:
                shopper_done.result()
        return answers

    def retry_refused_checkouts(self, answers):
        """The SPA's retry, once the fault is over, of each checkout that got no order: same body, same key.
        Answers the bodies of every order placed."""
        placed = []
        for key, body, status, answer in answers["checkouts"]:
            if status != 201:
                status, _, answer = post(self.base, "/api/orders", body, headers={"Idempotency-Key": key})
                assert status == 201, (status, answer)
            placed.append(answer)
        return placed

    def tracebacks(self):
        return self.log.read_text().count("Traceback")


def statuses(answers):
    return sorted({status for _, status, _, _ in answers})


def test_redis_stopped_and_started_again_costs_no_answer_and_no_order(shop):
    ledger = Ledger(shop.url)

    answers = shop.traffic(
        [
            ("before", lambda: None, 1.0),
            ("redis down", shop.redis.stop, 3.0),
            ("redis back", shop.redis.start, 2.5),
        ]
    )

    for phase in ("before", "redis down", "redis back"):
        assert len(answers[phase]) > 20 and statuses(answers[phase]) == [200, 201]
    assert shop.redis.client().dbsize() > 0  # used again, without a restart
    ledger.assert_balanced(shop.retry_refused_checkouts(answers))
    assert shop.tracebacks() == 0


def test_postgresql_restarted_answers_503_meanwhile_and_no_stale_connection_after(shop):
    ledger = Ledger(shop.url)
    health = []

    def stop():
        shop.cluster.stop()
        health.append(shop.get("/healthz")[0])

    answers = shop.traffic(
        [
            ("before", lambda: None, 1.0),
            ("postgresql down", stop, 3.0),
            ("postgresql back", shop.cluster.start, 2.5),
        ]
    )

    assert statuses(answers["before"]) == [200, 201]
    assert health == [503]  # what a load balancer asks
    during = answers["postgresql down"]
    refused = [(headers, body) for _, status, headers, body in during if status == 503]
    assert refused and statuses(during) in ([503], [200, 503])  # a catalogue read may still come from Redis
    for headers, body in refused:
        body = body if isinstance(body, dict) else json.loads(body)
        assert body == {"message": "Service temporarily unavailable. Please try again shortly."}
        assert headers["Retry-After"] == "5"
    # The first requests after the restart meet the connections the workers kept: none fails on one.
    assert statuses(answers["postgresql back"][len(answers["postgresql back"]) // 2 :]) == [200, 201]
    ledger.assert_balanced(shop.retry_refused_checkouts(answers))
