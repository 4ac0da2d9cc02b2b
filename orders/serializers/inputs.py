"""What the orders' API reads: the checkout's body (the checkout form's rules and messages, orders.form_rules), the
payment intent's cart, status changes, tracking, calls, and the lists' and export's parameters.

The checkout serializer's validated data are the keyword arguments of orders.services.order_place.
"""

import re
from collections.abc import Mapping
from decimal import Decimal

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.fields import (
    AmountField,
    FieldsBuiltOncePerThread,
    IdField,
    TextField,
    WholeNumberField,
    amount_messages,
    at_most,
    documented,
    required_text,
    same_message,
)
from payments import cards

from ..form_rules import (
    CALL_NOTE_MAX_LENGTH,
    CHECKOUT_MESSAGES,
    CVV_PATTERN,
    EXPIRY_PATTERN,
    EXPORT_FIRST_DAY,
    EXPORT_LAST_DAY,
    MIN_ZIP_LENGTH,
    TRACK_MESSAGES,
)
from ..models import CallOutcome, OrderStatus, PaymentMethod
from ..phones import MAX_PHONE_LENGTH, MIN_PHONE_DIGITS, PHONE_CHARACTER, is_valid_phone

STATUS_VALUES = [s.value for s in OrderStatus]


def form_text(message, *, max_length, min_length=1, label=None, **kwargs):
    """A required text field that answers every kind of bad input with the field's one message
    (too long too, unless a `label` asks for a "must be at most N characters" message)."""
    return required_text(
        message,
        max_length=max_length,
        min_length=min_length,
        too_long=at_most(label, max_length) if label else message,
        **kwargs,
    )


def invalid_status_message(value):
    return f'"{value}" is not a valid status. Use one of: {", ".join(STATUS_VALUES)}.'


class ShownPriceField(AmountField):
    """A cart line's optional price: absent, null or an amount; "" (which DRF reads as null) is refused."""

    def validate_empty_values(self, data):
        if data == "":
            self.fail("invalid")
        return super().validate_empty_values(data)


# Seat numbers and price categories are short texts or numbers (at most 15 significant digits).
MAX_SCALAR_NUMBER = 10**15


@extend_schema_field(
    {"oneOf": [{"type": "string", "maxLength": 50}, {"type": "number", "minimum": -(10**15), "maximum": 10**15}]}
)
class ScalarField(serializers.Field):
    """A short string or a number, kept as given (seat numbers and price categories are either)."""

    default_error_messages = {
        "invalid": "Must be a text or a number.",
        "max_length": "Must be at most 50 characters.",
        "number": "Must be a number of at most 15 digits.",
    }

    def to_internal_value(self, data):
        # core.parsers reads a JSON number with a fraction or an exponent, NaN and Infinity too, as a Decimal.
        if isinstance(data, bool) or not isinstance(data, (str, int, Decimal)):
            self.fail("invalid")
        if isinstance(data, str) and len(data) > 50:
            self.fail("max_length")
        if isinstance(data, Decimal) and not data.is_finite():
            self.fail("number")
        if not isinstance(data, str) and not (-MAX_SCALAR_NUMBER <= data <= MAX_SCALAR_NUMBER):
            self.fail("number")  # 1e400 too
        # A seat number is no amount of money: one with a fraction is stored as a JSON number, as it came.
        return float(data) if isinstance(data, Decimal) else data

    def to_representation(self, value):
        return value


class SeatInfoSerializer(serializers.Serializer):
    section = TextField(
        max_length=100,
        error_messages=same_message("Seat section is required", "required", "blank", "null"),
    )
    seats = serializers.ListField(
        child=ScalarField(),
        max_length=100,
        error_messages={"required": "Seats are required", "not_a_list": "Seats must be a list"},
    )
    priceCategory = ScalarField(error_messages={"required": "Price category is required"})


class CartLineSerializer(serializers.Serializer):
    default_error_messages = {"invalid": "Each cart line must be an object", "null": "Each cart line must be an object"}

    productId = IdField(
        source="product_id",
        max_value=2**31 - 1,
        error_messages=same_message(
            "Product is required", "required", "null", "invalid", "min_value", "max_value", "max_string_length"
        ),
    )
    quantity = WholeNumberField(
        min_value=1,
        max_value=10_000,
        error_messages={
            **same_message(
                "Quantity must be a positive whole number",
                "required",
                "null",
                "invalid",
                "min_value",
                "max_string_length",
            ),
            "max_value": "Quantity must be at most 10000",
        },
    )
    price = ShownPriceField(
        required=False,
        allow_null=True,
        help_text="The unit price the shopper saw; informational, the server prices from the database.",
        error_messages=amount_messages("Price must be an amount with at most 2 decimals"),
    )
    selectedColor = TextField(source="selected_color", max_length=50, required=False, allow_null=True, allow_blank=True)
    seatInfo = SeatInfoSerializer(source="seat_info", required=False, allow_null=True)

    def validate(self, attrs):
        return {
            "product_id": attrs["product_id"],
            "quantity": attrs["quantity"],
            "selected_color": (attrs.get("selected_color") or "").strip(),
            "seat_info": attrs.get("seat_info"),
        }


