"""Checkout velocity beyond the client address, and the risk signals staff see in the verification queue
(OWASP OAT-001 Carding, OAT-010 Card Cracking)."""

import hashlib
import hmac
import secrets
from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.test import override_settings
from django.utils import timezone
from django.utils.crypto import salted_hmac

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from orders.models import Order
from payments import cards

from .checkout import CARD_DIGITS, card_number, payload, phone_number

pytestmark = pytest.mark.django_db

TOO_MANY = {"message": "Too many orders with these details. Please call us to complete your order."}
HOUR = 3600


@pytest.fixture(autouse=True)
def _production_rates(settings):
    # The defaults a deployment runs with, whatever a test environment sets.
    settings.CHECKOUT_PHONE_RATE = "5/hour"
    settings.CHECKOUT_CARD_RATE = "5/hour"


@pytest.fixture
def product():
    return ProductFactory(price=Decimal("25.00"), stock=100)


def order_body(product, n, *, phone=None, card=None, name="Ada Lovelace", address=None):
    """Shopper `n`'s order of one unit: their own phone, card and street unless told."""
    paid = {"cardNumber": card or card_number(n), "expiryDate": "08/29", "cvv": "123", "cardholderName": name}
    return payload(
        [(product, 1)],
        customerName=name,
        phone=phone or phone_number(n),
        address=address or {"street": f"{n} Analytical Row", "city": "London", "zipCode": "90210"},
        paymentInfo=paid,
    )


def place(client, body, n, **headers):
    """Post `body` from shopper n's own client address (the per-address limit never decides these tests)."""
    address = f"10.{n // 62500 % 250}.{n // 250 % 250}.{n % 250 + 1}"
    return client.post("/api/orders", body, format="json", REMOTE_ADDR=address, **headers)


def stock(product):
    return Product.objects.get(pk=product.pk).stock


def test_the_sixth_order_with_one_phone_in_an_hour_is_refused_from_any_address_and_card(api_client, product):
    placed = [place(api_client, order_body(product, n, phone="(555) 010-7777"), n).status_code for n in range(5)]

    refused = place(api_client, order_body(product, 5, phone="+1 555 010 7777"), 5)  # a prefix is the same phone

    assert placed == [201] * 5
    assert refused.status_code == 429
    assert refused.json() == TOO_MANY
    assert int(refused["Retry-After"]) == HOUR
    assert Order.objects.count() == 5
    assert stock(product) == 95


def test_the_sixth_order_with_one_card_in_an_hour_is_refused_from_any_address_and_phone(api_client, product):
    card = "4539 1488 0343 6467"
    placed = [place(api_client, order_body(product, n, card=card), n).status_code for n in range(5)]

    refused = place(api_client, order_body(product, 5, card=card.replace(" ", "")), 5)

    assert placed == [201] * 5
    assert (refused.status_code, refused.json()) == (429, TOO_MANY)
    assert int(refused["Retry-After"]) == HOUR
    assert Order.objects.count() == 5
    assert stock(product) == 95


def test_another_phone_and_card_still_pass_and_the_limit_ends_with_its_window(api_client, product, limit_clock):
    for n in range(6):
        place(api_client, order_body(product, n, phone="555-010-7777", card=CARD_DIGITS), n)
    assert place(api_client, order_body(product, 6, phone="555-010-7777"), 6).status_code == 429  # its own card
    assert place(api_client, order_body(product, 7, card=CARD_DIGITS), 7).status_code == 429  # its own phone

    assert place(api_client, order_body(product, 8), 8).status_code == 201

    limit_clock.advance(HOUR - 1)
    assert place(api_client, order_body(product, 9, card=CARD_DIGITS), 9).status_code == 429
    limit_clock.advance(1)
    assert place(api_client, order_body(product, 10, phone="555-010-7777", card=CARD_DIGITS), 10).status_code == 201


