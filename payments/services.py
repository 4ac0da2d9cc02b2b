"""Payment rules: authorise at checkout, capture after the verification call, void or refund after that.

Orders call these functions; nothing here knows an order's statuses (orders.services decides that Verified captures
and Canceled voids or refunds). Each change locks the payment's row, asks the provider, and writes the new state and
a ledger event in one transaction; every provider call carries an idempotency key derived from the payment and the
action, so a repeated request never moves money twice. Declines and outages are the core's errors: PaymentRefused
(402) and Unavailable (503).
"""

import logging
import uuid
from dataclasses import dataclass
from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from audit.models import AuditEntry
from audit.services import audit_record
from core import metrics
from core.db import lock_rows
from core.errors import Conflict, Mismatch, NotFound, PaymentRefused, RuleViolation, Unavailable
from core.money import CENT

from .models import (
    HELD_STATUSES,
    OPEN_STATUSES,
    REFUNDABLE_STATUSES,
    Payment,
    PaymentEvent,
    PaymentEventKind,
    PaymentStatus,
    ProcessedWebhook,
)
from .providers import provider
from .providers.base import (
    DECLINE_MESSAGES,
    CaptureRefused,
    Declined,
    DeclineReason,
    NotAuthorised,
    PaymentError,
    ProviderState,
    ProviderUnavailable,
    WebhookEvent,
)

logger = logging.getLogger(__name__)

PROVIDER_DOWN = "We could not reach the payment service. Nothing was charged. Please try again shortly."
NOT_AUTHORISED = "The payment was not authorised for this order. Please try again."
AUTHORISATION_EXPIRED = "The card authorisation has expired. Ask the customer to order again."
NO_PAYMENT = "This order has no payment"
# A hold whose checkout never placed its order (the request died) is voided after this long.
ABANDONED_AFTER = timedelta(minutes=15)


def capture_refused(reason: str) -> str:
    return f"The payment could not be captured: {reason}. The order is still pending."


# --- Checkout -----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Authorisation:
    """An authorisation a provider gave for a checkout, not yet the payment of an order (payment_record)."""

    provider: str
    state: ProviderState


def payment_authorise(*, amount: Decimal, source, attempt_key: str = "") -> Authorisation:
    """Authorise `amount` with the configured provider (nothing is charged).

    Called before any stock is taken and outside any transaction that holds product locks. A decline raises
    PaymentRefused with the reason's sentence and stores nothing; an outage raises Unavailable. `attempt_key` makes a
    retried checkout (the same Idempotency-Key after a lost answer) get its first authorisation again."""
    gateway = provider()
    key = f"voltcart:authorise:{attempt_key or uuid.uuid4()}"
    try:
        state = gateway.authorise(amount=amount, currency=settings.PAYMENT_CURRENCY, source=source, idempotency_key=key)
    except Declined as decline:
        metrics.payment_event("declined")
        reason = decline.reason if decline.reason in DECLINE_MESSAGES else DeclineReason.DECLINED
        logger.info("Card declined: %s", reason)
        raise PaymentRefused(DECLINE_MESSAGES[reason], code=f"declined_{reason}") from None
    except NotAuthorised as refusal:
        logger.info("Authorisation not accepted: %s", refusal.reason)
        raise RuleViolation(NOT_AUTHORISED, code="not_authorised") from None
    except ProviderUnavailable as outage:
        logger.warning("Payment provider unavailable at authorisation: %s", outage.reason)
        raise Unavailable(PROVIDER_DOWN, code="provider_unavailable") from None
    if state.authorized != amount or state.status != PaymentStatus.AUTHORIZED:
        logger.warning("Authorisation %s is %s for %s, not %s", state.reference, state.status, state.authorized, amount)
        raise RuleViolation(NOT_AUTHORISED, code="not_authorised")
    return Authorisation(gateway.name, state)


