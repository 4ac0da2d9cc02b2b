import pytest

from orders.models import OrderStatus
from orders.services import allowed_transitions, detect_card_brand


@pytest.mark.parametrize("number, brand", [
    ("4111111111111111", "Visa"),
    ("4539 1488 0343 6467", "Visa"),
    ("5555555555554444", "Mastercard"),
    ("5105105105105100", "Mastercard"),
    ("2221000000000009", "Mastercard"),
    ("2720990000000007", "Mastercard"),
    ("378282246310005", "Amex"),
    ("341111111111111", "Amex"),
    ("6011111111111117", "Discover"),
    ("6500000000000002", "Discover"),
    ("6445644564456445", "Discover"),
    ("6221260000000000", "Discover"),
    ("6229250000000000", "Discover"),
    ("3530111333300000", ""),  # JCB: not one of the four
    ("2721000000000000", ""),
    ("6229260000000000", ""),
    ("", ""),
])
def test_card_brand_is_detected_from_the_prefix(number, brand):
    assert detect_card_brand(number) == brand


@pytest.mark.parametrize("status, expected", [
    (OrderStatus.PENDING, ["Verified", "Canceled"]),
    (OrderStatus.VERIFIED, ["Shipped", "Canceled"]),
    (OrderStatus.SHIPPED, ["Delivered"]),
    (OrderStatus.DELIVERED, []),
    (OrderStatus.CANCELED, []),
])
def test_allowed_transitions(status, expected):
    assert allowed_transitions(status) == expected
