"""shop.throttling.WindowCounter, the counter behind every rate limit, on the configured cache."""

import pytest
from django.core.cache import cache

from shop import throttling
from shop.throttling import WindowCounter


@pytest.fixture(autouse=True)
def empty_cache():
    cache.clear()
    yield
    cache.clear()


class RecordingCache:
    """The cache, with the name of every call made to it kept in `calls`."""

    def __init__(self, inner):
        self.inner = inner
        self.calls = []

    def __getattr__(self, name):
        method = getattr(self.inner, name)

        def recorded(*args, **kwargs):
            self.calls.append(name)
            return method(*args, **kwargs)

        return recorded


def test_events_up_to_the_limit_pass_and_the_next_one_waits_for_the_window():
    counter = WindowCounter("test:window", "3/min")

    assert [counter.hit() for _ in range(3)] == [None, None, None]
    wait = counter.hit()

    assert wait is not None and 59 <= wait <= 60
    assert cache.get("test:window") == 3  # the refused event is not counted


def test_a_window_opened_meanwhile_by_another_request_goes_on_counting():
    WindowCounter("test:window", "2/min").hit()
    late_opener = WindowCounter("test:window", "2/min")

    assert late_opener._open_window() == 2
    assert late_opener.hit() is not None


def test_an_open_window_counts_an_event_in_one_cache_call(monkeypatch):
    recording = RecordingCache(cache)
    monkeypatch.setattr(throttling, "cache", recording)
    counter = WindowCounter("test:window", "5/min")

    counter.hit()
    opening = list(recording.calls)
    recording.calls.clear()
    counter.hit()

    assert opening == ["incr", "add", "set"]
    assert recording.calls == ["incr"]
    assert cache.get("test:window") == 2
