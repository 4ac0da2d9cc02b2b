"""Who may call what: every staff endpoint is 401 anonymous, 403 for a signed-in non-staff user, and reachable
for staff; the public endpoints answer anonymous shoppers."""

from decimal import Decimal

import pytest

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from featured.models import FeaturedItem
from orders.tests.checkout import payload
from orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

PRODUCT_BODY = {
    "name": "Matrix Phone",
    "description": "A phone.",
    "price": "199.00",
    "category": "Smartphones",
    "subcategory": "",
    "brand": "Acme",
    "model": "MX-1",
    "color": None,
    "features": ["5G"],
    "specifications": {},
    "imageUrl": "/static/products/smartphones.svg",
    "stock": 3,
    "isActive": True,
}
FEATURED_BODY = {"title": "T", "subtitle": "S", "buttonText": "Go", "buttonLink": "/smartphones", "isActive": False}

STAFF_ENDPOINTS = [
    ("get", "/api/orders", None),
    ("patch", "/api/orders/{order}/status", {"status": "Verified"}),
    ("get", "/api/admin/products", None),
    ("post", "/api/products", PRODUCT_BODY),
    ("put", "/api/products/{product}", PRODUCT_BODY),
    ("delete", "/api/products/{product}", None),
    ("patch", "/api/products/{product}/discount-50", None),
    ("put", "/api/products/{product}/image", {"imageURL": "/static/products/laptops.svg"}),
    ("post", "/api/products/{product}/images", {"imageURL": "/static/products/laptops.svg"}),
    ("delete", "/api/products/{product}/images/0", None),
    ("get", "/api/featured-items", None),
    ("post", "/api/admin/featured-items", FEATURED_BODY),
    ("put", "/api/admin/featured-items/{featured}", FEATURED_BODY),
    ("delete", "/api/admin/featured-items/{featured}", None),
    ("patch", "/api/admin/featured-items/{featured}/activate", None),
    ("get", "/api/admin/analytics", None),
]


@pytest.fixture
def objects():
    product = ProductFactory(price=Decimal("100.00"), image_urls=["/static/products/audio.svg"])
    featured = FeaturedItem.objects.create(
        product_id=product.pk, title="T", subtitle="S", button_text="Go", button_link="/", is_active=False
    )
    return {"product": product.pk, "order": OrderFactory().pk, "featured": featured.pk}


def call(client, method, path, body, objects):
    url = path.format(**objects)
    if body is None:
        return getattr(client, method)(url)
    if body is FEATURED_BODY:
        body = {**body, "productId": objects["product"]}
    return getattr(client, method)(url, body, format="json")


@pytest.mark.parametrize(
    ("method", "path", "body"), STAFF_ENDPOINTS, ids=[f"{m.upper()} {p}" for m, p, _ in STAFF_ENDPOINTS]
)
def test_anonymous_gets_401(api_client, objects, method, path, body):
    response = call(api_client, method, path, body, objects)

    assert response.status_code == 401
    assert response.json() == {"message": "Authentication required"}


@pytest.mark.parametrize(
    ("method", "path", "body"), STAFF_ENDPOINTS, ids=[f"{m.upper()} {p}" for m, p, _ in STAFF_ENDPOINTS]
)
def test_non_staff_user_gets_403(customer_client, objects, method, path, body):
    response = call(customer_client, method, path, body, objects)

    assert response.status_code == 403
    assert "message" in response.json()


@pytest.mark.parametrize(
    ("method", "path", "body"), STAFF_ENDPOINTS, ids=[f"{m.upper()} {p}" for m, p, _ in STAFF_ENDPOINTS]
)
def test_staff_reaches_the_endpoint(staff_client, objects, method, path, body):
    response = call(staff_client, method, path, body, objects)

    # Not refused for permissions, and the route exists with this method.
    assert response.status_code not in (401, 403, 404, 405), response.content
    assert response.status_code < 500


PUBLIC_ENDPOINTS = [
    ("get", "/api/products", None, 200),
    ("get", "/api/products/{product}", None, 200),
    ("get", "/api/featured-items/active", None, 200),
    ("post", "/api/orders", "checkout", 201),
    ("post", "/api/admin/login", {"username": "staffer", "password": "s3cret-pass"}, 200),
    ("get", "/api/admin/me", None, 401),  # public, answers "not signed in"
    ("get", "/api/schema/", None, 200),
    ("get", "/api/docs/", None, 200),
]


@pytest.mark.parametrize(
    ("method", "path", "body", "expected"),
    PUBLIC_ENDPOINTS,
    ids=[f"{m.upper()} {p}" for m, p, _, _ in PUBLIC_ENDPOINTS],
)
def test_public_endpoints_answer_anonymous_shoppers(api_client, staff_user, objects, method, path, body, expected):
    if body == "checkout":
        body = payload([(Product.objects.get(pk=objects["product"]), 1)])
    response = call(api_client, method, path, body, objects)

    assert response.status_code == expected, response.content


def test_an_inactive_staff_session_is_anonymous(staff_client, staff_user):
    staff_user.is_active = False
    staff_user.save()

    assert staff_client.get("/api/orders").status_code == 401
