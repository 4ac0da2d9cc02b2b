"""Every compiled answer (core.shapes.PlainShape) says what DRF's own field walk over the same serializer says,
on instances built as the views build them, nulls and blanks included: the generator cannot drift from the
schema."""

from datetime import timedelta
from decimal import Decimal
from unittest import mock

import pytest
from django.apps import apps
from django.utils import timezone
from django.utils.module_loading import import_string
from rest_framework import serializers

from catalog.tests.factories import ProductFactory
from core.shapes import PlainShape
from orders import selectors as order_selectors
from orders import services as order_services
from orders.analytics import analytics_summary
from orders.models import OrderStatus
from orders.tests.checkout import card_number
from orders.tests.factories import OrderFactory, OrderItemFactory

pytestmark = pytest.mark.django_db


def plain_shapes() -> set[type]:
    """Every PlainShape serializer of the project's apps."""
    for app in apps.get_app_configs():
        try:
            import_string(f"{app.name}.serializers.__name__")
        except ImportError:
            continue
    found, waiting = set(), list(PlainShape.__subclasses__())
    while waiting:
        shape = waiting.pop()
        waiting.extend(shape.__subclasses__())
        if ".tests." not in shape.__module__:
            found.add(shape)
    return found


def drf_walk(serializer_class, instance):
    """DRF's own answer: its field walk, nested PlainShapes walked too, without the fields added per read."""
    serializer = serializer_class()
    for name in serializer_class.added_per_read:
        del serializer.fields[name]
    with mock.patch.object(PlainShape, "to_representation", serializers.Serializer.to_representation):
        return serializers.Serializer.to_representation(serializer, instance)


def placed_order(product, n, *, color="", seats=None, card=None):
    return order_services.order_place(
        customer_name=f"Shopper {n}",
        phone="555-010-7777",  # one phone: the later orders carry risk signals
        street="12 Analytical Row",
        city="London",
        zip_code="90210",
        payment_method="Credit Card",
        cardholder_name=f"Shopper {n}",
        card_number=card or card_number(n),
        expiry_date="08/29",
        lines=[{"product_id": product.pk, "quantity": 1, "selected_color": color, "seat_info": seats}],
        client_total=product.price,
    )


@pytest.fixture
def instances():
    """Instances of every PlainShape, as the views hand them over."""
    plain = ProductFactory(color=None, original_price=None)
    on_sale = ProductFactory(
        price=Decimal("249.50"),
        original_price=Decimal("499.00"),
        color="Black",
        color_options=["Black", "Ocean Blue"],
        image_urls=["/static/products/1.svg"],
        specifications={},
        features=[],
    )
    first = placed_order(plain, 1)
    placed_order(on_sale, 2, color="Ocean Blue", seats={"row": "B", "seat": 12})
    placed_order(plain, 3, card="6" + "0" * 12 + "000")  # no brand: stored blank, shown null
    order_services.order_status_change(first.pk, OrderStatus.VERIFIED)
    legacy = OrderFactory(card_brand="", risk=[], created_at=timezone.now() - timedelta(days=2))
    OrderItemFactory(order=legacy, product=None, product_id_snapshot=987, product_name="Gone", price=Decimal("19.99"))

    orders = order_selectors.orders_with_items(order_selectors.order_list(status=None))
    assert {order.card_brand for order in orders} == {"Visa", ""}
    for order in orders:
        order.timeline = order_selectors.order_timeline(order)
    summary = analytics_summary()
    assert summary["average_verification_hours"] is not None and summary["recent_orders"]
    empty_summary = {**summary, "average_verification_hours": None, "recent_orders": [], "revenue_by_day": []}
    items = [item for order in orders for item in order.items.all()]
    assert {item.selected_color for item in items} >= {"", "Ocean Blue"} and None in [i.seat_info for i in items]
    payments = [order.payment_or_none for order in orders if order.payment_or_none]
    assert {payment.status for payment in payments} == {"authorized", "captured"}
    queue = list(order_selectors.verification_queue())
    assert any(order.risk for order in queue) and any(not order.risk for order in queue)
    return {
        "ProductSerializer": [plain, on_sale],
        "OrderReceiptSerializer": orders,
        "OrderSerializer": orders,
        "ReceiptDetailSerializer": orders,
        "TrackingSerializer": orders,
        "OrderItemSerializer": items,
        "OrderAddressSerializer": orders,
        "OrderPaymentInfoSerializer": orders,
        "ReceiptPaymentSerializer": orders,
        "TimelineStepSerializer": [step for order in orders for step in order.timeline],
        "QueueEntrySerializer": queue,
        "RiskSignalSerializer": [signal for order in queue for signal in order.risk],
        "PaymentSerializer": payments,
        "PaymentCardSerializer": payments,
        "PaymentEventSerializer": [event for payment in payments for event in payment.events.all()],
        "AnalyticsSerializer": [summary, empty_summary],
        "RecentOrderSerializer": summary["recent_orders"],
        "RevenueDaySerializer": summary["revenue_by_day"],
    }


def test_every_compiled_answer_is_drfs_own(instances):
    shapes = {shape.__name__: shape for shape in plain_shapes()}
    assert set(shapes) == set(instances), "a PlainShape serializer needs instances here (or one is gone)"
    for name, shape in shapes.items():
        assert instances[name], name
        for instance in instances[name]:
            assert shape.represent(instance) == drf_walk(shape, instance), name


def test_a_compiled_answer_that_drifts_is_caught():
    """The comparison above can fail: a field written differently than DRF writes it shows."""

    class Shape(PlainShape, serializers.Serializer):
        reads_keys = True
        price = serializers.DecimalField(max_digits=10, decimal_places=2)

    assert Shape.represent({"price": Decimal("5")}) == drf_walk(Shape, {"price": Decimal("5")}) == {"price": "5.00"}
    with mock.patch("core.shapes.money_text", lambda value: str(value)):

        class Drifting(PlainShape, serializers.Serializer):
            reads_keys = True
            price = serializers.DecimalField(max_digits=10, decimal_places=2)

        assert Drifting.represent({"price": Decimal("5")}) != drf_walk(Drifting, {"price": Decimal("5")})
