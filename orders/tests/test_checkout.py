"""POST /api/orders: validation, stock, prices, stored data, response shape."""

import copy
import json
from decimal import Decimal

import pytest
from django.db import connection

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from orders.models import Order, OrderItem, OrderStatus

from .checkout import CARD_DIGITS, payload

pytestmark = pytest.mark.django_db

URL = "/api/orders"


def post(client, body):
    return client.post(URL, body, format="json")


def test_places_an_order_and_returns_the_receipt(api_client):
    phone = ProductFactory(name="Pixel 9", price=Decimal("799.00"), stock=5)
    buds = ProductFactory(name="Pixel Buds", price=Decimal("99.50"), stock=3)

    response = post(api_client, payload([(phone, 2), (buds, 1)]))

    assert response.status_code == 201, response.json()
    body = response.json()
    assert set(body) == {"id", "status", "total", "createdAt", "items", "paymentStatus"}
    assert body["status"] == "Pending Verification"
    assert body["paymentStatus"] == "Authorised, not charged"
    assert body["total"] == "1697.50"
    assert body["items"] == [
        {
            "productId": phone.pk,
            "productName": "Pixel 9",
            "quantity": 2,
            "price": "799.00",
            "lineTotal": "1598.00",
            "selectedColor": None,
            "seatInfo": None,
        },
        {
            "productId": buds.pk,
            "productName": "Pixel Buds",
            "quantity": 1,
            "price": "99.50",
            "lineTotal": "99.50",
            "selectedColor": None,
            "seatInfo": None,
        },
    ]
    phone.refresh_from_db()
    buds.refresh_from_db()
    assert (phone.stock, buds.stock) == (3, 2)


def test_stores_customer_address_and_only_the_card_summary(api_client):
    product = ProductFactory()

    response = post(api_client, payload([(product, 1)], paymentMethod="Debit Card"))

    order = Order.objects.get(pk=response.json()["id"])
    assert (order.customer_name, order.phone) == ("Ada Lovelace", "555-010-9999")
    assert (order.street, order.city, order.zip_code) == ("12 Analytical Row", "London", "90210")
    assert order.payment_method == "Debit Card"
    assert (order.cardholder_name, order.card_brand, order.card_last4, order.card_expiry) == (
        "Ada Lovelace",
        "Visa",
        CARD_DIGITS[-4:],
        "08/29",
    )
    assert order.total == product.price
    item = order.items.get()
    assert (item.product_id, item.product_id_snapshot, item.product_name) == (product.pk, product.pk, product.name)


def test_payment_method_defaults_to_credit_card(api_client):
    body = payload([(ProductFactory(), 1)])
    del body["paymentMethod"]

    response = post(api_client, body)

    assert response.status_code == 201
    assert Order.objects.get().payment_method == "Credit Card"


def test_unknown_payment_method_is_refused(api_client):
    response = post(api_client, payload([(ProductFactory(), 1)], paymentMethod="Bitcoin"))

    assert response.status_code == 400
    assert response.json()["errors"] == {"paymentMethod": ["Payment method must be Credit Card or Debit Card"]}


@pytest.mark.parametrize(
    ("number", "brand", "last4"),
    [
        ("378282246310005", "Amex", "0005"),
        ("4222222222222", "Visa", "2222"),
        ("6011 0009 9013 9424", "Discover", "9424"),
    ],
)
def test_card_numbers_of_13_to_16_digits_passing_luhn_are_accepted(api_client, number, brand, last4):
    """Digits are counted, spaces aside: a 16-19 character rule would refuse Amex's 15 digits and count spaces."""
    body = payload([(ProductFactory(), 1)])
    body["paymentInfo"]["cardNumber"] = number

    response = post(api_client, body)

    assert response.status_code == 201
    order = Order.objects.get()
    assert (order.card_brand, order.card_last4) == (brand, last4)


VALID = payload([])


def _set(body, path, value):
    target = body
    *parents, last = path.split(".")
    for key in parents:
        target = target[key]
    if value is _MISSING:
        del target[last]
    else:
        target[last] = value


_MISSING = object()

