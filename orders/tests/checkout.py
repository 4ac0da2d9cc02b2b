"""Builders for checkout request bodies, in the shape the SPA sends."""

from decimal import Decimal

CARD_NUMBER = "4539 1488 0343 6467"  # a Visa test number
CARD_DIGITS = CARD_NUMBER.replace(" ", "")
CVV = "8642"


def card_number(n: int) -> str:
    """The n-th of a series of Luhn-valid 16-digit Visa numbers: one card per shopper in a test. They start 41, so
    none is one of the test gateway's declining cards (4000 0000 0000 0002 and the like)."""
    body = f"4{10**13 + n:014d}"
    total = sum(d if i % 2 else (d * 2 - 9 if d > 4 else d * 2) for i, d in enumerate(map(int, reversed(body))))
    return body + str(-total % 10)


def phone_number(n: int) -> str:
    """The n-th of a series of 10-digit phones: one phone per shopper in a test."""
    return f"555-{n // 10000 % 1000:03d}-{n % 10000:04d}"


def payload(lines, total=None, **overrides):
    """`lines`: [(product, quantity), ...] or cart-line dicts. The total defaults to the right one."""
    items = []
    computed = Decimal("0")
    for line in lines:
        if isinstance(line, dict):
            items.append(line)
            continue
        product, quantity = line
        items.append({"productId": product.pk, "quantity": quantity, "price": str(product.price)})
        computed += product.price * quantity
    body = {
        "customerName": "Ada Lovelace",
        "phone": "555-010-9999",
        "address": {"street": "12 Analytical Row", "city": "London", "zipCode": "90210"},
        "paymentMethod": "Credit Card",
        "paymentInfo": {
            "cardNumber": CARD_NUMBER,
            "expiryDate": "08/29",
            "cvv": CVV,
            "cardholderName": "Ada Lovelace",
        },
        "items": items,
        "total": f"{computed:.2f}" if total is None else total,
    }
    body.update(overrides)
    return body


def order_placed_now(product, quantity=1):
    """An order placed through the checkout service (its payment authorised by the test gateway), for tests that race
    staff actions on it."""
    from orders.services import order_place

    return order_place(
        customer_name="Ada",
        phone="555-010-0000",
        street="1 Main St",
        city="Town",
        zip_code="12345",
        payment_method="Credit Card",
        cardholder_name="Ada",
        card_number="4111111111111111",
        expiry_date="12/30",
        lines=[{"product_id": product.pk, "quantity": quantity}],
        client_total=product.price * quantity,
    )
