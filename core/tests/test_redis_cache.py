"""The Redis cache backend (core.redis_cache) against the local Redis (REDIS_URL, else 127.0.0.1:6379)."""

import contextlib
import os

import pytest

from core.redis_cache import GuardedRedisCache

REDIS_URL = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/6"


@pytest.fixture
def cache():
    # Its own key prefix, and only its own keys deleted: the database may be shared.
    backend = GuardedRedisCache(REDIS_URL, {"KEY_PREFIX": f"redis-cache-test-{os.getpid()}"})
    keys = ["hits", "window", "never-set"]
    backend.delete_many(keys)
    yield backend
    backend.delete_many(keys)


def test_incr_and_decr_count_on_an_existing_key(cache):
    cache.set("hits", 0, 60)

    assert cache.incr("hits") == 1
    assert cache.incr("hits", 5) == 6
    assert cache.decr("hits") == 5
    assert cache.get("hits") == 5


def redis_key(cache, name):
    """The redis-py client and the stored key behind the cache's `name`."""
    return cache._cache.get_client(write=True), cache.make_and_validate_key(name)


def expire_now(cache, name):
    """Redis decides expiry by its own clock: the key's end is moved to the past (as the time a test would
    otherwise sleep), and Redis drops it as an expired key."""
    client, key = redis_key(cache, name)
    assert client.pexpireat(key, 1)


def test_a_counted_key_keeps_its_expiry(cache):
    cache.set("window", 0, 1)
    cache.incr("window")
    client, key = redis_key(cache, "window")

    assert 0 < client.pttl(key) <= 1000  # -1 would be a key that never expires
    expire_now(cache, "window")
    assert not cache.has_key("window")


def test_incr_of_a_missing_or_expired_key_is_refused_and_creates_nothing(cache):
    with pytest.raises(ValueError, match="not found"):
        cache.incr("never-set")
    assert not cache.has_key("never-set")

    cache.set("window", 3, 1)
    expire_now(cache, "window")
    with pytest.raises(ValueError, match="not found"):
        cache.incr("window")
    # Django's own incr could recreate such a key with no expiry: a rate-limit window that never ends.
    assert not cache.has_key("window")


def test_a_key_expiring_while_it_is_counted_never_comes_back_without_expiry(cache):
    # Keys that live 1 ms, counted until they are gone: the count and the expiry must not interleave. (With
    # EXISTS and INCRBY as two calls, a key often expired between them and INCRBY recreated it for good.)
    client, key = redis_key(cache, "window")
    for _ in range(300):
        client.set(key, 0, px=1)
        counted = 0
        with contextlib.suppress(ValueError):
            while counted < 10_000:
                cache.incr("window")
                counted += 1
        assert counted < 10_000 and not cache.has_key("window")
