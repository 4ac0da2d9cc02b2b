"""Card testing: after 3 declined cards from a client (its address or its browser session) within an hour, checkout
needs an ALTCHA proof of work; declines count toward the per-phone and per-card limits like every attempt."""

import base64
import json
import secrets
from decimal import Decimal

import pytest
from altcha import solve_challenge_v1

from catalog.tests.factories import ProductFactory
from conftest import make_client
from orders.models import Order

from .checkout import card_number, payload

pytestmark = pytest.mark.django_db

DECLINED = "4000 0000 0000 0002"
ROBOT = {
    "message": "Please confirm you are not a robot.",
    "errors": {"altcha": ["Please confirm you are not a robot."]},
}


@pytest.fixture(autouse=True)
def small_challenges(settings):
    settings.ALTCHA_MAX_NUMBER = 2000  # the browser's work, kept small for the tests
    # The declining card is one card: with Redis counting, earlier runs' declines stay counted for an hour.
    settings.CHECKOUT_CARD_RATE = "1000/hour"


# Phones of this run's own: with Redis counting, earlier runs' orders stay counted for an hour.
RUN = secrets.randbelow(1000)


@pytest.fixture
def api_client():
    """A shopper at an address of its own: Redis keeps the counters of earlier runs for an hour of real time."""
    client = make_client()
    client.defaults["REMOTE_ADDR"] = f"2001:db8::{secrets.token_hex(2)}:{secrets.token_hex(2)}"
    return client


@pytest.fixture
def product():
    return ProductFactory(price=Decimal("20.00"), stock=50)


def order_body(product, card, n=1, **extra):
    body = payload([(product, 1)], phone=f"555-{RUN:03d}-{n:04d}")
    body["paymentInfo"]["cardNumber"] = card
    return {**body, **extra}


def solution(client):
    """What the SPA does in the background: ask for a challenge and solve it."""
    challenge = client.get("/api/orders/challenge").json()["challenge"]
    solved = solve_challenge_v1(
        challenge["challenge"], challenge["salt"], challenge["algorithm"], challenge["maxnumber"]
    )
    fields = {name: challenge[name] for name in ("algorithm", "challenge", "salt", "signature")}
    return base64.b64encode(json.dumps({**fields, "number": solved.number}).encode()).decode()


def decline_three_times(client, product):
    for n in range(3):
        response = client.post("/api/orders", order_body(product, DECLINED, n), format="json")
        assert response.status_code == 402


def test_a_client_with_no_declines_checks_out_without_a_challenge(api_client, product):
    challenge = api_client.get("/api/orders/challenge")

    assert challenge.status_code == 200 and challenge["Cache-Control"] == "private, no-store"
    assert challenge.json()["required"] is False
    assert set(challenge.json()["challenge"]) == {"algorithm", "challenge", "maxnumber", "salt", "signature"}
    assert api_client.post("/api/orders", order_body(product, card_number(1)), format="json").status_code == 201


def test_after_three_declines_checkout_needs_a_proof_of_work(api_client, product, limit_counters):
    decline_three_times(api_client, product)

    assert api_client.get("/api/orders/challenge").json()["required"] is True
    refused = api_client.post("/api/orders", order_body(product, card_number(1)), format="json")
    wrong = api_client.post(
        "/api/orders", order_body(product, card_number(1), altcha="bm90IGEgc29sdXRpb24="), format="json"
    )
    proof = solution(api_client)
    placed = api_client.post("/api/orders", order_body(product, card_number(1), altcha=proof), format="json")
    replayed = api_client.post("/api/orders", order_body(product, card_number(2), 2, altcha=proof), format="json")

    assert (refused.status_code, refused.json()) == (400, ROBOT)
    assert (wrong.status_code, wrong.json()) == (400, ROBOT)
    assert placed.status_code == 201
    assert (replayed.status_code, replayed.json()) == (400, ROBOT)  # each solution once
    assert Order.objects.count() == 1


def test_two_declines_ask_for_nothing(api_client, product):
    for n in range(2):
        api_client.post("/api/orders", order_body(product, DECLINED, n), format="json")

    assert api_client.get("/api/orders/challenge").json()["required"] is False


def test_the_declines_of_an_address_count_for_every_browser_there(api_client, product):
    decline_three_times(api_client, product)
    other_browser = make_client()  # a fresh session, from the same address
    other_browser.defaults["REMOTE_ADDR"] = api_client.defaults["REMOTE_ADDR"]

    assert other_browser.get("/api/orders/challenge").json()["required"] is True


def test_declines_count_toward_the_per_phone_limit(api_client, product, settings):
    settings.CHECKOUT_PHONE_RATE = "5/hour"
    settings.CHECKOUT_CARD_RATE = "5/hour"
    statuses = []
    for attempt in range(5):
        body = order_body(product, DECLINED, n=7, altcha=solution(api_client))
        body["paymentInfo"]["cardNumber"] = DECLINED if attempt < 4 else card_number(attempt)
        statuses.append(api_client.post("/api/orders", body, format="json").status_code)
    sixth = api_client.post(
        "/api/orders", order_body(product, card_number(9), n=7, altcha=solution(api_client)), format="json"
    )

    assert statuses == [402, 402, 402, 402, 201]
    assert sixth.status_code == 429


def test_an_hour_after_the_declines_no_proof_is_asked(api_client, product, limit_clock):
    decline_three_times(api_client, product)

    limit_clock.advance(3601)

    assert api_client.get("/api/orders/challenge").json()["required"] is False