SECTION_5_CASES = [
    ("customerName", "", "Name is required"),
    ("customerName", "   ", "Name is required"),
    ("customerName", _MISSING, "Name is required"),
    ("customerName", None, "Name is required"),
    ("phone", "555-0101", "Valid phone number is required"),
    ("phone", "123456789", "Valid phone number is required"),
    ("phone", _MISSING, "Valid phone number is required"),
    # Phone characters only, at least 10 digits.
    ("phone", "javascript:alert(4)555", "Valid phone number is required"),
    ("phone", "<b>5550109999</b>", "Valid phone number is required"),
    ("phone", "555 010 9999 ext 2", "Valid phone number is required"),
    ("phone", "555/010/9999", "Valid phone number is required"),
    ("phone", "+1 (555) 010-99", "Valid phone number is required"),  # 15 characters, 9 digits
    ("phone", "----------------", "Valid phone number is required"),
    ("phone", "５５５０１０９９９９", "Valid phone number is required"),  # full-width digits
    ("phone", "555010999\n9", "Valid phone number is required"),
    ("address.street", "", "Street address is required"),
    ("address.city", "", "City is required"),
    ("address.city", _MISSING, "City is required"),
    ("address.zipCode", "1234", "ZIP code is required"),
    ("address.zipCode", "", "ZIP code is required"),
    ("paymentInfo.cardNumber", "4242 4242 4242 4241", "Valid card number is required"),  # fails the Luhn check
    ("paymentInfo.cardNumber", "6011 0009 9013 9424 123", "Valid card number is required"),  # 19 digits
    ("paymentInfo.cardNumber", "4242424242424242424 2", "Valid card number is required"),  # 20 digits
    ("paymentInfo.cardNumber", "4242-4242-4242-4242", "Valid card number is required"),
    ("paymentInfo.cardNumber", "4242 4242 4242 424x", "Valid card number is required"),
    ("paymentInfo.cardNumber", "", "Valid card number is required"),
    ("paymentInfo.cardNumber", "4" * 41, "Valid card number is required"),
    ("paymentInfo.expiryDate", "13/29", "Valid expiry date required (MM/YY)"),
    ("paymentInfo.expiryDate", "00/29", "Valid expiry date required (MM/YY)"),
    ("paymentInfo.expiryDate", "1/29", "Valid expiry date required (MM/YY)"),
    ("paymentInfo.expiryDate", "0829", "Valid expiry date required (MM/YY)"),
    ("paymentInfo.expiryDate", "08/2029", "Valid expiry date required (MM/YY)"),
    ("paymentInfo.expiryDate", "", "Valid expiry date required (MM/YY)"),
    ("paymentInfo.cvv", "12", "CVV is required"),
    ("paymentInfo.cvv", "12345", "CVV is required"),
    ("paymentInfo.cvv", "12a", "CVV is required"),
    ("paymentInfo.cvv", "", "CVV is required"),
    ("paymentInfo.cardholderName", "", "Cardholder name is required"),
    ("paymentInfo.cardholderName", _MISSING, "Cardholder name is required"),
]


@pytest.mark.parametrize(("path", "value", "message"), SECTION_5_CASES)
def test_section_5_rules_answer_with_their_exact_message(api_client, path, value, message):
    product = ProductFactory()
    body = payload([(product, 1)])
    _set(body, path, value)

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {path: [message]}}
    assert not Order.objects.exists()
    product.refresh_from_db()
    assert product.stock == 10


@pytest.mark.parametrize(
    ("path", "value"),
    [
        ("paymentInfo.cardNumber", "4242424242424242"),
        ("paymentInfo.cardNumber", "5555 5555 5555 4444"),
        ("paymentInfo.expiryDate", "01/30"),
        ("paymentInfo.expiryDate", "12/99"),
        ("paymentInfo.cvv", "123"),
        ("phone", "5550109999"),
        ("phone", "+1 (555) 010-9999"),
        ("phone", "555.010.9999"),
        ("phone", "+44 20 7946 0958"),
        ("phone", "  555-010-9999  "),
        ("phone", "1" * 40),
        ("address.zipCode", "12345"),
    ],
)
def test_boundary_values_are_accepted(api_client, path, value):
    body = payload([(ProductFactory(), 1)])
    _set(body, path, value)

    assert post(api_client, body).status_code == 201


