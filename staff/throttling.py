"""Failed staff logins, limited on both doors (/api/admin/login and /django-admin/login/) alike:
per client address and username (settings.LOGIN_RATE), and per client address across usernames
(settings.LOGIN_ADDRESS_RATE, against password spraying). Rates are read on every attempt.

Each attempt is counted *before* the password is checked, atomically (core.ratelimit), so a burst of
parallel guesses passes exactly the limit, and while one holds even the right password is refused; a
successful login gives its counts back, so only failures count.
"""

from django.conf import settings

from core.api_errors import RateLimited
from core.ratelimit import WindowCounter, client_address

SENTENCE = "Too many failed login attempts."


class LoginAttempt:
    def __init__(self, request, username):
        address = client_address(request)
        self.counters = [
            WindowCounter("login", f"{address}\n{username.strip().lower()}", settings.LOGIN_RATE),
            WindowCounter("login-address", address, settings.LOGIN_ADDRESS_RATE),
        ]
        self.reserved = []

    def reserve(self):
        """Count this attempt, or raise RateLimited (429) when a limit's window is full."""
        for counter in self.counters:
            seconds_left = counter.hit()
            if seconds_left is not None:
                self.succeeded()  # give back what this attempt already counted
                raise RateLimited(SENTENCE, wait=seconds_left)
            self.reserved.append(counter)

    def succeeded(self):
        for counter in self.reserved:
            counter.give_back()
        self.reserved = []
