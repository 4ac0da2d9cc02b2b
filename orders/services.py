"""Order business rules: checkout (lines, totals, stock through catalog.stock, the card through payments.cards),
status transitions, and the dashboard's daily figures kept in the same transactions."""

import hashlib
import hmac
import json
import logging
from collections import defaultdict
from collections.abc import Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from django.conf import settings
from django.db import DatabaseError, IntegrityError, connection, transaction
from django.db.models import Count, DurationField, F, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from audit.models import AuditEntry
from audit.services import audit_record
from catalog.models import Product
from catalog.stock import products_for_sale, stock_release, stock_reserve
from core import metrics
from core.data_versions import data_changed
from core.db import lock_rows
from core.errors import Conflict, Mismatch, NotFound, RuleViolation, TooMany
from core.idempotency import key_running
from core.money import CENT, MAX_AMOUNT
from payments import cards
from payments import services as payments
from payments.providers.base import Card, StripeIntent

from . import velocity
from .cache_keys import ORDERS
from .models import (
    CallOutcome,
    CheckoutKey,
    Order,
    OrderCall,
    OrderDailyStats,
    OrderItem,
    OrderStatus,
    VerificationDailyStats,
)
from .selectors import ORDER_NOT_FOUND, order_risk_signals

logger = logging.getLogger(__name__)

PRICES_CHANGED = "Prices have changed. Please review your cart."
# Staff call every customer within this many hours of the order (the storefront promises it).
VERIFICATION_PROMISE_HOURS = 24
VERIFICATION_PROMISE = timedelta(hours=VERIFICATION_PROMISE_HOURS)


def verification_overdue_since(now: datetime) -> datetime:
    """An order placed before this moment and still waiting for its call is overdue (the queue's flag, the
    dashboard's and the metrics' counts)."""
    return now - VERIFICATION_PROMISE


TRANSITIONS = {
    OrderStatus.PENDING: (OrderStatus.VERIFIED, OrderStatus.CANCELED),
    OrderStatus.VERIFIED: (OrderStatus.SHIPPED, OrderStatus.CANCELED),
    OrderStatus.SHIPPED: (OrderStatus.DELIVERED,),
    OrderStatus.DELIVERED: (),
    OrderStatus.CANCELED: (),
}


def allowed_transitions(status: str) -> list[str]:
    return [str(s) for s in TRANSITIONS.get(status, ())]


@dataclass(frozen=True)
class CartLine:
    product_id: int
    quantity: int
    selected_color: str = ""
    seat_info: dict | None = None


def _cart(lines: Sequence[Mapping]) -> tuple[list[CartLine], dict[int, int]]:
    """The cart's lines, and the units asked for per product (lines differing only by colour share the stock)."""
    cart = [CartLine(**line) for line in lines]
    requested: dict[int, int] = defaultdict(int)
    for line in cart:
        requested[line.product_id] += line.quantity
    return cart, requested


def _refuse(problems: list[tuple[str, str]], code: str) -> None:
    """Refuse the order, naming the first problem, with every problem keyed by its path in order_place's arguments
    (`lines.0.quantity`); the API names its own fields (core.api_errors.errors_named_by)."""
    errors: dict[str, list[str]] = {}
    for path, message in problems:
        errors.setdefault(path, []).append(message)
    raise RuleViolation(problems[0][1], errors=errors, code=code)


# A product that is gone or unpublished, named by nothing: an inactive product's name never leaks.
ITEM_UNAVAILABLE = "An item in your cart is no longer available"


def _line_problems(lines: Sequence[CartLine], products: Mapping[int, Product]) -> list[tuple[str, str]]:
    """Lines whose product is gone, inactive or not sold in the chosen colour."""
    problems = []
    for index, line in enumerate(lines):
        product = products.get(line.product_id)
        if product is None or not product.is_active:
            problems.append((f"lines.{index}.product_id", ITEM_UNAVAILABLE))
        elif line.selected_color and product.color_options and line.selected_color not in product.color_options:
            problems.append(
                (f"lines.{index}.selected_color", f'"{product.name}" is not available in {line.selected_color}')
            )
    return problems


