"""Checkout velocity beyond the client address (OWASP OAT-001 Carding, OAT-010
Card Cracking): the keys that find an order's other orders (its phone, its address, its
cardholder; the card's is its fingerprint, payments.cards) and the per-phone and per-card limits on placing orders.
"""

import hashlib
import re

from django.conf import settings
from django.utils.crypto import salted_hmac

from core.errors import TooMany
from core.ratelimit import WindowCounter

from .phones import phone_digits

TOO_MANY_ORDERS = "Too many orders with these details. Please call us to complete your order."
# A phone is its last 10 digits: a country or trunk prefix (+1, 001) does not make it another phone.
PHONE_KEY_DIGITS = 10


def phone_key(phone: str) -> str:
    """The phone's digits, the last 10 when there are more."""
    return phone_digits(phone)[-PHONE_KEY_DIGITS:]


def address_key(street: str, city: str, zip_code: str) -> str:
    """SHA-256 (hex) of the address normalised: case-folded, each run of characters other than letters and
    digits one space, so "12 Main St." and "12 main st" are one address."""
    parts = (" ".join(re.findall(r"[^\W_]+", part.casefold())) for part in (street, city, zip_code))
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()


def cardholder_key(name: str) -> str:
    """SHA-256 (hex) of the cardholder name case-folded, its runs of white space one space: one name however
    it was capitalised or spaced."""
    return hashlib.sha256(" ".join(name.casefold().split()).encode()).hexdigest()


def checkout_velocity_hit(*, phone: str, fingerprint: str) -> None:
    """Count one checkout attempt against CHECKOUT_PHONE_RATE (per phone) and CHECKOUT_CARD_RATE (per card
    fingerprint), from whatever address; TooMany when either is full. Both are counted, refused attempts
    included, so a card tester's refusals count too. The phone is counted under an HMAC of its digits and the
    card under its fingerprint (the counter keeps their SHA-256): neither is guessable from the counter."""
    phone_counter_key = salted_hmac("orders.checkout-phone", phone_key(phone), algorithm="sha256").hexdigest()
    counters = [WindowCounter("checkout-phone", phone_counter_key, settings.CHECKOUT_PHONE_RATE)]
    if fingerprint:  # none when the card never reaches us (Stripe's Card Element): the provider screens it
        counters.append(WindowCounter("checkout-card", fingerprint, settings.CHECKOUT_CARD_RATE))
    waits = [counter.hit() for counter in counters]
    refused = [wait for wait in waits if wait is not None]
    if refused:
        raise TooMany(TOO_MANY_ORDERS, retry_after=max(refused), code="velocity")
