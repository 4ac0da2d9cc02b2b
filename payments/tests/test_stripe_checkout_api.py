"""The checkout API with PAYMENT_PROVIDER=stripe, against localstripe: the page asks for a PaymentIntent for the
cart, the browser confirms it (Stripe.js), and the order carries its id instead of the card."""

from decimal import Decimal

import pytest

from catalog.tests.factories import ProductFactory
from orders.models import Order
from orders.tests.checkout import payload
from payments.models import Payment, PaymentStatus

from .localstripe import confirm

pytestmark = pytest.mark.django_db


@pytest.fixture
def product():
    return ProductFactory(name="Volt Phone", price=Decimal("249.99"), stock=4)


def stripe_body(product, intent_id, quantity=1):
    body = payload([(product, quantity)])
    body["paymentInfo"] = {"cardholderName": "Ada Lovelace"}
    return {**body, "paymentIntentId": intent_id}


def intent_for(client, product, quantity=1, total=None):
    body = payload([(product, quantity)], total=total)
    return client.post("/api/payments/intents", {"items": body["items"], "total": body["total"]}, format="json")


def test_an_order_paid_through_stripes_card_form(stripe_gateway, api_client, product):
    intent = intent_for(api_client, product, quantity=2)
    assert intent.status_code == 200 and intent["Cache-Control"] == "private, no-store"
    assert set(intent.json()) == {"clientSecret", "publishableKey", "paymentIntentId"}
    assert intent.json()["publishableKey"] == "pk_test_voltcart"
    confirm(intent.json()["paymentIntentId"])

    placed = api_client.post("/api/orders", stripe_body(product, intent.json()["paymentIntentId"], 2), format="json")
    again = api_client.post("/api/orders", stripe_body(product, intent.json()["paymentIntentId"], 2), format="json")

    assert placed.status_code == 201 and placed.json()["paymentStatus"] == "Authorised, not charged"
    order = Order.objects.get()
    assert (order.card_brand, order.card_last4, order.cardholder_name) == ("Visa", "4242", "Ada Lovelace")
    payment = Payment.objects.get()
    assert (payment.provider, payment.status, payment.authorized) == (
        "stripe",
        PaymentStatus.AUTHORIZED,
        Decimal("499.98"),
    )
    # An intent pays for one order: used again, it is refused and nothing more is stored or taken.
    assert again.status_code == 400 and Order.objects.count() == 1
    product.refresh_from_db()
    assert product.stock == 2


def test_the_intent_is_for_the_total_at_database_prices(stripe_gateway, api_client, product):
    stale = intent_for(api_client, product, total="199.99")
    empty = api_client.post("/api/payments/intents", {"items": [], "total": "0"}, format="json")

    assert stale.status_code == 400 and stale.json()["message"] == "Prices have changed. Please review your cart."
    assert empty.status_code == 400 and empty.json()["errors"] == {"items": ["Your cart is empty"]}


def test_an_intent_is_refused_for_short_stock_naming_the_line_as_the_body_does(stripe_gateway, api_client, product):
    short = intent_for(api_client, product, quantity=5)

    assert short.status_code == 400
    assert short.json()["errors"] == {"items.0.quantity": ['Only 4 of "Volt Phone" left in stock']}


def test_an_intent_the_browser_did_not_confirm_places_no_order(stripe_gateway, api_client, product):
    intent = intent_for(api_client, product)

    response = api_client.post("/api/orders", stripe_body(product, intent.json()["paymentIntentId"]), format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "The payment was not authorised for this order. Please try again."
    assert not Order.objects.exists() and not Payment.objects.exists()


def test_with_stripe_the_card_number_is_neither_asked_nor_accepted_in_place_of_the_intent(
    stripe_gateway, api_client, product
):
    body = payload([(product, 1)])  # the test gateway's body: card number, expiry, CVV, no intent

    response = api_client.post("/api/orders", body, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "paymentIntentId": ["The card payment is missing. Please enter your card again."]
    }


def test_a_checkout_refused_by_the_velocity_limits_releases_the_confirmed_payment(
    stripe_gateway, api_client, product, settings
):
    settings.CHECKOUT_PHONE_RATE = "1/hour"
    first = intent_for(api_client, product).json()["paymentIntentId"]
    second = intent_for(api_client, product).json()["paymentIntentId"]
    confirm(first)
    confirm(second)

    placed = api_client.post("/api/orders", stripe_body(product, first), format="json")
    refused = api_client.post("/api/orders", stripe_body(product, second), format="json")

    assert (placed.status_code, refused.status_code) == (201, 429)
    # The refused checkout's hold is released at Stripe at once; the placed order's stays.
    assert stripe_gateway.sync(second).status == PaymentStatus.VOIDED
    assert stripe_gateway.sync(first).status == PaymentStatus.AUTHORIZED
