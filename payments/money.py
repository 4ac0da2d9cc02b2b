"""Amounts between our Decimals and a provider's minor units (cents), in this one place."""

from decimal import Decimal

# ISO 4217 currencies without minor units that the shop could be set to; every other one has two.
ZERO_DECIMAL = frozenset({"jpy", "krw", "vnd", "clp", "pyg", "isk", "ugx", "xaf", "xof"})


def _exponent(currency: str) -> int:
    return 0 if currency.lower() in ZERO_DECIMAL else 2


def to_minor_units(amount: Decimal, currency: str) -> int:
    """1299.00 usd -> 129900. Refuses an amount with more decimals than the currency has (never rounds money)."""
    scaled = amount.scaleb(_exponent(currency))
    if scaled != scaled.to_integral_value():
        raise ValueError(f"{amount} has more decimals than {currency.upper()} allows")
    return int(scaled)


def from_minor_units(units: int, currency: str) -> Decimal:
    """129900 usd -> Decimal('1299.00')."""
    exponent = _exponent(currency)
    return (Decimal(units).scaleb(-exponent)).quantize(Decimal(1).scaleb(-exponent))
