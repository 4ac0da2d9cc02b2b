from decimal import Decimal

import factory

from catalog.tests.factories import ProductFactory
from orders.models import Order, OrderItem, OrderStatus


class OrderFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Order

    customer_name = factory.Sequence(lambda n: f"Customer {n}")
    phone = "555-010-2000"
    street = "1 Main Street"
    city = "Springfield"
    zip_code = "12345"
    cardholder_name = factory.SelfAttribute("customer_name")
    card_brand = "Visa"
    card_last4 = "4242"
    card_expiry = "12/29"
    total = Decimal("499.00")
    status = OrderStatus.PENDING


class OrderItemFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = OrderItem

    order = factory.SubFactory(OrderFactory)
    product = factory.SubFactory(ProductFactory)
    product_id_snapshot = factory.LazyAttribute(lambda item: item.product.pk)
    product_name = factory.LazyAttribute(lambda item: item.product.name)
    quantity = 1
    price = factory.LazyAttribute(lambda item: item.product.price)
