"""How money and times are written in JSON bodies, for the representations
built without a serializer's field walk."""

from decimal import ROUND_HALF_UP, Decimal

from rest_framework import serializers

from .money import CENT

_DATETIME = serializers.DateTimeField()


def money_text(amount: Decimal) -> str:
    """An amount as a string with 2 places ("12.50"), as DRF's DecimalField writes it."""
    return f"{amount.quantize(CENT, ROUND_HALF_UP):f}"


def datetime_text(value) -> str:
    """A time in ISO 8601, as DRF's DateTimeField writes it."""
    return _DATETIME.to_representation(value)
