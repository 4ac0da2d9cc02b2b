"""Both login doors share one limit: /api/admin/login and /django-admin/login/, per username and client
address, and per address across usernames (password spraying)."""

import pytest

from conftest import make_client

pytestmark = pytest.mark.django_db

API_LOGIN = "/api/admin/login"
ADMIN_LOGIN = "/django-admin/login/"


@pytest.fixture
def boss(django_user_model):
    return django_user_model.objects.create_superuser("boss", password="correct horse")


def api_login(client, username, password):
    return client.post(API_LOGIN, {"username": username, "password": password}, format="json")


def admin_login(client, username, password):
    return client.post(ADMIN_LOGIN, {"username": username, "password": password, "next": "/django-admin/"})


def test_the_django_admin_login_is_limited_and_a_lockout_holds_on_both_doors(client, boss, settings):
    settings.LOGIN_RATE = "3/min"

    failures = [admin_login(client, "boss", f"guess {n}").status_code for n in range(3)]
    blocked = admin_login(client, "boss", "correct horse")

    assert failures == [200, 200, 200]  # the form again, with its error
    assert blocked.status_code == 429
    assert "Too many failed login attempts. Try again in" in blocked.content.decode()
    assert int(blocked["Retry-After"]) > 0
    assert api_login(make_client(), "boss", "correct horse").status_code == 429
    assert "_auth_user_id" not in client.session


def test_failures_on_either_door_count_together(client, boss, settings):
    settings.LOGIN_RATE = "2/min"

    assert api_login(make_client(), "boss", "nope").status_code == 401
    assert admin_login(client, "boss", "nope").status_code == 200

    assert admin_login(client, "boss", "correct horse").status_code == 429


def test_a_successful_django_admin_login_gives_its_count_back(client, boss, settings):
    settings.LOGIN_RATE = "1/min"

    assert admin_login(client, "boss", "correct horse").status_code == 302
    assert client.get("/api/admin/me").status_code == 200

    assert admin_login(make_client(), "boss", "nope").status_code == 200  # still one failure allowed


def test_password_spraying_from_one_address_is_limited_across_usernames(boss, settings):
    settings.LOGIN_RATE = "10/min"
    settings.LOGIN_ADDRESS_RATE = "5/min"
    client = make_client()

    statuses = [api_login(client, f"user{n}", "Winter2026!").status_code for n in range(5)]

    assert statuses == [401] * 5
    assert api_login(client, "user99", "Winter2026!").status_code == 429
    assert admin_login(client, "boss", "correct horse").status_code == 429
    other_address = make_client()
    assert (
        other_address.post(
            API_LOGIN, {"username": "boss", "password": "correct horse"}, format="json", REMOTE_ADDR="10.0.0.9"
        ).status_code
        == 200
    )
