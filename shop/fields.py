"""Input helpers shared by the apps' serializers: SPEC.md section 5 messages and link validation."""

import re

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import URLValidator
from rest_framework import serializers

_http_url = URLValidator(schemes=["http", "https"])


def same_message(message: str, *kinds: str) -> dict[str, str]:
    """error_messages in which each of these kinds of failure reads as the one sentence."""
    return dict.fromkeys(kinds, message)


def at_most(label: str, max_length: int) -> str:
    return f"{label} must be at most {max_length} characters"


def required_text(
    message: str, *, max_length: int, invalid: str | None = None, too_long: str | None = None, **kwargs
) -> serializers.CharField:
    """A required text field: absent, null, blank and too short read as `message`; a non-text value as
    `invalid` (default `message`); too long as `too_long` (default: DRF's own sentence)."""
    error_messages = same_message(message, "required", "null", "blank", "min_length")
    error_messages["invalid"] = invalid or message
    if too_long:
        error_messages["max_length"] = too_long
    return serializers.CharField(max_length=max_length, error_messages=error_messages, **kwargs)


def is_site_path_or_web_url(value: str) -> bool:
    """A path on this site ("/smartphones", not "//host") or an absolute http(s) URL."""
    if value.startswith("/"):
        return not value.startswith("//") and not re.search(r"[\s\\]", value)
    try:
        _http_url(value)
    except DjangoValidationError:
        return False
    return True
