"""Staff lists every staff member sees alike (orders, the verification queue, products, an order's calls and
history) come from the cache, and no write leaves staff looking at old data."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from catalog.tests.factories import ProductFactory
from orders.models import Order, OrderStatus
from orders.tests.checkout import payload
from orders.tests.factories import OrderFactory, OrderItemFactory

# Real commits: the cache is invalidated when a write commits.
pytestmark = pytest.mark.django_db(transaction=True)

PENDING = {"status": OrderStatus.PENDING, "limit": 20}


def test_a_repeated_order_list_reads_no_order(staff_client, django_assert_max_num_queries):
    OrderItemFactory.create_batch(3)
    first = staff_client.get("/api/orders", PENDING).json()

    with django_assert_max_num_queries(3):  # session, user and the roles' permissions
        second = staff_client.get("/api/orders", PENDING).json()

    assert second == first and first["count"] == 3


def test_each_status_filter_and_page_is_its_own_list(staff_client):
    OrderFactory(status=OrderStatus.PENDING, customer_name="Waiting")
    OrderFactory(status=OrderStatus.SHIPPED, customer_name="On its way")
    staff_client.get("/api/orders", PENDING)

    shipped = staff_client.get("/api/orders", {"status": OrderStatus.SHIPPED, "limit": 20}).json()
    everything = staff_client.get("/api/orders").json()
    second_page = staff_client.get("/api/orders", {"limit": 1, "offset": 1}).json()

    assert [order["customerName"] for order in shipped["results"]] == ["On its way"]
    assert [order["customerName"] for order in everything] == ["On its way", "Waiting"]
    assert [order["customerName"] for order in second_page["results"]] == ["Waiting"]


def test_a_new_order_and_a_status_change_show_at_once(api_client, staff_client):
    waiting = OrderFactory(status=OrderStatus.PENDING)
    assert staff_client.get("/api/orders", PENDING).json()["count"] == 1

    product = ProductFactory(price=Decimal("20.00"), stock=5)
    assert api_client.post("/api/orders", payload([(product, 1)]), format="json").status_code == 201
    assert staff_client.get("/api/orders", PENDING).json()["count"] == 2

    assert (
        staff_client.patch(f"/api/orders/{waiting.pk}/status", {"status": "Verified"}, format="json").status_code == 200
    )
    listed = staff_client.get("/api/orders", PENDING).json()
    assert listed["count"] == 1 and waiting.pk not in [order["id"] for order in listed["results"]]


def test_a_call_shows_in_the_queue_the_calls_and_the_history_at_once(staff_client):
    order = OrderFactory(status=OrderStatus.PENDING)
    assert staff_client.get("/api/admin/verification-queue").json()[0]["attempts"] == 0
    assert staff_client.get(f"/api/orders/{order.pk}/calls").json() == []
    assert staff_client.get(f"/api/orders/{order.pk}/history").json() == []

    call = {"outcome": "no_answer", "note": "Voicemail"}
    assert staff_client.post(f"/api/orders/{order.pk}/calls", call, format="json").status_code == 201

    assert staff_client.get("/api/admin/verification-queue").json()[0]["attempts"] == 1
    assert [c["note"] for c in staff_client.get(f"/api/orders/{order.pk}/calls").json()] == ["Voicemail"]
    assert [entry["to"] for entry in staff_client.get(f"/api/orders/{order.pk}/history").json()] == ["no_answer"]


def test_queue_waiting_times_follow_the_clock_while_the_entries_are_cached(staff_client, monkeypatch):
    order = OrderFactory(status=OrderStatus.PENDING)
    placed = timezone.now() - timedelta(hours=23)
    Order.objects.filter(pk=order.pk).update(created_at=placed)
    first = staff_client.get("/api/admin/verification-queue").json()[0]
    assert (first["waitingHours"], first["overdue"]) == (23.0, False)

    monkeypatch.setattr(timezone, "now", lambda: placed + timedelta(hours=25, minutes=30))
    later = staff_client.get("/api/admin/verification-queue").json()[0]

    assert (later["waitingHours"], later["overdue"]) == (25.5, True)


def test_a_staff_product_search_is_cached_until_a_product_changes(staff_client, django_assert_max_num_queries):
    product = ProductFactory(name="Pro Speaker", price=Decimal("80.00"))
    search = {"search": "pro", "limit": 20}
    assert staff_client.get("/api/admin/products", search).json()["results"][0]["price"] == "80.00"

    with django_assert_max_num_queries(4):  # session, user, permissions, the page's live stock (no search)
        assert staff_client.get("/api/admin/products", search).json()["count"] == 1

    product.price = Decimal("75.00")
    product.save()  # a staff edit, /django-admin/ or a shell alike
    assert staff_client.get("/api/admin/products", search).json()["results"][0]["price"] == "75.00"
    assert staff_client.get("/api/admin/products", {"search": "speaker", "limit": 20}).json()["count"] == 1


def test_the_staff_product_list_shows_stock_sold_or_returned_at_once(api_client, staff_client):
    product = ProductFactory(name="Pro Speaker", price=Decimal("80.00"), stock=5)
    search = {"search": "speaker", "limit": 20}
    assert staff_client.get("/api/admin/products", search).json()["results"][0]["stock"] == 5

    placed = api_client.post("/api/orders", payload([(product, 2)]), format="json")  # not a sell-out
    assert placed.status_code == 201
    assert staff_client.get("/api/admin/products", search).json()["results"][0]["stock"] == 3

    order_id = placed.json()["id"]
    assert (
        staff_client.patch(f"/api/orders/{order_id}/status", {"status": "Canceled"}, format="json").status_code == 200
    )
    assert staff_client.get("/api/admin/products", search).json()["results"][0]["stock"] == 5


def test_with_staff_caching_off_every_read_is_fresh(staff_client, settings):
    settings.STAFF_CACHE_SECONDS = 0
    order = OrderFactory(status=OrderStatus.PENDING)
    assert staff_client.get("/api/orders", PENDING).json()["count"] == 1

    Order.objects.filter(pk=order.pk).update(status=OrderStatus.SHIPPED)  # no signal: only a fresh read sees it

    assert staff_client.get("/api/orders", PENDING).json()["count"] == 0


def test_staff_lists_are_for_staff_only_even_when_cached(staff_client, customer_client, api_client):
    OrderFactory(status=OrderStatus.PENDING)
    assert staff_client.get("/api/orders", PENDING).status_code == 200
    assert staff_client.get("/api/admin/verification-queue").status_code == 200

    for client in (customer_client, api_client):
        assert client.get("/api/orders", PENDING).status_code in (401, 403)
        assert client.get("/api/admin/verification-queue").status_code in (401, 403)
