"""Read-side queries of orders (HackSoft "selectors")."""

import hmac
from collections import defaultdict
from collections.abc import Iterable, Iterator
from datetime import date, datetime, time, timedelta
from functools import cache

from django.db import connection
from django.db.models import Case, F, Q, QuerySet, When
from django.utils import timezone

from audit.models import AuditEntry
from audit.selectors import audit_entries_of_kind
from core.errors import NotFound
from payments.models import HELD_STATUSES
from payments.selectors import EXPIRES_SOON, payments_of_orders

from .form_rules import TRACK_MESSAGES
from .models import Order, OrderCall, OrderItem, OrderStatus, RiskKind
from .phones import phone_digits

ORDER_NOT_FOUND = "Order not found"


def order_list(*, status: str | None = None) -> QuerySet[Order]:
    """Orders newest first, optionally only those in one status (orders_with_items adds a page's lines)."""
    return Order.objects.filter(status=status) if status else Order.objects.all()


def orders_with_items(orders: Iterable[Order]) -> list[Order]:
    """The orders with their lines and their payments (with the payments' ledgers) attached as if prefetched, read
    in three queries. Django's prefetch builds a related manager and queryset per order: for a page of 20 that cost
    more than the queries did."""
    orders = list(orders)
    order_ids = [order.pk for order in orders]
    items = defaultdict(list)
    for item in OrderItem.objects.filter(order_id__in=order_ids).order_by("id"):
        items[item.order_id].append(item)
    payments = payments_of_orders(order_ids)
    for order in orders:
        order._prefetched_objects_cache = {"items": items[order.pk]}
        order._state.fields_cache["payment"] = payments.get(order.pk)
    return orders


def order_get(order_id: int) -> Order:
    """The order with its lines, or NotFound."""
    order = Order.objects.filter(pk=order_id).first()
    if order is None:
        raise NotFound(ORDER_NOT_FOUND)
    return orders_with_items([order])[0]


def order_check_exists(order_id: int) -> None:
    """NotFound unless the order exists."""
    if not Order.objects.filter(pk=order_id).exists():
        raise NotFound(ORDER_NOT_FOUND)


def verification_queue() -> QuerySet[Order]:
    """Orders waiting for their verification call: those whose card authorisation lapses within a day first (the
    sooner the first), then the rest oldest first; each with its payment's `payment_status` and `capture_before`."""
    expiring = Q(payment__status__in=HELD_STATUSES, payment__capture_before__lte=timezone.now() + EXPIRES_SOON)
    return (
        Order.objects.filter(status=OrderStatus.PENDING)
        .annotate(
            payment_status=F("payment__status"),
            capture_before=F("payment__capture_before"),
            expiring_at=Case(When(expiring, then=F("payment__capture_before")), default=None),
        )
        .order_by(F("expiring_at").asc(nulls_last=True), "created_at", "id")
    )


# How far back an order's risk signals look: other orders with its phone or card, and the names its card and
# the phones its address were used with.
RISK_RECENT = timedelta(hours=24)
RISK_IDENTITY = timedelta(days=30)


def order_risk_signals(
    *, phone_key: str, card_fingerprint: str, address_key: str, cardholder_key: str, at: datetime
) -> list[dict]:
    """The risk signals of an order about to be placed at `at`,
    from the orders placed before it, in one query: [{"kind", "count"}], the kinds in RiskKind's order.

    same_phone / same_card: how many other orders had its phone / card fingerprint in the last 24 h.
    card_many_names: how many cardholder names its card was given in the last 30 days, this order's included,
    when more than one; address_many_phones: likewise the phones given with its address. Names, phones and
    addresses are compared by their keys (orders.velocity), so case and spacing never make a second name."""
    at_value = connection.ops.adapt_datetimefield_value
    since, identity_since = at_value(at - RISK_RECENT), at_value(at - RISK_IDENTITY)
    phone, card, address, holder = phone_key, card_fingerprint, address_key, cardholder_key
    with connection.cursor() as cursor:
        cursor.execute(
            _risk_counts_sql(connection.vendor),
            [phone, since, card, since, card, holder, address, phone, phone, card, address, identity_since],
        )
        same_phone, same_card, other_names, other_phones = cursor.fetchone()
    counts = {
        RiskKind.SAME_PHONE: same_phone,
        RiskKind.SAME_CARD: same_card,
        RiskKind.CARD_MANY_NAMES: other_names + 1 if other_names else 0,
        RiskKind.ADDRESS_MANY_PHONES: other_phones + 1 if other_phones else 0,
    }
    return [{"kind": str(kind), "count": count} for kind, count in counts.items() if count]


