"""Stripe (PAYMENT_PROVIDER=stripe): the browser confirms a PaymentIntent made with `capture_method="manual"` (Stripe.js
holds the total on the card), checkout accepts it when it holds exactly the order's total, and the verification call
captures, voids or refunds it here.

Only this module knows stripe-python: Stripe's answers become ProviderState, Refund and WebhookEvent, its exceptions
our typed errors (`_stripe_errors`, the one place), and amounts cross into cents only through payments.money.
Nothing is cached: every answer is Stripe's word at that moment.
"""

import contextlib
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import stripe
from django.conf import settings

from ..models import PaymentStatus
from ..money import from_minor_units, to_minor_units
from .base import (
    BadWebhook,
    CaptureRefused,
    CardSummary,
    Declined,
    DeclineReason,
    NotAuthorised,
    PaymentError,
    ProviderState,
    ProviderUnavailable,
    Refund,
    StripeIntent,
    WebhookEvent,
)

NAME = "stripe"
# Stripe holds an online card authorisation 7 days unless the charge says otherwise (capture_before).
HOLD = timedelta(days=7)
# Seconds to connect and to read an answer: a checkout or a staff click waits on it, so an outage answers 503 soon.
TIMEOUT = (5, 20)
# One retry of a dropped connection: every call that moves money carries an Idempotency-Key, so Stripe answers a
# retry with the first attempt's result instead of acting twice.
NETWORK_RETRIES = 1

# Stripe's card brands as the shop writes them (payments.cards); another brand is shown title-cased.
BRANDS = {
    "visa": "Visa",
    "mastercard": "Mastercard",
    "amex": "Amex",
    "discover": "Discover",
    "diners": "Diners Club",
    "jcb": "JCB",
    "unionpay": "UnionPay",
}
# Stripe's decline codes (and the error codes of the same refusals) with a sentence of their own; any other decline
# (generic_decline, card_declined, do_not_honor, ...) is the plain one.
DECLINES = {
    "insufficient_funds": DeclineReason.INSUFFICIENT_FUNDS,
    "expired_card": DeclineReason.EXPIRED_CARD,
    "incorrect_cvc": DeclineReason.INCORRECT_CVC,
    "invalid_cvc": DeclineReason.INCORRECT_CVC,
}
NO_CARD = CardSummary()