def test_missing_sections_report_each_of_their_fields(api_client):
    body = payload([(ProductFactory(), 1)])
    del body["address"]
    body["paymentInfo"] = "not an object"

    response = post(api_client, body)

    assert response.status_code == 400
    assert set(response.json()["errors"]) == {
        "address.street",
        "address.city",
        "address.zipCode",
        "paymentInfo.cardNumber",
        "paymentInfo.expiryDate",
        "paymentInfo.cvv",
        "paymentInfo.cardholderName",
    }


@pytest.mark.parametrize("items", [[], None, _MISSING, "nope"])
def test_an_empty_cart_is_refused(api_client, items):
    body = payload([])
    _set(body, "items", items)
    body["total"] = "0.00"

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json() == {"message": "Your cart is empty", "errors": {"items": ["Your cart is empty"]}}


@pytest.mark.parametrize("quantity", [0, -1, 1.5, "two", None, True])
def test_quantity_must_be_a_positive_whole_number(api_client, quantity):
    product = ProductFactory()
    body = payload([{"productId": product.pk, "quantity": quantity, "price": "499.00"}], total="499.00")

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json()["errors"] == {"items.0.quantity": ["Quantity must be a positive whole number"]}


@pytest.mark.parametrize("product_id", [None, "abc", 0, -3])
def test_product_id_must_be_a_positive_integer(api_client, product_id):
    body = payload([{"productId": product_id, "quantity": 1}], total="1.00")

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json()["errors"] == {"items.0.productId": ["Product is required"]}


def test_numbers_and_money_must_have_their_json_types(api_client):
    """Ids and quantities are JSON integers: "3" is refused, as the schema says (money may be a number: 10)."""
    product = ProductFactory(price=Decimal("10.00"))
    body = payload([{"productId": str(product.pk), "quantity": "3", "price": 10}], total="30.00")

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "items.0.productId": ["Product is required"],
        "items.0.quantity": ["Quantity must be a positive whole number"],
    }
    assert (
        post(api_client, payload([{"productId": product.pk, "quantity": 3, "price": "10"}], total="30")).status_code
        == 201
    )


@pytest.mark.parametrize("total", ["abc", "-1.00", "1.005", "123456789012.00", None])
def test_total_must_be_an_amount(api_client, total):
    body = payload([(ProductFactory(), 1)])
    body["total"] = total

    response = post(api_client, body)

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["total"]


@pytest.mark.parametrize("price", ["499.001", ""])
def test_a_line_price_that_is_not_an_amount_is_refused(api_client, price):
    product = ProductFactory()
    body = payload([{"productId": product.pk, "quantity": 1, "price": price}], total="499.00")

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json()["errors"] == {"items.0.price": ["Price must be an amount with at most 2 decimals"]}


def test_wrong_types_are_400_never_500(api_client):
    for body in [[], "text", {"items": {"a": 1}}, {"customerName": {"x": 1}, "items": [None]}]:
        response = api_client.post(URL, body, format="json")
        assert response.status_code == 400, body
        assert "message" in response.json()


def test_too_long_text_is_refused_not_truncated(api_client):
    body = payload([(ProductFactory(), 1)], customerName="x" * 201)

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json()["errors"] == {"customerName": ["Name must be at most 200 characters"]}


# --- Stock and availability -------------------------------------------------------------------


def test_quantity_above_stock_is_refused_naming_the_product(api_client):
    product = ProductFactory(name="Pixel 9", stock=2)

    response = post(api_client, payload([(product, 3)]))

    assert response.status_code == 400
    assert response.json() == {
        "message": 'Only 2 of "Pixel 9" left in stock',
        "errors": {"items.0.quantity": ['Only 2 of "Pixel 9" left in stock']},
    }
    product.refresh_from_db()
    assert product.stock == 2
    assert not Order.objects.exists()


def test_out_of_stock_product_is_refused(api_client):
    product = ProductFactory(name="Steam Deck", stock=0)

    response = post(api_client, payload([(product, 1)]))

    assert response.status_code == 400
    assert response.json()["message"] == '"Steam Deck" is out of stock'


