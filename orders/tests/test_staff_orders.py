"""GET /api/orders and PATCH /api/orders/{id}/status (staff)."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from catalog.tests.factories import ProductFactory
from orders.models import Order, OrderStatus
from payments.tests.factories import PaymentFactory

from .factories import OrderFactory, OrderItemFactory

pytestmark = pytest.mark.django_db

STATUSES = [s.value for s in OrderStatus]


def aged(order, minutes):
    Order.objects.filter(pk=order.pk).update(created_at=timezone.now() - timedelta(minutes=minutes))
    return order


def test_list_shows_the_full_order_newest_first(staff_client):
    older = aged(OrderFactory(customer_name="Older"), 10)
    newer = OrderFactory(
        customer_name="Grace Hopper",
        phone="555-010-1111",
        street="1 Navy Way",
        city="Arlington",
        zip_code="22202",
        payment_method="Debit Card",
        cardholder_name="G. Hopper",
        card_brand="Mastercard",
        card_last4="4444",
        card_expiry="07/28",
        total=Decimal("1098.00"),
    )
    product = ProductFactory(name="MacBook Air", price=Decimal("1098.00"))
    OrderItemFactory(
        order=newer,
        product=product,
        quantity=1,
        selected_color="Midnight",
        seat_info={"section": "A", "seats": [1, 2], "priceCategory": "VIP"},
    )

    response = staff_client.get("/api/orders")

    assert response.status_code == 200
    body = response.json()
    assert [o["id"] for o in body] == [newer.pk, older.pk]
    assert body[0] == {
        "id": newer.pk,
        "customerName": "Grace Hopper",
        "phone": "555-010-1111",
        "address": {"street": "1 Navy Way", "city": "Arlington", "zipCode": "22202"},
        "paymentMethod": "Debit Card",
        "paymentInfo": {
            "cardholderName": "G. Hopper",
            "cardBrand": "Mastercard",
            "last4": "4444",
            "expiryDate": "07/28",
            "maskedNumber": "**** **** **** 4444",
        },
        "items": [
            {
                "productId": product.pk,
                "productName": "MacBook Air",
                "quantity": 1,
                "price": "1098.00",
                "lineTotal": "1098.00",
                "selectedColor": "Midnight",
                "seatInfo": {"section": "A", "seats": [1, 2], "priceCategory": "VIP"},
            }
        ],
        "total": "1098.00",
        "status": "Pending Verification",
        "createdAt": body[0]["createdAt"],
        "allowedTransitions": ["Verified", "Canceled"],
        "callAttempts": 0,
        "unreachable": False,
        # Placed before payments: no payment to show.
        "paymentStatus": None,
        "payment": None,
    }
    assert body[1]["items"] == []


def test_unknown_card_brand_is_null(staff_client):
    OrderFactory(card_brand="")

    assert staff_client.get("/api/orders").json()[0]["paymentInfo"]["cardBrand"] is None


def test_items_keep_their_snapshot_after_the_product_is_deleted(staff_client):
    item = OrderItemFactory(product=ProductFactory(name="Gone Phone"))
    product_id = item.product_id
    item.product.delete()

    line = staff_client.get("/api/orders").json()[0]["items"][0]

    assert (line["productId"], line["productName"]) == (product_id, "Gone Phone")


@pytest.mark.parametrize("status", STATUSES)
def test_status_filter(staff_client, status):
    for value in STATUSES:
        OrderFactory(status=value)

    response = staff_client.get("/api/orders", {"status": status})

    assert response.status_code == 200
    assert [o["status"] for o in response.json()] == [status]


def test_unknown_status_filter_is_400(staff_client):
    response = staff_client.get("/api/orders", {"status": "Lost"})

    assert response.status_code == 400
    message = '"Lost" is not a valid status. Use one of: Pending Verification, Verified, Shipped, Delivered, Canceled.'
    assert response.json() == {"message": message, "errors": {"status": [message]}}


def test_limit_and_offset_give_the_envelope(staff_client):
    orders = [aged(OrderFactory(), minutes) for minutes in range(5)]  # orders[0] is the newest

    response = staff_client.get("/api/orders", {"limit": 2, "offset": 2})

    body = response.json()
    assert body["count"] == 5
    assert [o["id"] for o in body["results"]] == [orders[2].pk, orders[3].pk]
    assert body["next"] and body["previous"]


def test_list_query_count_does_not_grow_with_orders(staff_client, django_assert_max_num_queries):
    for _ in range(30):
        order = OrderFactory()
        OrderItemFactory.create_batch(3, order=order)
        PaymentFactory(order=order)

    # session, user, permissions, count (X-Total-Count), orders, items, payments, the payments' events
    with django_assert_max_num_queries(8):
        response = staff_client.get("/api/orders")
    assert len(response.json()) == 30
    assert all(order["payment"]["events"][0]["kind"] == "authorized" for order in response.json())
    assert response["X-Total-Count"] == "30"
    with django_assert_max_num_queries(8):  # + count
        response = staff_client.get("/api/orders", {"limit": 20, "status": "Pending Verification"})
    assert len(response.json()["results"]) == 20


# --- Status changes ---------------------------------------------------------------------------

LEGAL = [
    ("Pending Verification", "Verified"),
    ("Pending Verification", "Canceled"),
    ("Verified", "Shipped"),
    ("Verified", "Canceled"),
    ("Shipped", "Delivered"),
]
ILLEGAL = [(a, b) for a in STATUSES for b in STATUSES if (a, b) not in LEGAL]


def patch_status(client, order_id, body):
    return client.patch(f"/api/orders/{order_id}/status", body, format="json")


@pytest.mark.parametrize(("current", "new"), LEGAL)
def test_legal_transition_returns_the_updated_order(staff_client, current, new):
    order = OrderFactory(status=current)

    response = patch_status(staff_client, order.pk, {"status": new})

    assert response.status_code == 200
    body = response.json()
    assert (body["id"], body["status"]) == (order.pk, new)
    assert "paymentInfo" in body and "allowedTransitions" in body
    order.refresh_from_db()
    assert order.status == new


@pytest.mark.parametrize(("current", "new"), ILLEGAL)
def test_illegal_transition_is_refused(staff_client, current, new):
    order = OrderFactory(status=current)

    response = patch_status(staff_client, order.pk, {"status": new})

    assert response.status_code == 400
    assert response.json() == {"message": f"Cannot change status from {current} to {new}"}
    order.refresh_from_db()
    assert order.status == current


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            {"status": "Lost"},
            '"Lost" is not a valid status. Use one of: Pending Verification, Verified, Shipped, Delivered, Canceled.',
        ),
        ({"status": ""}, "Status is required"),
        ({}, "Status is required"),
        ({"status": None}, "Status is required"),
        ({"status": ["Verified"]}, "Status is required"),
    ],
)
def test_bad_status_value_is_400(staff_client, body, message):
    order = OrderFactory()

    response = patch_status(staff_client, order.pk, body)

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {"status": [message]}}


def test_missing_order_is_404(staff_client):
    response = patch_status(staff_client, 424242, {"status": "Verified"})

    assert response.status_code == 404
    assert response.json() == {"message": "Order not found"}


@pytest.mark.parametrize("current", ["Pending Verification", "Verified"])
def test_cancelling_returns_the_stock(staff_client, current):
    phone = ProductFactory(stock=1)
    case = ProductFactory(stock=0)
    order = OrderFactory(status=current)
    OrderItemFactory(order=order, product=phone, quantity=2, selected_color="Black")
    OrderItemFactory(order=order, product=phone, quantity=1, selected_color="White")
    OrderItemFactory(order=order, product=case, quantity=4)

    response = patch_status(staff_client, order.pk, {"status": "Canceled"})

    assert response.status_code == 200
    phone.refresh_from_db()
    case.refresh_from_db()
    assert (phone.stock, case.stock) == (4, 4)


def test_cancelling_skips_deleted_products(staff_client):
    kept = ProductFactory(stock=0)
    order = OrderFactory()
    OrderItemFactory(order=order, product=kept, quantity=1)
    gone = OrderItemFactory(order=order, quantity=2).product
    gone.delete()

    response = patch_status(staff_client, order.pk, {"status": "Canceled"})

    assert response.status_code == 200
    kept.refresh_from_db()
    assert kept.stock == 1


def test_stock_is_returned_only_once(staff_client):
    product = ProductFactory(stock=0)
    order = OrderFactory()
    OrderItemFactory(order=order, product=product, quantity=2)

    assert patch_status(staff_client, order.pk, {"status": "Canceled"}).status_code == 200
    assert patch_status(staff_client, order.pk, {"status": "Canceled"}).status_code == 400
    product.refresh_from_db()
    assert product.stock == 2


def test_other_transitions_leave_stock_alone(staff_client):
    product = ProductFactory(stock=3)
    order = OrderFactory()
    OrderItemFactory(order=order, product=product, quantity=2)

    patch_status(staff_client, order.pk, {"status": "Verified"})
    patch_status(staff_client, order.pk, {"status": "Shipped"})
    patch_status(staff_client, order.pk, {"status": "Delivered"})

    product.refresh_from_db()
    assert product.stock == 3


def test_staff_read_one_order_with_its_lines(staff_client, customer_client, api_client):
    order = OrderFactory(customer_name="Grace Hopper", card_last4="4444", card_brand="Mastercard")
    OrderItemFactory.create_batch(2, order=order)

    response = staff_client.get(f"/api/orders/{order.pk}")

    assert response.status_code == 200
    body = response.json()
    assert (body["id"], body["customerName"], len(body["items"])) == (order.pk, "Grace Hopper", 2)
    assert body["paymentInfo"]["maskedNumber"].endswith("4444")
    assert staff_client.get(f"/api/orders/{order.pk + 1000}").json() == {"message": "Order not found"}
    assert customer_client.get(f"/api/orders/{order.pk}").status_code == 403
    assert api_client.get(f"/api/orders/{order.pk}").status_code == 401
