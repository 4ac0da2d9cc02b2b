"""POST /api/orders with an Idempotency-Key: a retried checkout never places a second order."""

from contextlib import contextmanager
from datetime import timedelta
from decimal import Decimal
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.utils import timezone

from catalog.tests.factories import ProductFactory
from conftest import make_client, postgresql_only
from core.tests.key_holder import AnotherRequest
from orders.models import CheckoutKey, Order
from orders.services import CHECKOUT_KEY_ABANDONED, KEY_IN_PROGRESS
from payments.models import Payment, PaymentEvent, TestGatewayAuthorisation

from .checkout import CARD_DIGITS, CVV, payload

pytestmark = pytest.mark.django_db


def checkout(client, body, key):
    return client.post("/api/orders", body, format="json", HTTP_IDEMPOTENCY_KEY=key)


@pytest.fixture
def product():
    return ProductFactory(price=Decimal("25.00"), stock=10)


def test_a_retry_with_the_same_key_answers_the_first_order_again(api_client, product):
    body = payload([(product, 2)])

    first = checkout(api_client, body, "attempt-7f3a")
    retry = checkout(api_client, body, "attempt-7f3a")

    assert first.status_code == retry.status_code == 201
    assert retry.json() == first.json()
    assert Order.objects.count() == 1
    product.refresh_from_db()
    assert product.stock == 8  # one decrement


def test_the_same_key_with_another_order_is_422(api_client, product):
    checkout(api_client, payload([(product, 1)]), "attempt-1")

    response = checkout(api_client, payload([(product, 2)]), "attempt-1")

    assert response.status_code == 422
    assert response.json() == {"message": "This Idempotency-Key was used for another order"}
    assert Order.objects.count() == 1


def test_a_key_replayed_from_another_browser_is_422_and_grants_no_receipt(api_client, product):
    """A key is scoped to the session (or client) that first used it."""
    body = payload([(product, 2)])
    first = checkout(api_client, body, "attempt-shared")
    order_id = first.json()["id"]
    stranger = make_client()  # another browser: its own CSRF cookie

    replayed = checkout(stranger, body, "attempt-shared")
    other_order = checkout(stranger, payload([(product, 1)]), "attempt-shared")

    assert first.status_code == 201
    for refused in (replayed, other_order):
        assert refused.status_code == 422
        assert refused.json() == {"message": "This Idempotency-Key was used for another order"}
        assert "placed_orders" not in refused.cookies
    assert stranger.get(f"/api/orders/{order_id}/receipt").status_code == 404
    # The browser that placed it still gets its order back on a retry, and its receipt.
    retry = checkout(api_client, body, "attempt-shared")
    assert retry.status_code == 201 and retry.json() == first.json()
    assert api_client.get(f"/api/orders/{order_id}/receipt").status_code == 200
    assert Order.objects.count() == 1
    assert CheckoutKey.objects.get(key="attempt-shared").order_id == order_id
    product.refresh_from_db()
    assert product.stock == 8


def forget_the_order():
    """What a request that died before its order's transaction committed leaves: no order, no payment record (the
    gateway's authorisation is committed on its own)."""
    PaymentEvent.objects.all().delete()
    Payment.objects.all().delete()
    Order.objects.all().delete()


@contextmanager
def first_request_running(key):
    """The request that claimed `key`, its order not stored yet, still running: on PostgreSQL another database session
    holds the key as that request's would (core.idempotency.key_running); elsewhere its claim is recent."""
    if connection.vendor == "postgresql":
        with AnotherRequest("checkout", key):
            yield
    else:
        yield


def a_claim_left_running(client, body, key):
    """A first checkout with `key` whose request died before its order's transaction committed: its claim stays
    without an order, its card authorised at the gateway."""
    checkout(client, body, key)
    claim = CheckoutKey.objects.get(key=key)
    CheckoutKey.objects.filter(pk=claim.pk).update(order=None)
    forget_the_order()
    return claim


