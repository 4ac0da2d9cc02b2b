"""The verification-call workflow: queue, call log, audit trail, exports, figures."""

import csv
import io
from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from audit.models import AuditEntry
from catalog.tests.factories import ProductFactory
from orders.models import Order, OrderItem, OrderStatus
from orders.selectors import order_export_rows

from .checkout import payload

pytestmark = pytest.mark.django_db


def place(client, product, quantity=1, hours_ago=0):
    order_id = client.post("/api/orders", payload([(product, quantity)]), format="json").json()["id"]
    Order.objects.filter(pk=order_id).update(created_at=timezone.now() - timedelta(hours=hours_ago))
    return order_id


def call(client, order_id, outcome, note=""):
    return client.post(f"/api/orders/{order_id}/calls", {"outcome": outcome, "note": note}, format="json")


@pytest.fixture
def phone():
    return ProductFactory(name="Volt Phone", price=Decimal("100.00"), stock=20)


def test_the_queue_lists_pending_orders_oldest_first_against_the_24_hour_promise(api_client, staff_client, phone):
    fresh = place(api_client, phone, hours_ago=2)
    late = place(api_client, phone, hours_ago=30)
    done = place(api_client, phone, hours_ago=40)
    staff_client.patch(f"/api/orders/{done}/status", {"status": "Verified"}, format="json")
    call(staff_client, fresh, "no_answer")

    queue = staff_client.get("/api/admin/verification-queue", {"limit": 20}).json()

    assert [entry["id"] for entry in queue["results"]] == [late, fresh]
    first, second = queue["results"]
    assert first["overdue"] is True and 29.9 <= first["waitingHours"] <= 30.1
    assert (second["overdue"], second["attempts"], second["unreachable"]) == (False, 1, False)
    assert first["phone"] == "555-010-9999" and first["customerName"] == "Ada Lovelace"


def test_a_verified_call_moves_the_order_and_is_kept_with_who_and_when(api_client, staff_client, staff_user, phone):
    order_id = place(api_client, phone)

    response = call(staff_client, order_id, "verified", "Confirmed the address")

    assert response.status_code == 201
    assert response.json()["outcome"] == "verified" and response.json()["staff"] == staff_user.username
    order = Order.objects.get(pk=order_id)
    assert order.status == OrderStatus.VERIFIED and order.verified_at is not None
    history = staff_client.get(f"/api/orders/{order_id}/history").json()
    assert [(e["kind"], e["field"], e["from"], e["to"], e["actor"]) for e in history] == [
        ("call", "call", "", "verified", staff_user.username),
        ("status", "status", "Pending Verification", "Verified", staff_user.username),
        ("payment", "payment", "authorized", "captured", staff_user.username),
    ]
    assert history[0]["note"] == "Confirmed the address"


def test_a_customer_cancel_returns_the_stock(api_client, staff_client, phone):
    order_id = place(api_client, phone, quantity=3)

    call(staff_client, order_id, "customer_canceled")

    phone.refresh_from_db()
    assert Order.objects.get(pk=order_id).status == OrderStatus.CANCELED
    assert phone.stock == 20


def test_three_failed_calls_make_an_order_unreachable_and_keep_it_pending(api_client, staff_client, phone):
    order_id = place(api_client, phone)

    statuses = [
        call(staff_client, order_id, outcome).status_code for outcome in ("no_answer", "wrong_number", "no_answer")
    ]

    order = Order.objects.get(pk=order_id)
    assert statuses == [201, 201, 201]
    assert (order.status, order.call_attempts, order.unreachable) == (OrderStatus.PENDING, 3, True)
    assert len(staff_client.get(f"/api/orders/{order_id}/calls").json()) == 3


def test_calls_that_make_no_sense_are_refused(api_client, staff_client, phone):
    order_id = place(api_client, phone)
    staff_client.patch(f"/api/orders/{order_id}/status", {"status": "Verified"}, format="json")

    late_no_answer = call(staff_client, order_id, "no_answer")
    bad_outcome = call(staff_client, order_id, "maybe")
    missing = call(staff_client, 987654, "verified")

    assert late_no_answer.status_code == 400
    assert late_no_answer.json()["message"].endswith("no longer waits for a verification call")
    assert bad_outcome.json()["errors"] == {
        "outcome": ["Outcome must be one of: verified, no_answer, wrong_number, customer_canceled"]
    }
    assert missing.status_code == 404


