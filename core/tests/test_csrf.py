"""CSRF is enforced on every unsafe request, anonymous ones included."""

import pytest

from catalog.tests.factories import ProductFactory
from conftest import make_client
from orders.models import Order
from orders.tests.checkout import payload

pytestmark = pytest.mark.django_db


def test_anonymous_checkout_without_a_token_is_403():
    product = ProductFactory()

    response = make_client(csrf=False).post("/api/orders", payload([(product, 1)]), format="json")

    assert response.status_code == 403
    assert "CSRF" in response.json()["message"]
    assert not Order.objects.exists()
    product.refresh_from_db()
    assert product.stock == 10


def test_checkout_with_a_token_that_does_not_match_the_cookie_is_403():
    client = make_client()
    client.credentials(HTTP_X_CSRFTOKEN="x" * 32)

    assert client.post("/api/orders", payload([(ProductFactory(), 1)]), format="json").status_code == 403


def test_login_without_a_token_is_403(staff_user):
    response = make_client(csrf=False).post(
        "/api/admin/login", {"username": "staffer", "password": "s3cret-pass"}, format="json"
    )

    assert response.status_code == 403
    assert "sessionid" not in response.cookies


def test_staff_write_without_a_token_is_403(staff_user):
    client = make_client(staff_user, csrf=False)
    order_id = Order.objects.create(
        customer_name="A",
        phone="5550100000",
        street="s",
        city="c",
        zip_code="12345",
        cardholder_name="A",
        card_last4="1111",
        card_expiry="01/30",
        total=1,
    ).pk

    response = client.patch(f"/api/orders/{order_id}/status", {"status": "Verified"}, format="json")

    assert response.status_code == 403
    assert Order.objects.get(pk=order_id).status == "Pending Verification"


def test_safe_requests_need_no_token(staff_user):
    assert make_client(staff_user, csrf=False).get("/api/orders").status_code == 200
