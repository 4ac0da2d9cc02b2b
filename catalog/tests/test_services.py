from decimal import Decimal

import pytest

from catalog.services import half_price


@pytest.mark.parametrize(
    ("price", "expected"),
    [
        ("999.99", "500.00"),  # 499.995 rounds half-up
        ("19.99", "10.00"),
        ("0.01", "0.01"),
        ("0.00", "0.00"),
        ("1000.00", "500.00"),
        ("1299.99", "650.00"),
        ("99999999.99", "50000000.00"),
        ("0.03", "0.02"),
    ],
)
def test_half_price_rounds_half_up_to_cents(price, expected):
    assert half_price(Decimal(price)) == Decimal(expected)
    assert str(half_price(Decimal(price))) == expected