def assert_the_retry_took_over(taken_over):
    """The retry placed the one order with the first request's authorisation: the card is held once."""
    assert taken_over.status_code == 201 and Order.objects.count() == 1
    payment = Payment.objects.get()
    assert payment.order_id == taken_over.json()["id"] and payment.status == "authorized"
    assert TestGatewayAuthorisation.objects.get().reference == payment.reference


def test_a_key_still_being_placed_is_422_from_another_browser_not_409(api_client, product):
    body = payload([(product, 1)])
    a_claim_left_running(api_client, body, "attempt-running")

    with first_request_running("attempt-running"):
        assert checkout(make_client(), body, "attempt-running").status_code == 422
        assert checkout(api_client, body, "attempt-running").status_code == 409


@postgresql_only("a live request's key is held by its session's advisory lock (core.idempotency.key_running)")
def test_a_key_is_409_while_its_request_lives_however_long_and_taken_over_once_it_dies(api_client, product):
    body = payload([(product, 1)])
    claim = a_claim_left_running(api_client, body, "attempt-2")
    # Claimed long ago: a request that lives keeps its key however long it runs, a retry never places a second order.
    CheckoutKey.objects.filter(pk=claim.pk).update(claimed_at=timezone.now() - CHECKOUT_KEY_ABANDONED * 10)

    with AnotherRequest("checkout", "attempt-2") as first:
        running = checkout(api_client, body, "attempt-2")
        first.dies()
        taken_over = checkout(api_client, body, "attempt-2")

    assert running.status_code == 409
    assert running.json() == {"message": KEY_IN_PROGRESS}
    assert_the_retry_took_over(taken_over)


def test_where_the_database_cannot_tell_a_claim_is_409_until_it_is_presumed_dead(api_client, product, settings):
    """SQLite, and PostgreSQL behind a pooler in transaction mode (as here on PostgreSQL), take no lock
    (core.idempotency.key_running): a claim without its order is its request still running until
    CHECKOUT_KEY_ABANDONED has passed."""
    if connection.vendor == "postgresql":
        settings.DATABASE_POOLING = "transaction"
    body = payload([(product, 1)])
    claim = a_claim_left_running(api_client, body, "attempt-2")
    CheckoutKey.objects.filter(pk=claim.pk).update(claimed_at=timezone.now() - CHECKOUT_KEY_ABANDONED / 2)

    running = checkout(api_client, body, "attempt-2")
    CheckoutKey.objects.filter(pk=claim.pk).update(claimed_at=timezone.now() - CHECKOUT_KEY_ABANDONED * 2)
    taken_over = checkout(api_client, body, "attempt-2")

    assert running.status_code == 409
    assert running.json() == {"message": KEY_IN_PROGRESS}
    assert_the_retry_took_over(taken_over)


def test_a_refused_order_frees_its_key_for_the_corrected_retry(api_client, product):
    refused = checkout(api_client, payload([(product, 11)]), "attempt-3")
    product.stock = 20
    product.save()

    retried = checkout(api_client, payload([(product, 11)]), "attempt-3")

    assert refused.status_code == 400
    assert retried.status_code == 201


def test_keys_are_validated_and_never_hold_card_data(api_client, product):
    bad = checkout(api_client, payload([(product, 1)]), "x" * 256)
    checkout(api_client, payload([(product, 1)]), "attempt-4")

    assert bad.status_code == 400
    assert bad.json()["errors"] == {"Idempotency-Key": ["Idempotency-Key must be 1 to 255 printable characters"]}
    stored = str(list(CheckoutKey.objects.values()))
    assert CARD_DIGITS not in stored and CVV not in stored


def test_expired_keys_are_forgotten(api_client, product):
    checkout(api_client, payload([(product, 1)]), "attempt-5")
    CheckoutKey.objects.update(created_at=timezone.now() - timedelta(hours=25))

    out = StringIO()
    call_command("purge_checkout_keys", stdout=out)

    assert "1 expired Idempotency-Keys forgotten." in out.getvalue()
    assert checkout(api_client, payload([(product, 1)]), "attempt-5").status_code == 201
    assert Order.objects.count() == 2