def test_lines_of_one_product_in_several_colors_share_its_stock(api_client):
    product = ProductFactory(name="iPhone 16", stock=3, color_options=["Black", "White"])
    lines = [
        {"productId": product.pk, "quantity": 2, "price": "499.00", "selectedColor": "Black"},
        {"productId": product.pk, "quantity": 2, "price": "499.00", "selectedColor": "White"},
    ]

    response = post(api_client, payload(lines, total="1996.00"))

    assert response.status_code == 400
    assert response.json()["message"] == 'Only 3 of "iPhone 16" left in stock'


def test_colored_lines_are_stored_per_color(api_client):
    product = ProductFactory(stock=5, color_options=["Black", "White"])
    lines = [
        {"productId": product.pk, "quantity": 1, "price": "499.00", "selectedColor": "Black"},
        {"productId": product.pk, "quantity": 2, "price": "499.00", "selectedColor": "White"},
    ]

    response = post(api_client, payload(lines, total="1497.00"))

    assert response.status_code == 201, response.json()
    assert [(i["selectedColor"], i["quantity"]) for i in response.json()["items"]] == [("Black", 1), ("White", 2)]
    product.refresh_from_db()
    assert product.stock == 2


def test_a_color_the_product_does_not_offer_is_refused(api_client):
    product = ProductFactory(name="Galaxy S25", color_options=["Black", "Silver"])
    line = {"productId": product.pk, "quantity": 1, "price": "499.00", "selectedColor": "Purple"}

    response = post(api_client, payload([line], total="499.00"))

    assert response.status_code == 400
    assert response.json()["errors"] == {"items.0.selectedColor": ['"Galaxy S25" is not available in Purple']}


def test_inactive_product_is_refused_naming_nothing(api_client):
    product = ProductFactory(name="Hidden Prototype X", model="SECRET-1", is_active=False)

    response = post(api_client, payload([(product, 1)]))

    assert response.status_code == 400
    assert response.json() == {
        "message": "An item in your cart is no longer available",
        "errors": {"items.0.productId": ["An item in your cart is no longer available"]},
    }
    assert b"Hidden" not in response.content and b"SECRET" not in response.content
    product.refresh_from_db()
    assert product.stock == 10 and not Order.objects.exists()


def test_missing_product_is_refused(api_client):
    present = ProductFactory()
    body = payload([(present, 1), {"productId": 999999, "quantity": 1, "price": "5.00"}], total="504.00")

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json() == {
        "message": "An item in your cart is no longer available",
        "errors": {"items.1.productId": ["An item in your cart is no longer available"]},
    }
    assert b"999999" not in response.content
    present.refresh_from_db()
    assert present.stock == 10


# --- Prices -------------------------------------------------------------------------------------


def test_tampered_total_is_refused_and_stock_is_unchanged(api_client):
    product = ProductFactory(price=Decimal("1299.00"), stock=4)

    response = post(api_client, payload([(product, 2)], total="2.00"))

    assert response.status_code == 400
    assert response.json() == {"message": "Prices have changed. Please review your cart."}
    product.refresh_from_db()
    assert product.stock == 4
    assert not Order.objects.exists() and not OrderItem.objects.exists()


def test_a_price_change_since_the_cart_was_filled_is_refused(api_client):
    product = ProductFactory(price=Decimal("100.00"))
    body = payload([(product, 1)])  # total 100.00
    product.price = Decimal("50.00")  # e.g. a 50% discount happened meanwhile
    product.save()

    response = post(api_client, body)

    assert response.status_code == 400
    assert response.json()["message"] == "Prices have changed. Please review your cart."


def test_line_prices_come_from_the_database_not_the_client(api_client):
    product = ProductFactory(price=Decimal("250.00"))
    # A client lying about the unit price but sending the right total still pays the database price.
    line = {"productId": product.pk, "quantity": 2, "price": "1.00"}

    response = post(api_client, payload([line], total="500.00"))

    assert response.status_code == 201
    assert response.json()["items"][0]["price"] == "250.00"
    assert OrderItem.objects.get().price == Decimal("250.00")


def post_json_text(client, body, **numbers):
    """`body` sent as JSON text in which each string "<name>" is replaced by the JSON number text numbers[name]
    (1e400, NaN and 49.999 as written, not as Python would write a float)."""
    text = json.dumps(body)
    for name, number in numbers.items():
        text = text.replace(f'"<{name}>"', number)
    return client.generic("POST", URL, text, content_type="application/json")


