"""The orders' figures: the staff dashboard's, read from the daily figures orders.services keeps (OrderDailyStats and
VerificationDailyStats) so the dashboard costs the same with a thousand orders or a million, and the verification
queue's gauges ops.metrics exports."""

from collections import defaultdict
from datetime import date, datetime, timedelta
from decimal import Decimal

from django.db.models import Count, Min, Q, Sum
from django.utils import timezone

from catalog.selectors import active_product_count
from core.data_versions import cached_under
from core.money import CENT

from . import cache_keys
from .cache_keys import ORDERS
from .models import Order, OrderDailyStats, OrderStatus, VerificationDailyStats
from .services import VERIFICATION_PROMISE, verification_overdue_since

REVENUE_DAYS = 30
RECENT_ORDERS = 5
# Revenue leaves out Canceled orders; order counts include them.
_REVENUE = Sum("revenue_cents", filter=~Q(status=OrderStatus.CANCELED), default=0)


def _money(cents: int) -> Decimal:
    return (Decimal(cents) / 100).quantize(CENT)


# The figures are rebuilt after any order write (orders.signals); this bounds how long they lag a new day.
FIGURES_CACHE_SECONDS = 60


def analytics_summary(today: date | None = None) -> dict:
    """Totals over every order, the 5 newest orders, orders and revenue for each of the last 30 days, orders
    waiting past the 24-hour verification promise, and the average hours from order to verification of the orders
    verified in those 30 days (None without any). Everything is kept in the cache under the orders' data version, so a
    dashboard read costs a few cache reads and no query while no order is written."""
    today = today or timezone.localdate()
    now = timezone.now()
    figures = cached_under(
        ORDERS, cache_keys.analytics(today), lambda: _order_figures(today, now), FIGURES_CACHE_SECONDS
    )
    return {**figures, "overdue_orders": _overdue_count(now), "total_products": active_product_count()}


def verification_queue_gauges(now: datetime) -> dict:
    """The orders Pending Verification: how many wait, are overdue (past the promise) or unreachable, and when the
    oldest was placed (None when none waits); one aggregate query."""
    return Order.objects.filter(status=OrderStatus.PENDING).aggregate(
        waiting=Count("id"),
        overdue=Count("id", filter=Q(created_at__lt=verification_overdue_since(now))),
        unreachable=Count("id", filter=Q(unreachable=True)),
        oldest=Min("created_at"),
    )


def _overdue_count(now: datetime) -> int:
    """Pending orders placed more than 24 hours ago.

    The count also grows with the clock alone, but only when a pending order passes the 24-hour mark; so it
    is kept with the moment the next one does, and counted again then or after any order write (new version).
    """
    kept = cached_under(
        ORDERS,
        cache_keys.OVERDUE,
        lambda: _overdue_at(now),
        FIGURES_CACHE_SECONDS,
        still_good=lambda kept: kept["until"] is None or now < kept["until"],
    )
    return kept["count"]


def _overdue_at(now: datetime) -> dict:
    since = verification_overdue_since(now)
    pending = Order.objects.filter(status=OrderStatus.PENDING)
    next_placed = pending.filter(created_at__gte=since).aggregate(first=Min("created_at"))["first"]
    return {
        "count": pending.filter(created_at__lt=since).count(),
        "until": next_placed and next_placed + VERIFICATION_PROMISE,
    }


def _order_figures(today: date, now: datetime) -> dict:
    first_day = today - timedelta(days=REVENUE_DAYS - 1)
    totals = OrderDailyStats.objects.aggregate(
        order_count=Sum("orders", default=0),
        revenue=_REVENUE,
        pending=Sum("orders", filter=Q(status=OrderStatus.PENDING), default=0),
    )
    days = defaultdict(lambda: {"order_count": 0, "revenue": 0})
    for row in (
        OrderDailyStats.objects.filter(day__gte=first_day, day__lte=today)
        .values("day")
        .annotate(order_count=Sum("orders"), revenue=_REVENUE)
        .order_by()
    ):
        days[row["day"]] = row
    verifications = VerificationDailyStats.objects.filter(day__gte=first_day, day__lte=today).aggregate(
        verified=Sum("verified", default=0), waited=Sum("waited_seconds", default=0)
    )
    return {
        "average_verification_hours": round(verifications["waited"] / verifications["verified"] / 3600, 1)
        if verifications["verified"]
        else None,
        "total_orders": totals["order_count"],
        "total_revenue": _money(totals["revenue"]),
        "pending_orders": totals["pending"],
        "recent_orders": list(
            Order.objects.order_by("-created_at", "-id").values("id", "customer_name", "total", "status", "created_at")[
                :RECENT_ORDERS
            ]
        ),
        "revenue_by_day": [
            {"date": day, "orders": days[day]["order_count"], "revenue": _money(days[day]["revenue"])}
            for day in (first_day + timedelta(days=offset) for offset in range(REVENUE_DAYS))
        ],
    }