def test_both_limits_count_in_either_counter(api_client, product, limit_counters):
    """The database's counter table or Redis (every phone, card and address this run's own: Redis may be shared)."""
    first = secrets.randbelow(10**5) * 20
    phone, card = phone_number(first), card_number(first + 19)
    by_phone = [place(api_client, order_body(product, n, phone=phone), n).status_code for n in range(first, first + 6)]
    by_card = [
        place(api_client, order_body(product, n, card=card), n).status_code for n in range(first + 6, first + 12)
    ]

    assert by_phone == by_card == [201] * 5 + [429]


def test_refused_orders_count_but_invalid_requests_do_not(api_client, product):
    """Every attempt that passed validation counts (a card tester's refusals too); a body the serializer
    refuses never reached the limits."""
    body = order_body(product, 0, card=CARD_DIGITS)
    invalid = {**body, "paymentInfo": {**body["paymentInfo"], "cvv": "x"}}
    assert [place(api_client, invalid, n).status_code for n in range(6)] == [400] * 6
    out_of_stock = {**body, "items": [{"productId": product.pk, "quantity": 500}], "total": "12500.00"}
    assert [place(api_client, out_of_stock, n).status_code for n in range(4)] == [400] * 4

    assert place(api_client, body, 4).status_code == 201
    assert place(api_client, body, 5).status_code == 429
    assert stock(product) == 99


def test_a_retry_with_its_idempotency_key_answers_the_order_without_counting_again(api_client, product):
    body = order_body(product, 0, card=CARD_DIGITS)
    first = api_client.post("/api/orders", body, format="json", HTTP_IDEMPOTENCY_KEY="k-1")
    retries = [api_client.post("/api/orders", body, format="json", HTTP_IDEMPOTENCY_KEY="k-1") for _ in range(6)]
    assert {retry.json()["id"] for retry in retries} == {first.json()["id"]}

    others = [
        api_client.post("/api/orders", body, format="json", HTTP_IDEMPOTENCY_KEY=f"k-{n}").status_code
        for n in range(2, 7)
    ]

    assert others == [201, 201, 201, 201, 429]
    assert Order.objects.count() == 5


def test_the_per_phone_and_per_card_rates_are_settings_read_per_request(api_client, product, settings):
    settings.CHECKOUT_PHONE_RATE = "1/min"
    assert place(api_client, order_body(product, 0, phone="555-010-7777"), 0).status_code == 201
    assert place(api_client, order_body(product, 1, phone="555-010-7777"), 1).status_code == 429

    settings.CHECKOUT_PHONE_RATE = "100/min"
    settings.CHECKOUT_CARD_RATE = "1/min"

    assert place(api_client, order_body(product, 2, phone="555-010-7777", card=CARD_DIGITS), 2).status_code == 201
    assert place(api_client, order_body(product, 3, card=CARD_DIGITS), 3).status_code == 429


