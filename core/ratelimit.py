"""Rate limits shared by every worker and instance, exact under parallel requests.

A limit of N events per D seconds counts in fixed windows: a window starts at a multiple of D seconds of Unix
time, so its end is known when it opens and never moves, and a refused client is told the true time left.
Counting an event is one atomic step that returns the new count, and the event is allowed when that count is
at most N, so a burst of parallel requests passes exactly N:

- with Redis (settings.REDIS_URL): one script, INCR and, on the window's first event, EXPIRE just after the
  window's end (the key names the window, so a new window is a new key);
- without: `INSERT ... ON CONFLICT DO UPDATE SET count = count + 1 RETURNING count` on `core.RateCounter`
  (PostgreSQL, and SQLite 3.35 or later); `manage.py purge_rate_counters` deletes the rows of ended windows.

Never Django's cache: its database backend reads then writes (parallel requests undercount), moves a key's
expiry on every write and culls keys whatever their expiry; its local memory is per process.

Who is limited (an address, a username) is stored as a SHA-256 digest, never in clear.
"""

import hashlib
import math
import time

from django.conf import settings
from django.db import connections, router
from django.db.models import F
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle

from .models import RateCounter


def now():
    """Unix time in seconds, as every counter reads it (tests replace it)."""
    return time.time()


def client_address(request):
    """The address a rate limit is keyed on.

    X-Forwarded-For is only trusted when REST_FRAMEWORK["NUM_PROXIES"] says how many proxies
    sit in front of the app; otherwise any client could pick a fresh address per request.
    """
    remote_addr = request.META.get("REMOTE_ADDR", "") or ""
    num_proxies = api_settings.NUM_PROXIES
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR")
    if not num_proxies or not forwarded:
        return remote_addr
    addresses = [a.strip() for a in forwarded.split(",") if a.strip()]
    if not addresses:
        return remote_addr
    return addresses[-min(num_proxies, len(addresses))]


def parse_rate(rate):
    """DRF rate syntax: "10/min" -> (10, 60); None -> (None, None) (no limit)."""
    if not rate:
        return None, None
    return SimpleRateThrottle.parse_rate(SimpleRateThrottle, rate)


class WindowCounter:
    """At most `rate` (DRF syntax, "10/min") events per fixed window, for one scope and key."""

    def __init__(self, scope, key, rate):
        self.limit, self.duration = parse_rate(rate)
        # The window's length is part of the scope: a rate changed to another period starts new counters.
        self.scope = f"{scope}/{self.duration}"
        self.key = hashlib.sha256(key.encode()).hexdigest()
        self.counted_in = None  # the start of the window the last allowed event was counted in

    def hit(self):
        """Count one event. None when it is allowed; else the whole seconds until its window ends (at least 1).

        A refused event stays counted: past the limit the count only says "refused", until the window ends.
        """
        if self.limit is None:
            return None
        moment = now()
        start = int(moment // self.duration) * self.duration
        end = start + self.duration
        if _increment(self.scope, self.key, start, end, moment) > self.limit:
            return max(1, math.ceil(end - moment))
        self.counted_in = start
        return None

    def give_back(self):
        """Uncount the last allowed event (one that turned out not to count, e.g. a login that succeeded)."""
        if self.counted_in is not None:
            _give_back(self.scope, self.key, self.counted_in)
            self.counted_in = None


class SettingRateThrottle(BaseThrottle):
    """A per-client-address DRF throttle whose rate is `settings.<rate_setting>` ("30/min"), read per request."""

    scope = None
    rate_setting = None

    def allow_request(self, request, view):
        counter = WindowCounter(self.scope, client_address(request), getattr(settings, self.rate_setting))
        self.seconds_left = counter.hit()
        return self.seconds_left is None

    def wait(self):
        return self.seconds_left


def rate_counters_purge():
    """Delete the database counters whose window has ended (never an open one); returns how many."""
    deleted, _ = RateCounter.objects.filter(window_end__lte=math.floor(now())).delete()
    return deleted


# Redis: the count and the window's expiry in one atomic step. The expiry is set once, on the key's first
# event (a key without one), so later events never move the window's end.
_REDIS_INCREMENT = """
local count = redis.call('INCR', KEYS[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
"""
# DECR only a key still there: DECR of an expired key would create one that never expires.
_REDIS_GIVE_BACK = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end"

_redis_scripts = {}  # REDIS_URL -> (increment, give back), registered on one thread-safe client


def _redis(url):
    scripts = _redis_scripts.get(url)
    if scripts is None:
        import redis

        client = redis.Redis.from_url(url)
        scripts = _redis_scripts[url] = (
            client.register_script(_REDIS_INCREMENT),
            client.register_script(_REDIS_GIVE_BACK),
        )
    return scripts


def _redis_key(scope, key, start):
    return f"ratelimit:{scope}:{key}:{start}"


def _database():
    return connections[router.db_for_write(RateCounter)]


def _upsert_sql(connection):
    quote = connection.ops.quote_name
    table = quote(RateCounter._meta.db_table)
    scope, key, start, end, count = (
        quote(RateCounter._meta.get_field(name).column)
        for name in ("scope", "key", "window_start", "window_end", "count")
    )
    return (
        f"INSERT INTO {table} ({scope}, {key}, {start}, {end}, {count}) VALUES (%s, %s, %s, %s, 1) "
        f"ON CONFLICT ({scope}, {key}, {start}) DO UPDATE SET {count} = {table}.{count} + 1 "
        f"RETURNING {count}"
    )


def _increment(scope, key, start, end, moment):
    if settings.REDIS_URL:
        increment, _ = _redis(settings.REDIS_URL)
        # The key outlives its window by a second: an instance whose clock is a little behind still finds it.
        return int(increment(keys=[_redis_key(scope, key, start)], args=[math.ceil(end - moment) + 1]))
    connection = _database()
    with connection.cursor() as cursor:
        cursor.execute(_upsert_sql(connection), [scope, key, start, end])
        return cursor.fetchone()[0]


def _give_back(scope, key, start):
    if settings.REDIS_URL:
        _, give_back = _redis(settings.REDIS_URL)
        give_back(keys=[_redis_key(scope, key, start)])
    else:
        RateCounter.objects.filter(scope=scope, key=key, window_start=start).update(count=F("count") - 1)
