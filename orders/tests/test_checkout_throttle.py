"""CHECKOUT_RATE limits every POST /api/orders per client address, refused ones included."""

import re

import pytest

from catalog.tests.factories import ProductFactory

from .checkout import payload

pytestmark = pytest.mark.django_db

LIMITED = re.compile(r"^Too many checkout attempts\. Try again in \d+ seconds\.$")


def test_checkout_is_limited_per_client_address(api_client, settings):
    settings.CHECKOUT_RATE = "3/min"
    product = ProductFactory(stock=100)

    statuses = [
        api_client.post("/api/orders", payload([(product, 1)]), format="json").status_code,
        api_client.post("/api/orders", {}, format="json").status_code,  # refused attempts count too
        api_client.post("/api/orders", payload([(product, 1)]), format="json").status_code,
    ]
    limited = api_client.post("/api/orders", payload([(product, 1)]), format="json")

    assert statuses == [201, 400, 201]
    assert limited.status_code == 429
    assert LIMITED.match(limited.json()["message"]), limited.json()
    assert int(limited["Retry-After"]) > 0
    other_client = api_client.post("/api/orders", payload([(product, 1)]), format="json", REMOTE_ADDR="10.1.2.3")
    assert other_client.status_code == 201
    product.refresh_from_db()
    assert product.stock == 97


def test_a_spoofed_forwarded_for_header_does_not_reset_the_limit(api_client, settings):
    settings.CHECKOUT_RATE = "1/min"

    api_client.post("/api/orders", {}, format="json", HTTP_X_FORWARDED_FOR="1.1.1.1")
    response = api_client.post("/api/orders", {}, format="json", HTTP_X_FORWARDED_FOR="2.2.2.2")

    assert response.status_code == 429


def test_the_rate_is_read_at_request_time(api_client, settings):
    settings.CHECKOUT_RATE = "1/min"
    api_client.post("/api/orders", {}, format="json")
    assert api_client.post("/api/orders", {}, format="json").status_code == 429

    settings.CHECKOUT_RATE = "100/min"

    assert api_client.post("/api/orders", {}, format="json").status_code == 400


def test_staff_order_list_is_not_throttled(staff_client, settings):
    settings.CHECKOUT_RATE = "1/min"

    assert [staff_client.get("/api/orders").status_code for _ in range(3)] == [200, 200, 200]