def payment_record(authorisation: Authorisation, order) -> Payment:
    """The order's payment, recorded in the order's own transaction with its ledger's first event (decision
    0001: a record of its own before the order cost a third of checkout's throughput). An authorisation is never
    the payment of two orders: one the provider had given before (a browser's PaymentIntent named again) is refused
    when an order has it."""
    state = authorisation.state
    fields = {
        "order": order,
        "provider": authorisation.provider,
        "reference": state.reference,
        "currency": settings.PAYMENT_CURRENCY,
        "authorized": state.authorized,
        "capture_before": state.capture_before,
        "card_brand": state.card.brand,
        "card_last4": state.card.last4,
        "card_funding": state.card.funding,
        "created_at": order.created_at,
        "updated_at": order.created_at,
    }
    if state.replayed:
        try:  # another checkout may be recording it at this moment: a savepoint, so the refusal is a clean one
            with transaction.atomic():
                payment = Payment.objects.create(**fields)
        except IntegrityError:
            raise RuleViolation(NOT_AUTHORISED, code="authorisation_used") from None
    else:
        payment = Payment.objects.create(**fields)
    _event(payment, PaymentEventKind.AUTHORIZED, amount=state.authorized, key=f"authorized:{payment.pk}")
    order.payment = payment
    transaction.on_commit(lambda: metrics.payment_event("authorized"))
    return payment


def payment_intent_create(*, amount: Decimal) -> dict:
    """A card payment for the browser to confirm (Stripe's PaymentIntent, captured by hand after the call):
    {"clientSecret", "publishableKey", "paymentIntentId"}. Only a provider whose card form is its own has them."""
    gateway = provider()
    if not hasattr(gateway, "create_intent"):
        raise NotFound("Card payments are taken with the order: there is no payment to prepare.")
    try:
        client_secret, reference = gateway.create_intent(
            amount=amount, currency=settings.PAYMENT_CURRENCY, idempotency_key=f"voltcart:intent:{uuid.uuid4()}"
        )
    except ProviderUnavailable as outage:
        logger.warning("Payment provider unavailable at intent creation: %s", outage.reason)
        raise Unavailable(PROVIDER_DOWN, code="provider_unavailable") from None
    except PaymentError as refusal:  # the provider would not take this payment (an amount below its minimum)
        logger.info("Payment intent refused: %s", refusal.reason)
        raise RuleViolation(NOT_AUTHORISED, code="intent_refused") from None
    return {
        "clientSecret": client_secret,
        "publishableKey": settings.STRIPE_PUBLISHABLE_KEY,
        "paymentIntentId": reference,
    }


def payment_intent_abandon(reference: str) -> None:
    """Cancel at the provider a card payment the browser confirmed for a checkout the shop then refused before taking
    it (the velocity limits), unless a payment of ours holds it. Best effort: the provider lets the hold lapse."""
    _hold_release(provider().name, reference, note="a checkout refused by the velocity limits")


def payment_release(authorisation: Authorisation, *, note: str) -> None:
    """Void at once an authorisation whose order was not placed (stock, prices), unless an order holds it (a browser's
    PaymentIntent another checkout named). Never raised over the refusal the shopper is being given:
    payments_release_abandoned tries again later."""
    _hold_release(authorisation.provider, authorisation.state.reference, note=note)


def _hold_release(provider_name: str, reference: str, *, note: str) -> bool:
    """Void a hold no payment of ours names; True when voided now. A failure is logged, never raised."""
    if Payment.objects.filter(provider=provider_name, reference=reference).exists():
        return False
    try:
        provider(provider_name).void(reference, idempotency_key=f"voltcart:void:{reference}")
    except Exception:
        logger.exception("Could not void the hold %s (%s)", reference, note)
        return False
    metrics.payment_event("voided")
    logger.info("Voided the hold %s: %s", reference, note)
    return True


# --- Staff: after the verification call ----------------------------------------------------------------------------