def test_the_spa_payload_shape_places_an_order(api_client):
    """The body the SPA sends: cart lines carry their price as a JSON number, the total is a 2-decimal string."""
    buds = ProductFactory(name="Buds", price=Decimal("49.99"), stock=5)
    laptop = ProductFactory(name="Laptop", price=Decimal("1299.00"), stock=2)
    tablet = ProductFactory(name="Tablet", price=Decimal("329.10"), stock=1)
    lines = [
        {"productId": buds.pk, "quantity": 2, "price": "<buds>"},
        {"productId": laptop.pk, "quantity": 1, "price": "<laptop>"},
        {"productId": tablet.pk, "quantity": 1, "price": "<tablet>"},
    ]

    response = post_json_text(api_client, payload(lines, total="1728.08"), buds="49.99", laptop="1299", tablet="329.1")

    assert response.status_code == 201, response.json()
    assert response.json()["total"] == "1728.08"
    assert [item["price"] for item in response.json()["items"]] == ["49.99", "1299.00", "329.10"]
    order = Order.objects.get()
    assert order.total == Decimal("1728.08")
    prices = [item.price for item in order.items.order_by("pk")]
    assert prices == [Decimal("49.99"), Decimal("1299.00"), Decimal("329.10")]
    buds.refresh_from_db()
    laptop.refresh_from_db()
    assert (buds.stock, laptop.stock) == (3, 1)


@pytest.mark.parametrize(("total", "stored"), [("59.97", "59.97"), ("59.970", None), ("5997e-2", "59.97")])
def test_total_sent_as_a_json_number_is_read_exactly(api_client, total, stored):
    """The total may be a JSON number, read from its own text: 59.97 is 59.97 (no float), 59.970 has 3 decimals."""
    product = ProductFactory(price=Decimal("19.99"))
    line = {"productId": product.pk, "quantity": 3, "price": "<price>"}

    response = post_json_text(api_client, payload([line], total="<total>"), price="19.99", total=total)

    if stored is None:
        assert response.status_code == 400
        assert response.json()["errors"] == {"total": ["Total must be an amount with at most 2 decimals"]}
        assert not Order.objects.exists()
    else:
        assert response.status_code == 201, response.json()
        assert response.json()["total"] == stored
        assert Order.objects.get().total == Decimal(stored)


REFUSED_NUMBERS = ["49.999", "-1", "-0.01", "1e400", "NaN", "Infinity", "-Infinity", "1e99999999999999999999999"]


@pytest.mark.parametrize("number", REFUSED_NUMBERS)
def test_a_line_price_or_total_number_that_is_not_an_amount_is_400_naming_it(api_client, number):
    product = ProductFactory(price=Decimal("49.99"), stock=5)
    line = {"productId": product.pk, "quantity": 1, "price": "<n>"}

    bad_price = post_json_text(api_client, payload([line], total="49.99"), n=number)
    bad_total = post_json_text(api_client, payload([(product, 1)], total="<n>"), n=number)

    assert bad_price.status_code == 400
    message = "Price must be an amount with at most 2 decimals"
    assert bad_price.json() == {"message": message, "errors": {"items.0.price": [message]}}
    assert bad_total.status_code == 400
    message = "Total must be an amount with at most 2 decimals"
    assert bad_total.json() == {"message": message, "errors": {"total": [message]}}
    assert not Order.objects.exists()
    product.refresh_from_db()
    assert product.stock == 5


@pytest.mark.parametrize("number", ["2.0", "1e0", "1.5", "1e400", "NaN", "Infinity"])
def test_ids_and_quantities_that_are_not_json_integers_are_refused(api_client, number):
    """A number with a fraction or an exponent (read as a Decimal) is no JSON integer, even when it is whole."""
    product = ProductFactory(price=Decimal("10.00"), stock=5)
    body = payload([{"productId": "<n>", "quantity": "<n>", "price": "10.00"}], total="10.00")

    response = post_json_text(api_client, body, n=number)

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "items.0.productId": ["Product is required"],
        "items.0.quantity": ["Quantity must be a positive whole number"],
    }
    product.refresh_from_db()
    assert product.stock == 5


# --- Seat info ----------------------------------------------------------------------------------


