"""What the checkout, tracking and call forms accept and the messages they answer with, declared once: the serializers
answer with them and `manage.py export_constants` hands them to the SPA's schemas, keyed by the body's field names."""

from datetime import date

from core.fields import at_most

from .models import PaymentMethod
from .phones import MAX_PHONE_LENGTH

# The card's expiry and CVV as the form takes them (the number's rule is payments.cards').
EXPIRY_PATTERN = r"(0[1-9]|1[0-2])/[0-9]{2}"
CVV_PATTERN = r"[0-9]{3,4}"
MIN_ZIP_LENGTH = 5
CALL_NOTE_MAX_LENGTH = 2000

CHECKOUT_MESSAGES = {
    "customerName": "Name is required",
    "phone": "Valid phone number is required",
    "phoneTooLong": at_most("Phone number", MAX_PHONE_LENGTH),
    "street": "Street address is required",
    "city": "City is required",
    "zipCode": "ZIP code is required",
    "paymentMethod": f"Payment method must be {' or '.join(PaymentMethod.values)}",
    "cardNumber": "Valid card number is required",
    "expiryDate": "Valid expiry date required (MM/YY)",
    "cvv": "CVV is required",
    "cardholderName": "Cardholder name is required",
}

TRACK_MESSAGES = {
    "orderId": "Order number is required",
    "phone": "Phone number is required",
    # One sentence for a wrong number and a wrong phone (neutral on purpose).
    "notFound": "No order matches that number and phone",
}

# The days an export's range may name. Checked before the CSV starts streaming: past these, the range's bounds
# would overflow Python's dates (9999-12-31 + 1 day) or the time zone's conversion (0001-01-01 east of UTC),
# and a streamed answer that has begun can no longer become a 400.
EXPORT_FIRST_DAY = date(1900, 1, 1)
EXPORT_LAST_DAY = date(2999, 12, 31)
