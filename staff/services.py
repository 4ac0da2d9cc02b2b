"""Staff dashboard figures, computed by the database."""
from datetime import datetime, time, timedelta
from decimal import Decimal

from django.db.models import Count, Q, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from catalog.models import Product
from orders.models import Order, OrderStatus

REVENUE_DAYS = 30
RECENT_ORDERS = 5
ZERO = Decimal("0.00")


def analytics(today=None):
    not_canceled = ~Q(status=OrderStatus.CANCELED)
    figures = Order.objects.aggregate(
        total_orders=Count("id"),
        total_revenue=Sum("total", filter=not_canceled),
        pending_orders=Count("id", filter=Q(status=OrderStatus.PENDING)),
    )

    tz = timezone.get_current_timezone()
    today = today or timezone.localdate()
    first_day = today - timedelta(days=REVENUE_DAYS - 1)
    rows = (
        Order.objects.filter(created_at__gte=timezone.make_aware(datetime.combine(first_day, time.min), tz))
        .annotate(day=TruncDate("created_at", tzinfo=tz))
        .values("day")
        .annotate(orders=Count("id"), revenue=Sum("total", filter=not_canceled))
        .order_by("day")
    )
    by_day = {row["day"]: row for row in rows}
    revenue_by_day = []
    for offset in range(REVENUE_DAYS):
        day = first_day + timedelta(days=offset)
        row = by_day.get(day, {})
        revenue_by_day.append({"date": day, "revenue": row.get("revenue") or ZERO, "orders": row.get("orders", 0)})

    return {
        "totalOrders": figures["total_orders"],
        "totalRevenue": figures["total_revenue"] or ZERO,
        "pendingOrders": figures["pending_orders"],
        "totalProducts": Product.objects.active().count(),
        "recentOrders": list(Order.objects.order_by("-created_at", "-id")[:RECENT_ORDERS]),
        "revenueByDay": revenue_by_day,
    }
