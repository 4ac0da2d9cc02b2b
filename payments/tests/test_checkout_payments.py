"""Checkout with the test gateway: the total is authorised before any stock is taken; a decline answers 402 with a
sentence per reason and stores nothing; an order refused after its authorisation releases it at once."""

from decimal import Decimal

import pytest

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from core import metrics
from orders.models import Order
from orders.tests.checkout import payload
from payments.models import Payment, PaymentEvent, PaymentStatus, TestGatewayAuthorisation
from payments.providers.base import DECLINE_MESSAGES, DeclineReason

pytestmark = pytest.mark.django_db


def checkout(client, body, key=None):
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
    return client.post("/api/orders", body, format="json", **headers)


def with_card(body, number):
    return {**body, "paymentInfo": {**body["paymentInfo"], "cardNumber": number}}


@pytest.fixture
def product():
    return ProductFactory(name="Volt Phone", price=Decimal("249.99"), stock=4)


def test_a_placed_order_holds_its_total_on_the_card_and_charges_nothing(api_client, product):
    response = checkout(api_client, payload([(product, 2)]))

    assert response.status_code == 201
    assert response.json()["paymentStatus"] == "Authorised, not charged"
    payment = Payment.objects.get()
    assert payment.order_id == response.json()["id"]
    assert (payment.provider, payment.status) == ("test", PaymentStatus.AUTHORIZED)
    assert (payment.authorized, payment.captured, payment.refunded) == (Decimal("499.98"), 0, 0)
    assert (payment.card_brand, payment.card_last4, payment.card_funding) == ("Visa", "6467", "credit")
    assert [(e.kind, e.amount) for e in payment.events.all()] == [("authorized", Decimal("499.98"))]
    hold = TestGatewayAuthorisation.objects.get(reference=payment.reference)
    assert (hold.amount, hold.captured) == (Decimal("499.98"), 0)


@pytest.mark.parametrize(
    ("card", "reason"),
    [
        ("4000 0000 0000 0002", DeclineReason.DECLINED),
        ("4000 0000 0000 9995", DeclineReason.INSUFFICIENT_FUNDS),
        ("4000 0000 0000 0069", DeclineReason.EXPIRED_CARD),
        ("4000 0000 0000 0127", DeclineReason.INCORRECT_CVC),
    ],
)
def test_a_declined_card_is_402_with_its_reason_and_nothing_is_stored_or_taken(api_client, product, card, reason):
    declined_before = metrics.PAYMENT_EVENTS.labels("declined")._value.get()

    response = checkout(api_client, with_card(payload([(product, 1)]), card), key="attempt-declined")

    assert response.status_code == 402
    assert response.json() == {"message": DECLINE_MESSAGES[reason]}
    assert not Order.objects.exists() and not Payment.objects.exists() and not TestGatewayAuthorisation.objects.exists()
    assert Product.objects.get(pk=product.pk).stock == 4
    assert metrics.PAYMENT_EVENTS.labels("declined")._value.get() == declined_before + 1


def test_the_declined_message_names_the_plain_reason():
    assert DECLINE_MESSAGES[DeclineReason.DECLINED] == (
        "Your card was declined. Please check the details or use another card."
    )


def test_after_a_decline_another_card_with_a_fresh_key_places_the_order(api_client, product):
    body = payload([(product, 1)])

    declined = checkout(api_client, with_card(body, "4000000000000002"), key="attempt-1")
    placed = checkout(api_client, body, key="attempt-2")

    assert declined.status_code == 402 and placed.status_code == 201
    assert Payment.objects.get().order_id == placed.json()["id"]


def test_an_order_refused_for_stock_releases_its_authorisation_at_once(api_client, product):
    response = checkout(api_client, payload([(product, 5)]))

    assert response.status_code == 400
    assert not Order.objects.exists() and not Payment.objects.exists()
    assert TestGatewayAuthorisation.objects.get().canceled is True  # the hold is gone at the gateway
    assert Product.objects.get(pk=product.pk).stock == 4


def test_an_order_refused_for_a_changed_price_releases_its_authorisation(api_client, product):
    body = payload([(product, 1)])
    Product.objects.filter(pk=product.pk).update(price=Decimal("199.99"))

    response = checkout(api_client, body)

    assert response.status_code == 400
    assert response.json()["message"] == "Prices have changed. Please review your cart."
    assert not Payment.objects.exists() and TestGatewayAuthorisation.objects.get().canceled is True


def test_the_card_number_and_cvv_are_never_stored_with_the_payment(api_client, product):
    body = payload([(product, 1)])
    checkout(api_client, body)

    # Every text the payment's rows hold (the provider's random references aside, which are hex).
    texts = [
        value
        for model in (Payment, TestGatewayAuthorisation, PaymentEvent)
        for row in model.objects.values()
        for name, value in row.items()
        if isinstance(value, str) and name != "reference"
    ]
    assert texts and not any(body["paymentInfo"]["cardNumber"].replace(" ", "") in text for text in texts)
    assert not any(body["paymentInfo"]["cvv"] in text for text in texts)


def test_a_free_order_has_nothing_to_authorise(api_client):
    gift = ProductFactory(name="Sticker", price=Decimal("0.00"), stock=5)

    free = checkout(api_client, payload([(gift, 1)]))
    wrong_total = checkout(api_client, payload([(ProductFactory(price=Decimal("9.99"), stock=1), 1)], total="0"))

    assert free.status_code == 201 and free.json()["paymentStatus"] is None
    assert wrong_total.status_code == 400
    assert not Payment.objects.exists() and not TestGatewayAuthorisation.objects.exists()


def test_with_the_test_gateway_there_is_no_card_payment_to_prepare(api_client, product):
    response = api_client.post(
        "/api/payments/intents", {"items": payload([(product, 1)])["items"], "total": "249.99"}, format="json"
    )

    assert response.status_code == 404
    assert response.json() == {"message": "Card payments are taken with the order: there is no payment to prepare."}
