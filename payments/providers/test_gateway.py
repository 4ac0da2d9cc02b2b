"""The built-in test gateway (PAYMENT_PROVIDER=test): its decisions follow the card numbers Stripe publishes for
testing, and its state lives in the database (payments.models.TestGatewayAuthorisation), so every path of a
payment is real end to end without a provider. No money moves.

  4000 0000 0000 0002  declined            4000 0000 0000 0127  incorrect CVC
  4000 0000 0000 9995  insufficient funds  4000 0000 0000 0341  authorised, but its capture fails
  4000 0000 0000 0069  expired card        any other Luhn-valid number: authorised
"""

import secrets
from dataclasses import replace
from datetime import timedelta
from decimal import Decimal

from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from ..cards import card_brand, card_last4
from ..models import PaymentStatus, TestGatewayAuthorisation, TestGatewayRequest
from .base import (
    CaptureRefused,
    Card,
    CardSummary,
    Declined,
    DeclineReason,
    NotAuthorised,
    PaymentError,
    ProviderState,
    Refund,
)

NAME = "test"
# How long the gateway holds an authorisation before it lapses (Stripe's card authorisations: 7 days).
HOLD = timedelta(days=7)

DECLINING_CARDS = {
    "4000000000000002": DeclineReason.DECLINED,
    "4000000000009995": DeclineReason.INSUFFICIENT_FUNDS,
    "4000000000000069": DeclineReason.EXPIRED_CARD,
    "4000000000000127": DeclineReason.INCORRECT_CVC,
}
CAPTURE_FAILS = "4000000000000341"
CAPTURE_FAILS_REASON = "the card issuer refused the charge"
# The gateway names the card when it authorises; later answers leave it out (the payment keeps it).
NO_CARD = CardSummary()


class TestGateway:
    __test__ = False  # a provider, not a test class
    name = NAME
    # Its answers come from the database: nothing to wait for, nothing to retry.
    takes_card_numbers = True

    def authorise(self, *, amount: Decimal, currency: str, source, idempotency_key: str) -> ProviderState:
        if not isinstance(source, Card):
            raise NotAuthorised("the test gateway takes card numbers")
        digits = "".join(char for char in source.number if char.isdigit())
        if digits in DECLINING_CARDS:
            raise Declined(DECLINING_CARDS[digits])
        authorisation = TestGatewayAuthorisation(
            reference=f"tg_{secrets.token_hex(12)}",
            idempotency_key=idempotency_key,
            amount=amount,
            fails_capture=digits == CAPTURE_FAILS,
            capture_before=timezone.now() + HOLD,
        )
        # One statement, safe inside the caller's transaction: the same request again finds its first authorisation.
        if not _inserted(authorisation):
            authorisation = TestGatewayAuthorisation.objects.get(idempotency_key=idempotency_key)
            return replace(_state(authorisation, _card_summary(digits)), replayed=True)
        return _state(authorisation, _card_summary(digits))

    def capture(self, reference: str, *, amount: Decimal, idempotency_key: str) -> ProviderState:
        authorisation = self._locked(reference)
        if self._replayed(idempotency_key) is None:
            if authorisation.canceled:
                raise CaptureRefused("the authorisation was voided")
            if authorisation.captured:
                raise CaptureRefused("the authorisation was captured already")
            if authorisation.capture_before <= timezone.now():
                raise CaptureRefused("the authorisation has expired")
            if authorisation.fails_capture:
                raise CaptureRefused(CAPTURE_FAILS_REASON)
            if amount > authorisation.amount:
                raise CaptureRefused("the amount is above the authorisation")
            authorisation.captured = amount
            authorisation.save(update_fields=["captured"])
            self._remember(idempotency_key, reference, "capture", amount)
        return _state(authorisation)

    def void(self, reference: str, *, idempotency_key: str) -> ProviderState:
        authorisation = self._locked(reference)
        if authorisation.captured:
            raise PaymentError("a captured payment is refunded, not voided")
        if not authorisation.canceled:
            authorisation.canceled = True
            authorisation.save(update_fields=["canceled"])
        return _state(authorisation)

    def refund(self, reference: str, *, amount: Decimal, idempotency_key: str) -> Refund:
        authorisation = self._locked(reference)
        replayed = self._replayed(idempotency_key)
        if replayed is not None:
            return Refund(replayed.result_reference, replayed.amount)
        if amount <= 0 or amount > authorisation.captured - authorisation.refunded:
            raise PaymentError("the refund is above what was captured and not yet refunded")
        authorisation.refunded += amount
        authorisation.save(update_fields=["refunded"])
        refund_reference = f"tgr_{secrets.token_hex(12)}"
        self._remember(idempotency_key, reference, "refund", amount, refund_reference)
        return Refund(refund_reference, amount)

    def sync(self, reference: str) -> ProviderState:
        authorisation = TestGatewayAuthorisation.objects.filter(reference=reference).first()
        if authorisation is None:
            raise PaymentError(f"no authorisation {reference}")
        return _state(authorisation)

    def holds_before(self, moment) -> list[str]:
        """The authorisations made before `moment` still held (neither captured, voided nor lapsed)."""
        return list(
            TestGatewayAuthorisation.objects.filter(
                created_at__lt=moment, canceled=False, captured=0, capture_before__gt=timezone.now()
            ).values_list("reference", flat=True)
        )

    def parse_webhook(self, body: bytes, headers):
        raise PaymentError("the test gateway sends no webhooks")

    @staticmethod
    def _locked(reference: str) -> TestGatewayAuthorisation:
        """The authorisation, locked until the caller's transaction ends (the payment's own lock is held too)."""
        authorisations = TestGatewayAuthorisation.objects.filter(reference=reference)
        if transaction.get_connection().in_atomic_block:
            authorisations = authorisations.select_for_update()
        authorisation = authorisations.first()
        if authorisation is None:
            raise PaymentError(f"no authorisation {reference}")
        return authorisation

    @staticmethod
    def _replayed(key: str) -> TestGatewayRequest | None:
        return TestGatewayRequest.objects.filter(key=key).first()

    @staticmethod
    def _remember(key, reference, action, amount, result_reference=""):
        try:
            with transaction.atomic():
                TestGatewayRequest.objects.create(
                    key=key, reference=reference, action=action, amount=amount, result_reference=result_reference
                )
        except IntegrityError:
            pass  # the same request twice at once: the first one's record stands


