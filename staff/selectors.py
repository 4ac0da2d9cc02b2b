"""Staff dashboard figures, read from the daily figures orders.services keeps (orders.models.OrderDailyStats),
so the dashboard costs the same with a thousand orders or a million."""

from collections import defaultdict
from datetime import date, datetime, timedelta
from decimal import Decimal

from django.core.cache import cache
from django.db.models import Avg, DurationField, ExpressionWrapper, F, Q, Sum
from django.utils import timezone

from catalog.selectors import active_product_count
from orders.models import Order, OrderDailyStats, OrderStatus
from orders.services import VERIFICATION_PROMISE_HOURS
from orders.signals import ORDERS
from shop.data_versions import data_version
from shop.money import CENT

REVENUE_DAYS = 30
RECENT_ORDERS = 5
# Revenue leaves out Canceled orders; order counts include them.
_REVENUE = Sum("revenue_cents", filter=~Q(status=OrderStatus.CANCELED), default=0)


def _money(cents: int) -> Decimal:
    return (Decimal(cents) / 100).quantize(CENT)


# The figures are rebuilt after any order write (orders.signals); this bounds how far the 30-day window of the
# average verification time drifts while nothing is written.
FIGURES_CACHE_SECONDS = 60


def analytics_summary(today: date | None = None) -> dict:
    """Totals over every order, the 5 newest orders, orders and revenue for each of the last 30 days, orders
    waiting past the 24-hour verification promise, and the average hours from order to verification over the
    last 30 days (None without any). All but the overdue count (which grows with the clock alone) are kept in
    the cache under the orders' data version, so a dashboard read costs one cache read and one count."""
    today = today or timezone.localdate()
    now = timezone.now()
    key = f"analytics:{today}:{data_version(ORDERS)}"
    figures = cache.get(key)
    if figures is None:
        figures = _order_figures(today, now)
        cache.set(key, figures, FIGURES_CACHE_SECONDS)
    overdue = Order.objects.filter(
        status=OrderStatus.PENDING, created_at__lt=now - timedelta(hours=VERIFICATION_PROMISE_HOURS)
    ).count()
    return {**figures, "overdue_orders": overdue, "total_products": active_product_count()}


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
    to_verification = Order.objects.filter(verified_at__gte=now - timedelta(days=REVENUE_DAYS)).aggregate(
        average=Avg(ExpressionWrapper(F("verified_at") - F("created_at"), output_field=DurationField()))
    )["average"]
    return {
        "average_verification_hours": None
        if to_verification is None
        else round(to_verification.total_seconds() / 3600, 1),
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