def _stock_problems(
    lines: Sequence[CartLine], products: Mapping[int, Product], requested: Mapping[int, int]
) -> list[tuple[str, str]]:
    """Products asked for in more units than are in stock (lines differing only by colour share the stock)."""
    first_line = {}
    for index, line in enumerate(lines):
        first_line.setdefault(line.product_id, index)
    problems = []
    for product_id, quantity in requested.items():
        product = products.get(product_id)
        if product is None or not product.is_active or quantity <= product.stock:
            continue
        message = (
            f'"{product.name}" is out of stock'
            if product.stock <= 0
            else f'Only {product.stock} of "{product.name}" left in stock'
        )
        problems.append((f"lines.{first_line[product_id]}.quantity", message))
    return problems


def _refuse_unsellable(
    lines: Sequence[CartLine], products: Mapping[int, Product], requested: Mapping[int, int]
) -> None:
    """Refuse the order when a line's product is unavailable or short of stock, naming every problem."""
    unavailable = _line_problems(lines, products)
    problems = unavailable + _stock_problems(lines, products, requested)
    if problems:
        _refuse(problems, "unavailable" if unavailable else "out_of_stock")


def _order_total(lines: Sequence[CartLine], products: Mapping[int, Product], client_total: Decimal) -> Decimal:
    """The total at database prices; refused when the shopper saw another one, or when it is too large."""
    total = sum((products[line.product_id].price * line.quantity for line in lines), Decimal("0")).quantize(CENT)
    if total != client_total:
        raise RuleViolation(PRICES_CHANGED, code="price_changed")
    if total > MAX_AMOUNT:
        raise RuleViolation("This order is too large to place online. Please contact us.", code="too_large")
    return total


def _order_lines_create(order: Order, lines: Sequence[CartLine], products: Mapping[int, Product]) -> None:
    items = OrderItem.objects.bulk_create(
        OrderItem(
            order=order,
            product_id=line.product_id,
            product_id_snapshot=line.product_id,
            product_name=products[line.product_id].name,
            quantity=line.quantity,
            price=products[line.product_id].price,
            selected_color=line.selected_color or "",
            seat_info=line.seat_info,
        )
        for line in lines
    )
    # The receipt lists these lines: hand them over as if prefetched, so it needs no query.
    order._prefetched_objects_cache = {"items": items}


def _velocity_hit(*, phone: str, fingerprint: str, payment_intent_id: str) -> None:
    """Count the attempt against the per-phone and per-card limits. A checkout refused there with a card payment the
    browser already confirmed (Stripe) releases it at once: no order will ever take it, and the shopper's money must
    not stay held until the provider lets it lapse."""
    try:
        velocity.checkout_velocity_hit(phone=phone, fingerprint=fingerprint)
    except TooMany:
        if payment_intent_id:
            payments.payment_intent_abandon(payment_intent_id)
        raise


# What an order keeps of a card that never reached the shop (Stripe's Card Element) until the provider names it.
CARD_NOT_SEEN = {"card_brand": "", "card_last4": "", "card_fingerprint": ""}


