"""`manage.py seed_orders --orders N`: past orders with lines, for load tests and the dashboard.

Orders are spread over the last `--days` days with a realistic status mix (old orders mostly
delivered, recent ones still pending) and 1-4 lines of active products at their current prices.
They are history: stock is not touched. Each has the test gateway's payment its status implies (authorised while
pending, captured once verified, released when canceled). Deterministic for a given number of existing orders.
"""

import random
from datetime import timedelta
from decimal import Decimal

from django.core.management import BaseCommand, CommandError
from django.db import transaction
from django.utils import timezone

from catalog.models import Product
from core.progress import ProgressBar
from orders import velocity
from orders.models import Order, OrderItem, OrderStatus, PaymentMethod
from orders.services import order_stats_rebuild
from payments.cards import card_kept
from payments.models import Payment, PaymentEvent, PaymentEventKind, PaymentStatus, TestGatewayAuthorisation
from payments.providers.test_gateway import HOLD

FIRST_NAMES = [
    "Ana",
    "Ben",
    "Chloe",
    "David",
    "Elena",
    "Farid",
    "Grace",
    "Hiro",
    "Ines",
    "Jamal",
    "Kate",
    "Liam",
    "Maya",
    "Noah",
    "Olga",
    "Priya",
    "Quinn",
    "Rosa",
    "Sam",
    "Tariq",
    "Uma",
    "Victor",
    "Wen",
    "Yara",
]
LAST_NAMES = [
    "Garcia",
    "Smith",
    "Nguyen",
    "Müller",
    "Rossi",
    "Kowalski",
    "Okafor",
    "Tanaka",
    "Silva",
    "Johnson",
    "Haddad",
    "Larsen",
    "Patel",
    "Dubois",
    "Kim",
    "Novak",
]
STREETS = ["Main Street", "Oak Avenue", "Maple Drive", "Elm Road", "Harbor Way", "Cedar Lane", "Park Place"]
CITIES = [
    ("Springfield", "62701"),
    ("Portland", "97201"),
    ("Austin", "73301"),
    ("Denver", "80202"),
    ("Madison", "53703"),
    ("Boston", "02108"),
    ("Raleigh", "27601"),
]
CARD_PREFIXES = ["4242", "5555", "3782", "6011"]
BATCH = 5_000


def _status(rng, age_days):
    """Recent orders are still being verified; older ones have mostly been delivered."""
    roll = rng.random()
    if roll < 0.07:
        return OrderStatus.CANCELED
    if age_days < 2:
        return OrderStatus.PENDING if roll < 0.75 else OrderStatus.VERIFIED
    if age_days < 7:
        return [OrderStatus.PENDING, OrderStatus.VERIFIED, OrderStatus.SHIPPED][int(roll * 3) % 3]
    return OrderStatus.DELIVERED if roll < 0.9 else OrderStatus.SHIPPED


def _order_with_lines(rng, products, now, days):
    age = rng.random() ** 2 * days  # more orders recently than long ago
    created_at = now - timedelta(days=age)
    name = f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"
    city, zip_code = rng.choice(CITIES)
    card = rng.choice(CARD_PREFIXES) + "".join(rng.choices("0123456789", k=12))
    lines = []
    for product_id, product_name, price in rng.sample(products, rng.choice([1, 1, 1, 2, 2, 3, 4])):
        quantity = rng.choice([1, 1, 1, 1, 2, 3])
        lines.append(
            OrderItem(
                product_id=product_id,
                product_id_snapshot=product_id,
                product_name=product_name,
                quantity=quantity,
                price=price,
            )
        )
    phone = f"555-{rng.randrange(100, 999)}-{rng.randrange(1000, 9999)}"
    street = f"{rng.randrange(1, 999)} {rng.choice(STREETS)}"
    status = _status(rng, age)
    # Past the call: verified within a day and a half of the order, as the dashboard's average shows.
    verified = status in (OrderStatus.VERIFIED, OrderStatus.SHIPPED, OrderStatus.DELIVERED)
    order = Order(
        customer_name=name,
        phone=phone,
        street=street,
        city=city,
        zip_code=zip_code,
        # The keys checkout gives an order, so its risk signals see seeded orders too (no signals of their own).
        phone_key=velocity.phone_key(phone),
        address_key=velocity.address_key(street, city, zip_code),
        cardholder_key=velocity.cardholder_key(name),
        payment_method=rng.choice(PaymentMethod.values),
        cardholder_name=name,
        **card_kept(card),
        card_expiry=f"{rng.randrange(1, 13):02d}/{rng.randrange(27, 31)}",
        total=sum((line.price * line.quantity for line in lines), Decimal("0")),
        status=status,
        created_at=created_at,
        verified_at=min(created_at + timedelta(hours=rng.uniform(0.5, 36)), now) if verified else None,
    )
    return order, lines


