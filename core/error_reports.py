"""Error reports (sentry-sdk), on when SENTRY_DSN is set (shop/settings.py calls start_error_reports).

An unhandled error is reported with the request's id as the tag `requestId` (the id its log lines and the API's
500 body carry), and no personal data: no cookies, headers of identity, user or client address
(sentry-sdk's default), no request body (`max_request_body_size="never"`: a checkout's body holds the card),
no local variables of the traceback's frames (a checkout's hold the shopper's name, phone, address and card), the
card's and the session's field names scrubbed wherever they appear, and any run of 13 to 19 digits masked.
"""

import sentry_sdk
from sentry_sdk.integrations.django import DjangoIntegration
from sentry_sdk.integrations.logging import ignore_logger
from sentry_sdk.scrubber import DEFAULT_DENYLIST, EventScrubber

from .logs import mask_card_numbers, request_id

# Field names whose values never leave the process, besides Sentry's own list (passwords, tokens, cookies, session).
DENYLIST = [
    *DEFAULT_DENYLIST,
    "card_number",
    "cardnumber",
    "cardNumber",
    "cvv",
    "cvc",
    "expiry_date",
    "expiryDate",
    "cardholder_name",
    "cardholderName",
    # Headers as Django's request hands them over: Sentry's list spells them with underscores (WSGI's names).
    "x-csrftoken",
    "x-forwarded-for",
    "x-real-ip",
    "set-cookie",
]


def _masked(value):
    if isinstance(value, str):
        return mask_card_numbers(value)
    if isinstance(value, dict):
        return {key: _masked(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_masked(item) for item in value]
    return value


def before_send(event, hint):
    """Tag the event with its request's id, and mask card numbers in every string it holds."""
    event = _masked(event)
    if (current := request_id.get()) is not None:
        event.setdefault("tags", {})["requestId"] = current
    return event


def start_error_reports(dsn, *, environment="production", release=None):
    # A 5xx's request line (core.middleware) is an ERROR line but not a second report of the error.
    ignore_logger("voltcart.request")
    sentry_sdk.init(
        dsn=dsn,
        environment=environment,
        release=release or None,
        integrations=[DjangoIntegration()],
        # No personal data: neither `data_collection` nor its deprecated forerunner `send_default_pii` is given,
        # which sentry-sdk takes as send_default_pii=False (naming the old option only earns a DeprecationWarning).
        include_local_variables=False,
        max_request_body_size="never",
        event_scrubber=EventScrubber(denylist=DENYLIST, recursive=True),
        before_send=before_send,
        # Errors only: no performance tracing (it would cost every request).
        traces_sample_rate=0,
    )
