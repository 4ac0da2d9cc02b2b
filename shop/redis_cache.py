"""Django's Redis cache backend, reusing one redis-py client per connection pool.

Django's client builds a new `redis.Redis` for every cache call, and each one copies redis-py's table of
response callbacks: about 0.1 ms of CPU per call, and a cached public read makes two calls (bench/RESULTS.md).
A redis-py client is thread-safe and holds no connection of its own, so one per pool is enough.
"""

from django.core.cache.backends.redis import RedisCache, RedisCacheClient


class ReusedClientRedisCacheClient(RedisCacheClient):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._clients = {}

    def get_client(self, key=None, *, write=False):
        pool = self._get_connection_pool(write)
        client = self._clients.get(id(pool))
        if client is None:
            client = self._clients[id(pool)] = self._client(connection_pool=pool)
        return client


class ReusedClientRedisCache(RedisCache):
    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = ReusedClientRedisCacheClient
