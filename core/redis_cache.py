"""Django's Redis cache backend, reusing one redis-py client per connection pool, with an atomic incr, that
answers as a cache miss while Redis cannot be reached (core.redis_guard).

Django's client builds a new `redis.Redis` for every cache call, and each one copies redis-py's table of
response callbacks: about 0.1 ms of CPU per call, and a cached public read makes two calls (decision 0021).
A redis-py client is thread-safe and holds no connection of its own, so one per pool is enough.

Django's `incr` asks EXISTS, then INCRBY: two round trips, and a key that expires between them is created
again by INCRBY with no expiry, a key that would never expire. Here both run as one script, in one round trip.
(Rate limits do not count in the cache: core.ratelimit runs its own script.)
"""

from django.core.cache.backends.redis import RedisCache, RedisCacheClient

from .redis_guard import connection_options, guarded

# INCRBY only if the key exists (nil otherwise), as one atomic step.
_INCR_EXISTING = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end"


class GuardedRedisCacheClient(RedisCacheClient):
    """Each call answers what a cache that lost its entries would while Redis cannot be reached: nothing found,
    nothing kept (`add` says it kept nothing, `incr` that there was no number)."""

    def __init__(self, servers, **options):
        super().__init__(servers, **connection_options(), **options)
        self._clients = {}
        self._incr_script = None  # registered once, run on whichever client the key's pool has

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client

    def _incr(self, key, delta):
        client = self.get_client(key, write=True)
        if self._incr_script is None:
            self._incr_script = client.register_script(_INCR_EXISTING)
        value = self._incr_script(keys=[key], args=[delta], client=client)
        if value is None:
            raise ValueError(f"Key '{key}' not found.")
        return value

    def _guarded(self, call, fallback, written=()):
        return guarded(call, fallback, written=written, client=self.get_client(write=True) if written else None)

    def get(self, key, default):
        return self._guarded(lambda: RedisCacheClient.get(self, key, default), lambda: default)

    def get_many(self, keys):
        return self._guarded(lambda: RedisCacheClient.get_many(self, keys), dict)

    def has_key(self, key):
        return self._guarded(lambda: RedisCacheClient.has_key(self, key), lambda: False)

    def touch(self, key, timeout):
        return self._guarded(lambda: RedisCacheClient.touch(self, key, timeout), lambda: False)

    def add(self, key, value, timeout):
        return self._guarded(lambda: RedisCacheClient.add(self, key, value, timeout), lambda: False, [key])

    def set(self, key, value, timeout):
        self._guarded(lambda: RedisCacheClient.set(self, key, value, timeout), lambda: None, [key])

    def set_many(self, data, timeout):
        self._guarded(lambda: RedisCacheClient.set_many(self, data, timeout), lambda: None, list(data))

    def delete(self, key):
        return self._guarded(lambda: RedisCacheClient.delete(self, key), lambda: False, [key])

    def delete_many(self, keys):
        keys = list(keys)
        self._guarded(lambda: RedisCacheClient.delete_many(self, keys), lambda: None, keys)

    def incr(self, key, delta):
        def not_found():
            raise ValueError(f"Key '{key}' not found.")

        return self._guarded(lambda: self._incr(key, delta), not_found, [key])

    def clear(self):
        return self._guarded(lambda: RedisCacheClient.clear(self), lambda: False)


class GuardedRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = GuardedRedisCacheClient