def order_place(
    *,
    customer_name: str,
    phone: str,
    street: str,
    city: str,
    zip_code: str,
    payment_method: str,
    cardholder_name: str,
    lines: Sequence[Mapping],
    client_total: Decimal,
    card_number: str = "",
    expiry_date: str = "",
    payment_intent_id: str = "",
    velocity_counted: bool = False,
    claim: CheckoutKey | None = None,
) -> Order:
    """Reserve stock and store the order, all or nothing.

    `lines` are {product_id, quantity, selected_color, seat_info}. `card_number` is only used to derive
    the brand, the last 4 digits and the fingerprint; it is never stored, and the CVV never reaches this function.
    Prices come from the database: a client total that differs from the recomputed one is refused, so
    a stale or tampered cart cannot buy at the wrong price.

    Every attempt first counts against the per-phone and per-card limits (TooMany past them), outside the
    transaction so a refused order stays counted; `velocity_counted` when the caller counted it already.
    The order keeps its card fingerprint (an HMAC, payments.cards) and the risk signals of that moment.

    The client's total is authorised on the card before any stock is taken, outside the transaction that locks the
    products (a decline is PaymentRefused: nothing stored, nothing taken); an order that is then refused (stock, a
    changed price) voids that authorisation at once. `claim` (order_place_once's Idempotency-Key) is given the order
    in its transaction, and lets a retried checkout reuse its first authorisation.
    """
    cart, requested = _cart(lines)
    if not cart:
        raise RuleViolation("Your cart is empty", errors={"lines": ["Your cart is empty"]}, code="empty_cart")
    # With Stripe the card never reaches us (`payment_intent_id`): the provider names it once authorised.
    card = cards.card_kept(card_number) if card_number else CARD_NOT_SEEN
    if not velocity_counted:
        _velocity_hit(phone=phone, fingerprint=card["card_fingerprint"], payment_intent_id=payment_intent_id)

    # Nothing to hold for a free order (a total of 0): it has no payment.
    authorisation = (
        payments.payment_authorise(
            amount=client_total,
            source=StripeIntent(payment_intent_id)
            if payment_intent_id
            else Card(number=card_number, expiry=expiry_date),
            attempt_key=f"{claim.pk}:{claim.created_at.isoformat()}" if claim else "",
        )
        if client_total > 0
        else None
    )
    if authorisation is not None and not card_number:
        card = {**card, "card_brand": authorisation.state.card.brand, "card_last4": authorisation.state.card.last4}
    # The order's own fields: the customer's, and what it keeps of the card.
    fields = {
        "customer_name": customer_name,
        "phone": phone,
        "street": street,
        "city": city,
        "zip_code": zip_code,
        "payment_method": payment_method,
        "cardholder_name": cardholder_name,
        "card_brand": card["card_brand"],
        "card_last4": card["card_last4"],
        "card_expiry": expiry_date,
    }
    try:
        order = _order_store(
            fields,
            card_fingerprint=card["card_fingerprint"],
            cart=cart,
            requested=requested,
            client_total=client_total,
            authorisation=authorisation,
            claim=claim,
        )
    except BaseException:
        if authorisation is not None:
            payments.payment_release(authorisation, note="The order could not be placed")
        raise
    logger.info("Order #%s placed: %d line(s), total %s", order.pk, len(cart), order.total)
    return order


def _order_store(
    fields: Mapping, *, card_fingerprint: str, cart, requested, client_total, authorisation, claim
) -> Order:
    """The checkout's one transaction: take the stock, store the order (`fields` and what this moment adds) with its
    lines, record its payment and give it its Idempotency-Key."""
    with transaction.atomic():
        products = stock_reserve(requested, check=lambda products: _refuse_unsellable(cart, products, requested))
        keys = {
            "phone_key": velocity.phone_key(fields["phone"]),
            "card_fingerprint": card_fingerprint,
            "address_key": velocity.address_key(fields["street"], fields["city"], fields["zip_code"]),
            "cardholder_key": velocity.cardholder_key(fields["cardholder_name"]),
        }
        now = timezone.now()
        order = Order.objects.create(
            **fields,
            total=_order_total(cart, products, client_total),
            created_at=now,
            risk=order_risk_signals(**keys, at=now),
            **keys,
        )
        _order_lines_create(order, cart, products)
        if authorisation is not None:
            payments.payment_record(authorisation, order)
        if claim is not None:
            CheckoutKey.objects.filter(pk=claim.pk).update(order=order)
        _count_in_daily_stats(order, order.status, +1)
        transaction.on_commit(metrics.order_placed)
    return order


def payment_intent_for_cart(*, lines: Sequence[Mapping], client_total: Decimal) -> dict:
    """A card payment for the browser to confirm (Stripe), for the cart's total at database prices: refused like
    checkout when a product is unavailable or short, or the shopper saw another total. Nothing is reserved."""
    cart, requested = _cart(lines)
    products = products_for_sale(requested)
    _refuse_unsellable(cart, products, requested)
    return payments.payment_intent_create(amount=_order_total(cart, products, client_total))


# An Idempotency-Key answers retries for a day. A claim whose request died is taken over at once on PostgreSQL (its
# lock ended with its database session: core.idempotency.key_running), elsewhere (SQLite) after a minute.
CHECKOUT_KEY_LIFETIME = timedelta(hours=24)
CHECKOUT_KEY_ABANDONED = timedelta(seconds=60)
KEY_REUSED = "This Idempotency-Key was used for another order"
KEY_IN_PROGRESS = "An order with this Idempotency-Key is still being placed. Please wait a moment."


