"""The card rules, once: what a card number must be, and the only things an order keeps of it (its brand, its
last 4 digits and a keyed fingerprint), which staff see masked. The checkout serializer, the checkout service
and the demo orders all read them here; the SPA checks the same Luhn rule, its bounds generated from these
(`manage.py export_constants`). The number itself is never stored, nor the CVV.

The fingerprint is an HMAC-SHA256 of the full number keyed with SECRET_KEY (Django's `salted_hmac` under a salt
of its own), computed in memory from the number the checkout was sent: without the key it cannot be recomputed,
whereas a plain hash of 13 to 16 digits, most of them fixed by the brand and the Luhn check, is guessed by trying
them. Rotating SECRET_KEY starts new fingerprints: orders placed before no longer match new ones.
"""

import re

from django.utils.crypto import salted_hmac

CARD_DIGITS_MIN, CARD_DIGITS_MAX = 13, 16

# Issuer prefixes (IIN ranges) of the brands staff ask about on the verification call.
_BRANDS = [
    ("Amex", re.compile(r"3[47]")),
    ("Visa", re.compile(r"4")),
    ("Mastercard", re.compile(r"5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720")),
    ("Discover", re.compile(r"6011|65|64[4-9]|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5])")),
]


def card_digits(card_number: str) -> str:
    """The number's digits, whatever separates them."""
    return re.sub(r"\D", "", card_number or "")


def is_valid_card_number(digits: str) -> bool:
    """13 to 16 digits passing the Luhn check."""
    if not re.fullmatch(rf"[0-9]{{{CARD_DIGITS_MIN},{CARD_DIGITS_MAX}}}", digits):
        return False
    total = 0
    for position, digit in enumerate(int(char) for char in reversed(digits)):
        doubled = digit * 2 if position % 2 else digit
        total += doubled - 9 if doubled > 9 else doubled
    return total % 10 == 0


def card_brand(card_number: str) -> str:
    """'Visa', 'Mastercard', 'Amex', 'Discover', or '' when the prefix is not one of theirs."""
    digits = card_digits(card_number)
    for brand, prefix in _BRANDS:
        if prefix.match(digits):
            return brand
    return ""


def card_last4(card_number: str) -> str:
    return card_digits(card_number)[-4:]


def card_fingerprint(card_number: str) -> str:
    """HMAC-SHA256 (hex) of the card's digits, keyed with SECRET_KEY."""
    return salted_hmac("orders.card-fingerprint", card_digits(card_number), algorithm="sha256").hexdigest()


def card_kept(card_number: str) -> dict[str, str]:
    """What an order keeps of the card, as its fields: brand, last 4 digits and fingerprint."""
    return {
        "card_brand": card_brand(card_number),
        "card_last4": card_last4(card_number),
        "card_fingerprint": card_fingerprint(card_number),
    }


def masked_card(last4: str) -> str:
    """The card as staff and the shopper see it again: its last 4 digits."""
    return f"**** **** **** {last4}"
