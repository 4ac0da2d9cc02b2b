"""Failed-login limit per client address + username (settings.LOGIN_RATE, read on every attempt).

Each attempt is counted *before* the password is checked, so a burst of parallel guesses cannot slip
past the limit; a successful login gives its count back, so only failures count.
"""

import hashlib

from django.conf import settings

from shop.api_errors import RateLimited
from shop.throttling import WindowCounter, client_address

SENTENCE = "Too many failed login attempts."


class LoginAttempt:
    def __init__(self, request, username):
        digest = hashlib.sha256(f"{client_address(request)}\n{username.strip().lower()}".encode()).hexdigest()
        self.counter = WindowCounter(f"login-failures:{digest}", settings.LOGIN_RATE)
        self.reserved = False

    def reserve(self):
        """Count this attempt, or raise 429 when the failures in the window reached the limit."""
        seconds_left = self.counter.hit()
        if seconds_left is not None:
            raise RateLimited(SENTENCE, wait=seconds_left)
        self.reserved = True

    def succeeded(self):
        if self.reserved:
            self.counter.give_back()
            self.reserved = False
