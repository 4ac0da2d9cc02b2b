"""Redis is an accelerator, never a dependency: every Redis call of the app goes through `guarded()`.

While Redis cannot be reached the shop answers from the database: a cached read is built again, a session is
read from its table, a rate limit counts in `core.RateCounter`. The cost of an outage is bounded twice:

- each call waits at most `REDIS_TIMEOUT` seconds (connect and read; redis-py's own retries are off), and
- one failure opens a circuit (pybreaker) for `REDIS_RETRY_SECONDS`: calls in that time fail at once, without
  touching the network; the first call after it tries Redis again, and closes the circuit if it answers.

A write that could not reach Redis leaves the key's old value there, which would be served again once Redis is
back: a catalogue version not bumped, a session not deleted at logout. Such keys are remembered (per process)
and deleted before this process uses Redis again. Another process or instance may serve such a key until this
one makes its next call, and at most until the key expires.
"""

import logging
import threading
from collections.abc import Callable, Iterable
from typing import TypeVar

import pybreaker
import redis
from django.conf import settings
from redis.backoff import NoBackoff
from redis.retry import Retry

from . import metrics

logger = logging.getLogger("shop.redis")

# A refused or reset connection, a timeout, a server still loading its data: all say "not now".
UNREACHABLE = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError)

T = TypeVar("T")


def connection_options() -> dict:
    """What every Redis connection of the app is opened with."""
    return {
        "socket_connect_timeout": settings.REDIS_TIMEOUT,
        "socket_timeout": settings.REDIS_TIMEOUT,
        # redis-py retries 3 times with back-off by default: seconds per call while Redis is away. One immediate
        # retry on a broken connection only: a connection pooled before Redis restarted fails once, then connects.
        "retry": Retry(NoBackoff(), 1, supported_errors=(redis.exceptions.ConnectionError,)),
    }


class _Listener(pybreaker.CircuitBreakerListener):
    def state_change(self, breaker, old, new):
        if new.name == pybreaker.STATE_OPEN:
            metrics.redis_outage()
            logger.warning("Redis unreachable: answering from the database for %s s", breaker.reset_timeout)
        elif new.name == pybreaker.STATE_CLOSED and old is not None:
            logger.warning("Redis answers again")


class _Guard:
    def __init__(self):
        self.breaker = None
        self._stale = set()  # keys whose write did not reach Redis
        self._lock = threading.Lock()

    def circuit(self) -> pybreaker.CircuitBreaker:
        if self.breaker is None:  # made on first use, once settings are read (a test makes a new _Guard)
            self.breaker = pybreaker.CircuitBreaker(
                fail_max=1,
                reset_timeout=settings.REDIS_RETRY_SECONDS,
                exclude=[lambda error: not isinstance(error, UNREACHABLE)],  # a wrong command is not an outage
                listeners=[_Listener()],
                name="redis",
            )
        return self.breaker

    def call(self, function, fallback, written, client):
        circuit = self.circuit()
        try:
            if self._stale:
                circuit.call(self._forget_stale)
            return circuit.call(function)
        except (pybreaker.CircuitBreakerError, *UNREACHABLE):
            if written:
                with self._lock:
                    self._stale.update((client, key) for key in written)
            metrics.redis_fallback()
            return fallback()

    def _forget_stale(self):
        with self._lock:
            stale, self._stale = self._stale, set()
        try:
            for client in {client for client, _ in stale}:
                client.delete(*(key for owner, key in stale if owner is client))
        except BaseException:
            with self._lock:
                self._stale.update(stale)
            raise


_guard = _Guard()


def guarded(
    function: Callable[[], T], fallback: Callable[[], T], *, written: Iterable[str] = (), client: redis.Redis = None
) -> T:
    """`function()`, a call to Redis; `fallback()` when Redis cannot be reached now (at once while the circuit is
    open). `written`: the keys (as stored in Redis) `function` writes through `client`; if the call fails they are
    deleted through `client` before this process uses Redis again."""
    return _guard.call(function, fallback, written, client)