def payment_capture(order_id: int, *, actor=None) -> str | None:
    """Capture the order's authorised total before it becomes Verified. None when captured (or the order has no
    payment); else the sentence refusing the move: a capture the provider refused is recorded (status
    capture_failed) and kept, so the caller ends its transaction normally and then refuses."""
    payment = _lock(Payment.objects.filter(order_id=order_id))
    if payment is None or payment.status in REFUNDABLE_STATUSES:
        return None
    if payment.status == PaymentStatus.EXPIRED or payment.capture_before <= timezone.now():
        if payment.status != PaymentStatus.EXPIRED:
            _expire(payment)
        return AUTHORISATION_EXPIRED
    if payment.status not in HELD_STATUSES:
        return capture_refused(f"it is {payment.status.replace('_', ' ')}")
    attempt = payment.events.filter(kind=PaymentEventKind.CAPTURE_FAILED).count()
    try:
        state = provider(payment.provider).capture(
            payment.reference, amount=payment.authorized, idempotency_key=f"voltcart:capture:{payment.pk}:{attempt}"
        )
    except ProviderUnavailable as outage:
        logger.warning("Payment provider unavailable at capture of payment %s: %s", payment.pk, outage.reason)
        raise Unavailable(PROVIDER_DOWN, code="provider_unavailable") from None
    except CaptureRefused as refusal:
        _change(
            payment,
            PaymentStatus.CAPTURE_FAILED,
            PaymentEventKind.CAPTURE_FAILED,
            key=f"capture_failed:{payment.pk}:{attempt}",
            actor=actor,
            note=refusal.reason,
        )
        return capture_refused(refusal.reason)
    payment.captured = state.captured
    _change(
        payment,
        PaymentStatus.CAPTURED,
        PaymentEventKind.CAPTURED,
        key=f"captured:{payment.pk}",
        amount=state.captured,
        actor=actor,
    )
    return None


def payment_cancel(order_id: int, *, actor=None) -> None:
    """Give the money back as the order is canceled: void a hold, refund whatever was captured and not refunded."""
    payment = _lock(Payment.objects.filter(order_id=order_id))
    if payment is None:
        return
    if payment.status in HELD_STATUSES:
        _void(payment, actor=actor, note="Order canceled")
    elif payment.status in REFUNDABLE_STATUSES and payment.refundable > 0:
        _refund(payment, payment.refundable, key=f"cancel:{payment.pk}", actor=actor, reason="Order canceled")


def payment_refund(order_id: int, *, amount: Decimal, reason: str, actor, request_key: str = "") -> Payment:
    """Refund part or all of what the order's payment captured and did not refund yet (an Owner's action). The same
    `request_key` (the request's Idempotency-Key) refunds once: a repeat answers the payment as it is; with another
    amount it is Mismatch."""
    with transaction.atomic():
        payment = _lock(Payment.objects.filter(order_id=order_id))
        if payment is None:
            raise NotFound(NO_PAYMENT)
        key = f"refund:{payment.pk}:{request_key or uuid.uuid4()}"
        earlier = PaymentEvent.objects.filter(idempotency_key=key).first()
        if earlier is not None:
            if earlier.amount != amount:
                raise Mismatch("This Idempotency-Key was used for another refund", code="key_reused")
            return payment
        if payment.status not in REFUNDABLE_STATUSES:
            raise RuleViolation("Only a charged payment can be refunded", code="not_refundable")
        left = payment.refundable
        if amount > left:
            message = f"A refund can be at most ${left:,.2f}, what is left of the charge"
            raise RuleViolation(message, errors={"amount": [message]}, code="too_much")
        _refund(payment, amount, key=key, actor=actor, reason=reason)
    return payment


# --- Jobs and the provider's word ---------------------------------------------------------------------------------


def payments_expire() -> int:
    """Mark the authorisations past their capture-by time as expired (run_jobs); returns how many."""
    expired = 0
    for payment_id in Payment.objects.filter(status__in=HELD_STATUSES, capture_before__lte=timezone.now()).values_list(
        "pk", flat=True
    ):
        with transaction.atomic():
            payment = _lock(Payment.objects.filter(pk=payment_id, status__in=HELD_STATUSES))
            if payment is not None and payment.capture_before <= timezone.now():
                _expire(payment)
                expired += 1
    return expired


