"""The Stripe provider against localstripe: it accepts only an intent holding exactly the amount, captures all or
part, voids, refunds part then the rest, and `sync` tells Stripe's state in our statuses after each; Stripe's
refusals and outages are our typed errors."""

import uuid
from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from payments.models import PaymentStatus
from payments.providers import provider, provider_reset
from payments.providers.base import (
    CaptureRefused,
    Card,
    CardSummary,
    Declined,
    DeclineReason,
    NotAuthorised,
    PaymentError,
    ProviderUnavailable,
    StripeIntent,
)
from payments.providers.stripe_gateway import _decline_reason
from shop.tests.server_process import free_port

from .localstripe import CHARGE_DECLINED, browser, confirm

AMOUNT = Decimal("123.45")


def key():
    return f"test:{uuid.uuid4()}"


def new_intent(gateway, amount=AMOUNT, currency="usd"):
    _secret, reference = gateway.create_intent(amount=amount, currency=currency, idempotency_key=key())
    return reference


def held(gateway, amount=AMOUNT):
    """An intent the browser confirmed with a Visa card: it holds `amount`."""
    reference = new_intent(gateway, amount)
    confirm(reference)
    return reference


def authorise(gateway, reference, amount=AMOUNT, currency="usd"):
    return gateway.authorise(amount=amount, currency=currency, source=StripeIntent(reference), idempotency_key=key())


def test_an_intent_is_created_for_the_amount_in_cents_to_be_captured_later(stripe_gateway):
    secret, reference = stripe_gateway.create_intent(amount=AMOUNT, currency="usd", idempotency_key=key())

    intent = browser().v1.payment_intents.retrieve(reference)
    assert secret.startswith(f"{reference}_secret_")
    assert (intent.amount, intent.currency, intent.capture_method) == (12345, "usd", "manual")
    assert intent.status == "requires_payment_method"


def test_an_intent_holding_exactly_the_amount_is_accepted(stripe_gateway):
    reference = held(stripe_gateway)

    state = authorise(stripe_gateway, reference)

    assert (state.reference, state.status) == (reference, PaymentStatus.AUTHORIZED)
    assert (state.authorized, state.captured, state.refunded) == (AMOUNT, Decimal("0.00"), Decimal("0.00"))
    assert state.card == CardSummary(brand="Visa", last4="4242", funding="credit")
    # localstripe's charges have no capture_before: Stripe's 7 days from the charge.
    assert abs(state.capture_before - (timezone.now() + timedelta(days=7))) < timedelta(minutes=1)


def test_an_intent_for_another_amount_is_not_accepted(stripe_gateway):
    reference = held(stripe_gateway)

    with pytest.raises(NotAuthorised, match="holds 12345 minor units, not 12344"):
        authorise(stripe_gateway, reference, amount=Decimal("123.44"))


def test_an_intent_in_another_currency_is_not_accepted(stripe_gateway):
    reference = new_intent(stripe_gateway, currency="eur")
    confirm(reference)

    with pytest.raises(NotAuthorised, match="in EUR, not USD"):
        authorise(stripe_gateway, reference)


def test_an_intent_the_browser_did_not_confirm_is_not_accepted(stripe_gateway):
    reference = new_intent(stripe_gateway)

    with pytest.raises(NotAuthorised, match="requires_payment_method"):
        authorise(stripe_gateway, reference)


def test_an_unknown_intent_or_a_card_number_is_not_accepted(stripe_gateway):
    with pytest.raises(NotAuthorised):
        authorise(stripe_gateway, "pi_does_not_exist")
    with pytest.raises(NotAuthorised):
        stripe_gateway.authorise(
            amount=AMOUNT, currency="usd", source=Card("4242424242424242", "12/30"), idempotency_key=key()
        )


def test_a_card_refused_at_confirmation_is_a_decline(stripe_gateway):
    reference = new_intent(stripe_gateway)
    confirm(reference, CHARGE_DECLINED)

    with pytest.raises(Declined) as declined:
        authorise(stripe_gateway, reference)

    assert declined.value.reason == DeclineReason.DECLINED


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        ({"type": "card_error", "code": "card_declined", "decline_code": "generic_decline"}, DeclineReason.DECLINED),
        ({"type": "card_error", "code": "card_declined"}, DeclineReason.DECLINED),
        ({"code": "card_declined", "decline_code": "insufficient_funds"}, DeclineReason.INSUFFICIENT_FUNDS),
        ({"code": "expired_card", "decline_code": "expired_card"}, DeclineReason.EXPIRED_CARD),
        ({"code": "incorrect_cvc"}, DeclineReason.INCORRECT_CVC),
        ({"code": "payment_intent_authentication_failure"}, DeclineReason.DECLINED),
        (None, None),
    ],
)
def test_stripes_decline_codes_map_to_the_shops_reasons(error, reason):
    # localstripe refuses every card with the plain card_declined: Stripe's other codes are mapped here.
    assert _decline_reason(error) == reason