def test_the_card_fingerprint_is_a_keyed_hmac_and_no_column_holds_the_number(api_client, product):
    assert place(api_client, order_body(product, 0, card=CARD_DIGITS), 0).status_code == 201
    order = Order.objects.get()

    keyed = salted_hmac("orders.card-fingerprint", CARD_DIGITS, algorithm="sha256").hexdigest()
    assert order.card_fingerprint == keyed == cards.card_fingerprint(CARD_DIGITS)
    plain = [hashlib.new(name, CARD_DIGITS.encode()).hexdigest() for name in ("md5", "sha1", "sha256", "sha512")]
    assert order.card_fingerprint not in plain
    assert order.card_fingerprint != hmac.new(b"", CARD_DIGITS.encode(), hashlib.sha256).hexdigest()
    with override_settings(SECRET_KEY="another-key"):
        assert cards.card_fingerprint(CARD_DIGITS) != keyed  # without the key it cannot be recomputed
    table = connection.ops.quote_name(Order._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT * FROM {table} WHERE id = %s", [order.pk])
        row = [str(value) for value in cursor.fetchone()]
    assert not [value for value in row if CARD_DIGITS[:12] in value or CARD_DIGITS[4:] in value]
    assert order.card_last4 == CARD_DIGITS[-4:]


def queue_risk(staff_client):
    entries = staff_client.get("/api/admin/verification-queue", {"limit": 50}).json()["results"]
    return {entry["id"]: entry["risk"] for entry in entries}


def test_risk_signals_are_computed_when_placed_and_answered_by_the_queue(api_client, staff_client, product):
    card = CARD_DIGITS
    home = {"street": "12 Analytical Row", "city": "London", "zipCode": "90210"}
    first = place(api_client, order_body(product, 0, phone="555-010-7777", card=card, address=home), 0)
    again = place(api_client, order_body(product, 1, phone="555 010 7777", card=card, name="ADA  LOVELACE"), 1)
    alias = {"street": "12, analytical row.", "city": "LONDON", "zipCode": "90210"}
    other_name = place(api_client, order_body(product, 2, card=card, name="Grace Hopper", address=alias), 2)
    unrelated = place(api_client, order_body(product, 3), 3)

    risk = queue_risk(staff_client)

    assert risk[first.json()["id"]] == []
    assert risk[again.json()["id"]] == [
        {"kind": "same_phone", "count": 1},
        {"kind": "same_card", "count": 1},  # "ADA  LOVELACE" is the same name
    ]
    assert risk[other_name.json()["id"]] == [
        {"kind": "same_card", "count": 2},
        {"kind": "card_many_names", "count": 2},
        {"kind": "address_many_phones", "count": 2},  # the same address, normalised, with another phone
    ]
    assert risk[unrelated.json()["id"]] == []


def test_a_repeated_name_in_any_case_is_one_name(api_client, staff_client, product):
    for n, name in enumerate(["Zoë Émile", "ZOË ÉMILE", "zoë émile"]):
        place(api_client, order_body(product, n, card=CARD_DIGITS, name=name), n)

    latest = Order.objects.order_by("-id").first()

    assert latest.risk == [{"kind": "same_card", "count": 2}]


def test_risk_signals_look_back_24_hours_for_phones_and_cards_and_30_days_for_names_and_phones(api_client, product):
    home = {"street": "12 Analytical Row", "city": "London", "zipCode": "90210"}
    old = place(api_client, order_body(product, 0, phone="555-010-7777", card=CARD_DIGITS, address=home), 0)
    Order.objects.filter(pk=old.json()["id"]).update(created_at=timezone.now() - timedelta(hours=25))
    older = place(api_client, order_body(product, 1, card=CARD_DIGITS, name="Grace Hopper", address=home), 1)
    Order.objects.filter(pk=older.json()["id"]).update(created_at=timezone.now() - timedelta(days=31))

    place(api_client, order_body(product, 2, phone="555-010-7777", card=CARD_DIGITS, name="Ada", address=home), 2)

    assert Order.objects.order_by("-id").first().risk == [
        {"kind": "card_many_names", "count": 2},  # "Ada Lovelace" 25 h ago; "Grace Hopper" is past 30 days
    ]


def test_the_schema_documents_the_queue_entries_risk(api_client):
    schema = api_client.get("/api/schema/", {"format": "json"}).json()
    components = schema["components"]["schemas"]

    risk = components["QueueEntry"]["properties"]["risk"]
    signal = components[risk["items"]["$ref"].rsplit("/", 1)[1]]

    assert risk["type"] == "array" and "risk" in components["QueueEntry"]["required"]
    assert set(signal["required"]) == {"kind", "count"}
    kind = signal["properties"]["kind"]["allOf"][0]["$ref"]
    assert kind == "#/components/schemas/RiskKindEnum"
    assert components["RiskKindEnum"]["enum"] == ["same_phone", "same_card", "card_many_names", "address_many_phones"]
    assert signal["properties"]["count"]["type"] == "integer"
    assert "429" in schema["paths"]["/api/orders"]["post"]["responses"]