def test_staff_product_changes_are_in_the_product_history(staff_client, staff_user):
    product = ProductFactory(price=Decimal("10.00"), stock=4, category="Audio")
    body = {
        "name": product.name,
        "description": "d",
        "price": "12.00",
        "category": "Audio",
        "brand": "B",
        "model": "M",
        "features": ["f"],
        "imageUrl": "/static/products/speaker.svg",
        "stock": 9,
    }

    staff_client.put(f"/api/products/{product.pk}", body, format="json")
    staff_client.patch(f"/api/products/{product.pk}/discount-50")

    history = staff_client.get(f"/api/products/{product.pk}/history").json()
    assert [(e["field"], e["from"], e["to"]) for e in history] == [  # newest first
        ("original_price", "", "12.00"),
        ("price", "12.00", "6.00"),
        ("stock", "4", "9"),
        ("price", "10.00", "12.00"),
    ]
    assert {e["actor"] for e in history} == {staff_user.username}
    assert staff_client.get("/api/products/987654/history").status_code == 404


def test_the_audit_trail_is_read_only_in_the_django_admin(admin_client, api_client, staff_client, phone):
    order_id = place(api_client, phone)
    call(staff_client, order_id, "verified")

    entry = AuditEntry.objects.first()

    assert admin_client.get("/django-admin/audit/auditentry/").status_code == 200
    assert admin_client.post(f"/django-admin/audit/auditentry/{entry.pk}/delete/", {"post": "yes"}).status_code == 403
    assert AuditEntry.objects.filter(pk=entry.pk).exists()


def _rows(response):
    return list(csv.reader(io.StringIO(b"".join(response.streaming_content).decode())))


def test_the_orders_export_streams_csv_with_the_status_filter_and_dates(api_client, staff_client, phone):
    first = place(api_client, phone, quantity=2, hours_ago=24 * 10)
    second = place(api_client, phone)
    Order.objects.filter(pk=second).update(customer_name='=HYPERLINK("x")')
    OrderItem.objects.create(
        order_id=second, product_id_snapshot=2, product_name="Case", quantity=3, price=Decimal("5")
    )
    staff_client.patch(f"/api/orders/{first}/status", {"status": "Verified"}, format="json")
    today = timezone.localdate()

    everything = staff_client.get("/api/orders/export.csv")
    pending = staff_client.get("/api/orders/export.csv", {"status": "Pending Verification"})
    recent = staff_client.get("/api/orders/export.csv", {"from": str(today - timedelta(days=1)), "to": str(today)})
    backwards = staff_client.get("/api/orders/export.csv", {"from": str(today), "to": str(today - timedelta(days=3))})

    assert everything.streaming and everything["Content-Type"] == "text/csv; charset=utf-8"
    rows = _rows(everything)
    assert rows[0] == ["id", "createdAt", "customerName", "phone", "status", "total", "items"]
    assert [row[0] for row in rows[1:]] == [str(first), str(second)]
    assert rows[1][4:] == ["Verified", "200.00", "2 × Volt Phone"]
    assert rows[2][2] == '\'=HYPERLINK("x")'  # never a formula in a spreadsheet
    assert rows[2][6] == "1 × Volt Phone; 3 × Case"  # every line of the order, in the order it was placed
    assert [row[0] for row in _rows(pending)[1:]] == [str(second)]
    assert [row[0] for row in _rows(recent)[1:]] == [str(second)]
    assert backwards.status_code == 400 and backwards.json()["errors"] == {"to": ["to must not be before from"]}


@pytest.mark.parametrize(
    ("params", "errors"),
    [
        ({"to": "9999-12-31"}, {"to": ["to must be a date from 1900-01-01 to 2999-12-31"]}),
        ({"from": "0001-01-01"}, {"from": ["from must be a date from 1900-01-01 to 2999-12-31"]}),
        (
            {"from": "0001-01-01", "to": "9999-12-31"},
            {
                "from": ["from must be a date from 1900-01-01 to 2999-12-31"],
                "to": ["to must be a date from 1900-01-01 to 2999-12-31"],
            },
        ),
        ({"from": "1899-12-31", "to": "3000-01-01"}, None),
    ],
)
def test_export_dates_past_the_range_are_a_400_naming_them_before_any_row_is_sent(
    api_client, staff_client, phone, params, errors
):
    place(api_client, phone)

    response = staff_client.get("/api/orders/export.csv", params)

    assert response.status_code == 400 and not response.streaming
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert set(body["errors"]) == set(params)
    if errors is not None:
        assert body == {"message": next(iter(errors.values()))[0], "errors": errors}