# What each status's payment went through with the test gateway: authorised at checkout, then captured on Verified
# and kept through shipping, or released on Canceled; a pending order's hold lapses after the gateway's 7 days.
_PAYMENT_AFTER = {
    OrderStatus.VERIFIED: PaymentStatus.CAPTURED,
    OrderStatus.SHIPPED: PaymentStatus.CAPTURED,
    OrderStatus.DELIVERED: PaymentStatus.CAPTURED,
    OrderStatus.CANCELED: PaymentStatus.VOIDED,
}


def _payments_create(orders, now) -> None:
    """The test gateway's payment of each seeded order, its ledger and the gateway's own record, as checkout and the
    staff's status changes would have left them (so reconcile_payments finds them agreeing)."""
    holds, payments, events = [], [], []
    for order in orders:
        capture_before = order.created_at + HOLD
        status = _PAYMENT_AFTER.get(order.status, PaymentStatus.AUTHORIZED)
        if status == PaymentStatus.AUTHORIZED and capture_before <= now:
            status = PaymentStatus.EXPIRED
        captured = order.total if status == PaymentStatus.CAPTURED else Decimal("0")
        reference = f"tg_seed_{order.pk}"
        holds.append(
            TestGatewayAuthorisation(
                reference=reference,
                idempotency_key=f"seed:{order.pk}",
                amount=order.total,
                captured=captured,
                canceled=status == PaymentStatus.VOIDED,
                capture_before=capture_before,
                created_at=order.created_at,
            )
        )
        payments.append(
            Payment(
                order=order,
                provider="test",
                reference=reference,
                status=status,
                authorized=order.total,
                captured=captured,
                capture_before=capture_before,
                card_brand=order.card_brand,
                card_last4=order.card_last4,
                card_funding="credit" if order.payment_method == PaymentMethod.CREDIT else "debit",
                created_at=order.created_at,
                updated_at=order.created_at,
            )
        )
    TestGatewayAuthorisation.objects.bulk_create(holds)
    for payment in Payment.objects.bulk_create(payments):
        events.append(
            PaymentEvent(
                payment=payment,
                kind=PaymentEventKind.AUTHORIZED,
                amount=payment.authorized,
                idempotency_key=f"authorized:{payment.pk}",
                at=payment.created_at,
            )
        )
        if payment.status != PaymentStatus.AUTHORIZED:
            events.append(
                PaymentEvent(
                    payment=payment,
                    kind=payment.status,
                    amount=payment.captured if payment.status == PaymentStatus.CAPTURED else None,
                    idempotency_key=f"{payment.status}:{payment.pk}",
                    at=min(payment.created_at + timedelta(hours=6), now),
                )
            )
    PaymentEvent.objects.bulk_create(events)


class Command(BaseCommand):
    help = "Add N past orders with lines (for load tests and the dashboard); stock is not changed."

    def add_arguments(self, parser):
        parser.add_argument("--orders", type=int, required=True, metavar="N", help="How many orders to add.")
        parser.add_argument("--days", type=int, default=365, help="Spread them over this many past days.")

    def handle(self, *args, orders, days, **options):
        if orders < 0 or days < 1:
            raise CommandError("--orders must be 0 or more and --days at least 1.")
        products = list(Product.objects.active().values_list("id", "name", "price")[:20_000])
        if len(products) < 4:
            raise CommandError("Seed the catalogue first (`manage.py seed_catalog`).")
        rng = random.Random(Order.objects.count())
        now = timezone.now()
        added = 0
        progress = ProgressBar(self.stderr, "orders")
        while added < orders:
            batch = [_order_with_lines(rng, products, now, days) for _ in range(min(BATCH, orders - added))]
            with transaction.atomic():
                created = Order.objects.bulk_create([order for order, _ in batch])
                for order, (_, lines) in zip(created, batch, strict=False):
                    for line in lines:
                        line.order = order
                OrderItem.objects.bulk_create([line for _, lines in batch for line in lines])
                _payments_create(created, now)
            added += len(batch)
            progress(added, orders)
        progress.finish()
        order_stats_rebuild()
        self.stdout.write(self.style.SUCCESS(f"{added} orders added; dashboard figures rebuilt."))
