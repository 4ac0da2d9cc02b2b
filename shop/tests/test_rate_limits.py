"""Every rate limit through its door, with the database's counter table and with Redis:
a refused client is let in again right after its `Retry-After`, which the message repeats, and
spraying passwords over 300 usernames from one address checks at most LOGIN_ADDRESS_RATE of them.

Time is the root conftest's `limit_clock`, moved by the tests: no sleeping. Parallel
bursts against a real server are in test_rate_limit_bursts.py."""

import random
import re

import pytest

from conftest import make_client

pytestmark = pytest.mark.django_db

TRY_AGAIN = re.compile(r"Try again in (\d+) seconds\.")


def an_address():
    # An address of its own per test: Redis may be shared with other runs.
    return f"10.{random.randrange(256)}.{random.randrange(256)}.{random.randrange(1, 255)}"


def api_login(client, address, username="boss", password="nope"):
    body = {"username": username, "password": password}
    return client.post("/api/admin/login", body, format="json", REMOTE_ADDR=address)


def admin_login(client, address):
    body = {"username": "boss", "password": "nope", "next": "/django-admin/"}
    return client.post("/django-admin/login/", body, REMOTE_ADDR=address)


def checkout(client, address):
    return client.post("/api/orders", {}, format="json", REMOTE_ADDR=address)


def track(client, address):
    return client.post("/api/orders/track", {"orderId": 1, "phone": "555-010-0000"}, format="json", REMOTE_ADDR=address)


# door: (its rate setting, one attempt, the status of an attempt let through)
DOORS = {
    "api-login": ("LOGIN_RATE", api_login, 401),
    "django-admin-login": ("LOGIN_RATE", admin_login, 200),  # the form again, with its error
    "checkout": ("CHECKOUT_RATE", checkout, 400),
    "tracking": ("TRACK_RATE", track, 404),
}


@pytest.mark.parametrize("door", DOORS)
def test_a_refused_client_is_let_in_again_right_after_its_retry_after(door, limit_counters, limit_clock, settings):
    rate_setting, attempt, passed = DOORS[door]
    setattr(settings, rate_setting, "2/min")
    client, address = make_client(), an_address()

    allowed = [attempt(client, address).status_code for _ in range(2)]
    limit_clock.advance(15.5)
    refused = attempt(client, address)
    wait = int(refused["Retry-After"])

    assert allowed == [passed, passed]
    assert refused.status_code == 429
    assert wait == 45  # the window opened with the first attempt: 44.5 s are left, rounded up
    assert TRY_AGAIN.search(refused.content.decode()).group(1) == str(wait)

    limit_clock.advance(wait - 1)
    almost = attempt(client, address)
    assert (almost.status_code, almost["Retry-After"]) == (429, "1")
    assert TRY_AGAIN.search(almost.content.decode()).group(1) == "1"

    limit_clock.advance(1)
    assert attempt(client, address).status_code == passed


def test_spraying_300_usernames_from_one_address_checks_at_most_login_address_rate_passwords(
    limit_counters, settings, django_user_model
):
    settings.LOGIN_RATE = "10/min"
    settings.LOGIN_ADDRESS_RATE = "30/min"
    django_user_model.objects.create_superuser("boss", password="correct horse")
    client, address = make_client(), an_address()

    statuses = [api_login(client, address, f"user{n}", "Winter2026!").status_code for n in range(300)]

    assert statuses == [401] * 30 + [429] * 270
    assert api_login(client, address, "boss", "correct horse").status_code == 429
    assert api_login(make_client(), an_address(), "boss", "correct horse").status_code == 200