def test_capture_takes_the_whole_hold(stripe_gateway):
    reference = held(stripe_gateway)

    state = stripe_gateway.capture(reference, amount=AMOUNT, idempotency_key=key())

    assert (state.status, state.captured, state.refunded) == (PaymentStatus.CAPTURED, AMOUNT, Decimal("0.00"))
    assert stripe_gateway.sync(reference) == state


def test_a_partial_capture_takes_that_amount_and_releases_the_rest(stripe_gateway):
    reference = held(stripe_gateway)

    state = stripe_gateway.capture(reference, amount=Decimal("100.00"), idempotency_key=key())

    assert (state.status, state.captured, state.refunded) == (
        PaymentStatus.CAPTURED,
        Decimal("100.00"),
        Decimal("0.00"),
    )
    assert stripe_gateway.sync(reference) == state


def test_a_second_capture_is_refused(stripe_gateway):
    reference = held(stripe_gateway)
    stripe_gateway.capture(reference, amount=AMOUNT, idempotency_key=key())

    with pytest.raises(CaptureRefused):
        stripe_gateway.capture(reference, amount=AMOUNT, idempotency_key=key())
    assert stripe_gateway.sync(reference).captured == AMOUNT


def test_void_releases_the_hold_and_a_repeat_finds_it_released(stripe_gateway):
    reference = held(stripe_gateway)

    state = stripe_gateway.void(reference, idempotency_key=key())
    again = stripe_gateway.void(reference, idempotency_key=key())

    assert state.status == again.status == stripe_gateway.sync(reference).status == PaymentStatus.VOIDED
    assert browser().v1.payment_intents.retrieve(reference).status == "canceled"


def test_a_captured_payment_is_not_voided(stripe_gateway):
    reference = held(stripe_gateway)
    stripe_gateway.capture(reference, amount=AMOUNT, idempotency_key=key())

    with pytest.raises(PaymentError) as refused:
        stripe_gateway.void(reference, idempotency_key=key())

    assert not isinstance(refused.value, ProviderUnavailable)
    assert stripe_gateway.sync(reference).status == PaymentStatus.CAPTURED


def test_a_refund_in_part_then_the_rest(stripe_gateway):
    reference = held(stripe_gateway)
    stripe_gateway.capture(reference, amount=AMOUNT, idempotency_key=key())

    first = stripe_gateway.refund(reference, amount=Decimal("23.45"), idempotency_key=key())
    after_first = stripe_gateway.sync(reference)
    rest = stripe_gateway.refund(reference, amount=Decimal("100.00"), idempotency_key=key())
    after_rest = stripe_gateway.sync(reference)

    assert first.reference.startswith("re_") and first.amount == Decimal("23.45")
    assert rest.reference.startswith("re_") and rest.reference != first.reference and rest.amount == Decimal("100.00")
    assert (after_first.status, after_first.captured, after_first.refunded) == (
        PaymentStatus.PARTIALLY_REFUNDED,
        AMOUNT,
        Decimal("23.45"),
    )
    assert (after_rest.status, after_rest.captured, after_rest.refunded) == (PaymentStatus.REFUNDED, AMOUNT, AMOUNT)


def test_a_refund_after_a_partial_capture_counts_only_what_was_refunded(stripe_gateway):
    reference = held(stripe_gateway)
    stripe_gateway.capture(reference, amount=Decimal("100.00"), idempotency_key=key())

    stripe_gateway.refund(reference, amount=Decimal("30.00"), idempotency_key=key())
    state = stripe_gateway.sync(reference)

    assert (state.status, state.captured, state.refunded) == (
        PaymentStatus.PARTIALLY_REFUNDED,
        Decimal("100.00"),
        Decimal("30.00"),
    )


def test_an_intent_still_waiting_for_a_card_has_no_status_of_ours(stripe_gateway):
    reference = new_intent(stripe_gateway)

    with pytest.raises(PaymentError, match="requires_payment_method") as refused:
        stripe_gateway.sync(reference)
    assert not isinstance(refused.value, ProviderUnavailable)


def test_stripe_unreachable_is_an_outage_never_a_refusal(stripe_gateway, settings):
    reference = held(stripe_gateway)
    settings.STRIPE_API_BASE = f"http://127.0.0.1:{free_port()}"  # nobody listens there
    provider_reset()
    gateway = provider("stripe")

    for call in (
        lambda: gateway.sync(reference),
        lambda: authorise(gateway, reference),
        lambda: gateway.capture(reference, amount=AMOUNT, idempotency_key=key()),
        lambda: gateway.void(reference, idempotency_key=key()),
        lambda: gateway.refund(reference, amount=AMOUNT, idempotency_key=key()),
    ):
        with pytest.raises(ProviderUnavailable):
            call()
