"""Read-side queries of orders (HackSoft "selectors")."""

from django.db.models import QuerySet

from shop.errors import NotFound

from .models import Order

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
