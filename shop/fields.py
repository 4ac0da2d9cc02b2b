"""Input helpers shared by the apps' serializers: SPEC.md section 5 messages and link validation."""

import re

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import URLValidator
from rest_framework import serializers

_http_url = URLValidator(schemes=["http", "https"])


class TextField(serializers.CharField):
    """Text in a JSON body: a JSON string, never a number or a boolean coerced to one (DRF's CharField
    accepts 12345 as "12345")."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class FlagField(serializers.BooleanField):
    """A yes/no in a JSON body: true or false, not "yes", 1 or "on" (query parameters keep DRF's leniency)."""

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid")
        return data


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
    return TextField(max_length=max_length, error_messages=error_messages, **kwargs)


def is_site_path_or_web_url(value: str) -> bool:
    """A path on this site ("/smartphones", not "//host") or an absolute http(s) URL."""
    if value.startswith("/"):
        return not value.startswith("//") and not re.search(r"[\s\\]", value)
    try:
        _http_url(value)
    except DjangoValidationError:
        return False
    return True
