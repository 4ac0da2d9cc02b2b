"""Failed-login limit per client address + username (settings.LOGIN_RATE, read on every attempt).

A fixed window counter in the cache. Each attempt reserves a slot *before* the password is checked
(an atomic increment), so a burst of parallel guesses cannot slip past the limit; a successful login
gives its slot back, so only failures count.
"""
import hashlib
import time

from django.conf import settings
from django.core.cache import cache

from shop.api_errors import RateLimited
from shop.throttling import client_address, parse_rate

SENTENCE = "Too many failed login attempts."


class LoginAttempt:
    def __init__(self, request, username):
        digest = hashlib.sha256(f"{client_address(request)}\n{username.strip().lower()}".encode()).hexdigest()
        self.key = f"login-failures:{digest}"
        self.since_key = f"{self.key}:since"
        self.reserved = False

    def reserve(self):
        """Count this attempt, or raise 429 when the failures in the window reached the limit."""
        limit, duration = parse_rate(settings.LOGIN_RATE)
        if limit is None:
            return
        now = time.time()
        cache.add(self.since_key, now, duration)
        cache.add(self.key, 0, duration)
        try:
            count = cache.incr(self.key)
        except ValueError:  # the window expired between add() and incr()
            cache.set(self.since_key, now, duration)
            cache.set(self.key, 1, duration)
            count = 1
        if count > limit:
            self._release()
            since = cache.get(self.since_key, now)
            raise RateLimited(SENTENCE, wait=max(1.0, since + duration - now))
        self.reserved = True

    def succeeded(self):
        if self.reserved:
            self._release()
            self.reserved = False

    def _release(self):
        try:
            cache.decr(self.key)
        except ValueError:
            pass
