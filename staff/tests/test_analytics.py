"""GET /api/admin/analytics."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from catalog.tests.factories import ProductFactory
from orders.models import Order
from orders.services import order_stats_rebuild
from orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db


def placed(days_ago=0, minutes_ago=0, **fields):
    """An order written straight to the database, as an import would; the daily figures are then rebuilt."""
    order = OrderFactory(**fields)
    created = timezone.now() - timedelta(days=days_ago, minutes=minutes_ago)
    Order.objects.filter(pk=order.pk).update(created_at=created)
    order_stats_rebuild()
    order.refresh_from_db()
    return order


def test_empty_shop(staff_client):
    data = staff_client.get("/api/admin/analytics").json()

    assert {k: v for k, v in data.items() if k != "revenueByDay"} == {
        "overdueOrders": 0,
        "averageVerificationHours": None,
        "totalOrders": 0,
        "totalRevenue": "0.00",
        "pendingOrders": 0,
        "totalProducts": 0,
        "recentOrders": [],
    }
    assert len(data["revenueByDay"]) == 30
    assert all(day["revenue"] == "0.00" and day["orders"] == 0 for day in data["revenueByDay"])


def test_figures(staff_client):
    ProductFactory.create_batch(3)
    ProductFactory(is_active=False)
    placed(total=Decimal("100.10"), status="Pending Verification")
    placed(total=Decimal("200.20"), status="Verified")
    placed(total=Decimal("300.30"), status="Delivered")
    placed(total=Decimal("999.99"), status="Canceled")
    placed(total=Decimal("50.00"), status="Pending Verification", days_ago=400)

    response = staff_client.get("/api/admin/analytics")

    assert response.status_code == 200
    data = response.json()
    assert data["totalOrders"] == 5
    assert data["totalRevenue"] == "650.60"
    assert data["pendingOrders"] == 2
    assert data["totalProducts"] == 3


def test_recent_orders_are_the_five_newest(staff_client):
    orders = [placed(minutes_ago=m, customer_name=f"C{m}", total=Decimal("10.00")) for m in range(7)]

    recent = staff_client.get("/api/admin/analytics").json()["recentOrders"]

    assert [r["id"] for r in recent] == [o.pk for o in orders[:5]]
    assert recent[0] == {
        "id": orders[0].pk,
        "customerName": "C0",
        "total": "10.00",
        "status": "Pending Verification",
        "createdAt": recent[0]["createdAt"],
    }


def test_revenue_by_day_covers_the_last_30_days_with_zeros(staff_client):
    today = timezone.localdate()
    placed(total=Decimal("10.00"))
    placed(total=Decimal("5.50"))
    placed(total=Decimal("99.00"), status="Canceled")
    placed(total=Decimal("20.00"), days_ago=29)
    placed(total=Decimal("70.00"), days_ago=30)  # outside the window

    days = staff_client.get("/api/admin/analytics").json()["revenueByDay"]

    assert [d["date"] for d in days] == [str(today - timedelta(days=n)) for n in range(29, -1, -1)]
    assert days[-1] == {"date": str(today), "revenue": "15.50", "orders": 3}
    assert days[0] == {"date": str(today - timedelta(days=29)), "revenue": "20.00", "orders": 1}
    assert sum(d["orders"] for d in days) == 4


def test_the_time_to_verification_averages_the_orders_verified_in_the_last_30_days(staff_client):
    now = timezone.now()
    for hours, verified_days_ago in [(2, 0), (10, 29), (100, 30)]:  # the last is verified outside the window
        order = placed(days_ago=verified_days_ago, status="Verified")
        verified_at = now - timedelta(days=verified_days_ago)
        Order.objects.filter(pk=order.pk).update(
            created_at=verified_at - timedelta(hours=hours), verified_at=verified_at
        )
    order_stats_rebuild()

    assert staff_client.get("/api/admin/analytics").json()["averageVerificationHours"] == 6.0  # (2 + 10) / 2


def test_query_count_is_constant(staff_client, django_assert_max_num_queries):
    for n in range(40):
        placed(days_ago=n % 30)

    # session, user, the roles' permissions, totals, by day, active products, 5 newest, overdue, next to be
    # overdue, time to verification
    with django_assert_max_num_queries(10):
        assert staff_client.get("/api/admin/analytics").status_code == 200


@pytest.mark.django_db(transaction=True)
def test_a_repeated_read_takes_the_figures_from_the_cache(staff_client, django_assert_max_num_queries):
    placed(days_ago=1)
    first = staff_client.get("/api/admin/analytics").json()

    with django_assert_max_num_queries(3):  # session, user and the roles' permissions: no order is read
        second = staff_client.get("/api/admin/analytics").json()

    assert second == first


@pytest.mark.django_db(transaction=True)
def test_an_order_saved_anywhere_shows_at_once(staff_client):
    order = placed(total=Decimal("40.00"))
    assert staff_client.get("/api/admin/analytics").json()["recentOrders"][0]["status"] == "Pending Verification"

    order.status = "Shipped"
    order.save()  # what /django-admin/ or a shell does

    assert staff_client.get("/api/admin/analytics").json()["recentOrders"][0]["status"] == "Shipped"


@pytest.mark.django_db(transaction=True)
def test_the_overdue_count_follows_the_clock_without_any_write(staff_client, monkeypatch):
    placed(minutes_ago=60)
    placed(minutes_ago=30)
    start = timezone.now()
    assert staff_client.get("/api/admin/analytics").json()["overdueOrders"] == 0

    # Nothing is written; only the clock moves past each order's 24 hours.
    monkeypatch.setattr(timezone, "now", lambda: start + timedelta(hours=22, minutes=59))
    assert staff_client.get("/api/admin/analytics").json()["overdueOrders"] == 0
    monkeypatch.setattr(timezone, "now", lambda: start + timedelta(hours=23, minutes=1))
    assert staff_client.get("/api/admin/analytics").json()["overdueOrders"] == 1
    monkeypatch.setattr(timezone, "now", lambda: start + timedelta(hours=23, minutes=31))
    assert staff_client.get("/api/admin/analytics").json()["overdueOrders"] == 2


@pytest.mark.django_db(transaction=True)
def test_an_overdue_order_verified_leaves_the_count_at_once(staff_client):
    order = placed(days_ago=2)
    assert staff_client.get("/api/admin/analytics").json()["overdueOrders"] == 1

    order.status = "Verified"
    order.save()

    assert staff_client.get("/api/admin/analytics").json()["overdueOrders"] == 0