def checkout_fingerprint(order_fields: Mapping, client: str = "") -> str:
    """An HMAC of the order asked for and of who asked (`client`, see order_place_once), with the card reduced to
    its last 4 digits (no card number or CVV is stored, not even hashed: a 16-digit number is guessable from its
    hash)."""
    fields = {**order_fields, "card_number": cards.card_last4(order_fields.get("card_number", "")), "client": client}
    canonical = json.dumps(fields, sort_keys=True, default=str, separators=(",", ":"))
    return hmac.new(settings.SECRET_KEY.encode(), canonical.encode(), hashlib.sha256).hexdigest()


def _checkout_key_claim(key: str, fingerprint: str, running_here: bool | None) -> tuple[CheckoutKey, Order | None]:
    """Claim `key` for this checkout: (claim, None) to go ahead, or (claim, order) when it was placed already.
    `running_here` is key_running's answer: True when no other live request holds the key, False when one does, None
    when the database cannot tell (then a claim without its order is presumed dead after CHECKOUT_KEY_ABANDONED)."""
    now = timezone.now()
    if running_here is not False:
        try:
            with transaction.atomic():
                claim = CheckoutKey.objects.create(key=key, fingerprint=fingerprint, created_at=now, claimed_at=now)
            return claim, None
        except IntegrityError:
            pass
    claim = CheckoutKey.objects.select_related("order").filter(key=key).first()
    if claim is None:  # the request holding the key has not stored its claim yet, or is freeing it after a refusal
        raise Conflict(KEY_IN_PROGRESS, code="key_in_progress")
    if claim.created_at < now - CHECKOUT_KEY_LIFETIME and running_here is not False:
        taken = CheckoutKey.objects.filter(pk=claim.pk, created_at=claim.created_at).update(
            fingerprint=fingerprint, order=None, created_at=now, claimed_at=now
        )
        if taken:
            claim.refresh_from_db()
            return claim, None
    if claim.fingerprint != fingerprint:
        raise Mismatch(KEY_REUSED, code="key_reused")
    if claim.order is not None:
        return claim, claim.order
    # Not placed, and no live request holds the key: the one that claimed it died (a killed worker), this one goes on.
    if running_here:
        CheckoutKey.objects.filter(pk=claim.pk).update(claimed_at=now)
        return claim, None
    # Still being placed, unless (without the lock to tell) the request that claimed it is presumed dead by now.
    abandoned = running_here is None and claim.claimed_at < now - CHECKOUT_KEY_ABANDONED
    if abandoned and CheckoutKey.objects.filter(pk=claim.pk, claimed_at=claim.claimed_at).update(claimed_at=now):
        return claim, None
    raise Conflict(KEY_IN_PROGRESS, code="key_in_progress")


def order_place_once(*, idempotency_key: str, client: str, **order_fields) -> tuple[Order, bool]:
    """order_place, at most once per Idempotency-Key: (order, False) when placed now, (order, True) when
    the key placed it before. The same key with another order is Mismatch; while the first request is
    still running, Conflict. A refused order frees its key, so the shopper can fix the cart and retry; so does a
    request that died before its order was stored (its worker killed), at once on PostgreSQL.

    A key belongs to the `client` that first used it (the view's `checkout_client`): from any other, even with
    the same order, it is Mismatch, so a key seen elsewhere never answers the order (nor grants its receipt)."""
    with key_running("checkout", idempotency_key) as running_here:
        claim, placed = _checkout_key_claim(idempotency_key, checkout_fingerprint(order_fields, client), running_here)
        if placed is not None:
            return placed, True  # a retry: not counted again against the velocity limits
        try:
            # Counted before the transaction, so a refused order stays counted (it would roll the count back).
            number = order_fields.get("card_number", "")
            fingerprint = cards.card_fingerprint(number) if number else ""
            _velocity_hit(
                phone=order_fields["phone"],
                fingerprint=fingerprint,
                payment_intent_id=order_fields.get("payment_intent_id", ""),
            )
            order = order_place(**order_fields, velocity_counted=True, claim=claim)
        except Exception:
            # Refused, or stopped by the database (a lock waited past its limit): the hold is released, so a retry
            # must start again with a new claim and a new authorisation, not find the released one.
            with suppress(DatabaseError):
                CheckoutKey.objects.filter(pk=claim.pk, order__isnull=True).delete()
            raise
        return order, False