@cache
def _risk_counts_sql(vendor: str) -> str:
    """order_risk_signals' one query (the same on PostgreSQL and SQLite), written as SQL: building its four filtered
    counts through the ORM took eight times as long as running them, a quarter of a checkout's Python
    (decision 0025). The OR finds the orders through the (key, created_at) indexes."""
    quote = connection.ops.quote_name
    table = quote(Order._meta.db_table)
    phone, card, address, holder, created = (
        quote(Order._meta.get_field(name).column)
        for name in ("phone_key", "card_fingerprint", "address_key", "cardholder_key", "created_at")
    )
    return (
        f"SELECT COUNT(*) FILTER (WHERE {phone} = %s AND {created} >= %s), "
        f"COUNT(*) FILTER (WHERE {card} = %s AND {created} >= %s), "
        f"COUNT(DISTINCT {holder}) FILTER (WHERE {card} = %s AND {holder} <> %s), "
        f"COUNT(DISTINCT {phone}) FILTER (WHERE {address} = %s AND {phone} <> %s) "
        f"FROM {table} WHERE ({phone} = %s OR {card} = %s OR {address} = %s) AND {created} >= %s"
    )


def order_calls(order_id: int) -> QuerySet[OrderCall]:
    order_check_exists(order_id)
    return OrderCall.objects.filter(order_id=order_id).order_by("-created_at", "-id")


EXPORT_BATCH = 2000
_EXPORT_FIELDS = ("id", "created_at", "customer_name", "phone", "status", "total")


def _export_lines(order_ids: list[int]) -> defaultdict[int, list[tuple[int, str]]]:
    """Each order's lines as (quantity, product name), in line order. Written as SQL: through the ORM,
    preparing every id of the IN list one by one took most of this query's time (decision 0026);
    integers and text come back the same from every database, so nothing is lost by skipping the ORM."""
    lines = defaultdict(list)
    if not order_ids:
        return lines
    table = connection.ops.quote_name(OrderItem._meta.db_table)
    if connection.vendor == "postgresql":
        # One array parameter: the same statement text every time, where an IN list of literals would be new
        # SQL to parse and plan for PostgreSQL, and to split and quote on the client, at every batch.
        condition, params = "order_id = ANY(%s)", [order_ids]
    else:
        condition, params = f"order_id IN ({', '.join(['%s'] * len(order_ids))})", order_ids
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT order_id, quantity, product_name FROM {table} WHERE {condition} ORDER BY id", params)
        for order_id, quantity, product_name in cursor.fetchall():
            lines[order_id].append((quantity, product_name))
    return lines


def order_export_rows(
    *, status: str | None = None, created_from: date | None = None, created_to: date | None = None
) -> Iterator[tuple]:
    """Orders oldest first as (id, created_at, customer_name, phone, status, total, [(quantity, product name)]),
    days in the shop's time zone. Read EXPORT_BATCH orders at a time (keyset on created_at, id) with their lines
    in one more query, as plain tuples: a large export never sits in memory, and no model is built per row
    (that was most of an export's time in the profile). The range's bounds are computed here, at the call, not
    when the first row is asked for: a bad range fails before a streamed answer has begun."""
    tz = timezone.get_current_timezone()
    orders = Order.objects.order_by("created_at", "id")
    if status:
        orders = orders.filter(status=status)
    if created_from:
        orders = orders.filter(created_at__gte=timezone.make_aware(datetime.combine(created_from, time.min), tz))
    if created_to:
        end = datetime.combine(created_to + timedelta(days=1), time.min)
        orders = orders.filter(created_at__lt=timezone.make_aware(end, tz))
    return _export_batches(orders)


def _export_batches(orders: QuerySet[Order]) -> Iterator[tuple]:
    after = Q()
    while True:
        batch = list(orders.filter(after).values_list(*_EXPORT_FIELDS)[:EXPORT_BATCH])
        lines = _export_lines([row[0] for row in batch])
        for row in batch:
            yield (*row, lines[row[0]])
        if len(batch) < EXPORT_BATCH:
            return
        last_id, last_created_at = batch[-1][0], batch[-1][1]
        after = Q(created_at__gt=last_created_at) | Q(created_at=last_created_at, id__gt=last_id)


# Compared when no order has the number, so a wrong number and a wrong phone take the same path.
_NO_PHONE = "\0"


def order_track(*, order_id: int, phone: str) -> Order:
    """The order with this number whose phone has the same digits; one neutral NotFound otherwise, with the
    same work done whether the number exists or not."""
    order = Order.objects.filter(pk=order_id).first()
    expected = phone_digits(order.phone) if order else _NO_PHONE
    if not hmac.compare_digest(expected.encode(), phone_digits(phone).encode()) or order is None:
        raise NotFound(TRACK_MESSAGES["notFound"])
    return order


def order_timeline(order: Order) -> list[dict]:
    """Placed, then every status change the audit trail recorded, oldest first."""
    changes = audit_entries_of_kind(subject=AuditEntry.Subject.ORDER, subject_id=order.pk, kind=AuditEntry.Kind.STATUS)
    return [{"status": "Placed", "at": order.created_at}] + [{"status": c.new, "at": c.at} for c in changes]


def order_receipt(order_id: int, placed_ids: list[int]) -> Order:
    """An order the asking browser session placed itself (anyone else: NotFound)."""
    if order_id not in placed_ids:
        raise NotFound(ORDER_NOT_FOUND)
    return order_get(order_id)