@pytest.mark.parametrize("zone", ["UTC", "Asia/Tokyo", "America/Los_Angeles"])
def test_the_widest_export_range_streams_every_order(api_client, staff_client, phone, settings, zone):
    settings.TIME_ZONE = zone
    order_id = place(api_client, phone)

    response = staff_client.get("/api/orders/export.csv", {"from": "1900-01-01", "to": "2999-12-31"})

    assert response.status_code == 200
    assert [row[0] for row in _rows(response)[1:]] == [str(order_id)]


def test_an_export_range_is_checked_when_asked_for_not_once_streaming_has_begun():
    # The bounds are computed at the call: the view's validation, not the streamed body, meets any failure.
    with pytest.raises(OverflowError):
        order_export_rows(created_to=date.max)


def test_an_export_of_10000_orders_reads_them_in_chunks(staff_client, django_assert_max_num_queries):
    now = timezone.now()
    orders = Order.objects.bulk_create(
        Order(
            customer_name=f"C{n}",
            phone="555",
            street="s",
            city="c",
            zip_code="12345",
            cardholder_name="C",
            card_last4="4242",
            card_expiry="12/29",
            total=Decimal("1.00"),
            created_at=now,
        )
        for n in range(10_000)
    )
    OrderItem.objects.bulk_create(
        OrderItem(order=order, product_id_snapshot=1, product_name="Cable", quantity=1, price=Decimal("1.00"))
        for order in orders
    )

    response = staff_client.get("/api/orders/export.csv")
    # Session and user, then 5 chunks of 2,000 orders, each with its lines: never one query for everything.
    with django_assert_max_num_queries(12):
        pieces = list(response.streaming_content)
    rows = list(csv.reader(io.StringIO(b"".join(pieces).decode())))

    assert len(rows) == 10_001 and rows[-1][-1] == "1 × Cable"
    # Sent as it is read, in pieces of about 32 KB: not one per row, not the whole file at once.
    assert 10 < len(pieces) < 100 and max(len(piece) for piece in pieces) < 40_000
    # All created at the same moment: the batches still take each order once, in id order.
    assert [int(row[0]) for row in rows[1:]] == [order.pk for order in orders]


def test_the_low_stock_report_lists_active_products_lowest_first(staff_client):
    ProductFactory(name="Plenty", stock=50)
    ProductFactory(name="Two left", stock=2)
    ProductFactory(name="Gone", stock=0)
    ProductFactory(name="Hidden", stock=1, is_active=False)

    default = staff_client.get("/api/admin/reports/low-stock").json()
    wider = staff_client.get("/api/admin/reports/low-stock", {"threshold": 60, "limit": 10}).json()
    as_csv = _rows(staff_client.get("/api/admin/reports/low-stock", {"format": "csv"}))
    bad = staff_client.get("/api/admin/reports/low-stock", {"threshold": "-1"})

    assert [p["name"] for p in default] == ["Gone", "Two left"]
    assert [p["name"] for p in wider["results"]] == ["Gone", "Two left", "Plenty"]
    assert [row[1] for row in as_csv] == ["name", "Gone", "Two left"]
    assert bad.status_code == 400 and bad.json()["errors"]["threshold"]


def test_the_low_stock_reports_default_threshold_is_the_operators_setting(staff_client, client, settings):
    # The same threshold as the low-stock metric (ops/metrics.py); the staff app starts its field at it.
    settings.LOW_STOCK_THRESHOLD = 10
    ProductFactory(name="Nine left", stock=9)
    ProductFactory(name="Eleven left", stock=11)

    default = staff_client.get("/api/admin/reports/low-stock").json()
    page = client.get("/admin/low-stock").content.decode()

    assert [p["name"] for p in default] == ["Nine left"]
    assert '"lowStockThreshold": 10' in page


@pytest.mark.parametrize("report_format", ["json", "csv"])
def test_the_low_stock_report_refuses_a_bad_limit_in_either_format(staff_client, report_format):
    ProductFactory(stock=1)

    response = staff_client.get("/api/admin/reports/low-stock", {"format": report_format, "limit": "-7"})

    assert response.status_code == 400
    assert response.json()["errors"]["limit"]


def test_analytics_show_overdue_orders_and_the_time_to_verification(api_client, staff_client, phone):
    place(api_client, phone, hours_ago=30)
    place(api_client, phone, hours_ago=1)
    verified = place(api_client, phone, hours_ago=6)
    call(staff_client, verified, "verified")

    data = staff_client.get("/api/admin/analytics").json()

    assert data["overdueOrders"] == 1
    assert 5.9 <= data["averageVerificationHours"] <= 6.1
