"""A gunicorn worker killed (SIGKILL) in the middle of a checkout leaves no half order, and the SPA's retry with the
same Idempotency-Key gets exactly one order (decision 0007):

- killed inside the order's transaction, after the stock was taken: everything is rolled back, and the retry places
  the order once, at once (the dead worker's claim on the key ended with its database session);
- killed after the order's transaction committed, before the answer left: the retry answers that same order.

The worker is stopped at the right moment without any hook in the shop: the test's own PostgreSQL session locks the
last table the order's transaction writes (the daily figures), or the test stops reading the server's log, so the
worker blocks on the line it writes once the order is stored. Needs PostgreSQL (shop/tests/live_shop.py)."""

import os
import signal
import threading
import time
from pathlib import Path

import psycopg
import pytest

from shop.tests.ledger import Ledger
from shop.tests.live_shop import UNLIMITED_CHECKOUTS, checkout_body, fresh_database, post, product_create
from shop.tests.server_process import production_server

DATABASE = "voltcart_killed_worker"
QUANTITY = 2


class LogPipe:
    """The server's output through a pipe this test reads (and drops), and can stop reading: once the pipe is full,
    the next line a worker writes blocks it right there."""

    def __init__(self, path: Path):
        os.mkfifo(path)
        self.path = path
        self._fd = os.open(path, os.O_RDWR)  # never at end of file, never waiting for a writer
        self.output = os.open(path, os.O_WRONLY)  # what the server writes to
        self._reading, self._parked = threading.Event(), threading.Event()
        self._reading.set()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        while True:
            if not self._reading.is_set():
                self._parked.set()
                self._reading.wait()
                self._parked.clear()
            os.read(self._fd, 65536)

    def stop_and_fill(self):
        self._reading.clear()
        filler = os.open(self.path, os.O_WRONLY | os.O_NONBLOCK)
        try:
            os.write(filler, b"\n")  # wakes the reader if it waits for data, so it parks
            assert self._parked.wait(timeout=10)
            for size in (4096, 1):
                try:
                    while True:
                        os.write(filler, b"\n" * size)
                except BlockingIOError:
                    pass
        finally:
            os.close(filler)

    def resume(self):
        self._reading.set()


def _children(pid: int) -> list[int]:
    return [
        int(child) for task in Path(f"/proc/{pid}/task").iterdir() for child in (task / "children").read_text().split()
    ]


def the_worker() -> int:
    """The one worker of the server this test process started (its child is gunicorn's arbiter, whose child the
    worker is)."""
    arbiters = [pid for pid in _children(os.getpid()) if b"gunicorn" in Path(f"/proc/{pid}/cmdline").read_bytes()]
    assert len(arbiters) == 1, arbiters
    workers = _children(arbiters[0])
    assert len(workers) == 1, workers
    return workers[0]


def writing_to_a_pipe(pid: int) -> bool:
    """Whether a thread of process `pid` is blocked writing to a full pipe."""
    return any("pipe_write" in (task / "wchan").read_text() for task in Path(f"/proc/{pid}/task").iterdir())


def wait_for(condition, what, timeout=20):
    deadline = time.monotonic() + timeout
    while not (found := condition()):
        assert time.monotonic() < deadline, f"waited {timeout} s for {what}"
        time.sleep(0.05)
    return found


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    url = fresh_database(DATABASE)
    product_id = product_create(url, "Killed Worker Speaker", stock=10)
    log = LogPipe(tmp_path_factory.mktemp("killed-worker") / "server.log")
    # One worker: the one killed is the one that took the checkout, and gunicorn's arbiter starts another.
    with production_server(output=log.output, DATABASE_URL=url, WEB_CONCURRENCY="1", **UNLIMITED_CHECKOUTS) as base:
        yield base, url, product_id, log


class Checkout(threading.Thread):
    """The SPA's checkout request, sent while the test does the rest; `answer` is its (status, body), or the error
    the browser would get when the connection broke."""

    def __init__(self, base, body, key):
        super().__init__(daemon=True)
        self.base, self.body, self.key = base, body, key

    def run(self):
        try:
            status, _, body = post(self.base, "/api/orders", self.body, headers={"Idempotency-Key": self.key})
            self.answer = (status, body)
        except OSError as broken:
            self.answer = broken

    def answered(self):
        self.join(timeout=30)
        return self.answer


