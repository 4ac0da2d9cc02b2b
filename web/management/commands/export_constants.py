"""`manage.py export_constants`: the constants and messages the server owns, as the SPA's generated modules.

frontend/src/lib/serverConstants.js (what the storefront's pages read) and serverFormConstants.js (the forms' rules
and messages and the staff app's lists) are written by this command and checked by a test, so the SPA never holds a
hand-copied value the server might change (issue: one source for each rule). Two modules, not one: the bundler keeps
a module whole in one chunk, so the pages' entry chunk, which needs a few of these, would otherwise carry every
form's messages too (docs/decisions/0040).
"""

import json
from pathlib import Path

from django.conf import settings
from django.core.management import BaseCommand

from catalog.categories import MAX_EXTRA_IMAGES
from catalog.form_rules import (
    MAX_BRANDS_FILTERED,
    MAX_COMPARED,
    MAX_SYNONYM_LENGTH,
    MAX_SYNONYMS,
    MIN_SYNONYM_LENGTH,
    MIN_SYNONYMS,
    PRODUCT_MESSAGES,
)
from catalog.models import MAX_STOCK
from catalog.search.listings import ORDERING_CHOICES, SEARCH_FIELDS
from catalog.search.planning import SEARCH_COUNT_CAP
from catalog.selectors import HOME_PRODUCTS_PER_CATEGORY
from catalog.sitemaps import PRODUCT_PATH
from featured.form_rules import FEATURED_MESSAGES
from orders.form_rules import (
    CALL_NOTE_MAX_LENGTH,
    CHECKOUT_MESSAGES,
    CVV_PATTERN,
    EXPIRY_PATTERN,
    MIN_ZIP_LENGTH,
    TRACK_MESSAGES,
)
from orders.models import CallOutcome, OrderStatus, PaymentMethod
from orders.phones import MAX_PHONE_LENGTH, MIN_PHONE_DIGITS, PHONE_CHARACTER
from orders.selectors import RISK_IDENTITY, RISK_RECENT
from orders.services import UNREACHABLE_AFTER, VERIFICATION_PROMISE_HOURS
from payments.cards import CARD_DIGITS_MAX, CARD_DIGITS_MIN
from payments.models import STATUS_WORDS
from payments.providers.base import DECLINE_MESSAGES
from payments.serializers import REFUND_REASON_MAX_LENGTH
from staff.form_rules import LOGIN_MESSAGES
from uploads.images import MAX_BYTES as MAX_PHOTO_BYTES
from uploads.images import TOO_LARGE_MESSAGE as PHOTO_TOO_LARGE_MESSAGE

LIB = Path(settings.BASE_DIR) / "frontend" / "src" / "lib"

# What the storefront's pages read (and the rest of the app too).
PAGE_CONSTANTS = {
    "HOME_PRODUCTS_PER_CATEGORY": HOME_PRODUCTS_PER_CATEGORY,
    "SEARCH_COUNT_CAP": SEARCH_COUNT_CAP,
    "VERIFICATION_WINDOW_HOURS": VERIFICATION_PROMISE_HOURS,
    "MAX_COMPARED_PRODUCTS": MAX_COMPARED,
    "MAX_BRANDS_FILTERED": MAX_BRANDS_FILTERED,
    # What a listing may be sorted by (`ordering`) and searched in (`searchFields`).
    "ORDERINGS": list(ORDERING_CHOICES),
    "SEARCH_FIELDS": list(SEARCH_FIELDS),
    # The product page's route, which the sitemap lists too.
    "PRODUCT_PATH": PRODUCT_PATH,
}

# The forms' rules and messages (checkout, order tracking, the staff app's) and the staff app's lists: read by those
# lazy chunks only.
FORM_CONSTANTS = {
    "ORDER_STATUSES": list(OrderStatus.values),
    "CALL_OUTCOMES": list(CallOutcome.values),
    "UNREACHABLE_AFTER_FAILED_CALLS": UNREACHABLE_AFTER,
    "MAX_EXTRA_IMAGES": MAX_EXTRA_IMAGES,
    # The card rule's bounds (payments.cards.is_valid_card_number; the SPA adds the same Luhn check).
    "CARD_DIGITS_MIN": CARD_DIGITS_MIN,
    "CARD_DIGITS_MAX": CARD_DIGITS_MAX,
    "MAX_STOCK": MAX_STOCK,
    "CALL_NOTE_MAX_LENGTH": CALL_NOTE_MAX_LENGTH,
    # How far back an order's risk signals look (orders.selectors.order_risk_signals).
    "RISK_RECENT_HOURS": int(RISK_RECENT.total_seconds() // 3600),
    "RISK_IDENTITY_DAYS": RISK_IDENTITY.days,
    # A payment's status -> where the money stands in words (payments.models), and each decline's sentence.
    "PAYMENT_STATUS_WORDS": {str(status): words for status, words in STATUS_WORDS.items()},
    "DECLINE_MESSAGES": {str(reason): message for reason, message in DECLINE_MESSAGES.items()},
    "REFUND_REASON_MAX_LENGTH": REFUND_REASON_MAX_LENGTH,
    # A set of search synonyms: how many words, and how long each (catalog.form_rules).
    "SYNONYM_WORDS_MIN": MIN_SYNONYMS,
    "SYNONYM_WORDS_MAX": MAX_SYNONYMS,
    "SYNONYM_WORD_MIN_LENGTH": MIN_SYNONYM_LENGTH,
    "SYNONYM_WORD_MAX_LENGTH": MAX_SYNONYM_LENGTH,
    # The forms' messages by field name, word for word the server's (orders, catalog and staff form_rules).
    "CHECKOUT_MESSAGES": CHECKOUT_MESSAGES,
    "TRACK_MESSAGES": TRACK_MESSAGES,
    "PRODUCT_MESSAGES": PRODUCT_MESSAGES,
    "LOGIN_MESSAGES": LOGIN_MESSAGES,
    "FEATURED_MESSAGES": FEATURED_MESSAGES,
    "PAYMENT_METHODS": list(PaymentMethod.values),
    # The phone rule (orders.phones): one of these characters each, at least MIN_PHONE_DIGITS digits.
    "PHONE_CHARACTER": PHONE_CHARACTER,
    "MIN_PHONE_DIGITS": MIN_PHONE_DIGITS,
    "MAX_PHONE_LENGTH": MAX_PHONE_LENGTH,
    "EXPIRY_PATTERN": EXPIRY_PATTERN,
    "CVV_PATTERN": CVV_PATTERN,
    "MIN_ZIP_LENGTH": MIN_ZIP_LENGTH,
    "MAX_PHOTO_BYTES": MAX_PHOTO_BYTES,
    "PHOTO_TOO_LARGE_MESSAGE": PHOTO_TOO_LARGE_MESSAGE,
}

MODULES = {LIB / "serverConstants.js": PAGE_CONSTANTS, LIB / "serverFormConstants.js": FORM_CONSTANTS}


def module_text(constants: dict) -> str:
    lines = [
        "// Generated by `python manage.py export_constants` from the server's own values: do not edit.",
        "// A backend test fails when this file and the server disagree.",
        "",
    ]
    lines += [f"export const {name} = {json.dumps(value)};" for name, value in constants.items()]
    return "\n".join(lines) + "\n"


class Command(BaseCommand):
    help = "Write frontend/src/lib/serverConstants.js and serverFormConstants.js from the server's constants."

    def handle(self, *args, **options):
        for target, constants in MODULES.items():
            target.write_text(module_text(constants))
            self.stdout.write(self.style.SUCCESS(f"Wrote {target.relative_to(settings.BASE_DIR)}"))
