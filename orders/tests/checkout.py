"""Builders for checkout request bodies (SPEC.md section 7 shape)."""

from decimal import Decimal

CARD_NUMBER = "4539 1488 0343 6467"  # a Visa test number
CARD_DIGITS = CARD_NUMBER.replace(" ", "")
CVV = "8642"


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