def checkout_keys_purge() -> int:
    """Forget Idempotency-Keys older than their lifetime; returns how many."""
    deleted, _ = CheckoutKey.objects.filter(created_at__lt=timezone.now() - CHECKOUT_KEY_LIFETIME).delete()
    return deleted


def _ordered_quantities(order: Order) -> dict[int, int]:
    """Units per product still in the catalogue (deleted products have product_id NULL)."""
    quantities: dict[int, int] = defaultdict(int)
    for product_id, quantity in order.items.filter(product__isnull=False).values_list("product_id", "quantity"):
        quantities[product_id] += quantity
    return quantities


def _order_transition(order: Order, new_status: str, *, actor=None, note: str = "") -> str | None:
    """Move a locked order to `new_status` (a legal transition), with its payment, stock, figures and the audit
    trail. Verified captures the payment first: when the capture is refused (recorded with the payment) the order
    stays as it is and the refusal's sentence is returned, for the caller to give once its transaction has kept
    the record. Canceled voids the payment's hold or refunds what was captured."""
    if new_status not in TRANSITIONS.get(order.status, ()):
        raise RuleViolation(f"Cannot change status from {order.status} to {new_status}")
    if new_status == OrderStatus.VERIFIED:
        refusal = payments.payment_capture(order.pk, actor=actor)
        if refusal:
            return refusal
    if new_status == OrderStatus.CANCELED:
        payments.payment_cancel(order.pk, actor=actor)
        stock_release(_ordered_quantities(order))
    previous = order.status
    order.status = new_status
    fields = ["status"]
    if new_status == OrderStatus.VERIFIED:
        order.verified_at = timezone.now()
        fields.append("verified_at")
    order.save(update_fields=fields)
    _count_in_daily_stats(order, previous, -1)
    _count_in_daily_stats(order, new_status, +1)
    if new_status == OrderStatus.VERIFIED:
        _count_verification(order)
    audit_record(
        subject=AuditEntry.Subject.ORDER,
        subject_id=order.pk,
        kind=AuditEntry.Kind.STATUS,
        actor=actor,
        field="status",
        old=previous,
        new=new_status,
        note=note,
    )
    logger.info("Order #%s: %s -> %s", order.pk, previous, new_status)
    return None


def _order_lock(order_id: int) -> Order:
    locked = lock_rows(Order.objects.filter(pk=order_id))
    if not locked:
        raise NotFound(ORDER_NOT_FOUND)
    return locked[0]


def order_status_change(order_id: int, new_status: str, *, actor=None) -> Order:
    """Apply one legal status transition; cancelling puts the ordered units back in stock and the money back.
    The order's row lock makes two staff pressing Verified at once capture once: the second finds it Verified. A
    refused capture is Conflict, the order unchanged."""
    with transaction.atomic():
        order = _order_lock(order_id)
        refusal = _order_transition(order, new_status, actor=actor)
    if refusal:
        raise Conflict(refusal, code="capture_refused")
    return order


# A call's outcome that moves the order, and how many failed calls make it unreachable.
CALL_TRANSITIONS = {CallOutcome.VERIFIED: OrderStatus.VERIFIED, CallOutcome.CUSTOMER_CANCELED: OrderStatus.CANCELED}
FAILED_OUTCOMES = {CallOutcome.NO_ANSWER, CallOutcome.WRONG_NUMBER}
UNREACHABLE_AFTER = 3


def order_call_record(order_id: int, *, outcome: str, note: str = "", actor=None) -> OrderCall:
    """Record a verification call. "verified" and "customer_canceled" move the order through the same
    transition rules (cancelling returns the stock); three failed calls mark it unreachable for a staff
    decision. The order row is locked, so two staff calling at once keep both calls and apply one change.
    A "verified" call whose capture is refused is kept, the order stays pending, and the refusal is Conflict."""
    refusal = None
    with transaction.atomic():
        order = _order_lock(order_id)
        target = CALL_TRANSITIONS.get(outcome)
        if target is not None and order.status != target:
            refusal = _order_transition(order, target, actor=actor, note=f"Call: {CallOutcome(outcome).label}")
        elif target is None and order.status != OrderStatus.PENDING:
            raise RuleViolation(f"Order #{order.pk} is {order.status}: it no longer waits for a verification call")
        call = OrderCall.objects.create(
            order=order,
            outcome=outcome,
            note=note,
            staff=actor if actor is not None and actor.is_authenticated else None,
            staff_name=actor.get_username() if actor is not None and actor.is_authenticated else "",
        )
        order.call_attempts += 1
        if outcome in FAILED_OUTCOMES:
            order.failed_calls += 1
            order.unreachable = order.failed_calls >= UNREACHABLE_AFTER
        order.save(update_fields=["call_attempts", "failed_calls", "unreachable"])
        audit_record(
            subject=AuditEntry.Subject.ORDER,
            subject_id=order.pk,
            kind=AuditEntry.Kind.CALL,
            actor=actor,
            field="call",
            new=outcome,
            note=note,
        )
    if refusal:
        raise Conflict(refusal, code="capture_refused")
    return call