class AddressInputSerializer(serializers.Serializer):
    street = form_text(CHECKOUT_MESSAGES["street"], max_length=255, label="Street address")
    city = form_text(CHECKOUT_MESSAGES["city"], max_length=120, label="City")
    zipCode = form_text(
        CHECKOUT_MESSAGES["zipCode"], source="zip_code", min_length=MIN_ZIP_LENGTH, max_length=20, label="ZIP code"
    )


def cardholder_name_field():
    return form_text(
        CHECKOUT_MESSAGES["cardholderName"], source="cardholder_name", max_length=200, label="Cardholder name"
    )


def cart_lines_field():
    """A checkout's `items`: the cart's lines, as the service's `lines`."""
    return serializers.ListField(
        source="lines",
        child=CartLineSerializer(),
        allow_empty=False,
        max_length=100,
        error_messages={
            "empty": "Your cart is empty",
            "not_a_list": "Your cart is empty",
            "max_length": "An order can have at most 100 lines",
        },
    )


def cart_total_field():
    """A checkout's `total`: what the shopper saw, as the service's `client_total`."""
    return AmountField(
        source="client_total",
        help_text='The cart total the shopper saw, with at most 2 decimals: a string ("59.97") or a JSON number.',
        error_messages={
            **same_message("Total is required", "required", "null"),
            **amount_messages("Total must be an amount with at most 2 decimals"),
        },
    )


class PaymentInfoInputSerializer(serializers.Serializer):
    cardNumber = form_text(
        CHECKOUT_MESSAGES["cardNumber"],
        source="card_number",
        max_length=40,
        schema={"pattern": r"^[0-9 ]{13,19}$"},
        help_text="13 to 16 digits (spaces are ignored) passing the Luhn check. Never stored.",
    )
    expiryDate = form_text(
        CHECKOUT_MESSAGES["expiryDate"],
        source="expiry_date",
        max_length=5,
        schema={"pattern": f"^{EXPIRY_PATTERN}$"},
    )
    cvv = form_text(
        CHECKOUT_MESSAGES["cvv"],
        max_length=4,
        schema={"pattern": f"^{CVV_PATTERN}$"},
        help_text="3 or 4 digits. Checked, never stored.",
    )
    cardholderName = cardholder_name_field()

    def validate_cardNumber(self, value):
        digits = value.replace(" ", "")
        if not cards.is_valid_card_number(digits):
            raise serializers.ValidationError(CHECKOUT_MESSAGES["cardNumber"])
        return digits

    def validate_expiryDate(self, value):
        if not re.fullmatch(EXPIRY_PATTERN, value):
            raise serializers.ValidationError(CHECKOUT_MESSAGES["expiryDate"])
        return value

    def validate_cvv(self, value):
        if not re.fullmatch(CVV_PATTERN, value):
            raise serializers.ValidationError(CHECKOUT_MESSAGES["cvv"])
        return value

    def validate(self, attrs):
        # The CVV is checked and stops here: it never reaches the service, the database or a log.
        return {name: value for name, value in attrs.items() if name != "cvv"}


class CheckoutSerializer(FieldsBuiltOncePerThread, serializers.Serializer):
    """POST /api/orders body."""

    customerName = form_text(CHECKOUT_MESSAGES["customerName"], source="customer_name", max_length=200, label="Name")
    phone = form_text(
        CHECKOUT_MESSAGES["phone"],
        min_length=MIN_PHONE_DIGITS,
        max_length=MAX_PHONE_LENGTH,
        label="Phone number",
        schema={"pattern": f"^{PHONE_CHARACTER}{{{MIN_PHONE_DIGITS},{MAX_PHONE_LENGTH}}}$"},
        help_text=f"Phone characters only (digits, spaces, + - ( ) .) with at least {MIN_PHONE_DIGITS} digits.",
    )
    address = AddressInputSerializer(source="*")
    paymentMethod = serializers.ChoiceField(
        source="payment_method",
        choices=PaymentMethod.choices,
        default=PaymentMethod.CREDIT,
        error_messages={"invalid_choice": CHECKOUT_MESSAGES["paymentMethod"]},
    )
    paymentInfo = PaymentInfoInputSerializer(source="*")
    items = cart_lines_field()
    total = cart_total_field()

    altcha = TextField(
        required=False,
        allow_blank=True,
        max_length=4000,
        help_text="After 3 declined cards from this client within an hour: the ALTCHA proof of work (a base64 "
        'payload) solving a challenge from GET /api/orders/challenge; else 400 "Please confirm you are not a '
        'robot."',
    )

    def validate_phone(self, value):
        if not is_valid_phone(value):
            raise serializers.ValidationError(CHECKOUT_MESSAGES["phone"])
        return value

    def to_internal_value(self, data):
        # A missing or malformed section reports each of its fields with its own message.
        if isinstance(data, Mapping):
            data = dict(data)
            for key in ("address", "paymentInfo"):
                if not isinstance(data.get(key), Mapping):
                    data[key] = {}
            if data.get("items") is None:
                data["items"] = []
            if data.get("paymentMethod") is None:
                data.pop("paymentMethod", None)
        return super().to_internal_value(data)


