from decimal import Decimal

import pytest

from catalog.tests.factories import ProductFactory
from core.errors import NotFound, RuleViolation
from orders.models import Order, OrderStatus
from orders.services import allowed_transitions, order_place, order_status_change
from payments.cards import card_brand


@pytest.mark.parametrize(
    ("number", "brand"),
    [
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
    ],
)
def test_card_brand_is_detected_from_the_prefix(number, brand):
    assert card_brand(number) == brand


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (OrderStatus.PENDING, ["Verified", "Canceled"]),
        (OrderStatus.VERIFIED, ["Shipped", "Canceled"]),
        (OrderStatus.SHIPPED, ["Delivered"]),
        (OrderStatus.DELIVERED, []),
        (OrderStatus.CANCELED, []),
    ],
)
def test_allowed_transitions(status, expected):
    assert allowed_transitions(status) == expected


# ---- checkout and status changes, called directly ---------------------------------------------------


def place(lines, total, **overrides):
    fields = {
        "customer_name": "Ada",
        "phone": "555-010-9999",
        "street": "1 Main St",
        "city": "London",
        "zip_code": "90210",
        "payment_method": "Credit Card",
        "cardholder_name": "Ada",
        "card_number": "4539148803436467",
        "expiry_date": "08/29",
        "lines": lines,
        "client_total": Decimal(total),
        **overrides,
    }
    return order_place(**fields)


@pytest.mark.django_db
def test_order_place_prices_from_the_database_reserves_stock_and_keeps_only_the_card_summary():
    phone = ProductFactory(price=Decimal("300.00"), stock=5, color_options=["Black", "Blue"])

    order = place([{"product_id": phone.pk, "quantity": 2, "selected_color": "Blue"}], "600.00")

    phone.refresh_from_db()
    assert phone.stock == 3
    assert (order.total, order.card_brand, order.card_last4, order.status) == (
        Decimal("600.00"),
        "Visa",
        "6467",
        OrderStatus.PENDING,
    )
    assert [(item.quantity, item.price, item.selected_color) for item in order.items.all()] == [
        (2, Decimal("300.00"), "Blue")
    ]
    assert "4539148803436467" not in str(Order.objects.filter(pk=order.pk).values().first())


@pytest.mark.django_db
def test_order_place_refuses_with_every_problem_keyed_by_its_line():
    phone = ProductFactory(price=Decimal("300.00"), stock=1, color_options=["Black"])
    gone = ProductFactory(is_active=False)

    with pytest.raises(RuleViolation) as refused:
        place(
            [{"product_id": phone.pk, "quantity": 2, "selected_color": "Pink"}, {"product_id": gone.pk, "quantity": 1}],
            "900.00",
        )

    assert refused.value.errors == {
        "lines.0.selected_color": [f'"{phone.name}" is not available in Pink'],
        "lines.1.product_id": ["An item in your cart is no longer available"],
        "lines.0.quantity": [f'Only 1 of "{phone.name}" left in stock'],
    }
    with pytest.raises(RuleViolation, match="Prices have changed"):
        place([{"product_id": phone.pk, "quantity": 1}], "299.00")
    phone.refresh_from_db()
    assert phone.stock == 1 and not Order.objects.exists()


@pytest.mark.django_db
def test_order_status_change_follows_the_transitions_and_cancelling_returns_stock():
    phone = ProductFactory(price=Decimal("10.00"), stock=5)
    order = place([{"product_id": phone.pk, "quantity": 4}], "40.00")

    with pytest.raises(RuleViolation, match="Cannot change status from Pending Verification to Shipped"):
        order_status_change(order.pk, OrderStatus.SHIPPED)
    order_status_change(order.pk, OrderStatus.VERIFIED)
    order_status_change(order.pk, OrderStatus.CANCELED)

    phone.refresh_from_db()
    assert phone.stock == 5
    with pytest.raises(NotFound, match="Order not found"):
        order_status_change(987654, OrderStatus.VERIFIED)
