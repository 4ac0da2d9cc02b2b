"""POST /api/payments/stripe/webhook: only an event Stripe signed (and recently) is believed, each is handled once,
and the payment takes Stripe's state as read back from Stripe, never the event's, so events out of order settle on
Stripe's real state. Signed here as Stripe signs them, against localstripe."""

import hashlib
import hmac
import json
import time
import uuid
from decimal import Decimal

import pytest

from conftest import make_client
from orders.tests.factories import OrderFactory
from payments.models import Payment, PaymentEvent, PaymentStatus, ProcessedWebhook
from payments.providers import provider_reset
from payments.providers.base import StripeIntent
from payments.services import payment_authorise, payment_record
from shop.tests.server_process import free_port

from .localstripe import WEBHOOK_SECRET, cancel, confirm

pytestmark = pytest.mark.django_db

URL = "/api/payments/stripe/webhook"
TOTAL = Decimal("80.00")


def stripe_signature(body: bytes, *, secret: str = WEBHOOK_SECRET, timestamp: int | None = None) -> str:
    """The Stripe-Signature header as Stripe documents it: t=TIMESTAMP,v1=hex HMAC-SHA256 of "TIMESTAMP." and the
    raw body, keyed with the endpoint's secret."""
    timestamp = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def event(kind: str, subject: dict, event_id: str | None = None) -> bytes:
    body = {
        "id": event_id or f"evt_{uuid.uuid4().hex[:14]}",
        "object": "event",
        "type": kind,
        "created": int(time.time()),
        "data": {"object": subject},
    }
    return json.dumps(body, indent=2).encode()


def deliver(body: bytes, signature: str | None = None):
    # Stripe sends no session and no CSRF token: a client without one, with CSRF enforced as for every API call.
    headers = {"HTTP_STRIPE_SIGNATURE": stripe_signature(body) if signature is None else signature}
    return make_client(csrf=False).post(URL, data=body, content_type="application/json", **headers)


@pytest.fixture
def payment(stripe_gateway):
    """A checkout's payment: the intent the browser confirmed, held at Stripe and recorded by the shop."""
    _secret, reference = stripe_gateway.create_intent(amount=TOTAL, currency="usd", idempotency_key=str(uuid.uuid4()))
    confirm(reference)
    authorisation = payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key=str(uuid.uuid4()))
    return payment_record(authorisation, OrderFactory(total=TOTAL))


def ledger(payment):
    return [event.kind for event in PaymentEvent.objects.filter(payment=payment)]


def test_a_hold_stripe_released_is_marked_expired(payment):
    cancel(payment.reference)
    body = event("payment_intent.canceled", {"id": payment.reference, "object": "payment_intent"}, "evt_canceled")

    response = deliver(body)

    assert response.status_code == 200
    assert response.json() == {"received": True, "duplicate": False}
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.EXPIRED
    assert ledger(payment) == ["authorized", "provider_update"]
    update = payment.events.get(kind="provider_update")
    assert (update.idempotency_key, update.note) == ("webhook:evt_canceled", "Webhook payment_intent.canceled")
    assert list(ProcessedWebhook.objects.values_list("provider", "event_id", "kind")) == [
        ("stripe", "evt_canceled", "payment_intent.canceled")
    ]


def test_the_same_event_twice_changes_nothing_the_second_time(payment):
    cancel(payment.reference)
    body = event("payment_intent.canceled", {"id": payment.reference, "object": "payment_intent"})

    first = deliver(body)
    second = deliver(body)

    assert (first.status_code, second.status_code) == (200, 200)
    assert second.json() == {"received": True, "duplicate": True}
    assert ProcessedWebhook.objects.count() == 1
    assert ledger(payment) == ["authorized", "provider_update"]


def test_the_state_is_stripes_not_the_events(payment):
    # The event claims a capture that never happened: Stripe still holds the authorisation.
    subject = {"id": payment.reference, "object": "payment_intent", "status": "succeeded", "amount_received": 8000}

    response = deliver(event("payment_intent.succeeded", subject))

    assert response.status_code == 200
    payment.refresh_from_db()
    assert (payment.status, payment.captured) == (PaymentStatus.AUTHORIZED, 0)
    assert ledger(payment) == ["authorized"]
    assert ProcessedWebhook.objects.count() == 1


def test_events_out_of_order_end_on_stripes_real_state(payment, stripe_gateway):
    # At Stripe: captured, then refunded in full; the shop has heard of neither yet.
    stripe_gateway.capture(payment.reference, amount=TOTAL, idempotency_key="capture")
    stripe_gateway.refund(payment.reference, amount=TOTAL, idempotency_key="refund")
    refunded = event("charge.refunded", {"id": "ch_x", "object": "charge", "payment_intent": payment.reference})
    succeeded = event("payment_intent.succeeded", {"id": payment.reference, "object": "payment_intent"})

    later_first = deliver(refunded)
    payment.refresh_from_db()
    after_refund_event = (payment.status, payment.captured, payment.refunded)
    earlier_last = deliver(succeeded)

    assert (later_first.status_code, earlier_last.status_code) == (200, 200)
    assert after_refund_event == (PaymentStatus.REFUNDED, TOTAL, TOTAL)
    payment.refresh_from_db()
    assert (payment.status, payment.captured, payment.refunded) == (PaymentStatus.REFUNDED, TOTAL, TOTAL)
    assert ledger(payment) == ["authorized", "provider_update"]
    assert ProcessedWebhook.objects.count() == 2