def payments_release_abandoned() -> int:
    """Void the holds a provider still keeps for checkouts that died before placing their order (run_jobs): every
    one of its holds older than ABANDONED_AFTER that no payment of ours names. Returns how many. A provider that
    cannot list its holds (Stripe: an abandoned PaymentIntent lapses there after 7 days) has none to give."""
    gateway = provider()
    if not hasattr(gateway, "holds_before"):
        return 0
    return sum(
        _hold_release(gateway.name, reference, note="checkout abandoned")
        for reference in gateway.holds_before(timezone.now() - ABANDONED_AFTER)
    )


def payments_reconcile() -> int:
    """Compare every open payment with its provider: each that differs is logged and marked (`drift`, which GET
    /metrics counts) until a later run finds them agreeing. Returns how many differ."""
    drifted = 0
    for payment in Payment.objects.filter(status__in=OPEN_STATUSES).iterator():
        try:
            state = provider(payment.provider).sync(payment.reference)
            drift = _drift(payment, state)
        except PaymentError as error:
            drift = f"the provider did not answer: {error.reason}"
        if drift:
            drifted += 1
            logger.warning(
                "Payment %s (%s %s) differs from the provider: %s",
                payment.pk,
                payment.provider,
                payment.reference,
                drift,
                extra={"payment": payment.pk},
            )
        if drift != payment.drift:
            Payment.objects.filter(pk=payment.pk).update(drift=drift)
    return drifted


def _drift(payment: Payment, state: ProviderState) -> str:
    ours = (payment.status, payment.captured, payment.refunded)
    theirs = (state.status, state.captured, state.refunded)
    if ours == theirs:
        return ""
    return (
        f"ours {ours[0]} (captured {ours[1]}, refunded {ours[2]}), theirs {theirs[0]} "
        f"(captured {theirs[1]}, refunded {theirs[2]})"
    )


def payment_sync(provider_name: str, reference: str, *, event_key: str, note: str) -> Payment | None:
    """Take the provider's current state of an authorisation as ours (a webhook said it changed): re-read from the
    provider, never trusted from the event, so events out of order settle on the same state. Returns the payment,
    None when we have no payment with that reference (an authorisation another system made)."""
    state = provider(provider_name).sync(reference)
    with transaction.atomic():
        payment = _lock(Payment.objects.filter(provider=provider_name, reference=reference))
        if payment is None:
            return None
        status = state.status
        # A hold the provider released without our asking lapsed: it expired, whatever the provider calls it.
        if status == PaymentStatus.VOIDED and payment.status in HELD_STATUSES:
            status = PaymentStatus.EXPIRED
        if (status, state.captured, state.refunded) != (payment.status, payment.captured, payment.refunded):
            payment.captured, payment.refunded = state.captured, state.refunded
            _change(payment, status, PaymentEventKind.PROVIDER_UPDATE, key=event_key, note=note)
    return payment


def payment_webhook_handle(provider_name: str, event: WebhookEvent) -> bool:
    """Handle a verified webhook once: its id is stored (ProcessedWebhook) in the transaction of the change it causes,
    so a redelivery changes nothing and a failure leaves it to the provider's next delivery. The state is re-read
    from the provider (payment_sync), never taken from the event. An event about no payment of ours is recorded and
    otherwise ignored. False when the event was handled before."""
    with transaction.atomic():
        try:
            with transaction.atomic():
                ProcessedWebhook.objects.create(provider=provider_name, event_id=event.id, kind=event.type[:100])
        except IntegrityError:  # handled before, or by a delivery of it that got there first
            return False
        if not (event.reference and Payment.objects.filter(provider=provider_name, reference=event.reference).exists()):
            return True
        try:
            payment_sync(provider_name, event.reference, event_key=f"webhook:{event.id}", note=f"Webhook {event.type}")
        except ProviderUnavailable as outage:
            logger.warning("Payment provider unavailable at webhook %s: %s", event.id, outage.reason)
            raise Unavailable(PROVIDER_DOWN, code="provider_unavailable") from None
        except PaymentError as error:
            # A state the shop has no status for (a capture still processing): its next event settles it, and
            # reconciliation reports it meanwhile.
            logger.warning("Webhook %s about %s left no change: %s", event.id, event.reference, error.reason)
    return True


