"""After the verification call: Verified captures, Canceled voids or refunds, an Owner refunds part or all, an
authorisation that lapses is expired; the staff answers show the payment and the receipt says where the money
stands."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from conftest import make_client
from orders.models import Order, OrderStatus
from orders.tests.checkout import payload
from payments.models import Payment, PaymentEvent, PaymentStatus, TestGatewayAuthorisation
from payments.services import payments_expire
from shop.tests.subprocess_race import race_result
from staff.roles import CATALOGUE, VERIFIER
from staff.services import staff_member_create

from .race_capture import two_staff_press_verified_at_once

pytestmark = pytest.mark.django_db

CAPTURE_FAILS = "4000 0000 0000 0341"


@pytest.fixture
def product():
    return ProductFactory(name="Volt Phone", price=Decimal("100.00"), stock=10)


@pytest.fixture
def verifier_client():
    return make_client(staff_member_create("vera", password=None, roles=[VERIFIER]))


def place(client, product, quantity=1, card=None):
    body = payload([(product, quantity)])
    if card:
        body["paymentInfo"]["cardNumber"] = card
    response = client.post("/api/orders", body, format="json")
    assert response.status_code == 201, response.json()
    return response.json()["id"]


def set_status(client, order_id, status):
    return client.patch(f"/api/orders/{order_id}/status", {"status": status}, format="json")


def refund(client, order_id, amount, reason="Damaged box", key=None):
    headers = {"HTTP_IDEMPOTENCY_KEY": key} if key else {}
    return client.post(
        f"/api/admin/orders/{order_id}/refunds", {"amount": amount, "reason": reason}, format="json", **headers
    )


def payment_of(order_id):
    return Payment.objects.get(order_id=order_id)


def receipt_words(client, order_id):
    return client.get(f"/api/orders/{order_id}/receipt").json()["paymentStatus"]


def test_verified_captures_the_authorised_total(api_client, verifier_client, product):
    order_id = place(api_client, product, quantity=2)

    response = set_status(verifier_client, order_id, "Verified")

    assert response.status_code == 200
    payment = response.json()["payment"]
    assert (payment["status"], payment["statusText"]) == ("captured", "Charged")
    assert (payment["authorized"], payment["captured"], payment["refunded"]) == ("200.00", "200.00", "0.00")
    assert payment["card"] == {"brand": "Visa", "last4": "6467", "funding": "credit"}
    assert [(e["kind"], e["amount"], e["actor"]) for e in payment["events"]] == [
        ("authorized", "200.00", None),
        ("captured", "200.00", "vera"),
    ]
    assert TestGatewayAuthorisation.objects.get().captured == Decimal("200.00")
    assert receipt_words(api_client, order_id) == "Charged"


def test_a_refused_capture_keeps_the_order_pending_with_409_and_the_reason(api_client, verifier_client, product):
    order_id = place(api_client, product, card=CAPTURE_FAILS)

    response = set_status(verifier_client, order_id, "Verified")

    assert response.status_code == 409
    assert response.json() == {
        "message": "The payment could not be captured: the card issuer refused the charge. The order is still pending."
    }
    assert Order.objects.get(pk=order_id).status == OrderStatus.PENDING
    payment = payment_of(order_id)
    assert payment.status == PaymentStatus.CAPTURE_FAILED and payment.captured == 0
    assert [(e.kind, e.note) for e in payment.events.all()][-1] == (
        "capture_failed",
        "the card issuer refused the charge",
    )
    assert receipt_words(api_client, order_id) == "Authorised, not charged"
    # A second try asks the gateway again (a new attempt), and is refused again.
    assert set_status(verifier_client, order_id, "Verified").status_code == 409
    assert payment.events.filter(kind="capture_failed").count() == 2


def test_a_verified_call_whose_capture_fails_is_kept_and_the_order_stays_pending(api_client, verifier_client, product):
    order_id = place(api_client, product, card=CAPTURE_FAILS)

    response = verifier_client.post(f"/api/orders/{order_id}/calls", {"outcome": "verified"}, format="json")

    assert response.status_code == 409
    assert response.json()["message"].startswith("The payment could not be captured")
    order = Order.objects.get(pk=order_id)
    assert order.status == OrderStatus.PENDING and order.call_attempts == 1


def test_canceling_a_pending_order_releases_the_hold_and_returns_the_stock(api_client, verifier_client, product):
    order_id = place(api_client, product, quantity=3)

    response = set_status(verifier_client, order_id, "Canceled")

    assert response.status_code == 200
    assert response.json()["payment"]["status"] == "voided"
    assert TestGatewayAuthorisation.objects.get().canceled is True
    assert Product.objects.get(pk=product.pk).stock == 10
    assert receipt_words(api_client, order_id) == "Released"


def test_canceling_a_verified_order_refunds_the_charge_in_full(api_client, staff_client, product):
    order_id = place(api_client, product, quantity=2)
    set_status(staff_client, order_id, "Verified")

    response = set_status(staff_client, order_id, "Canceled")

    assert response.status_code == 200
    payment = response.json()["payment"]
    assert (payment["status"], payment["captured"], payment["refunded"], payment["refundable"]) == (
        "refunded",
        "200.00",
        "200.00",
        "0.00",
    )
    assert TestGatewayAuthorisation.objects.get().refunded == Decimal("200.00")
    assert receipt_words(api_client, order_id) == "Refunded"


def test_an_owner_refunds_part_then_the_rest_never_more(api_client, staff_client, product):
    order_id = place(api_client, product, quantity=2)
    set_status(staff_client, order_id, "Verified")

    part = refund(staff_client, order_id, "30.00", "Scratched case")
    too_much = refund(staff_client, order_id, "170.01")
    rest = refund(staff_client, order_id, 170)

    assert part.status_code == 201
    assert (part.json()["status"], part.json()["refunded"], part.json()["refundable"]) == (
        "partially_refunded",
        "30.00",
        "170.00",
    )
    assert part.json()["events"][-1] == {
        "kind": "refunded",
        "amount": "30.00",
        "at": part.json()["events"][-1]["at"],
        "actor": "staffer",
        "note": "Scratched case",
    }
    assert too_much.status_code == 400
    assert too_much.json()["errors"] == {"amount": ["A refund can be at most $170.00, what is left of the charge"]}
    assert rest.status_code == 201 and rest.json()["status"] == "refunded"
    assert TestGatewayAuthorisation.objects.get().refunded == Decimal("200.00")
    assert receipt_words(api_client, order_id) == "Refunded"


def test_a_refund_repeated_with_its_idempotency_key_refunds_once(api_client, staff_client, product):
    order_id = place(api_client, product, quantity=2)
    set_status(staff_client, order_id, "Verified")

    first = refund(staff_client, order_id, "25.00", key="refund-1")
    again = refund(staff_client, order_id, "25.00", key="refund-1")
    other_amount = refund(staff_client, order_id, "26.00", key="refund-1")

    assert first.status_code == again.status_code == 201
    assert again.json()["refunded"] == "25.00"
    assert other_amount.status_code == 422
    assert payment_of(order_id).events.filter(kind="refunded").count() == 1
    assert TestGatewayAuthorisation.objects.get().refunded == Decimal("25.00")


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({"reason": "x"}, {"amount": ["Amount is required"]}),
        ({"amount": "0.00", "reason": "x"}, {"amount": ["Amount must be more than 0"]}),
        ({"amount": "1.005", "reason": "x"}, {"amount": ["Amount must be an amount with at most 2 decimals"]}),
        ({"amount": "-5", "reason": "x"}, {"amount": ["Amount must be an amount with at most 2 decimals"]}),
        ({"amount": "5.00"}, {"reason": ["Reason is required"]}),
        ({"amount": "5.00", "reason": "   "}, {"reason": ["Reason is required"]}),
        (
            {"amount": True, "reason": 5},
            {"amount": ["Amount must be an amount with at most 2 decimals"], "reason": ["Reason is required"]},
        ),
    ],
)
def test_a_bad_refund_request_is_400_naming_each_field(api_client, staff_client, product, body, errors):
    order_id = place(api_client, product)
    set_status(staff_client, order_id, "Verified")

    response = staff_client.post(f"/api/admin/orders/{order_id}/refunds", body, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == errors
    assert payment_of(order_id).refunded == 0


def test_a_payment_not_charged_cannot_be_refunded(api_client, staff_client, product):
    order_id = place(api_client, product)

    response = refund(staff_client, order_id, "10.00")

    assert response.status_code == 400
    assert response.json() == {"message": "Only a charged payment can be refunded"}


def test_a_verifier_captures_and_voids_but_cannot_refund(api_client, verifier_client, staff_client, product):
    order_id = place(api_client, product)
    set_status(verifier_client, order_id, "Verified")

    refused = refund(verifier_client, order_id, "10.00")
    catalogue = refund(make_client(staff_member_create("cat", password=None, roles=[CATALOGUE])), order_id, "10.00")

    assert refused.status_code == 403 and refused.json() == {"message": "Your role does not allow this"}
    assert catalogue.status_code == 403
    assert payment_of(order_id).refunded == 0


def test_refunds_need_a_staff_session(api_client, product):
    order_id = place(api_client, product)

    assert refund(api_client, order_id, "10.00").status_code == 401


def test_an_order_without_a_payment_has_nothing_to_refund(staff_client):
    from orders.tests.factories import OrderFactory

    order = OrderFactory(status=OrderStatus.VERIFIED)

    response = refund(staff_client, order.pk, "10.00")

    assert response.status_code == 404 and response.json() == {"message": "This order has no payment"}
    # Placed before payments: its status still moves as it always did.
    assert set_status(staff_client, order.pk, "Shipped").status_code == 200


def test_a_lapsed_authorisation_is_expired_by_the_job_and_verified_then_says_so(api_client, staff_client, product):
    order_id = place(api_client, product)
    fresh_id = place(api_client, product)
    past = timezone.now() - timedelta(minutes=1)
    Payment.objects.filter(order_id=order_id).update(capture_before=past)
    TestGatewayAuthorisation.objects.filter(reference=payment_of(order_id).reference).update(capture_before=past)

    assert payments_expire() == 1
    response = set_status(staff_client, order_id, "Verified")

    assert response.status_code == 409
    assert response.json() == {"message": "The card authorisation has expired. Ask the customer to order again."}
    assert payment_of(order_id).status == PaymentStatus.EXPIRED
    assert payment_of(fresh_id).status == PaymentStatus.AUTHORIZED
    assert receipt_words(api_client, order_id) == "Released"
    # Canceling it needs no void: the hold is gone already.
    assert set_status(staff_client, order_id, "Canceled").status_code == 200
    assert payment_of(order_id).status == PaymentStatus.EXPIRED


def test_verified_after_the_capture_by_time_refuses_even_before_the_job_runs(api_client, staff_client, product):
    order_id = place(api_client, product)
    Payment.objects.filter(order_id=order_id).update(capture_before=timezone.now() - timedelta(seconds=1))

    response = set_status(staff_client, order_id, "Verified")

    assert response.status_code == 409
    assert payment_of(order_id).status == PaymentStatus.EXPIRED
    assert Order.objects.get(pk=order_id).status == OrderStatus.PENDING


def test_the_queue_flags_and_sorts_first_the_authorisations_expiring_within_a_day(api_client, staff_client, product):
    old = place(api_client, product)
    expiring = place(api_client, product)
    Order.objects.filter(pk=old).update(created_at=timezone.now() - timedelta(hours=5))
    Payment.objects.filter(order_id=expiring).update(capture_before=timezone.now() + timedelta(hours=3))

    queue = staff_client.get("/api/admin/verification-queue", {"limit": 20}).json()["results"]

    assert [entry["id"] for entry in queue] == [expiring, old]
    assert [entry["authorisationExpiresSoon"] for entry in queue] == [True, False]
    assert queue[0]["paymentStatus"] == "authorized" and queue[0]["captureBefore"]


def test_tracking_says_where_the_money_stands(api_client, staff_client, product):
    order_id = place(api_client, product)
    track = {"orderId": order_id, "phone": "555-010-9999"}

    before = api_client.post("/api/orders/track", track, format="json").json()["paymentStatus"]
    set_status(staff_client, order_id, "Verified")
    after = api_client.post("/api/orders/track", track, format="json").json()["paymentStatus"]

    assert (before, after) == ("Authorised, not charged", "Charged")


def test_each_payment_action_is_in_the_orders_history(api_client, staff_client, product):
    order_id = place(api_client, product, quantity=2)
    set_status(staff_client, order_id, "Verified")
    refund(staff_client, order_id, "20.00", "Late delivery")

    history = staff_client.get(f"/api/orders/{order_id}/history").json()

    payments = [(e["from"], e["to"], e["note"], e["actor"]) for e in history if e["kind"] == "payment"]
    assert payments == [
        ("captured", "partially_refunded", "$20.00 Late delivery", "staffer"),
        ("authorized", "captured", "$200.00", "staffer"),
    ]


def test_the_database_refuses_a_capture_above_the_authorisation_or_a_refund_above_the_capture(api_client, product):
    order_id = place(api_client, product)
    payments = Payment.objects.filter(order_id=order_id)

    with pytest.raises(IntegrityError), transaction.atomic():
        payments.update(captured=Decimal("100.01"))
    payments.update(captured=Decimal("100.00"))
    with pytest.raises(IntegrityError), transaction.atomic():
        payments.update(refunded=Decimal("100.01"))


def test_the_ledger_is_append_only(api_client, product):
    place(api_client, product)
    event = PaymentEvent.objects.get()

    event.note = "rewritten"
    with pytest.raises(Exception, match="append-only"):
        event.save()
    with pytest.raises(Exception, match="append-only"):
        event.delete()
    assert PaymentEvent.objects.get().note == ""


@pytest.mark.django_db(transaction=True)
def test_two_staff_pressing_verified_at_once_capture_once(tmp_path):
    result = race_result("payments.tests.race_capture", two_staff_press_verified_at_once, tmp_path)

    assert result["outcomes"] == ["refused: Cannot change status from Verified to Verified", "verified"], result
    assert (result["payment"], result["captured"], result["gateway_captured"]) == ("captured", "10.00", "10.00")
    assert result["events"] == ["authorized", "captured"]
    assert result["status_changes"] == 1