def test_an_event_about_no_payment_of_ours_is_recorded_and_answered(stripe_gateway):
    body = event("payment_intent.created", {"id": "pi_someone_elses", "object": "payment_intent"}, "evt_other")
    unrelated = event("customer.created", {"id": "cus_1", "object": "customer"}, "evt_customer")

    responses = [deliver(body), deliver(unrelated)]

    assert [response.status_code for response in responses] == [200, 200]
    assert set(ProcessedWebhook.objects.values_list("event_id", flat=True)) == {"evt_other", "evt_customer"}
    assert not Payment.objects.exists()


@pytest.mark.parametrize(
    "signature",
    [
        pytest.param(lambda body: stripe_signature(body, secret="whsec_someone_else"), id="another secret"),
        pytest.param(lambda body: stripe_signature(body + b" "), id="another body"),
        pytest.param(lambda body: f"t={int(time.time())}", id="no v1 signature"),
        pytest.param(lambda body: "", id="empty header"),
    ],
)
def test_a_bad_signature_is_400_and_nothing_is_stored(payment, signature):
    cancel(payment.reference)
    body = event("payment_intent.canceled", {"id": payment.reference, "object": "payment_intent"})

    response = deliver(body, signature(body))

    assert response.status_code == 400
    assert response.json() == {"message": "Invalid webhook signature"}
    assert not ProcessedWebhook.objects.exists()
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.AUTHORIZED and ledger(payment) == ["authorized"]


def test_no_signature_header_is_400(stripe_gateway):
    body = event("payment_intent.canceled", {"id": "pi_x", "object": "payment_intent"})

    response = make_client(csrf=False).post(URL, data=body, content_type="application/json")

    assert response.status_code == 400
    assert response.json() == {"message": "Invalid webhook signature"}
    assert not ProcessedWebhook.objects.exists()


def test_a_signature_older_than_300_seconds_is_400(payment):
    cancel(payment.reference)
    body = event("payment_intent.canceled", {"id": payment.reference, "object": "payment_intent"})

    stale = deliver(body, stripe_signature(body, timestamp=int(time.time()) - 301))
    recent = deliver(body, stripe_signature(body, timestamp=int(time.time()) - 240))

    assert stale.status_code == 400 and stale.json() == {"message": "Invalid webhook signature"}
    assert recent.status_code == 200
    assert ProcessedWebhook.objects.count() == 1


@pytest.mark.parametrize("body", [b"not json", b"\xff\xfe", b'{"id": "evt_1", "type": "charge.refunded"}'])
def test_a_signed_body_that_is_not_an_event_is_400(stripe_gateway, body):
    response = deliver(body)

    assert response.status_code == 400
    assert not ProcessedWebhook.objects.exists()


def test_without_a_configured_secret_every_event_is_refused(payment, settings):
    settings.STRIPE_WEBHOOK_SECRET = ""
    provider_reset()
    body = event("payment_intent.canceled", {"id": payment.reference, "object": "payment_intent"})

    response = deliver(body, stripe_signature(body, secret=""))

    assert response.status_code == 400
    assert not ProcessedWebhook.objects.exists()


def test_stripe_unreachable_is_503_and_the_event_is_handled_when_sent_again(payment, settings, localstripe_url):
    cancel(payment.reference)
    body = event("payment_intent.canceled", {"id": payment.reference, "object": "payment_intent"})
    settings.STRIPE_API_BASE = f"http://127.0.0.1:{free_port()}"
    provider_reset()

    outage = deliver(body)
    settings.STRIPE_API_BASE = localstripe_url
    provider_reset()
    retried = deliver(body)

    assert outage.status_code == 503 and outage.headers["Retry-After"] == "5"
    assert retried.status_code == 200 and retried.json()["duplicate"] is False
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.EXPIRED
    assert ProcessedWebhook.objects.count() == 1


def test_the_schema_documents_the_webhook(client):
    schema = client.get("/api/schema/", {"format": "json"}).json()

    operation = schema["paths"]["/api/payments/stripe/webhook"]["post"]
    headers = [parameter for parameter in operation["parameters"] if parameter["in"] == "header"]
    assert [(header["name"], header["required"]) for header in headers] == [("Stripe-Signature", True)]
    assert set(operation["responses"]) >= {"200", "400", "503"}
    assert operation.get("security", []) in ([], [{}])
    assert "application/json" in operation["requestBody"]["content"]
