"""Who may call what: shoppers read, staff write (401 without a session, 403 for non-staff, 403 without CSRF)."""

import pytest

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from conftest import make_client

pytestmark = pytest.mark.django_db

VALID_PRODUCT = {
    "name": "Echo",
    "description": "Smart speaker",
    "price": "99.99",
    "category": "Smart Home",
    "brand": "Amazon",
    "model": "B7W64E",
    "features": ["Alexa"],
    "imageUrl": "/static/products/smart-speaker.svg",
}

# (method, path with {id}, body, status for staff)
STAFF_CALLS = [
    ("post", "/api/products", VALID_PRODUCT, 201),
    ("put", "/api/products/{id}", VALID_PRODUCT, 200),
    ("delete", "/api/products/{id}", None, 204),
    ("patch", "/api/products/{id}/discount-50", None, 200),
    ("put", "/api/products/{id}/image", {"imageURL": "/static/products/speaker.svg"}, 200),
    ("post", "/api/products/{id}/images", {"imageURL": "/static/products/speaker.svg"}, 200),
    ("delete", "/api/products/{id}/images/0", None, 200),
    ("get", "/api/admin/products", None, 200),
]
CALL_IDS = [f"{method} {path}" for method, path, _, _ in STAFF_CALLS]


def call(client, method, path, body):
    product = ProductFactory(image_urls=["/static/products/earbuds.svg"])
    return getattr(client, method)(path.format(id=product.pk), body, format="json"), product


@pytest.mark.parametrize(("method", "path", "body", "staff_status"), STAFF_CALLS, ids=CALL_IDS)
def test_anonymous_is_401(api_client, method, path, body, staff_status):
    response, product = call(api_client, method, path, body)

    assert response.status_code == 401
    assert response.json() == {"message": "Authentication required"}
    assert Product.objects.get(pk=product.pk).image_urls == ["/static/products/earbuds.svg"]


@pytest.mark.parametrize(("method", "path", "body", "staff_status"), STAFF_CALLS, ids=CALL_IDS)
def test_non_staff_user_is_403(customer_client, method, path, body, staff_status):
    response, _ = call(customer_client, method, path, body)

    assert response.status_code == 403
    assert response.json() == {"message": "You do not have permission to perform this action."}


@pytest.mark.parametrize(("method", "path", "body", "staff_status"), STAFF_CALLS, ids=CALL_IDS)
def test_staff_is_allowed(staff_client, method, path, body, staff_status):
    response, _ = call(staff_client, method, path, body)

    assert response.status_code == staff_status


@pytest.mark.parametrize(
    ("method", "path", "body", "staff_status"),
    [c for c in STAFF_CALLS if c[0] != "get"],
    ids=[i for i, c in zip(CALL_IDS, STAFF_CALLS, strict=False) if c[0] != "get"],
)
def test_staff_write_without_csrf_token_is_403_and_changes_nothing(staff_user, method, path, body, staff_status):
    client = make_client(staff_user, csrf=False)

    response, product = call(client, method, path, body)

    assert response.status_code == 403
    assert response.json()["message"].startswith("CSRF Failed")
    assert Product.objects.count() == 1
    unchanged = Product.objects.get(pk=product.pk)
    assert (unchanged.price, unchanged.original_price, unchanged.image_urls, unchanged.image_url) == (
        product.price,
        product.original_price,
        product.image_urls,
        product.image_url,
    )


@pytest.mark.parametrize(
    "path",
    ["/api/categories", "/api/products", "/api/products/home", "/api/products/subcategories", "/api/products/{id}"],
)
def test_storefront_reads_are_public(path):
    product = ProductFactory()

    response = make_client(csrf=False).get(path.format(id=product.pk))

    assert response.status_code == 200
