"""Input helpers shared by the apps' serializers: the forms' validation messages and link validation."""

import re
import threading
import weakref
from decimal import Decimal

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import URLValidator
from django.utils.functional import cached_property
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.converters import DB_INT_MAX
from core.money import MAX_AMOUNT

_http_url = URLValidator(schemes=["http", "https"])


class FieldsBuiltOncePerThread:
    """An input serializer whose fields (nested serializers and their fields too) are built once per thread
    and handed to each new instance, instead of DRF deep-copying them for every request.

    DRF copies the declared fields so that one instance's fields never point at another instance; validating
    touches no field state but that pointer (`parent`, set again here for each instance), and a thread
    validates one body at a time. Only for serializers that validate input and whose `fields` nobody edits:
    under load, checkout spent about a fifth of its Python time in those copies (decision 0021).

    The kept fields hold their serializer weakly, so a body (a card number, say) is not kept in memory past its
    request by the fields that validated it.
    """

    _built = threading.local()

    @cached_property
    def fields(self):
        built = self._built.__dict__
        fields = built.get(type(self))
        if fields is None:
            fields = built[type(self)] = serializers.Serializer.fields.func(self)
            fields.serializer = None  # only needed while the fields were being added
        this = weakref.proxy(self)
        for field in fields.values():
            field.parent = this
        return fields


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


AMOUNT_PATTERN = r"^[0-9]{1,8}(\.[0-9]{1,2})?$"


def amount_schema(pattern: str = AMOUNT_PATTERN, example: str = "499.99") -> dict:
    """OpenAPI for money in a request body: a string matching `pattern`, or a JSON number (whose own decimal text
    is read, core.parsers). A number's "at most 2 decimals" is the field's rule, not a schema keyword: `multipleOf`
    would be checked in binary floating point, where 0.07 is not a multiple of 0.01."""
    return {
        "oneOf": [
            {"type": "string", "pattern": pattern, "example": example},
            # float: a literal in the schema (JSON has no Decimal), never an amount the server computes with
            {
                "type": "number",
                "minimum": 0,
                "maximum": float(MAX_AMOUNT),
                "description": "At most 2 decimals, read exactly from the number's text (49.99, 1299, 1299.0).",
            },
        ]
    }


@extend_schema_field(amount_schema())
class AmountField(serializers.DecimalField):
    """Money in a request: a string of up to 8 digits and 2 decimals ("499.99") or a JSON number that says the
    same (49.99, 1299, 1299.0), never negative. The parser reads a number's own decimal text into a Decimal
    (core.parsers), so a number loses no cents; a Python float (no request body holds one) is refused. DRF's own
    checks run first, so a near miss gets its specific message."""

    def __init__(self, **kwargs):
        super().__init__(max_digits=10, decimal_places=2, min_value=Decimal("0"), **kwargs)

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, (str, int, Decimal)):
            self.fail("invalid")
        value = super().to_internal_value(data)
        return abs(value) if value.is_zero() else value  # -0.0 is 0.00, not "-0.00"

    def run_validation(self, data=serializers.empty):
        value = super().run_validation(data)
        if isinstance(data, str) and value is not None and not re.fullmatch(AMOUNT_PATTERN, data):
            self.fail("invalid")  # "5.", "+5", "5e1", " 5": parsable, but not how the shop writes money
        return value


class MoneyField(serializers.DecimalField):
    """Money in an answer: a string with 2 decimals ("499.99"). Up to 10 digits, as a price or an order's total is
    stored; a sum of many (`max_digits=14`) may need more."""

    def __init__(self, *, max_digits=10, **kwargs):
        super().__init__(max_digits=max_digits, decimal_places=2, **kwargs)


class WholeNumberField(serializers.IntegerField):
    """A whole number in a JSON body: a JSON integer, not "3", 3.0 or true."""

    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class IdField(WholeNumberField):
    """A row's id in a JSON body: a whole number from 1 to `max_value` (by default the largest a 64-bit column
    holds: a larger number would overflow the database driver, not just find nothing)."""

    def __init__(self, *, max_value=DB_INT_MAX, **kwargs):
        super().__init__(min_value=1, max_value=max_value, **kwargs)


def documented(field_class, schema: dict):
    """`field_class` documented in OpenAPI with these JSON Schema keywords (pattern, enum, format...)."""
    return extend_schema_field(schema)(type(field_class.__name__, (field_class,), {}))


def same_message(message: str, *kinds: str) -> dict[str, str]:
    """error_messages in which each of these kinds of failure reads as the one sentence."""
    return dict.fromkeys(kinds, message)


# Every way a decimal field can refuse a value that is not an amount of money as the shop writes it.
AMOUNT_FAILURES = ("invalid", "min_value", "max_digits", "max_decimal_places", "max_whole_digits", "max_string_length")


def amount_messages(message: str) -> dict[str, str]:
    """error_messages in which every way of not being an amount reads as the one sentence."""
    return same_message(message, *AMOUNT_FAILURES)


def at_most(label: str, max_length: int) -> str:
    return f"{label} must be at most {max_length} characters"


def required_text(
    message: str,
    *,
    max_length: int,
    invalid: str | None = None,
    too_long: str | None = None,
    schema: dict | None = None,
    **kwargs,
) -> TextField:
    """A required text field: absent, null, blank and too short read as `message`; a non-text value as
    `invalid` (default `message`); too long as `too_long` (default: DRF's own sentence). `schema` adds
    JSON Schema keywords (e.g. a pattern) to its OpenAPI description."""
    error_messages = same_message(message, "required", "null", "blank", "min_length")
    error_messages["invalid"] = invalid or message
    if too_long:
        error_messages["max_length"] = too_long
    field_class = documented(TextField, {"type": "string", **schema}) if schema else TextField
    return field_class(max_length=max_length, error_messages=error_messages, **kwargs)


def is_site_path_or_web_url(value: str) -> bool:
    """A path on this site ("/smartphones", not "//host") or an absolute http(s) URL."""
    if value.startswith("/"):
        return not value.startswith("//") and not re.search(r"[\s\\]", value)
    try:
        _http_url(value)
    except DjangoValidationError:
        return False
    return True