class StripePaymentInfoInputSerializer(serializers.Serializer):
    """With Stripe the card's number, expiry and CVV go to Stripe's Card Element, never here: the cardholder stays."""

    cardholderName = cardholder_name_field()


PAYMENT_INTENT_MESSAGE = "The card payment is missing. Please enter your card again."


class StripeCheckoutSerializer(CheckoutSerializer):
    """POST /api/orders when PAYMENT_PROVIDER=stripe: the same body, with the PaymentIntent the browser confirmed
    (Stripe.js) in place of the card's number, expiry and CVV."""

    paymentInfo = StripePaymentInfoInputSerializer(source="*")
    paymentIntentId = TextField(
        source="payment_intent_id",
        max_length=255,
        help_text="The PaymentIntent from POST /api/payments/intents, confirmed in the browser.",
        error_messages=same_message(PAYMENT_INTENT_MESSAGE, "required", "null", "blank", "invalid", "max_length"),
    )


class PaymentIntentInputSerializer(FieldsBuiltOncePerThread, serializers.Serializer):
    """POST /api/payments/intents: the cart and the total the shopper sees, as checkout takes them."""

    items = cart_lines_field()
    total = cart_total_field()

    def to_internal_value(self, data):
        if isinstance(data, Mapping) and data.get("items") is None:
            data = {**data, "items": []}
        return super().to_internal_value(data)


StatusField = documented(TextField, {"type": "string", "enum": STATUS_VALUES})


class StatusChangeSerializer(serializers.Serializer):
    status = StatusField(
        max_length=40,
        error_messages=same_message("Status is required", "required", "null", "blank", "invalid"),
    )

    def validate_status(self, value):
        if value not in STATUS_VALUES:
            raise serializers.ValidationError(invalid_status_message(value))
        return value


class TrackInputSerializer(serializers.Serializer):
    """POST /api/orders/track: the order number and the phone it was placed with."""

    orderId = IdField(
        source="order_id",
        max_value=2**63 - 1,
        error_messages=same_message(
            TRACK_MESSAGES["orderId"], "required", "null", "invalid", "min_value", "max_value", "max_string_length"
        ),
    )
    phone = form_text(TRACK_MESSAGES["phone"], max_length=MAX_PHONE_LENGTH)


class CallInputSerializer(serializers.Serializer):
    """POST /api/orders/{id}/calls."""

    outcome = serializers.ChoiceField(
        choices=CallOutcome.choices,
        error_messages={
            **same_message("Outcome is required", "required", "null", "blank"),
            "invalid_choice": f"Outcome must be one of: {', '.join(CallOutcome.values)}",
        },
    )
    note = TextField(max_length=CALL_NOTE_MAX_LENGTH, required=False, allow_blank=True, default="")


def _export_day_error(name):
    return f"{name} must be a date from {EXPORT_FIRST_DAY.isoformat()} to {EXPORT_LAST_DAY.isoformat()}"


class ExportParamsSerializer(serializers.Serializer):
    """GET /api/orders/export.csv: the list's status filter and a date range (both days included)."""

    status = StatusField(required=False, allow_blank=True, help_text="Only orders in this status.")
    date_from = serializers.DateField(
        source="created_from",
        required=False,
        help_text=f"First day (YYYY-MM-DD), included; from {EXPORT_FIRST_DAY} to {EXPORT_LAST_DAY}.",
        error_messages={"invalid": "from must be a date like 2026-11-01"},
    )
    date_to = serializers.DateField(
        source="created_to",
        required=False,
        help_text=f"Last day (YYYY-MM-DD), included; from {EXPORT_FIRST_DAY} to {EXPORT_LAST_DAY}.",
        error_messages={"invalid": "to must be a date like 2026-11-30"},
    )

    def get_fields(self):
        fields = super().get_fields()
        fields["from"] = fields.pop("date_from")
        fields["to"] = fields.pop("date_to")
        return fields

    def validate_status(self, value):
        if value and value not in STATUS_VALUES:
            raise serializers.ValidationError(invalid_status_message(value))
        return value or None

    def validate(self, attrs):
        start, end = attrs.get("created_from"), attrs.get("created_to")
        out_of_range = {
            name: [_export_day_error(name)]
            for name, day in (("from", start), ("to", end))
            if day is not None and not EXPORT_FIRST_DAY <= day <= EXPORT_LAST_DAY
        }
        if out_of_range:
            raise serializers.ValidationError(out_of_range)
        if start and end and start > end:
            raise serializers.ValidationError({"to": ["to must not be before from"]})
        return attrs


class OrderListParamsSerializer(serializers.Serializer):
    status = StatusField(required=False, allow_blank=True, help_text="Only orders in this status.")

    def validate_status(self, value):
        if value and value not in STATUS_VALUES:
            raise serializers.ValidationError(invalid_status_message(value))
        return value or None
