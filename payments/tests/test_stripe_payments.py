"""The payment rules through the Stripe provider, end to end against localstripe: checkout accepts the intent the
browser confirmed, the verification call captures it, an Owner refunds part, a cancellation refunds the rest or
releases the hold, and reconciliation reports a payment Stripe changed behind the shop's back. Stripe's own state
is read back after each step."""

import uuid
from decimal import Decimal

import pytest
from django.core.management import call_command
from django.db import transaction

from core.errors import PaymentRefused, RuleViolation, Unavailable
from orders.tests.factories import OrderFactory
from payments.models import Payment, PaymentStatus
from payments.providers import provider_reset
from payments.providers.base import DECLINE_MESSAGES, DeclineReason, StripeIntent
from payments.services import (
    payment_authorise,
    payment_cancel,
    payment_capture,
    payment_record,
    payment_refund,
    payments_reconcile,
)
from shop.tests.server_process import free_port

from .localstripe import CHARGE_DECLINED, cancel, confirm

pytestmark = pytest.mark.django_db

TOTAL = Decimal("249.99")


def confirmed_intent(gateway, amount=TOTAL, card=None):
    """What the checkout page does before placing the order: an intent for the total, confirmed by the browser."""
    _secret, reference = gateway.create_intent(amount=amount, currency="usd", idempotency_key=f"test:{uuid.uuid4()}")
    confirm(reference, *([card] if card else []))
    return reference


def recorded(authorisation, total=TOTAL):
    """The authorisation recorded as an order's payment, as the order's checkout transaction does."""
    return payment_record(authorisation, OrderFactory(total=total))


def events(payment):
    return [(event.kind, event.amount) for event in Payment.objects.get(pk=payment.pk).events.all()]


def test_checkout_records_the_intent_the_browser_confirmed(stripe_gateway):
    reference = confirmed_intent(stripe_gateway)

    payment = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="k"))

    payment.refresh_from_db()
    assert (payment.provider, payment.reference, payment.status) == ("stripe", reference, PaymentStatus.AUTHORIZED)
    assert (payment.authorized, payment.captured, payment.refunded, payment.currency) == (TOTAL, 0, 0, "usd")
    assert (payment.card_brand, payment.card_last4, payment.card_funding) == ("Visa", "4242", "credit")
    assert payment.order_id is not None
    assert events(payment) == [("authorized", TOTAL)]


def test_a_retried_checkout_takes_over_its_first_authorisation(stripe_gateway):
    reference = confirmed_intent(stripe_gateway)

    first = payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="k")
    again = payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="k")
    recorded(again)

    assert again.state.reference == first.state.reference == reference and Payment.objects.count() == 1


def test_an_intent_already_used_by_an_order_is_refused(stripe_gateway):
    reference = confirmed_intent(stripe_gateway)
    recorded(payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="k"))

    with pytest.raises(RuleViolation) as refused:
        recorded(payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="another"))

    assert refused.value.code == "authorisation_used"


def test_a_card_refused_in_the_browser_is_402_and_nothing_is_stored(stripe_gateway):
    reference = confirmed_intent(stripe_gateway, card=CHARGE_DECLINED)

    with pytest.raises(PaymentRefused) as refused:
        payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="k")

    assert refused.value.message == DECLINE_MESSAGES[DeclineReason.DECLINED]
    assert not Payment.objects.exists()


def test_an_intent_for_another_total_is_refused_and_nothing_is_stored(stripe_gateway):
    reference = confirmed_intent(stripe_gateway, amount=Decimal("199.99"))

    with pytest.raises(RuleViolation) as refused:
        payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="k")

    assert refused.value.code == "not_authorised"
    assert not Payment.objects.exists()


def test_stripe_unreachable_at_checkout_is_503_and_nothing_is_stored(stripe_gateway, settings):
    reference = confirmed_intent(stripe_gateway)
    settings.STRIPE_API_BASE = f"http://127.0.0.1:{free_port()}"
    provider_reset()

    with pytest.raises(Unavailable):
        payment_authorise(amount=TOTAL, source=StripeIntent(reference), attempt_key="k")

    assert not Payment.objects.exists()


