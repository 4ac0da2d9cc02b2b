"""The payment of each order and its append-only ledger, and the test gateway's own state.

A payment is recorded in the transaction that stores its order, once the card is authorised (the provider holds
the money before any stock is taken; payments.services). Amounts are Decimal; the database refuses a capture above
the authorisation and a refund above the capture.
"""

from decimal import Decimal

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import F, Q
from django.utils import timezone

AMOUNT = {"max_digits": 10, "decimal_places": 2}


class PaymentStatus(models.TextChoices):
    AUTHORIZED = "authorized"
    CAPTURED = "captured"
    PARTIALLY_REFUNDED = "partially_refunded"
    REFUNDED = "refunded"
    VOIDED = "voided"
    EXPIRED = "expired"
    CAPTURE_FAILED = "capture_failed"


# Where the money stands, in the shopper's words (the receipt and order tracking), and the staff app's.
STATUS_WORDS = {
    PaymentStatus.AUTHORIZED: "Authorised, not charged",
    PaymentStatus.CAPTURE_FAILED: "Authorised, not charged",
    PaymentStatus.CAPTURED: "Charged",
    PaymentStatus.PARTIALLY_REFUNDED: "Partly refunded",
    PaymentStatus.REFUNDED: "Refunded",
    PaymentStatus.VOIDED: "Released",
    PaymentStatus.EXPIRED: "Released",
}
# Statuses in which the provider still holds or has taken money: what reconciliation compares.
OPEN_STATUSES = (
    PaymentStatus.AUTHORIZED,
    PaymentStatus.CAPTURE_FAILED,
    PaymentStatus.CAPTURED,
    PaymentStatus.PARTIALLY_REFUNDED,
)
# Statuses whose authorisation may still be captured (or must be voided to release the hold).
HELD_STATUSES = (PaymentStatus.AUTHORIZED, PaymentStatus.CAPTURE_FAILED)
# Statuses with money taken that a refund may give back.
REFUNDABLE_STATUSES = (PaymentStatus.CAPTURED, PaymentStatus.PARTIALLY_REFUNDED)


class Payment(models.Model):
    order = models.OneToOneField(
        "orders.Order", null=True, blank=True, on_delete=models.PROTECT, related_name="payment"
    )
    provider = models.CharField(max_length=20)
    # The provider's id of the authorisation (a PaymentIntent's id with Stripe).
    reference = models.CharField(max_length=255)
    status = models.CharField(max_length=20, choices=PaymentStatus.choices, default=PaymentStatus.AUTHORIZED)
    currency = models.CharField(max_length=3, default="usd")
    authorized = models.DecimalField(**AMOUNT)
    captured = models.DecimalField(**AMOUNT, default=0)
    refunded = models.DecimalField(**AMOUNT, default=0)
    capture_before = models.DateTimeField()
    card_brand = models.CharField(max_length=30, blank=True, default="")
    card_last4 = models.CharField(max_length=4, blank=True, default="")
    card_funding = models.CharField(max_length=20, blank=True, default="")
    # What the last reconciliation found different at the provider (payments_reconcile), blank when they agree.
    drift = models.CharField(max_length=500, blank=True, default="")
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)

    class Meta:
        # Refunds are an Owner's (staff.roles): a Verifier captures and voids by changing an order's status.
        permissions = [("refund_payment", "Can refund a captured payment")]
        indexes = [
            models.Index(fields=["status", "capture_before"], name="payment_status_capture_before"),
        ]
        constraints = [
            models.UniqueConstraint(fields=["provider", "reference"], name="payment_provider_reference"),
            models.CheckConstraint(condition=Q(authorized__gt=0), name="payment_authorized_positive"),
            models.CheckConstraint(
                condition=Q(captured__gte=0, captured__lte=F("authorized")), name="payment_captured_within_authorized"
            ),
            models.CheckConstraint(
                condition=Q(refunded__gte=0, refunded__lte=F("captured")), name="payment_refunded_within_captured"
            ),
        ]

    def __str__(self):
        return f"{self.provider} {self.reference} ({self.status})"

    @property
    def refundable(self):
        """What a refund may still give back."""
        return self.captured - self.refunded if self.status in REFUNDABLE_STATUSES else Decimal("0.00")

    @property
    def status_words(self):
        return STATUS_WORDS[self.status]


class PaymentEventKind(models.TextChoices):
    AUTHORIZED = "authorized"
    CAPTURED = "captured"
    CAPTURE_FAILED = "capture_failed"
    VOIDED = "voided"
    REFUNDED = "refunded"
    EXPIRED = "expired"
    # The provider said something our record did not (a webhook, or a reconciliation that corrected the record).
    PROVIDER_UPDATE = "provider_update"


class PaymentEvent(models.Model):
    """One thing that happened to a payment. Append-only: never changed or deleted once written. Its
    `idempotency_key` is unique, so a repeated request (a double click, a duplicate webhook) writes nothing twice."""

    payment = models.ForeignKey(Payment, related_name="events", on_delete=models.PROTECT)
    kind = models.CharField(max_length=20, choices=PaymentEventKind.choices)
    amount = models.DecimalField(**AMOUNT, null=True, blank=True)
    # The provider's id of this action (a refund's id), when it has one.
    reference = models.CharField(max_length=255, blank=True, default="")
    idempotency_key = models.CharField(max_length=255, unique=True)
    note = models.TextField(blank=True, default="")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    actor_name = models.CharField(max_length=150, blank=True, default="")
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["at", "id"]

    def __str__(self):
        return f"{self.kind} {self.amount or ''} ({self.idempotency_key})"

    def save(self, *args, **kwargs):
        if self.pk is not None and not self._state.adding:
            raise ValidationError("Payment events are append-only.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValidationError("Payment events are append-only.")


class ProcessedWebhook(models.Model):
    """A provider's webhook event handled once: its id is stored in the transaction of the change it caused."""

    provider = models.CharField(max_length=20)
    event_id = models.CharField(max_length=255)
    kind = models.CharField(max_length=100)
    received_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["provider", "event_id"], name="webhook_event_once")]

    def __str__(self):
        return f"{self.provider} {self.event_id} ({self.kind})"


class TestGatewayAuthorisation(models.Model):
    """The built-in test gateway's side of an authorisation (payments.providers.test_gateway): kept in the database
    like a real provider's, so capture, void, refund, expiry and reconciliation are real paths end to end. It keeps
    whether the card's capture fails, never the card number."""

    __test__ = False  # a model, not a test class

    reference = models.CharField(max_length=64, unique=True)
    # The authorisation request's Idempotency-Key: the same request again answers this authorisation.
    idempotency_key = models.CharField(max_length=255, unique=True)
    amount = models.DecimalField(**AMOUNT)
    captured = models.DecimalField(**AMOUNT, default=0)
    refunded = models.DecimalField(**AMOUNT, default=0)
    canceled = models.BooleanField(default=False)
    fails_capture = models.BooleanField(default=False)
    capture_before = models.DateTimeField()
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return self.reference


class TestGatewayRequest(models.Model):
    """A capture or refund the test gateway carried out, by its Idempotency-Key: a repeat answers the same result."""

    __test__ = False  # a model, not a test class

    key = models.CharField(max_length=255, unique=True)
    reference = models.CharField(max_length=64)
    action = models.CharField(max_length=20)
    amount = models.DecimalField(**AMOUNT, null=True)
    result_reference = models.CharField(max_length=64, blank=True, default="")

    def __str__(self):
        return f"{self.action} {self.reference} ({self.key})"
