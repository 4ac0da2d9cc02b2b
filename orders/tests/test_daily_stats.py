"""The dashboard's daily figures follow every checkout and status change, and a rebuild agrees with them."""

from decimal import Decimal
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils import timezone

from catalog.tests.factories import ProductFactory
from orders.models import Order, OrderDailyStats
from orders.services import order_stats_rebuild

from .checkout import payload

# Real commits: the dashboard's cached figures are rebuilt when an order write commits.
pytestmark = pytest.mark.django_db(transaction=True)


def dashboard(client):
    data = client.get("/api/admin/analytics").json()
    today = data["revenueByDay"][-1]
    return data["totalOrders"], data["totalRevenue"], data["pendingOrders"], today["orders"], today["revenue"]


def test_checkouts_and_status_changes_move_the_figures(api_client, staff_client):
    phone = ProductFactory(price=Decimal("300.00"), stock=10)
    case = ProductFactory(price=Decimal("19.99"), stock=10)

    first = api_client.post("/api/orders", payload([(phone, 1), (case, 2)]), format="json").json()
    second = api_client.post("/api/orders", payload([(case, 1)]), format="json").json()
    assert dashboard(staff_client) == (2, "359.97", 2, 2, "359.97")

    staff_client.patch(f"/api/orders/{first['id']}/status", {"status": "Verified"}, format="json")
    assert dashboard(staff_client) == (2, "359.97", 1, 2, "359.97")

    staff_client.patch(f"/api/orders/{second['id']}/status", {"status": "Canceled"}, format="json")
    assert dashboard(staff_client) == (2, "339.98", 0, 2, "339.98")


def test_a_rebuild_gives_the_same_figures_as_the_running_ones(api_client, staff_client):
    product = ProductFactory(price=Decimal("10.05"), stock=50)
    ids = [api_client.post("/api/orders", payload([(product, n)]), format="json").json()["id"] for n in range(1, 6)]
    staff_client.patch(f"/api/orders/{ids[0]}/status", {"status": "Canceled"}, format="json")
    staff_client.patch(f"/api/orders/{ids[1]}/status", {"status": "Verified"}, format="json")
    staff_client.patch(f"/api/orders/{ids[1]}/status", {"status": "Shipped"}, format="json")
    running = staff_client.get("/api/admin/analytics").json()

    order_stats_rebuild()

    assert staff_client.get("/api/admin/analytics").json() == running
    assert running["totalOrders"] == 5 and running["totalRevenue"] == "140.70"  # (2+3+4+5) × 10.05
    assert running["averageVerificationHours"] == 0.0  # verified within seconds, counted by the verification
    # The rebuild keeps one row per day and status.
    assert OrderDailyStats.objects.count() == 3


def test_orders_cannot_be_deleted_in_the_django_admin(admin_client):
    order = Order.objects.create(
        customer_name="A",
        phone="555",
        street="s",
        city="c",
        zip_code="12345",
        cardholder_name="A",
        card_last4="4242",
        card_expiry="12/29",
        total=Decimal("1.00"),
        created_at=timezone.now(),
    )

    response = admin_client.post(f"/django-admin/orders/order/{order.pk}/delete/", {"post": "yes"})

    assert response.status_code == 403
    assert Order.objects.filter(pk=order.pk).exists()


def test_the_rebuild_command_recounts_orders_written_with_sql(staff_client):
    Order.objects.create(
        customer_name="A",
        phone="555",
        street="s",
        city="c",
        zip_code="12345",
        cardholder_name="A",
        card_last4="4242",
        card_expiry="12/29",
        total=Decimal("7.50"),
        created_at=timezone.now(),
    )
    assert staff_client.get("/api/admin/analytics").json()["totalOrders"] == 0

    out = StringIO()
    call_command("rebuild_order_stats", stdout=out)

    assert "Daily figures rebuilt: 1 rows." in out.getvalue()
    assert staff_client.get("/api/admin/analytics").json()["totalRevenue"] == "7.50"
