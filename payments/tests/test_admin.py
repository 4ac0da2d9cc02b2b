"""/django-admin/ shows payments and their ledger read-only, and its order actions capture like the staff app."""

import pytest

from orders.models import OrderStatus
from orders.tests.factories import OrderFactory
from payments.models import PaymentStatus

from .factories import PaymentFactory

pytestmark = pytest.mark.django_db


def test_a_payment_and_its_ledger_are_shown_and_never_edited(admin_client):
    payment = PaymentFactory(order=OrderFactory(), reference="tg_visible")

    listing = admin_client.get("/django-admin/payments/payment/").content.decode()
    page = admin_client.get(f"/django-admin/payments/payment/{payment.pk}/change/")

    assert "tg_visible" in listing
    assert page.status_code == 200 and f"authorized:{payment.pk}" in page.content.decode()
    assert admin_client.post(f"/django-admin/payments/payment/{payment.pk}/delete/", {"post": "yes"}).status_code == 403
    assert admin_client.get("/django-admin/payments/payment/add/").status_code == 403


def test_the_verify_action_captures_the_payment(admin_client):
    order = OrderFactory()
    payment = PaymentFactory(order=order)

    admin_client.post("/django-admin/orders/order/", {"action": "mark_verified", "_selected_action": [order.pk]})

    order.refresh_from_db()
    payment.refresh_from_db()
    assert order.status == OrderStatus.VERIFIED and payment.status == PaymentStatus.CAPTURED