def retry(base, body, key):
    status, _, answer = post(base, "/api/orders", body, headers={"Idempotency-Key": key})
    assert status == 201, (status, answer)
    return answer


def stock(url, product_id):
    with psycopg.connect(url) as connection:
        return connection.execute("SELECT stock FROM catalog_product WHERE id = %s", [product_id]).fetchone()[0]


def test_killed_inside_the_orders_transaction_nothing_is_kept_and_the_retry_places_it_once(shop):
    base, url, product_id, _ = shop
    body, key = checkout_body(product_id, QUANTITY, phone="555-010-3001"), "killed-in-transaction"
    ledger = Ledger(url)
    with psycopg.connect(url) as holder, psycopg.connect(url, autocommit=True) as watcher:
        # The daily figures are the last table the order's transaction writes: the worker waits for them with the
        # stock taken and the order, its lines and its payment written, none of it committed.
        holder.execute("LOCK TABLE orders_orderdailystats IN SHARE MODE")
        checkout = Checkout(base, body, key)
        checkout.start()
        backend = wait_for(
            lambda: watcher.execute(
                "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' "
                "AND query LIKE 'INSERT INTO orders_orderdailystats%'"
            ).fetchone(),
            "the checkout to wait for the daily figures",
        )[0]
        written = {
            table
            for (table,) in watcher.execute(
                "SELECT relation::regclass::text FROM pg_locks WHERE pid = %s AND mode = 'RowExclusiveLock'",
                [backend],
            ).fetchall()
        }
        assert {"catalog_product", "orders_order", "orders_orderitem", "payments_payment"} <= written, written

        # Killed at once: the worker would give up waiting after its lock_timeout (core.db_limits) and answer 503.
        os.kill(the_worker(), signal.SIGKILL)
        assert isinstance(checkout.answered(), OSError)  # the browser got no answer
        holder.rollback()  # PostgreSQL sees the connection gone once the worker's statement may go on
        wait_for(
            lambda: not watcher.execute("SELECT 1 FROM pg_stat_activity WHERE pid = %s", [backend]).fetchone(),
            "the dead worker's session to end",
        )
        claim = watcher.execute("SELECT order_id FROM orders_checkoutkey WHERE key = %s", [key]).fetchone()
        authorisations = watcher.execute("SELECT count(*) FROM payments_testgatewayauthorisation").fetchone()[0]

    assert claim == (None,)  # the claim committed before the order stays, without an order
    ledger.assert_balanced([])  # no order, no stock taken

    first = retry(base, body, key)
    again = retry(base, body, key)

    assert again == first
    ledger.assert_balanced([first, again])
    assert stock(url, product_id) == ledger.stock_before[product_id] - QUANTITY
    with psycopg.connect(url) as connection:
        # The retry took the dead request's card authorisation over: the card is held once, for the one order.
        assert connection.execute("SELECT count(*) FROM payments_testgatewayauthorisation").fetchone()[0] == (
            authorisations
        )


def test_killed_after_the_order_is_stored_the_retry_answers_that_order(shop):
    base, url, product_id, log = shop
    body, key = checkout_body(product_id, QUANTITY, phone="555-010-3002"), "killed-after-commit"
    ledger = Ledger(url)
    worker = the_worker()
    # The line "Order #… placed" is written once the order's transaction has committed, before the answer.
    log.stop_and_fill()
    try:
        checkout = Checkout(base, body, key)
        checkout.start()
        with psycopg.connect(url, autocommit=True) as watcher:
            stored = wait_for(
                lambda: watcher.execute("SELECT id FROM orders_order WHERE id > %s", [ledger.last_order]).fetchone(),
                "the order to be committed",
            )[0]
        wait_for(lambda: writing_to_a_pipe(worker), "the worker to block on its log line")
        os.kill(worker, signal.SIGKILL)
        assert isinstance(checkout.answered(), OSError)  # the order is stored, the browser got no answer
    finally:
        log.resume()

    first = retry(base, body, key)
    again = retry(base, body, key)

    assert first["id"] == stored and again == first
    ledger.assert_balanced([first, again])
    assert stock(url, product_id) == ledger.stock_before[product_id] - QUANTITY
