"""GET /api/schema/ documents every call of the API."""

import re

import pytest

OPERATIONS = [
    ("get", "/api/products"),
    ("post", "/api/products"),
    ("get", "/api/products/{}"),
    ("put", "/api/products/{}"),
    ("delete", "/api/products/{}"),
    ("patch", "/api/products/{}/discount-50"),
    ("put", "/api/products/{}/image"),
    ("post", "/api/products/{}/images"),
    ("delete", "/api/products/{}/images/{}"),
    ("get", "/api/admin/products"),
    ("get", "/api/featured-items/active"),
    ("get", "/api/featured-items"),
    ("post", "/api/admin/featured-items"),
    ("put", "/api/admin/featured-items/{}"),
    ("delete", "/api/admin/featured-items/{}"),
    ("patch", "/api/admin/featured-items/{}/activate"),
    ("post", "/api/orders"),
    ("get", "/api/orders"),
    ("patch", "/api/orders/{}/status"),
    ("post", "/api/admin/login"),
    # Added: the staff session, the dashboard figures and the home page
    ("post", "/api/admin/logout"),
    ("get", "/api/admin/me"),
    ("get", "/api/admin/analytics"),
    ("get", "/api/products/home"),
]


@pytest.fixture(scope="module")
def schema(django_db_blocker):
    from rest_framework.test import APIClient

    with django_db_blocker.unblock():
        response = APIClient().get("/api/schema/", {"format": "json"})
    assert response.status_code == 200
    return response.json()


def normalized_paths(schema):
    return {re.sub(r"\{[^}]+\}", "{}", path): ops for path, ops in schema["paths"].items()}


@pytest.mark.parametrize(("method", "path"), OPERATIONS, ids=[f"{m.upper()} {p}" for m, p in OPERATIONS])
def test_every_call_is_documented(schema, method, path):
    paths = normalized_paths(schema)

    assert path in paths, sorted(paths)
    assert method in paths[path]


def test_schema_is_openapi_3_and_served_publicly(client):
    response = client.get("/api/schema/", {"format": "json"})

    assert response.status_code == 200
    assert response.json()["openapi"].startswith("3.")


def test_docs_page_is_served_from_our_own_static_files(client):
    response = client.get("/api/docs/")

    assert response.status_code == 200
    html = response.content.decode()
    # The shop's machines reach no CDN: Swagger UI must come from /static/.
    assert "/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js" in html
    assert "cdn.jsdelivr.net" not in html


def test_order_and_featured_shapes_are_documented(schema):
    components = schema["components"]["schemas"]
    order = components["Order"]["properties"]
    assert {
        "id",
        "customerName",
        "phone",
        "address",
        "paymentMethod",
        "paymentInfo",
        "items",
        "total",
        "status",
        "createdAt",
        "allowedTransitions",
    } <= set(order)
    checkout = components["CheckoutRequest"]["properties"]
    assert {"customerName", "phone", "address", "paymentMethod", "paymentInfo", "items", "total"} <= set(checkout)
    assert "product" in components["ActiveFeaturedItem"]["properties"]
    assert "productName" in components["StaffFeaturedItem"]["properties"]


def test_staff_operations_declare_the_session_cookie(schema):
    operation = schema["paths"]["/api/orders"]["get"]

    assert {"cookieAuth": []} in operation["security"]
    assert "401" in operation["responses"] and "403" in operation["responses"]


def test_the_schema_says_what_the_api_does(schema):
    """What schemathesis found the schema getting wrong: public reads, nulls, patterns and enums."""
    paths = schema["paths"]

    assert paths["/api/products"]["get"].get("security", []) == []
    assert paths["/api/products/{product_id}"]["get"].get("security", []) == []
    assert paths["/api/products"]["post"]["security"] == [{"cookieAuth": []}]
    active = paths["/api/featured-items/active"]["get"]["responses"]["200"]["content"]["application/json"]
    assert active["schema"]["nullable"] is True
    components = schema["components"]["schemas"]
    assert components["OrderItem"]["properties"]["selectedColor"]["nullable"] is True
    payment = components["PaymentInfoInputRequest"]["properties"]
    assert payment["cvv"]["pattern"] == "^[0-9]{3,4}$"
    assert payment["expiryDate"]["pattern"] == "^(0[1-9]|1[0-2])/[0-9]{2}$"
    assert components["OrderStatusEnum"]["enum"] == [
        "Pending Verification",
        "Verified",
        "Shipped",
        "Delivered",
        "Canceled",
    ]


def test_money_in_a_request_body_is_a_string_or_a_number(schema):
    """The SPA sends a cart line's price as a number; a string keeps its pattern. Query strings are text."""
    components = schema["components"]["schemas"]
    amount = "^[0-9]{1,8}(\\.[0-9]{1,2})?$"
    for component, field in [
        ("CartLineRequest", "price"),
        ("CheckoutRequest", "total"),
        ("ProductInputRequest", "price"),
        ("ProductInputRequest", "originalPrice"),
    ]:
        string, number = components[component]["properties"][field]["oneOf"]
        assert string["type"] == "string" and string["pattern"] in (amount, "^([0-9]{1,8}(\\.[0-9]{1,2})?)?$")
        assert (number["type"], number["minimum"], number["maximum"]) == ("number", 0, 99999999.99), component
    parameters = {parameter["name"]: parameter for parameter in schema["paths"]["/api/products"]["get"]["parameters"]}
    assert parameters["minPrice"]["schema"] == {"type": "string", "pattern": amount, "example": "499.99"}
