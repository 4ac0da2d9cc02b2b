"""Hostile bodies get the one JSON error body, never a 500 or an HTML page, and nothing of them is stored."""

import io
import json
from decimal import Decimal
from unittest import mock

import pytest

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from conftest import make_client
from core.parsers import ShopJSONParser
from orders.models import Order
from orders.tests.checkout import payload

pytestmark = pytest.mark.django_db

PRODUCT = {
    "name": "Flip 6",
    "description": "Speaker",
    "price": "99.00",
    "category": "Audio",
    "brand": "JBL",
    "model": "FLIP6",
    "features": ["Loud"],
    "imageUrl": "/static/products/speaker.svg",
}


def post_raw(client, path, body):
    return client.generic("POST", path, body, content_type="application/json")


@pytest.mark.parametrize("path", ["/api/orders", "/api/admin/login", "/api/products"])
def test_deeply_nested_json_is_a_400(api_client, staff_client, path):
    client = staff_client if path == "/api/products" else api_client

    response = post_raw(client, path, "[" * 2000 + "]" * 2000)

    assert response.status_code == 400
    assert response.json() == {"message": "The request body is nested too deeply."}


def test_malformed_json_gets_a_human_sentence(api_client):
    response = post_raw(api_client, "/api/orders", '{"customerName": ')

    assert response.status_code == 400
    assert response.json() == {"message": "The request body is not valid JSON."}


def test_json_numbers_are_read_from_their_own_text_never_through_a_float():
    body = b'{"a": 49.99, "b": 1299, "c": 1299.0, "d": 1e400, "e": 0.1, "f": [NaN, -Infinity, 1e999999999999999999999]}'

    parsed = ShopJSONParser().parse(io.BytesIO(body))

    assert {key: parsed[key] for key in "abcde"} == {
        "a": Decimal("49.99"),
        "b": 1299,
        "c": Decimal("1299.0"),
        "d": Decimal("1e400"),
        "e": Decimal("0.1"),
    }
    assert type(parsed["b"]) is int and all(type(parsed[key]) is Decimal for key in "acde")
    nan, minus_infinity, out_of_range = parsed["f"]
    assert nan.is_nan() and minus_infinity == Decimal("-Infinity") and out_of_range.is_nan()


def test_a_body_over_the_size_limit_is_a_413(api_client, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000

    response = post_raw(api_client, "/api/orders", '{"customerName": "' + "x" * 2000 + '"}')

    assert response.status_code == 413
    assert response.json() == {"message": "Request body is too large"}


@pytest.mark.parametrize("bad", ["\u0000", "\ud800"])
def test_nul_and_lone_surrogates_are_refused_in_values_and_keys(api_client, staff_client, bad):
    product = ProductFactory(price=Decimal("10.00"), stock=5)
    body = payload([(product, 1)])
    body["items"][0]["seatInfo"] = {"section": f"A{bad}", "seats": [1], "priceCategory": "VIP"}

    # json.dumps writes \u0000 and \ud800 as escapes, as a hostile client would send them.
    checkout = post_raw(api_client, "/api/orders", json.dumps(body))
    staff_write = post_raw(
        staff_client, "/api/products", json.dumps({**PRODUCT, "specifications": {f"RAM{bad}": "8 GB"}})
    )

    message = "Text may not contain NUL characters or unpaired surrogates"
    assert checkout.status_code == 400
    assert checkout.json() == {"message": message, "errors": {"items.0.seatInfo.section": [message]}}
    assert staff_write.status_code == 400
    assert staff_write.json()["errors"] == {f"specifications.RAM\\u{ord(bad):04x}": [message]}
    assert not Order.objects.exists() and not Product.objects.filter(name="Flip 6").exists()


def test_seat_info_and_specifications_are_bounded(api_client, staff_client):
    product = ProductFactory(price=Decimal("10.00"), stock=5)
    body = payload([(product, 1)])
    body["items"][0]["seatInfo"] = {"section": "A", "seats": ["HUGE"], "priceCategory": 10**16}

    # 1e400 is valid JSON; the parser reads it exactly (a Decimal, not the infinity a float would be).
    checkout = post_raw(api_client, "/api/orders", json.dumps(body).replace('"HUGE"', "1e400"))
    too_many = staff_client.post(
        "/api/products", {**PRODUCT, "specifications": {f"k{n}": "v" for n in range(51)}}, format="json"
    )
    long_name = staff_client.post("/api/products", {**PRODUCT, "specifications": {"k" * 101: "v"}}, format="json")

    assert checkout.status_code == 400
    assert checkout.json()["errors"] == {
        "items.0.seatInfo.seats.0": ["Must be a number of at most 15 digits."],
        "items.0.seatInfo.priceCategory": ["Must be a number of at most 15 digits."],
    }
    assert too_many.json()["errors"] == {"specifications": ["At most 50 specifications"]}
    assert long_name.json()["errors"] == {"specifications": ["Each specification name must be 1 to 100 characters"]}


def test_text_fields_take_only_text_and_flags_only_true_or_false(api_client, staff_client):
    product = ProductFactory(price=Decimal("10.00"), stock=5)

    checkout = api_client.post("/api/orders", payload([(product, 1)], customerName=12345), format="json")
    flag = staff_client.post("/api/products", {**PRODUCT, "isActive": "yes"}, format="json")
    name = staff_client.post("/api/products", {**PRODUCT, "name": 7}, format="json")

    assert checkout.status_code == 400 and checkout.json()["errors"] == {"customerName": ["Name is required"]}
    assert flag.status_code == 400 and flag.json()["errors"] == {"isActive": ["isActive must be true or false"]}
    assert name.status_code == 400 and name.json()["errors"] == {"name": ["Name must be text"]}


def test_an_unexpected_error_in_production_is_the_json_error_body(settings):
    settings.DEBUG = False
    client = make_client()
    client.raise_request_exception = False

    with mock.patch("catalog.selectors.product_home_sections", side_effect=RuntimeError("boom")):
        response = client.get("/api/products/home")

    assert response.status_code == 500
    # The request's id too, so a shopper's report finds its log lines.
    assert response.json() == {
        "message": "Something went wrong on our side. Please try again.",
        "requestId": response["X-Request-ID"],
    }


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("get", "/api/products/{id}"),
        ("put", "/api/products/{id}"),
        ("delete", "/api/products/{id}"),
        ("patch", "/api/products/{id}/discount-50"),
        ("delete", "/api/products/1/images/{id}"),
        ("get", "/api/orders/{id}"),
        ("patch", "/api/orders/{id}/status"),
        ("delete", "/api/admin/featured-items/{id}"),
    ],
)
def test_an_id_too_large_for_the_database_is_a_json_404(staff_client, method, path):
    # 2**65: SQLite's driver cannot even bind it.
    response = getattr(staff_client, method)(path.format(id=2**65), {}, format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found"}
