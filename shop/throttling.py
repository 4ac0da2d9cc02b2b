"""Rate limits whose rates are Django settings read at request time (tests and load runs change them).

Counts live in the shared cache (Redis when REDIS_URL is set) and move by atomic increments, so a
limit holds across every worker and instance, and counting an event costs the same at 3/min or at
100,000/min.
"""

import contextlib
import time

from django.conf import settings
from django.core.cache import cache
from rest_framework.settings import api_settings
from rest_framework.throttling import BaseThrottle, SimpleRateThrottle


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
    """Events under one key, at most `rate` (DRF syntax) in a window that opens with the key's first event."""

    def __init__(self, key, rate):
        self.key = key
        self.opened_key = f"{key}:opened"
        self.limit, self.duration = parse_rate(rate)

    def hit(self):
        """Count one event. None when it is allowed; else the seconds until the window ends (not counted)."""
        if self.limit is None:
            return None
        # One round trip while a window is open (every event but a window's first).
        try:
            count = cache.incr(self.key)
        except ValueError:  # no window is open: this event opens one
            count = self._open_window()
        if count <= self.limit:
            return None
        self.give_back()
        now = time.time()
        opened = cache.get(self.opened_key, now)
        return max(1.0, opened + self.duration - now)

    def _open_window(self):
        """Open a window holding this event; returns the count. Another request may have opened it meanwhile."""
        now = time.time()
        if cache.add(self.key, 1, self.duration):
            cache.set(self.opened_key, now, self.duration)
            return 1
        try:
            return cache.incr(self.key)
        except ValueError:  # and that window has already ended
            cache.set(self.opened_key, now, self.duration)
            cache.set(self.key, 1, self.duration)
            return 1

    def give_back(self):
        """Uncount one event (a refused one, or one that turned out not to count)."""
        with contextlib.suppress(ValueError):
            cache.decr(self.key)


class SettingRateThrottle(BaseThrottle):
    """A per-client-address DRF throttle whose rate is `settings.<rate_setting>` ("30/min")."""

    scope = None
    rate_setting = None

    def allow_request(self, request, view):
        counter = WindowCounter(
            f"throttle:{self.scope}:{client_address(request)}", getattr(settings, self.rate_setting)
        )
        self.seconds_left = counter.hit()
        return self.seconds_left is None

    def wait(self):
        return self.seconds_left