# Concurrent checkouts of a day add to one of this many rows each, so they do not wait on one row lock.
STATS_SHARDS = 8


def _cents(amount: Decimal) -> int:
    return int((amount * 100).to_integral_value())


def _add_to_figures(model, key: dict, amounts: dict) -> None:
    """Add `amounts` to the columns of `model`'s row at `key` (a new row holding them when there is none), in this
    transaction: one statement, so concurrent writers add up instead of overwriting each other."""
    table = model._meta.db_table
    columns = [*key, *amounts]
    cells = ", ".join(["%s"] * len(columns))
    sums = ", ".join(f"{column} = {table}.{column} + excluded.{column}" for column in amounts)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({cells}) "
            f"ON CONFLICT ({', '.join(key)}) DO UPDATE SET {sums}",
            [*key.values(), *amounts.values()],
        )


def _count_in_daily_stats(order: Order, status: str, sign: int) -> None:
    """Add (sign=+1) or take back (-1) the order in its day's figures for `status`, in this transaction.

    Transitions only move forward (Pending, Verified, Shipped, Delivered, Canceled), so two status
    changes always lock these rows in the same order and never deadlock.
    """
    day = timezone.localdate(order.created_at)
    key = {"day": day, "status": str(status), "shard": order.pk % STATS_SHARDS}
    _add_to_figures(OrderDailyStats, key, {"orders": sign, "revenue_cents": sign * _cents(order.total)})


def _count_verification(order: Order) -> None:
    """Count the order, verified now, in its verification day's figures, in this transaction."""
    key = {"day": timezone.localdate(order.verified_at), "shard": order.pk % STATS_SHARDS}
    waited = int((order.verified_at - order.created_at).total_seconds())
    _add_to_figures(VerificationDailyStats, key, {"verified": 1, "waited_seconds": waited})


@transaction.atomic
def order_stats_rebuild() -> None:
    """Recompute the dashboard's daily figures from the orders themselves (after an import or a manual fix)."""
    data_changed(ORDERS)  # bulk writes send no signal
    if connection.vendor == "postgresql":
        # Checkouts and verifications wait until the figures are rebuilt, so none is counted twice or lost.
        with connection.cursor() as cursor:
            for model in (OrderDailyStats, VerificationDailyStats):
                cursor.execute(f"LOCK TABLE {model._meta.db_table} IN SHARE ROW EXCLUSIVE MODE")
    OrderDailyStats.objects.all().delete()  # on SQLite this write makes the transaction the single writer
    VerificationDailyStats.objects.all().delete()
    rows = (
        Order.objects.annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day", "status")
        .annotate(orders=Count("id"), revenue=Sum("total"))
        .order_by()
    )
    OrderDailyStats.objects.bulk_create(
        OrderDailyStats(
            day=row["day"], status=row["status"], shard=0, orders=row["orders"], revenue_cents=_cents(row["revenue"])
        )
        for row in rows
    )
    waits = (
        Order.objects.filter(verified_at__isnull=False)
        .annotate(day=TruncDate("verified_at", tzinfo=timezone.get_current_timezone()))
        .values("day")
        .annotate(verified=Count("id"), waited=Sum(F("verified_at") - F("created_at"), output_field=DurationField()))
        .order_by()
    )
    VerificationDailyStats.objects.bulk_create(
        VerificationDailyStats(
            day=row["day"], shard=0, verified=row["verified"], waited_seconds=int(row["waited"].total_seconds())
        )
        for row in waits
    )
