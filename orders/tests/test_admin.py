"""Django admin for orders: read-only card data, search, filters, status actions through the services."""

import pytest

from catalog.tests.factories import ProductFactory
from orders.models import Order

from .factories import OrderFactory, OrderItemFactory

pytestmark = pytest.mark.django_db

CHANGELIST = "/django-admin/orders/order/"


def test_changelist_shows_masked_card_and_searches(admin_client):
    OrderFactory(customer_name="Grace Hopper", card_last4="4444", phone="555-777-0000")
    OrderFactory(customer_name="Alan Turing")

    page = admin_client.get(CHANGELIST, {"q": "Hopper"}).content.decode()

    assert "Grace Hopper" in page and "Alan Turing" not in page
    assert "**** **** **** 4444" in page
    assert "Grace Hopper" in admin_client.get(CHANGELIST, {"q": "555-777"}).content.decode()


def test_search_by_id_and_filter_by_status(admin_client):
    order = OrderFactory(customer_name="Findable")
    OrderFactory(customer_name="Shipped One", status="Shipped")

    assert "Findable" in admin_client.get(CHANGELIST, {"q": str(order.pk)}).content.decode()
    page = admin_client.get(CHANGELIST, {"status__exact": "Shipped"}).content.decode()
    assert "Shipped One" in page and "Findable" not in page


def test_change_page_is_read_only_with_items(admin_client):
    order = OrderFactory()
    OrderItemFactory(order=order, product=ProductFactory(name="Line Product"))

    response = admin_client.get(f"{CHANGELIST}{order.pk}/change/")

    assert response.status_code == 200
    page = response.content.decode()
    assert "Line Product" in page
    assert 'name="card_last4"' not in page and 'name="status"' not in page
    assert admin_client.get(f"{CHANGELIST}add/").status_code == 403


def test_cancel_action_goes_through_the_service(admin_client):
    product = ProductFactory(stock=0)
    order = OrderFactory()
    OrderItemFactory(order=order, product=product, quantity=2)
    delivered = OrderFactory(status="Delivered")

    admin_client.post(CHANGELIST, {"action": "cancel_orders", "_selected_action": [order.pk, delivered.pk]})

    assert Order.objects.get(pk=order.pk).status == "Canceled"
    assert Order.objects.get(pk=delivered.pk).status == "Delivered"  # illegal move refused
    product.refresh_from_db()
    assert product.stock == 2
