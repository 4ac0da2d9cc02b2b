"""The shopper's own receipt (GET /api/orders/{id}/receipt) and tracking without an account
(POST /api/orders/track)."""

import re
from decimal import Decimal

import pytest

from catalog.tests.factories import ProductFactory
from conftest import make_client

from .checkout import CARD_DIGITS, CVV, payload

pytestmark = pytest.mark.django_db

NEUTRAL = {"message": "No order matches that number and phone"}


@pytest.fixture
def phone():
    return ProductFactory(name="Volt Phone", price=Decimal("100.00"), stock=20)


def place(client, product, quantity=1, **overrides):
    response = client.post("/api/orders", payload([(product, quantity)], **overrides), format="json")
    assert response.status_code == 201, response.content
    return response.json()["id"]


def track(client, order_id, phone, **extra):
    return client.post("/api/orders/track", {"orderId": order_id, "phone": phone}, format="json", **extra)


def test_the_session_that_placed_the_order_reads_its_receipt_again(api_client, phone):
    order_id = place(api_client, phone, 2)

    response = api_client.get(f"/api/orders/{order_id}/receipt")

    assert response.status_code == 200
    body = response.json()
    assert (body["id"], body["status"], body["total"]) == (order_id, "Pending Verification", "200.00")
    assert [(item["productName"], item["quantity"]) for item in body["items"]] == [("Volt Phone", 2)]
    assert body["paymentInfo"] == {"cardBrand": "Visa", "maskedNumber": "**** **** **** " + CARD_DIGITS[-4:]}
    assert CVV not in response.content.decode() and CARD_DIGITS not in response.content.decode()


def test_any_other_session_gets_404_for_the_receipt(api_client, staff_client, phone):
    order_id = place(api_client, phone)

    for stranger in (make_client(), staff_client):
        response = stranger.get(f"/api/orders/{order_id}/receipt")
        assert response.status_code == 404
        assert response.json() == {"message": "Order not found"}


def test_a_forged_receipt_cookie_shows_nothing(api_client, phone):
    order_id = place(api_client, phone)
    forger = make_client()
    forger.cookies["placed_orders"] = str(order_id)

    assert forger.get(f"/api/orders/{order_id}/receipt").status_code == 404


def test_tracking_with_the_number_and_phone_shows_status_lines_and_timeline(api_client, staff_client, phone):
    order_id = place(api_client, phone, 3, phone="(555) 010-2222")
    staff_client.patch(f"/api/orders/{order_id}/status", {"status": "Verified"}, format="json")
    staff_client.patch(f"/api/orders/{order_id}/status", {"status": "Shipped"}, format="json")

    response = track(make_client(), order_id, "555 010 2222")  # compared on its digits

    assert response.status_code == 200
    body = response.json()
    assert (body["id"], body["status"], body["total"]) == (order_id, "Shipped", "300.00")
    assert body["items"] == [
        {
            "productId": phone.pk,
            "productName": "Volt Phone",
            "quantity": 3,
            "price": "100.00",
            "lineTotal": "300.00",
            "selectedColor": None,
            "seatInfo": None,
        }
    ]
    assert [step["status"] for step in body["timeline"]] == ["Placed", "Verified", "Shipped"]
    assert "customerName" not in body and "address" not in body and "paymentInfo" not in body


def test_a_wrong_pair_gets_one_neutral_404_whether_the_order_exists_or_not(api_client, phone):
    order_id = place(api_client, phone, phone="555-010-2222")
    stranger = make_client()

    wrong_phone = track(stranger, order_id, "555-010-3333")
    no_such_order = track(stranger, order_id + 1000, "555-010-2222")

    assert (wrong_phone.status_code, wrong_phone.json()) == (404, NEUTRAL)
    assert (no_such_order.status_code, no_such_order.json()) == (404, NEUTRAL)


def test_tracking_input_is_validated(api_client):
    response = api_client.post("/api/orders/track", {"orderId": "abc"}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "orderId": ["Order number is required"],
        "phone": ["Phone number is required"],
    }


def test_tracking_is_limited_per_client_address(api_client, settings, phone):
    settings.TRACK_RATE = "3/min"
    order_id = place(api_client, phone, phone="555-010-2222")
    stranger = make_client()

    statuses = [track(stranger, order_id, guess).status_code for guess in ("1", "2", "555-010-2222")]
    limited = track(stranger, order_id, "555-010-2222")

    assert statuses == [404, 404, 200]
    assert limited.status_code == 429
    assert re.match(r"^Too many tracking attempts\. Try again in \d+ seconds\.$", limited.json()["message"])
    assert track(stranger, order_id, "555-010-2222", REMOTE_ADDR="10.9.8.7").status_code == 200
