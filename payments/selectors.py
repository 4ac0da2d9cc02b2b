"""Read-side queries of payments."""

from collections import defaultdict
from collections.abc import Iterable
from datetime import datetime, timedelta

from django.db.models import Count, Q

from .models import HELD_STATUSES, Payment, PaymentEvent

# The verification queue flags (and sorts first) the orders whose authorisation lapses within this long.
EXPIRES_SOON = timedelta(hours=24)


def payments_of_orders(order_ids: Iterable[int]) -> dict[int, Payment]:
    """The payments of these orders by order id, each with its ledger attached as if prefetched: two queries."""
    payments = {payment.order_id: payment for payment in Payment.objects.filter(order_id__in=list(order_ids))}
    events = defaultdict(list)
    for event in PaymentEvent.objects.filter(payment__in=list(payments.values())).order_by("at", "id"):
        events[event.payment_id].append(event)
    for payment in payments.values():
        payment._prefetched_objects_cache = {"events": events[payment.pk]}
    return payments


def payment_of_order(order_id: int) -> Payment | None:
    return payments_of_orders([order_id]).get(order_id)


def authorisation_expires_soon(status: str, capture_before: datetime, now: datetime) -> bool:
    """An authorisation still held that lapses within EXPIRES_SOON of `now` (or already has, until run_jobs says)."""
    return status in HELD_STATUSES and capture_before <= now + EXPIRES_SOON


def payment_gauges(now: datetime) -> dict[str, int]:
    """What GET /metrics reads of payments when scraped, in one query: holds lapsing within EXPIRES_SOON (orders still
    to capture), and payments the last reconciliation found different at their provider."""
    return Payment.objects.aggregate(
        expiring_soon=Count(
            "id", filter=Q(status__in=HELD_STATUSES, order__isnull=False, capture_before__lte=now + EXPIRES_SOON)
        ),
        drifted=Count("id", filter=~Q(drift="")),
    )