def test_capture_then_a_partial_refund_then_cancel_refunds_the_rest(stripe_gateway, staff_user):
    payment = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    order = payment.order

    with transaction.atomic():
        refusal = payment_capture(order.pk, actor=staff_user)
    captured = stripe_gateway.sync(payment.reference)
    payment_refund(order.pk, amount=Decimal("49.99"), reason="Dented box", actor=staff_user, request_key="r1")
    refunded_in_part = stripe_gateway.sync(payment.reference)
    with transaction.atomic():
        payment_cancel(order.pk, actor=staff_user)
    refunded = stripe_gateway.sync(payment.reference)

    assert refusal is None
    assert (captured.status, captured.captured, captured.refunded) == (PaymentStatus.CAPTURED, TOTAL, 0)
    assert (refunded_in_part.status, refunded_in_part.refunded) == (PaymentStatus.PARTIALLY_REFUNDED, Decimal("49.99"))
    assert (refunded.status, refunded.captured, refunded.refunded) == (PaymentStatus.REFUNDED, TOTAL, TOTAL)
    payment.refresh_from_db()
    assert (payment.status, payment.captured, payment.refunded) == (PaymentStatus.REFUNDED, TOTAL, TOTAL)
    assert events(payment) == [
        ("authorized", TOTAL),
        ("captured", TOTAL),
        ("refunded", Decimal("49.99")),
        ("refunded", Decimal("200.00")),
    ]
    refund_references = [event.reference for event in payment.events.filter(kind="refunded")]
    assert all(reference.startswith("re_") for reference in refund_references)
    # Everything agrees with Stripe: reconciliation finds nothing.
    assert payments_reconcile() == 0


def test_canceling_before_capture_releases_the_hold(stripe_gateway, staff_user):
    payment = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    order = payment.order

    with transaction.atomic():
        payment_cancel(order.pk, actor=staff_user)

    payment.refresh_from_db()
    assert payment.status == PaymentStatus.VOIDED
    assert stripe_gateway.sync(payment.reference).status == PaymentStatus.VOIDED
    assert [kind for kind, _ in events(payment)] == ["authorized", "voided"]


def test_a_released_payment_is_never_captured(stripe_gateway, staff_user):
    payment = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    order = payment.order
    with transaction.atomic():
        payment_cancel(order.pk, actor=staff_user)

    # localstripe would capture a canceled intent (Stripe refuses): the shop must not ask.
    with transaction.atomic():
        refusal = payment_capture(order.pk, actor=staff_user)

    assert refusal == "The payment could not be captured: it is voided. The order is still pending."
    assert stripe_gateway.sync(payment.reference).status == PaymentStatus.VOIDED
    assert [kind for kind, _ in events(payment)] == ["authorized", "voided"]


def test_a_capture_stripe_refuses_is_recorded_and_the_reason_returned(stripe_gateway, staff_user):
    payment = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    order = payment.order
    stripe_gateway.capture(payment.reference, amount=TOTAL, idempotency_key="elsewhere")  # captured already

    with transaction.atomic():
        refusal = payment_capture(order.pk, actor=staff_user)

    assert refusal is not None and refusal.startswith("The payment could not be captured: ")
    payment.refresh_from_db()
    assert payment.status == PaymentStatus.CAPTURE_FAILED


def test_reconciliation_reports_a_payment_stripe_changed_behind_the_shops_back(stripe_gateway):
    agreeing = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    changed = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    cancel(changed.reference)

    drifted = payments_reconcile()

    assert drifted == 1
    agreeing.refresh_from_db()
    changed.refresh_from_db()
    assert agreeing.drift == ""
    assert (
        changed.drift == "ours authorized (captured 0.00, refunded 0.00), theirs voided (captured 0.00, refunded 0.00)"
    )


def test_the_reconcile_command_prints_how_many_payments_differ(stripe_gateway, capsys):
    changed = recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    recorded(payment_authorise(amount=TOTAL, source=StripeIntent(confirmed_intent(stripe_gateway))))
    cancel(changed.reference)

    call_command("reconcile_payments")
    cancel(Payment.objects.exclude(pk=changed.pk).get().reference)
    call_command("reconcile_payments")

    assert capsys.readouterr().out.splitlines() == [
        "1 payment differs from its provider.",
        "2 payments differ from their provider.",
    ]
