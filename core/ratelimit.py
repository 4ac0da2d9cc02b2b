"""Rate limits shared by every worker and instance, exact under parallel requests.

A limit of N events per D seconds counts in fixed windows, each opened by its key's first event and ending D
seconds later: its end is fixed when it opens, and a refused client is told the true time left. Counting an
event is one atomic step that returns the new count (and opens a new window when the last one has ended), and
the event is allowed when that count is at most N, so a burst of parallel requests passes exactly N:

- with Redis (settings.REDIS_URL): one script on a hash holding the window's start, end and count, whose
  expiry (just after the window's end) is set once, when the window opens;
- without, and while Redis cannot be reached (core.redis_guard): `INSERT ... ON CONFLICT DO UPDATE ...
  RETURNING` on `core.RateCounter`, one row per scope and key (PostgreSQL, and SQLite 3.35 or later);
  `manage.py purge_rate_counters` deletes the rows of ended windows. A Redis outage thus starts new windows
  in the table, counted by the same rules.

Both read the time from `now()` below, so the window's end is the application's clock on either backend (and
tests move it). Never Django's cache: its database backend reads then writes (parallel requests undercount),
moves a key's expiry on every write and culls keys whatever their expiry; its local memory is per process.

Who is limited (an address, a username) is stored as a SHA-256 digest, never in clear.
"""

import hashlib
import math
import time

from django.conf import settings
from django.db import connections, router
from django.db.models import F, Max
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle

from . import metrics
from .models import RateCounter
from .redis_guard import connection_options, guarded


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
    """At most `rate` (DRF syntax, "10/min") events per window, for one scope and key."""

    def __init__(self, scope, key, rate):
        self.limit, self.duration = parse_rate(rate)
        self.name = scope
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
        moment = math.floor(now() * 1000)
        count, start, end = _increment(self.scope, self.key, moment, self.duration * 1000)
        if count > self.limit:
            metrics.throttled(self.name)
            return max(1, -(-(end - moment) // 1000))
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


def highest_count(scope, rate, keys):
    """The highest count of these keys' open windows of `scope` at `rate` (0 when none is open), in one look that
    counts nothing: whether a client has done something often enough lately to be asked more of (card testing)."""
    limit, duration = parse_rate(rate)
    if limit is None or not keys:
        return 0
    scope = f"{scope}/{duration}"
    hashed = [hashlib.sha256(key.encode()).hexdigest() for key in keys]
    moment = math.floor(now() * 1000)

    def in_database():
        open_windows = RateCounter.objects.filter(scope=scope, key__in=hashed, window_end__gt=moment)
        return open_windows.aggregate(highest=Max("count"))["highest"] or 0

    def in_redis():
        pipeline = _redis(settings.REDIS_URL)[0].registered_client.pipeline(transaction=False)
        for key in hashed:
            pipeline.hmget(_redis_key(scope, key), "count", "end")
        windows = pipeline.execute()
        return max((int(count) for count, end in windows if count is not None and int(end) > moment), default=0)

    return _counted(in_redis, in_database)


def rate_counters_purge():
    """Delete the database counters whose window has ended (never an open one); returns how many."""
    deleted, _ = RateCounter.objects.filter(window_end__lte=math.floor(now() * 1000)).delete()
    return deleted


# Redis: one script per event. A window that has ended (or none) is replaced by a new one holding this event,
# whose key expires a second after the window's end: the expiry is set once, when the window opens, and
# later events never move it. Times are the application's, in milliseconds, kept as the strings sent.
_REDIS_INCREMENT = """
local window = redis.call('HMGET', KEYS[1], 'start', 'end')
if window[2] == false or tonumber(window[2]) <= tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'count', 1, 'start', ARGV[1], 'end', ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[2] - ARGV[1] + 1000)
  return {1, ARGV[1], ARGV[2]}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), window[1], window[2]}
"""
# Only in the window the event was counted in; nothing when that window is gone or replaced.
_REDIS_GIVE_BACK = """
if redis.call('HGET', KEYS[1], 'start') == ARGV[1] then return redis.call('HINCRBY', KEYS[1], 'count', -1) end
"""

_redis_scripts = {}  # REDIS_URL -> (increment, give back), registered on one thread-safe client


def _redis(url):
    scripts = _redis_scripts.get(url)
    if scripts is None:
        import redis

        client = redis.Redis.from_url(url, **connection_options())
        scripts = _redis_scripts[url] = (
            client.register_script(_REDIS_INCREMENT),
            client.register_script(_REDIS_GIVE_BACK),
        )
    return scripts


def _counted(in_redis, in_database):
    """`in_redis()` when Redis counts (REDIS_URL) and answers, else `in_database()` on the table."""
    return guarded(in_redis, in_database) if settings.REDIS_URL else in_database()


def _redis_key(scope, key):
    return f"ratelimit:{scope}:{key}"


def _database():
    return connections[router.db_for_write(RateCounter)]


def _upsert_sql(connection):
    """Count one event, in the row's window or, when it has ended, in a new one; returns count, start, end.

    The SET expressions all read the row as it was, on PostgreSQL and SQLite alike; the conflicting row is
    locked (PostgreSQL) or the database is (SQLite) for the statement, so concurrent events never interleave.
    """
    quote = connection.ops.quote_name
    table = quote(RateCounter._meta.db_table)
    scope, key, start, end, count = (
        quote(RateCounter._meta.get_field(name).column)
        for name in ("scope", "key", "window_start", "window_end", "count")
    )
    ended = f"{table}.{end} <= excluded.{start}"
    return (
        f"INSERT INTO {table} ({scope}, {key}, {start}, {end}, {count}) VALUES (%s, %s, %s, %s, 1) "
        f"ON CONFLICT ({scope}, {key}) DO UPDATE SET "
        f"{count} = CASE WHEN {ended} THEN 1 ELSE {table}.{count} + 1 END, "
        f"{start} = CASE WHEN {ended} THEN excluded.{start} ELSE {table}.{start} END, "
        f"{end} = CASE WHEN {ended} THEN excluded.{end} ELSE {table}.{end} END "
        f"RETURNING {count}, {start}, {end}"
    )


def _increment(scope, key, moment, length):
    def in_database():
        connection = _database()
        with connection.cursor() as cursor:
            cursor.execute(_upsert_sql(connection), [scope, key, moment, moment + length])
            return tuple(cursor.fetchone())

    def in_redis():
        increment, _ = _redis(settings.REDIS_URL)
        counted = increment(keys=[_redis_key(scope, key)], args=[moment, moment + length])
        return tuple(int(value) for value in counted)

    return _counted(in_redis, in_database)


def _give_back(scope, key, start):
    def in_database():
        RateCounter.objects.filter(scope=scope, key=key, window_start=start).update(count=F("count") - 1)

    def in_redis():
        _, give_back = _redis(settings.REDIS_URL)
        give_back(keys=[_redis_key(scope, key)], args=[start])

    _counted(in_redis, in_database)