def test_seat_info_is_stored_as_given_and_shown_on_the_line(api_client):
    product = ProductFactory(price=Decimal("120.00"))
    seat_info = {"section": "Floor B", "seats": ["B12", "B13"], "priceCategory": 2}
    line = {"productId": product.pk, "quantity": 1, "price": "120.00", "seatInfo": seat_info}

    response = post(api_client, payload([line], total="120.00"))

    assert response.status_code == 201, response.json()
    assert response.json()["items"][0]["seatInfo"] == seat_info
    assert OrderItem.objects.get().seat_info == seat_info


def test_seat_numbers_with_a_fraction_are_kept_as_numbers_and_nan_is_refused(api_client):
    """The parser reads 12.5 as a Decimal; a seat number is no money, so it is stored as the JSON number 12.5."""
    product = ProductFactory(price=Decimal("120.00"), stock=5)
    line = {
        "productId": product.pk,
        "quantity": 1,
        "seatInfo": {"section": "Floor B", "seats": ["<seat>", 7], "priceCategory": "<category>"},
    }

    kept = post_json_text(api_client, payload([line], total="120.00"), seat="12.5", category="2.0")
    refused = post_json_text(api_client, payload([line], total="120.00"), seat="NaN", category="-Infinity")

    assert kept.status_code == 201, kept.json()
    expected = {"section": "Floor B", "seats": [12.5, 7], "priceCategory": 2.0}
    assert kept.json()["items"][0]["seatInfo"] == expected
    assert OrderItem.objects.get().seat_info == expected
    assert refused.status_code == 400
    assert refused.json()["errors"] == {
        "items.0.seatInfo.seats.0": ["Must be a number of at most 15 digits."],
        "items.0.seatInfo.priceCategory": ["Must be a number of at most 15 digits."],
    }
    assert Order.objects.count() == 1


def test_malformed_seat_info_is_refused(api_client):
    product = ProductFactory()
    line = {"productId": product.pk, "quantity": 1, "seatInfo": {"seats": "B12", "priceCategory": [1]}}

    response = post(api_client, payload([line], total="499.00"))

    assert response.status_code == 400
    assert response.json()["errors"] == {
        "items.0.seatInfo.section": ["Seat section is required"],
        "items.0.seatInfo.seats": ["Seats must be a list"],
        "items.0.seatInfo.priceCategory": ["Must be a text or a number."],
    }


def test_null_optional_line_fields_are_accepted(api_client):
    product = ProductFactory()
    line = {"productId": product.pk, "quantity": 1, "price": None, "selectedColor": None, "seatInfo": None}

    assert post(api_client, payload([line], total="499.00")).status_code == 201


def test_unknown_fields_are_ignored(api_client):
    body = copy.deepcopy(payload([(ProductFactory(), 1)]))
    body["status"] = "Delivered"
    body["id"] = 12345

    response = post(api_client, body)

    assert response.status_code == 201
    assert Order.objects.get().status == OrderStatus.PENDING
    assert response.json()["id"] != 12345


@pytest.mark.parametrize("lines", [1, 5])
def test_checkout_queries_do_not_grow_with_its_lines(api_client, django_assert_max_num_queries, lines):
    products = [ProductFactory(stock=10, color_options=["Black", "Blue"]) for _ in range(lines)]
    body = payload([(product, 2) for product in products])
    for item in body["items"]:
        item["selectedColor"] = "Blue"

    # Look up the client's recent declines (card testing); count the attempt in the rate limit's table (no
    # REDIS_URL) per address, phone and card; authorise the total
    # (the test gateway's one row) and record the payment and its ledger's first event; then lock the products,
    # read the risk signals, insert the order, insert its lines, give it the payment, take the stock, count it in
    # the day's figures. In a test's transaction each of the three transactions is a savepoint (2 more statements
    # each), and SQLite takes its write lock with one more (core.db.lock_rows).
    with django_assert_max_num_queries(20 if connection.features.has_select_for_update else 21):
        response = post(api_client, body)

    assert response.status_code == 201, response.content
    assert sorted(OrderItem.objects.values_list("product_name", flat=True)) == sorted(p.name for p in products)
    assert {product.stock for product in Product.objects.filter(pk__in=[p.pk for p in products])} == {8}
