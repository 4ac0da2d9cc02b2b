"""core.ratelimit: windows opened by their first event, counted atomically, with the database's counter table
and with Redis. The clock is the root conftest's `limit_clock`, moved by the tests; bursts of parallel requests
against a real server are in shop/tests/test_rate_limit_bursts.py."""

import hashlib
import io
import uuid

import pytest
import redis
from django.core.management import call_command

from conftest import LIMITS_REDIS_URL
from core import ratelimit
from core.models import RateCounter
from core.ratelimit import WindowCounter

pytestmark = pytest.mark.django_db

START = 1_900_000_810_250  # the clock's time, in milliseconds


def counter(rate, key=None):
    # A key of its own: Redis may be shared with other runs.
    return WindowCounter("test", key or str(uuid.uuid4()), rate)


def test_events_up_to_the_limit_pass_and_the_next_one_waits_for_the_end_of_the_window(limit_counters, limit_clock):
    limited = counter("3/min")

    assert [limited.hit() for _ in range(3)] == [None, None, None]
    limit_clock.advance(10.5)
    assert limited.hit() == 50  # 49.5 s left, in whole seconds rounded up


def test_the_window_opens_with_its_first_event_and_its_end_never_moves(limit_counters, limit_clock):
    limited = counter("2/min")
    limited.hit()
    limit_clock.advance(20)
    limited.hit()

    limit_clock.advance(10)
    assert limited.hit() == 30  # the window opened 30 s ago: events after the first do not move its end
    limit_clock.advance(29.5)
    assert limited.hit() == 1  # 0.5 s left: never 0


def test_a_refused_client_is_let_in_again_right_after_its_wait(limit_counters, limit_clock):
    limited = counter("1/min")
    limited.hit()
    limit_clock.advance(15)
    wait = limited.hit()

    limit_clock.advance(wait - 1)
    assert limited.hit() == 1
    limit_clock.advance(1)
    assert limited.hit() is None  # a new window, opened by this event
    assert limited.hit() == 60


def test_a_given_back_event_frees_its_place(limit_counters):
    limited = counter("1/min")
    assert limited.hit() is None

    limited.give_back()

    assert limited.hit() is None
    assert limited.hit() is not None


def test_a_give_back_after_its_window_ended_takes_nothing_from_the_next(limit_counters, limit_clock):
    key = str(uuid.uuid4())
    earlier = counter("2/min", key)
    earlier.hit()
    limit_clock.advance(60)
    counter("2/min", key).hit()  # opens the next window

    earlier.give_back()

    assert counter("2/min", key).hit() is None
    assert counter("2/min", key).hit() is not None


def test_a_rate_changed_to_another_period_starts_new_counters(limit_counters):
    key = str(uuid.uuid4())
    WindowCounter("test", key, "1/min").hit()

    assert WindowCounter("test", key, "1/hour").hit() is None
    assert WindowCounter("test", key, "1/hour").hit() is not None


def test_no_rate_means_no_limit_and_no_counting():
    assert [WindowCounter("test", "k", None).hit() for _ in range(3)] == [None] * 3
    assert not RateCounter.objects.exists()


def test_a_database_counter_is_one_row_per_client_keyed_on_a_digest(settings, limit_clock):
    settings.REDIS_URL = ""
    limited = WindowCounter("test", "203.0.113.7\nboss", "5/min")
    limited.hit()
    limit_clock.advance(5)
    limited.hit()

    row = RateCounter.objects.get()

    assert (row.scope, row.window_start, row.window_end, row.count) == ("test/60", START, START + 60_000, 2)
    assert row.key == hashlib.sha256(b"203.0.113.7\nboss").hexdigest()  # no address or username in clear


def test_a_redis_window_gets_its_expiry_once_just_after_its_end(settings, limit_clock):
    settings.REDIS_URL = LIMITS_REDIS_URL
    client = redis.Redis.from_url(LIMITS_REDIS_URL)
    limited = counter("5/min")
    key = ratelimit._redis_key(limited.scope, limited.key)

    limited.hit()
    first_expiry = client.pttl(key)
    limit_clock.advance(30)
    limited.hit()

    assert 55_000 < first_expiry <= 61_000  # the window's 60 s, and one more
    assert client.pttl(key) > 40_000  # the second event did not move the expiry to its own end (31 s away)
    assert client.hgetall(key) == {b"count": b"2", b"start": str(START).encode(), b"end": str(START + 60_000).encode()}


def test_a_redis_give_back_of_an_expired_window_creates_no_key(settings):
    settings.REDIS_URL = LIMITS_REDIS_URL
    client = redis.Redis.from_url(LIMITS_REDIS_URL)
    limited = counter("5/min")
    limited.hit()
    key = ratelimit._redis_key(limited.scope, limited.key)
    client.delete(key)  # as its expiry would

    limited.give_back()

    assert not client.exists(key)  # a counter without its window would never expire


def test_the_sweep_deletes_counters_after_their_window_and_not_before(settings, limit_clock):
    settings.REDIS_URL = ""
    minute, hour = counter("1/min"), counter("1/hour")
    minute.hit()
    hour.hit()

    limit_clock.advance(59.5)
    call_command("purge_rate_counters", stdout=io.StringIO())
    assert RateCounter.objects.count() == 2
    assert minute.hit() is not None  # still counting

    limit_clock.advance(0.5)  # the minute has ended
    output = io.StringIO()
    call_command("purge_rate_counters", stdout=output)

    assert list(RateCounter.objects.values_list("scope", flat=True)) == ["test/3600"]
    assert "1 ended rate-limit counters deleted." in output.getvalue()
    assert hour.hit() is not None
