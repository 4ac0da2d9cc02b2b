"""Staff answers and the shopper's own are never kept by a browser or a proxy: every /api/ answer carries
`Cache-Control: private, no-store` unless its view shares a public read.
Walked from the URLconf, so a new endpoint is checked without being listed here."""

from decimal import Decimal

import pytest
from django.urls import reverse

from catalog.tests.factories import ProductFactory
from core.public_cache import SHARED_ANSWERS
from featured.models import FeaturedItem
from orders.tests.checkout import payload
from shop.tests.test_access_decisions import DECISIONS, PUBLIC, STAFF_OPERATIONS, _patterns, api_operations

pytestmark = pytest.mark.django_db

# The public catalogue reads: their GET answers are shared (`public, max-age`), everything else is private.
SHARED = {
    ("category-list", "GET"),
    ("product-list", "GET"),
    ("product-home", "GET"),
    ("product-suggest", "GET"),
    ("product-subcategories", "GET"),
    ("product-detail", "GET"),
    ("featured-active", "GET"),
}


def directives(response) -> set[str]:
    return {part.strip() for part in response.get("Cache-Control", "").split(",") if part.strip()}


def assert_private(response, what):
    assert {"private", "no-store"} <= directives(response), (what, response.status_code, response.get("Cache-Control"))
    assert "public" not in directives(response), what


@pytest.fixture
def objects():
    """A product, a featured item and an order, so the walk's ids reach real rows (and 200s) where it can."""
    product = ProductFactory(price=Decimal("40.00"), stock=9)
    item = FeaturedItem.objects.create(
        product=product, title="Deal", subtitle="Now", button_text="Buy", button_link="/", is_active=True
    )
    return {"product_id": product.pk, "pk": item.pk, "index": 0}


def _url(name, ids):
    pattern = next(p for _, p in _patterns() if p.name == name)
    return reverse(name, kwargs={converter: ids.get(converter, 1) for converter in pattern.pattern.converters})


def test_the_shared_reads_are_the_views_the_public_cache_wraps():
    wrapped = {
        (pattern.name, "GET")
        for route, pattern in _patterns()
        if route.startswith("api/") and getattr(pattern.callback, SHARED_ANSWERS, False)
    }

    assert wrapped == SHARED
    assert all(DECISIONS[operation] == PUBLIC for operation in SHARED)


@pytest.mark.parametrize("operation", sorted(STAFF_OPERATIONS))
def test_every_staff_operation_answers_private_no_store(api_client, staff_client, objects, operation):
    assert operation in api_operations()
    name, method = operation
    url = _url(name, objects)

    as_staff = getattr(staff_client, method.lower())(url, {}, format="json")
    anonymous = getattr(api_client, method.lower())(url, {}, format="json")

    assert_private(as_staff, operation)
    assert_private(anonymous, operation)
    assert anonymous.status_code == 401


@pytest.mark.parametrize(
    "operation", sorted(key for key, access in DECISIONS.items() if access == PUBLIC and key not in SHARED)
)
def test_the_shoppers_own_answers_are_private_too(api_client, objects, operation):
    name, method = operation

    response = getattr(api_client, method.lower())(_url(name, objects), {}, format="json")

    assert_private(response, operation)


@pytest.mark.parametrize("operation", sorted(SHARED))
def test_public_catalogue_reads_keep_their_public_caching(api_client, objects, operation):
    name, _ = operation

    response = api_client.get(_url(name, objects))

    assert response.status_code == 200
    assert "public" in directives(response) and "max-age=30" in directives(response)
    assert "no-store" not in directives(response) and "private" not in directives(response)


def test_staff_and_shopper_answers_with_their_data_are_private(api_client, staff_client):
    product = ProductFactory(price=Decimal("40.00"), stock=3)
    placed = api_client.post("/api/orders", payload([(product, 1)]), format="json")
    order_id = placed.json()["id"]
    staff_get = [
        "/api/admin/me",
        "/api/orders",
        "/api/orders?limit=5",
        f"/api/orders/{order_id}",
        "/api/orders/export.csv",
        "/api/admin/verification-queue",
        f"/api/orders/{order_id}/history",
        f"/api/orders/{order_id}/calls",
        f"/api/products/{product.pk}/history",
        "/api/admin/reports/low-stock",
        "/api/admin/reports/low-stock?format=csv",
        "/api/admin/analytics",
        "/api/admin/products",
        "/api/featured-items",
    ]

    answers = {url: staff_client.get(url) for url in staff_get}
    answers["checkout"] = placed
    answers["receipt"] = api_client.get(f"/api/orders/{order_id}/receipt")
    answers["tracking"] = api_client.post(
        "/api/orders/track", {"orderId": order_id, "phone": "555-010-9999"}, format="json"
    )
    answers["signed out me"] = api_client.get("/api/admin/me")

    for what, response in answers.items():
        assert response.status_code in (200, 201, 401), (what, response.status_code)
        assert_private(response, what)
    assert answers["signed out me"].status_code == 401
    assert answers["/api/orders/export.csv"].streaming
    assert "Cookie" in answers["/api/orders"]["Vary"]


def test_unknown_api_paths_and_the_staff_app_page_are_private(client, staff_client):
    assert_private(client.get("/api/no-such-thing"), "unknown")
    assert_private(staff_client.get("/admin/orders"), "staff app page")
    assert "no-store" not in directives(client.get("/"))
