"""Django's Redis cache backend, reusing one redis-py client per connection pool, with an atomic incr.

Django's client builds a new `redis.Redis` for every cache call, and each one copies redis-py's table of
response callbacks: about 0.1 ms of CPU per call, and a cached public read makes two calls (bench/RESULTS.md).
A redis-py client is thread-safe and holds no connection of its own, so one per pool is enough.

Django's `incr` asks EXISTS, then INCRBY: two round trips, and a key that expires between them is created
again by INCRBY with no expiry, a key that would never expire. Here both run as one script, in one round trip.
(Rate limits do not count in the cache: core.ratelimit runs its own script.)
"""

from django.core.cache.backends.redis import RedisCache, RedisCacheClient

# INCRBY only if the key exists (nil otherwise), as one atomic step.
_INCR_EXISTING = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end"


class ReusedClientRedisCacheClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}
        self._incr_script = None  # registered once, run on whichever client the key's pool has

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client

    def incr(self, key, delta):
        client = self.get_client(key, write=True)
        if self._incr_script is None:
            self._incr_script = client.register_script(_INCR_EXISTING)
        value = self._incr_script(keys=[key], args=[delta], client=client)
        if value is None:
            raise ValueError(f"Key '{key}' not found.")
        return value


class ReusedClientRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = ReusedClientRedisCacheClient