class StripeGateway:
    name = NAME
    # The card number never reaches the shop: the browser gives it to Stripe.js.
    takes_card_numbers = False

    def __init__(self):
        self._client = stripe.StripeClient(
            settings.STRIPE_SECRET_KEY,
            base_addresses={"api": settings.STRIPE_API_BASE},
            max_network_retries=NETWORK_RETRIES,
            http_client=stripe.RequestsClient(timeout=TIMEOUT),
        )

    def create_intent(self, *, amount: Decimal, currency: str, idempotency_key: str) -> tuple[str, str]:
        """A PaymentIntent for `amount`, to be confirmed by the browser and captured later: (client_secret, its id)."""
        params = {
            "amount": to_minor_units(amount, currency),
            "currency": currency.lower(),
            "capture_method": "manual",
            "payment_method_types": ["card"],
        }
        with _stripe_errors():
            intent = self._client.v1.payment_intents.create(params, {"idempotency_key": idempotency_key}).to_dict()
        return intent["client_secret"], intent["id"]

    def authorise(self, *, amount: Decimal, currency: str, source, idempotency_key: str) -> ProviderState:
        """Accept the PaymentIntent the browser confirmed when it holds exactly `amount` in `currency`. Only read:
        nothing is asked of Stripe that a repeat could do twice, so `idempotency_key` has nothing to key."""
        if not isinstance(source, StripeIntent):
            raise NotAuthorised("the Stripe provider takes a PaymentIntent the browser confirmed")
        try:
            expected = to_minor_units(amount, currency)
        except ValueError as error:
            raise NotAuthorised(str(error)) from None
        intent = self._intent(source.id, expand=("latest_charge", "payment_method"), refusal=NotAuthorised)
        status = intent["status"]
        if status != "requires_capture":
            # A card refused at confirmation leaves the intent waiting for another card, with the refusal's reason.
            reason = _decline_reason(intent.get("last_payment_error"))
            if reason is not None:
                raise Declined(reason)
            raise NotAuthorised(f"the payment intent is {status}")
        if intent["currency"] != currency.lower():
            raise NotAuthorised(f"the payment intent is in {intent['currency'].upper()}, not {currency.upper()}")
        # localstripe has no amount_capturable: the whole amount is held there.
        capturable = intent["amount_capturable"] if "amount_capturable" in intent else intent["amount"]
        if capturable != expected:
            raise NotAuthorised(f"the payment intent holds {capturable} minor units, not {expected}")
        # The browser made this authorisation, and any request may name it again: the shop checks its own record.
        return replace(_state(intent, _card(intent)), replayed=True)

    def capture(self, reference: str, *, amount: Decimal, idempotency_key: str) -> ProviderState:
        currency = self._intent(reference, refusal=CaptureRefused)["currency"]
        params = {"amount_to_capture": to_minor_units(amount, currency), "expand": ["latest_charge"]}
        with _stripe_errors(CaptureRefused):
            intent = self._client.v1.payment_intents.capture(
                reference, params, {"idempotency_key": idempotency_key}
            ).to_dict()
        return _state(intent)

    def void(self, reference: str, *, idempotency_key: str) -> ProviderState:
        try:
            with _stripe_errors():
                intent = self._client.v1.payment_intents.cancel(
                    reference, {"expand": ["latest_charge"]}, {"idempotency_key": idempotency_key}
                ).to_dict()
        except ProviderUnavailable:
            raise
        except PaymentError:
            # Stripe refuses to cancel an intent canceled already: a void whose first answer was lost is done.
            state = self.sync(reference)
            if state.status == PaymentStatus.VOIDED:
                return state
            raise
        return _state(intent)

    def refund(self, reference: str, *, amount: Decimal, idempotency_key: str) -> Refund:
        currency = self._intent(reference)["currency"]
        params = {"payment_intent": reference, "amount": to_minor_units(amount, currency)}
        with _stripe_errors():
            refund = self._client.v1.refunds.create(params, {"idempotency_key": idempotency_key}).to_dict()
        if refund.get("status") in ("failed", "canceled"):
            raise PaymentError(f"the refund {refund['status']}")
        return Refund(refund["id"], from_minor_units(refund["amount"], refund["currency"]))

    def sync(self, reference: str) -> ProviderState:
        return _state(self._intent(reference))

    def parse_webhook(self, body: bytes, headers) -> WebhookEvent:
        """The event Stripe signed (Stripe-Signature, STRIPE_WEBHOOK_SECRET, at most 300 s old), else BadWebhook.
        Its `reference` is the PaymentIntent it is about ("" for an event about none): its state is read again
        from Stripe (`sync`), never taken from the event."""
        with _stripe_errors(BadWebhook):
            try:
                event = stripe.Webhook.construct_event(
                    body, headers.get("Stripe-Signature"), settings.STRIPE_WEBHOOK_SECRET
                ).to_dict()
            except ValueError:  # signed, but not UTF-8 JSON of an event
                raise BadWebhook("the body is not an event") from None
        event_id, kind = event.get("id"), event.get("type")
        data = event.get("data")
        subject = data.get("object") if isinstance(data, dict) else None
        if not (isinstance(event_id, str) and event_id and isinstance(kind, str) and isinstance(subject, dict)):
            raise BadWebhook("the body is not an event")
        if kind.startswith("payment_intent."):
            reference = subject.get("id")
        elif kind.startswith("charge."):
            reference = subject.get("payment_intent")
        else:
            reference = None
        if isinstance(reference, dict):  # an expanded PaymentIntent
            reference = reference.get("id")
        return WebhookEvent(id=event_id, type=kind, reference=reference if isinstance(reference, str) else "")

    def _intent(self, reference: str, *, expand=("latest_charge",), refusal=PaymentError) -> dict:
        with _stripe_errors(refusal):
            return self._client.v1.payment_intents.retrieve(reference, {"expand": list(expand)}).to_dict()


