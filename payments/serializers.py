"""The payment as staff see it (inside the staff order answers), and the refund request."""

from rest_framework import serializers

from core.fields import AmountField, MoneyField, amount_messages, required_text, same_message
from core.shapes import BlankAsNullField, PlainShape

from .models import PaymentEventKind, PaymentStatus

REFUND_REASON_MAX_LENGTH = 500


class PaymentCardSerializer(PlainShape, serializers.Serializer):
    brand = BlankAsNullField(source="card_brand")
    last4 = BlankAsNullField(source="card_last4")
    funding = BlankAsNullField(source="card_funding", help_text='"credit", "debit", "prepaid" when known.')


class PaymentEventSerializer(PlainShape, serializers.Serializer):
    kind = serializers.ChoiceField(choices=PaymentEventKind.choices)
    amount = MoneyField(allow_null=True)
    at = serializers.DateTimeField()
    actor = BlankAsNullField(source="actor_name", help_text="The staff member, null for the shop or the provider.")
    note = serializers.CharField(help_text="A refund's reason, a refused capture's cause.")


class PaymentSerializer(PlainShape, serializers.Serializer):
    provider = serializers.CharField(help_text='"test" (the built-in test gateway: nothing charged) or "stripe".')
    status = serializers.ChoiceField(choices=PaymentStatus.choices)
    statusText = serializers.CharField(source="status_words", help_text="Where the money stands, in words.")
    authorized = MoneyField()
    captured = MoneyField()
    refunded = MoneyField()
    refundable = MoneyField(help_text="What a refund may still give back.")
    captureBefore = serializers.DateTimeField(
        source="capture_before", help_text="The authorisation lapses then unless captured."
    )
    card = PaymentCardSerializer(source="*")
    events = PaymentEventSerializer(many=True, help_text="The ledger, oldest first.")


class RefundInputSerializer(serializers.Serializer):
    """POST /api/admin/orders/{id}/refunds."""

    amount = AmountField(
        error_messages={
            **same_message("Amount is required", "required", "null"),
            **amount_messages("Amount must be an amount with at most 2 decimals"),
        }
    )
    reason = required_text("Reason is required", max_length=REFUND_REASON_MAX_LENGTH)

    def validate_amount(self, value):
        if value <= 0:
            raise serializers.ValidationError("Amount must be more than 0")
        return value