# --- The one way a payment changes ---------------------------------------------------------------------------------


def _lock(payments) -> Payment | None:
    locked = lock_rows(payments)
    return locked[0] if locked else None


def _void(payment: Payment, *, actor, note: str) -> None:
    try:
        provider(payment.provider).void(payment.reference, idempotency_key=f"voltcart:void:{payment.pk}")
    except ProviderUnavailable as outage:
        logger.warning("Payment provider unavailable at void of payment %s: %s", payment.pk, outage.reason)
        raise Unavailable(PROVIDER_DOWN, code="provider_unavailable") from None
    except PaymentError as refusal:
        raise Conflict(f"The payment could not be released: {refusal.reason}.", code="void_refused") from None
    _change(payment, PaymentStatus.VOIDED, PaymentEventKind.VOIDED, key=f"voided:{payment.pk}", actor=actor, note=note)


def _refund(payment: Payment, amount: Decimal, *, key: str, actor, reason: str) -> None:
    amount = amount.quantize(CENT)
    try:
        refund = provider(payment.provider).refund(payment.reference, amount=amount, idempotency_key=f"voltcart:{key}")
    except ProviderUnavailable as outage:
        logger.warning("Payment provider unavailable at refund of payment %s: %s", payment.pk, outage.reason)
        raise Unavailable(PROVIDER_DOWN, code="provider_unavailable") from None
    except PaymentError as refusal:
        raise Conflict(f"The refund was refused: {refusal.reason}.", code="refund_refused") from None
    payment.refunded += refund.amount
    status = PaymentStatus.REFUNDED if payment.refunded >= payment.captured else PaymentStatus.PARTIALLY_REFUNDED
    _change(
        payment,
        status,
        PaymentEventKind.REFUNDED,
        key=key,
        amount=refund.amount,
        reference=refund.reference,
        actor=actor,
        note=reason,
    )


def _expire(payment: Payment) -> None:
    _change(
        payment,
        PaymentStatus.EXPIRED,
        PaymentEventKind.EXPIRED,
        key=f"expired:{payment.pk}",
        note="The authorisation lapsed before it was captured",
    )


def _change(payment: Payment, status: str, kind: str, *, key: str, amount=None, reference="", actor=None, note=""):
    """Save the payment in `status` with its amounts as they are now, and append the event (and the order's audit
    entry), in the caller's transaction."""
    previous = payment.status
    payment.status = status
    payment.updated_at = timezone.now()
    payment.save(update_fields=["status", "captured", "refunded", "updated_at"])
    _event(payment, kind, amount=amount, key=key, reference=reference, actor=actor, note=note)
    if payment.order_id is not None:
        audit_record(
            subject=AuditEntry.Subject.ORDER,
            subject_id=payment.order_id,
            kind=AuditEntry.Kind.PAYMENT,
            actor=actor,
            field="payment",
            old=previous,
            new=status,
            note=" ".join(part for part in (f"${amount:,.2f}" if amount is not None else "", note) if part),
        )
    transaction.on_commit(lambda: metrics.payment_event(kind))
    logger.info("Payment %s: %s -> %s", payment.pk, previous, status)


def _event(payment: Payment, kind: str, *, amount, key: str, reference="", actor=None, note="") -> PaymentEvent:
    staff = actor if actor is not None and actor.is_authenticated else None
    return PaymentEvent.objects.create(
        payment=payment,
        kind=kind,
        amount=amount,
        reference=reference,
        idempotency_key=key,
        note=note,
        actor=staff,
        actor_name=staff.get_username() if staff else "",
    )