@contextlib.contextmanager
def _stripe_errors(refusal: type[PaymentError] = PaymentError):
    """Stripe's exceptions as ours, the one place they are translated: no answer, a rate limit, Stripe's own error
    (5xx) or keys it refuses are ProviderUnavailable (the shop answers 503 and logs it); a bad webhook signature is
    BadWebhook; any other refusal of the request is `refusal` with Stripe's sentence."""
    try:
        yield
    except stripe.SignatureVerificationError as error:
        raise BadWebhook(_sentence(error)) from None
    except (
        stripe.APIConnectionError,
        stripe.RateLimitError,
        stripe.AuthenticationError,
        stripe.PermissionError,
    ) as error:
        raise ProviderUnavailable(_sentence(error)) from None
    except stripe.StripeError as error:
        if isinstance(error, stripe.APIError) or (error.http_status or 0) >= 500:
            raise ProviderUnavailable(_sentence(error)) from None
        raise refusal(_sentence(error)) from None


def _sentence(error: stripe.StripeError) -> str:
    # Staff read it inside a sentence of ours ("The payment could not be captured: ...."), so no final stop.
    return (error.user_message or type(error).__name__).strip().rstrip(".")


def _decline_reason(error: dict | None) -> DeclineReason | None:
    if not error:
        return None
    for code in (error.get("decline_code"), error.get("code")):
        if code in DECLINES:
            return DECLINES[code]
    return DeclineReason.DECLINED


def _charge(intent: dict) -> dict:
    """The intent's latest charge (always asked expanded), {} before the card was charged."""
    charge = intent.get("latest_charge")
    return charge if isinstance(charge, dict) else {}


def _card(intent: dict) -> CardSummary:
    # The card the charge used; localstripe's charges do not say, its PaymentMethod does.
    card = (_charge(intent).get("payment_method_details") or {}).get("card")
    if not card:
        method = intent.get("payment_method")
        card = method.get("card") if isinstance(method, dict) else None
    if not card:
        return NO_CARD
    brand = card.get("brand") or ""
    funding = card.get("funding") or ""
    return CardSummary(
        brand=BRANDS.get(brand, "" if brand == "unknown" else brand.replace("_", " ").title()),
        last4=card.get("last4") or "",
        funding="" if funding == "unknown" else funding,
    )


def _charged(charge: dict) -> tuple[int, int]:
    """(captured, refunded) of a captured charge, in minor units."""
    if charge.get("amount_captured") is not None:
        return charge["amount_captured"], charge["amount_refunded"]
    # localstripe has no amount_captured: it books a partial capture as a capture of the whole and a refund of the
    # rest, a refund that names no PaymentIntent (ours always name it).
    refunds = (charge.get("refunds") or {}).get("data") or []
    released = sum(refund["amount"] for refund in refunds if not refund.get("payment_intent"))
    return charge["amount"] - released, charge["amount_refunded"] - released


def _capture_before(intent: dict) -> datetime:
    charge = _charge(intent)
    deadline = ((charge.get("payment_method_details") or {}).get("card") or {}).get("capture_before")
    if deadline:
        return datetime.fromtimestamp(deadline, tz=UTC)
    return datetime.fromtimestamp(charge.get("created") or intent["created"], tz=UTC) + HOLD


def _state(intent: dict, card: CardSummary = NO_CARD) -> ProviderState:
    """The intent in our statuses: held, captured (then refunded in part or whole), or released."""
    currency, status = intent["currency"], intent["status"]
    authorized = intent["amount"]
    captured = refunded = 0
    if status == "requires_capture":
        ours = PaymentStatus.AUTHORIZED
        authorized = intent["amount_capturable"] if "amount_capturable" in intent else intent["amount"]
    elif status == "succeeded":
        captured, refunded = _charged(_charge(intent))
        if refunded and refunded >= captured:
            ours = PaymentStatus.REFUNDED
        else:
            ours = PaymentStatus.PARTIALLY_REFUNDED if refunded else PaymentStatus.CAPTURED
    elif status == "canceled":
        # Whoever released it: payments.services.payment_sync calls a release we did not ask for an expiry.
        ours = PaymentStatus.VOIDED
    else:
        raise PaymentError(f"the payment intent is {status}")
    return ProviderState(
        reference=intent["id"],
        status=ours,
        authorized=from_minor_units(authorized, currency),
        captured=from_minor_units(captured, currency),
        refunded=from_minor_units(refunded, currency),
        capture_before=_capture_before(intent),
        card=card,
    )
