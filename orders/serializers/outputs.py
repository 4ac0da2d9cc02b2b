"""The orders' answers: the receipt, the staff order, the tracking page's timeline, the verification queue's entries,
calls, the checkout's challenge and the payment intent.

Each answer's shape is declared once, by its serializer: drf-spectacular documents the fields, and the same
fields compiled into a plain function (core.shapes.PlainShape, `Serializer.represent`) build the answer,
because field-by-field serialization of 20 orders with their lines cost more than the queries
(decision 0021).
"""

from datetime import datetime

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.fields import MoneyField
from core.shapes import BlankAsNullField, PlainShape
from payments.models import STATUS_WORDS
from payments.selectors import authorisation_expires_soon
from payments.serializers import PaymentSerializer

from .. import services
from ..models import CallOutcome, OrderStatus, PaymentMethod, RiskKind


class AltchaChallengeSerializer(serializers.Serializer):
    algorithm = serializers.CharField()
    challenge = serializers.CharField()
    maxnumber = serializers.IntegerField()
    salt = serializers.CharField()
    signature = serializers.CharField()


class CheckoutChallengeSerializer(serializers.Serializer):
    required = serializers.BooleanField()
    challenge = AltchaChallengeSerializer()


class PaymentIntentSerializer(serializers.Serializer):
    clientSecret = serializers.CharField(help_text="For Stripe.js to confirm the card payment in the browser.")
    publishableKey = serializers.CharField()
    paymentIntentId = serializers.CharField(help_text="Sent with the order once confirmed.")


@extend_schema_field({"type": "string", "nullable": True, "enum": ["Visa", "Mastercard", "Amex", "Discover", None]})
class CardBrandField(BlankAsNullField):
    """The card's brand, null when its number started with none of theirs (stored blank)."""


class RiskSignalSerializer(PlainShape, serializers.Serializer):
    """One reason to call an order carefully, computed when it was placed (orders.selectors.order_risk_signals)."""

    reads_keys = True

    kind = serializers.ChoiceField(
        choices=RiskKind.choices,
        help_text="same_phone, same_card: other orders in the 24 h before; card_many_names, address_many_phones: "
        "in the 30 days before, this order included.",
    )
    count = serializers.IntegerField(
        help_text="Other orders (same_phone, same_card), or cardholder names or phones (more than one)."
    )


class QueueEntrySerializer(PlainShape, serializers.Serializer):
    """A Pending Verification order in the verification queue. Entries are kept in the cache as every reader
    shares them; queue_entry_waiting adds what changes with the clock (`added_per_read`) to each read."""

    added_per_read = ("waitingHours", "overdue", "authorisationExpiresSoon")

    id = serializers.IntegerField()
    customerName = serializers.CharField(source="customer_name")
    phone = serializers.CharField()
    total = MoneyField()
    createdAt = serializers.DateTimeField(source="created_at")
    attempts = serializers.IntegerField(source="call_attempts", help_text="Verification calls made so far.")
    unreachable = serializers.BooleanField(help_text="Three calls failed: staff decide what happens.")
    risk = RiskSignalSerializer(
        many=True,
        help_text="What the orders placed before this one said when it was placed; empty when nothing.",
    )
    waitingHours = serializers.FloatField(help_text="Hours since the order was placed.")
    overdue = serializers.BooleanField(help_text="Waiting longer than the 24-hour promise.")
    paymentStatus = serializers.CharField(
        source="payment_status", allow_null=True, help_text="The payment's status (null before payments)."
    )
    captureBefore = serializers.DateTimeField(
        source="capture_before", allow_null=True, help_text="The card authorisation lapses then unless captured."
    )
    authorisationExpiresSoon = serializers.BooleanField(
        help_text="The authorisation lapses within 24 hours (or has): these orders come first."
    )


def queue_entry_waiting(entry, now):
    """The entry with how long it has waited at `now`, whether that is past the 24-hour promise, and whether its
    authorisation lapses within a day."""
    placed = datetime.fromisoformat(entry["createdAt"])
    waiting = (now - placed).total_seconds() / 3600
    capture_before = entry["captureBefore"]
    return {
        **entry,
        "waitingHours": round(waiting, 1),
        "overdue": placed < services.verification_overdue_since(now),
        "authorisationExpiresSoon": capture_before is not None
        and authorisation_expires_soon(entry["paymentStatus"], datetime.fromisoformat(capture_before), now),
    }


class OrderCallSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    outcome = serializers.ChoiceField(choices=CallOutcome.choices)
    note = serializers.CharField()
    staff = serializers.CharField(source="staff_name")
    createdAt = serializers.DateTimeField(source="created_at")


class OrderItemSerializer(PlainShape, serializers.Serializer):
    productId = serializers.IntegerField(source="product_id_snapshot")
    productName = serializers.CharField(source="product_name")
    quantity = serializers.IntegerField()
    price = MoneyField()
    lineTotal = MoneyField(source="line_total", max_digits=14)
    selectedColor = BlankAsNullField(source="selected_color")
    seatInfo = serializers.JSONField(source="seat_info", allow_null=True)


class OrderAddressSerializer(PlainShape, serializers.Serializer):
    street = serializers.CharField()
    city = serializers.CharField()
    zipCode = serializers.CharField(source="zip_code")


class OrderPaymentInfoSerializer(PlainShape, serializers.Serializer):
    cardholderName = serializers.CharField(source="cardholder_name")
    cardBrand = CardBrandField(source="card_brand")
    last4 = serializers.CharField(source="card_last4")
    expiryDate = serializers.CharField(source="card_expiry")
    maskedNumber = serializers.CharField(source="masked_card")


class OrderReceiptSerializer(PlainShape, serializers.Serializer):
    """What the shopper gets back from checkout."""

    id = serializers.IntegerField()
    status = serializers.ChoiceField(choices=OrderStatus.choices)
    total = MoneyField()
    createdAt = serializers.DateTimeField(source="created_at")
    items = OrderItemSerializer(many=True)
    paymentStatus = serializers.CharField(
        source="payment_status_words",
        allow_null=True,
        help_text="Where the money stands, in words: "
        + ", ".join(f'"{w}"' for w in dict.fromkeys(STATUS_WORDS.values()))
        + "; null for an order placed before payments.",
    )


class OrderSerializer(OrderReceiptSerializer):
    """The order as staff see it: card data masked, legal next statuses listed."""

    customerName = serializers.CharField(source="customer_name")
    phone = serializers.CharField()
    address = OrderAddressSerializer(source="*")
    paymentMethod = serializers.ChoiceField(source="payment_method", choices=PaymentMethod.choices)
    paymentInfo = OrderPaymentInfoSerializer(source="*")
    allowedTransitions = serializers.SerializerMethodField(help_text="The statuses staff may move it to next.")
    callAttempts = serializers.IntegerField(source="call_attempts", help_text="Verification calls made so far.")
    unreachable = serializers.BooleanField(help_text="Three verification calls failed.")
    payment = PaymentSerializer(
        source="payment_or_none", allow_null=True, help_text="Null for an order placed before payments."
    )

    class Meta:
        fields = [
            "id",
            "customerName",
            "phone",
            "address",
            "paymentMethod",
            "paymentInfo",
            "items",
            "total",
            "status",
            "createdAt",
            "allowedTransitions",
            "callAttempts",
            "unreachable",
            "paymentStatus",
            "payment",
        ]

    def get_fields(self):
        fields = super().get_fields()
        return {name: fields[name] for name in self.Meta.fields}

    @extend_schema_field(serializers.ListField(child=serializers.ChoiceField(choices=OrderStatus.choices)))
    def get_allowedTransitions(self, order):
        return services.allowed_transitions(order.status)


class ReceiptPaymentSerializer(PlainShape, serializers.Serializer):
    cardBrand = CardBrandField(source="card_brand")
    maskedNumber = serializers.CharField(source="masked_card")


class ReceiptDetailSerializer(OrderReceiptSerializer):
    """The confirmation page's order: the receipt with the masked card."""

    paymentInfo = ReceiptPaymentSerializer(source="*")


class TimelineStepSerializer(PlainShape, serializers.Serializer):
    reads_keys = True

    status = serializers.CharField(help_text='"Placed", then each status the order moved to.')
    at = serializers.DateTimeField()


class TrackingSerializer(OrderReceiptSerializer):
    """The receipt's status, total and lines (never the name, address or card) with the status timeline
    (orders.selectors.order_timeline, set on the order as `timeline`)."""

    timeline = TimelineStepSerializer(many=True)
