"""What a phone number is, declared once: the checkout's rule (its pattern goes to the SPA's checkout schema through
`manage.py export_constants`) and the digits orders are matched by."""

import re

# Phone characters only (digits, spaces, + - ( ) .), so `javascript:alert(4)555` is no phone.
PHONE_CHARACTER = r"[0-9 +().-]"
MIN_PHONE_DIGITS = 10
MAX_PHONE_LENGTH = 40

_PHONE = re.compile(f"{PHONE_CHARACTER}+")


def phone_digits(text: str) -> str:
    return "".join(char for char in text if char.isdigit())


def is_valid_phone(value: str) -> bool:
    """Phone characters only and at least 10 digits: no letters or markup."""
    return bool(_PHONE.fullmatch(value)) and len(phone_digits(value)) >= MIN_PHONE_DIGITS
