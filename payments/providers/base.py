"""What every payment provider offers the shop, with typed results and errors.

A provider authorises an amount on a card (or accepts an authorisation the browser made, with Stripe), captures
it, voids it, refunds part or all of a capture, tells its current state (`sync`) and parses its webhooks. A
refusal of the card (`Declined`) is the shopper's to fix; `ProviderUnavailable` is an outage, which the shop
answers as such and never takes for a decline.
"""

from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from enum import StrEnum


class DeclineReason(StrEnum):
    DECLINED = "card_declined"
    INSUFFICIENT_FUNDS = "insufficient_funds"
    EXPIRED_CARD = "expired_card"
    INCORRECT_CVC = "incorrect_cvc"


# What the shopper reads for each reason (402 at checkout); the SPA gets them generated (export_constants).
DECLINE_MESSAGES = {
    DeclineReason.DECLINED: "Your card was declined. Please check the details or use another card.",
    DeclineReason.INSUFFICIENT_FUNDS: "Your card has insufficient funds. Please use another card.",
    DeclineReason.EXPIRED_CARD: "Your card has expired. Please check the expiry date or use another card.",
    DeclineReason.INCORRECT_CVC: "Your card's security code (CVV) is incorrect. Please check it and try again.",
}


class PaymentError(Exception):
    """A provider refused or could not do what was asked; `reason` is a short text for staff and logs."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class Declined(PaymentError):
    """The card was refused at authorisation (`reason` a DeclineReason)."""


class CaptureRefused(PaymentError):
    """The provider would not capture the authorisation."""


class AuthorisationExpired(PaymentError):
    """The hold lapsed before it was captured."""


class ProviderUnavailable(PaymentError):
    """The provider did not answer, or answered with an error of its own: try again later."""


class NotAuthorised(PaymentError):
    """The authorisation a browser made is not one the shop can accept (another amount, state or currency)."""


class BadWebhook(PaymentError):
    """A webhook whose signature is missing, wrong or too old, or whose body is not an event: nothing in it is
    believed."""


@dataclass(frozen=True)
class Card:
    """A card as a shopper typed it, for a provider that takes card numbers (the test gateway). Never stored."""

    number: str
    expiry: str


@dataclass(frozen=True)
class StripeIntent:
    """A PaymentIntent the browser confirmed with Stripe.js, for the Stripe provider to check and accept."""

    id: str


@dataclass(frozen=True)
class CardSummary:
    brand: str = ""
    last4: str = ""
    funding: str = ""


@dataclass(frozen=True)
class ProviderState:
    """An authorisation as the provider sees it now."""

    reference: str
    status: str  # a payments.models.PaymentStatus value
    authorized: Decimal
    captured: Decimal
    refunded: Decimal
    capture_before: datetime
    card: CardSummary = CardSummary()
    # The provider answered a request it had answered before (the same idempotency key, or an authorisation made in
    # the browser, which any request may name again): the shop may hold a payment for it already.
    replayed: bool = False


@dataclass(frozen=True)
class Refund:
    reference: str
    amount: Decimal


@dataclass(frozen=True)
class WebhookEvent:
    """A verified webhook: its id (handled once), its type, and the authorisation it is about."""

    id: str
    type: str
    reference: str
