"""Read-side queries of orders (HackSoft "selectors")."""

from datetime import date, datetime, time, timedelta

from django.db.models import QuerySet
from django.utils import timezone

from shop.errors import NotFound

from .models import Order, OrderCall, OrderStatus

ORDER_NOT_FOUND = "Order not found"


def order_list(*, status: str | None = None) -> QuerySet[Order]:
    """Orders newest first, with their lines, optionally only those in one status."""
    queryset = Order.objects.prefetch_related("items")
    return queryset.filter(status=status) if status else queryset


def order_get(order_id: int) -> Order:
    """The order with its lines, or NotFound."""
    order = Order.objects.prefetch_related("items").filter(pk=order_id).first()
    if order is None:
        raise NotFound(ORDER_NOT_FOUND)
    return order


def verification_queue() -> QuerySet[Order]:
    """Orders waiting for their verification call, oldest first."""
    return Order.objects.filter(status=OrderStatus.PENDING).order_by("created_at", "id")


def order_calls(order_id: int) -> QuerySet[OrderCall]:
    order_get(order_id)  # NotFound for a missing order
    return OrderCall.objects.filter(order_id=order_id).order_by("-created_at", "-id")


def orders_for_export(
    *, status: str | None = None, created_from: date | None = None, created_to: date | None = None
) -> QuerySet[Order]:
    """Orders oldest first with their lines, for a streamed export (days in the shop's time zone)."""
    tz = timezone.get_current_timezone()
    queryset = Order.objects.prefetch_related("items").order_by("created_at", "id")
    if status:
        queryset = queryset.filter(status=status)
    if created_from:
        queryset = queryset.filter(created_at__gte=timezone.make_aware(datetime.combine(created_from, time.min), tz))
    if created_to:
        end = datetime.combine(created_to + timedelta(days=1), time.min)
        queryset = queryset.filter(created_at__lt=timezone.make_aware(end, tz))
    return queryset