def _inserted(authorisation: TestGatewayAuthorisation) -> bool:
    """INSERT … ON CONFLICT (idempotency_key) DO NOTHING: False when that key's authorisation exists already."""
    fields = [field for field in TestGatewayAuthorisation._meta.concrete_fields if not field.primary_key]
    quote = connection.ops.quote_name
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {quote(TestGatewayAuthorisation._meta.db_table)} "
            f"({', '.join(quote(field.column) for field in fields)}) VALUES ({', '.join(['%s'] * len(fields))}) "
            f"ON CONFLICT ({quote('idempotency_key')}) DO NOTHING RETURNING 1",
            [field.get_db_prep_save(field.pre_save(authorisation, True), connection) for field in fields],
        )
        return cursor.fetchone() is not None


def _card_summary(digits: str) -> CardSummary:
    # The gateway says what the card is, as a provider would; its test cards are credit cards.
    return CardSummary(brand=card_brand(digits), last4=card_last4(digits), funding="credit")


def _state(authorisation: TestGatewayAuthorisation, card: CardSummary = NO_CARD) -> ProviderState:
    if authorisation.canceled:
        status = PaymentStatus.VOIDED
    elif authorisation.refunded and authorisation.refunded >= authorisation.captured:
        status = PaymentStatus.REFUNDED
    elif authorisation.refunded:
        status = PaymentStatus.PARTIALLY_REFUNDED
    elif authorisation.captured:
        status = PaymentStatus.CAPTURED
    elif authorisation.capture_before <= timezone.now():
        status = PaymentStatus.EXPIRED
    else:
        status = PaymentStatus.AUTHORIZED
    return ProviderState(
        reference=authorisation.reference,
        status=status,
        authorized=authorisation.amount,
        captured=authorisation.captured,
        refunded=authorisation.refunded,
        capture_before=authorisation.capture_before,
        card=card,
    )
