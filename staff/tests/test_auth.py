"""POST /api/admin/login, POST /api/admin/logout, GET /api/admin/me."""

import re

import pytest

from conftest import make_client
from staff.roles import OWNER, ROLE_PERMISSIONS
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db

LOGIN = "/api/admin/login"


@pytest.fixture
def admin(django_user_model):
    return staff_member_create("boss", password="correct horse", roles=[OWNER])


def login(client, username, password, **extra):
    return client.post(LOGIN, {"username": username, "password": password}, format="json", **extra)


def test_login_starts_a_session_and_returns_the_admin(api_client, admin):
    response = login(api_client, "boss", "correct horse")

    assert response.status_code == 200
    assert response.json() == {
        "admin": {
            "id": admin.pk,
            "username": "boss",
            "createdAt": response.json()["admin"]["createdAt"],
            "roles": ["Owner"],
            "permissions": sorted(ROLE_PERMISSIONS[OWNER]),
        }
    }
    assert response.json()["admin"]["createdAt"].startswith(str(admin.date_joined.date()))
    assert "sessionid" in response.cookies
    assert "csrftoken" in response.cookies  # rotated on login; the SPA reads the new one
    me = api_client.get("/api/admin/me")
    assert me.status_code == 200
    assert me.json() == response.json()


@pytest.mark.parametrize(
    ("username", "password"),
    [
        ("boss", "wrong"),
        ("nobody", "correct horse"),
        ("BOSS", "correct horse"),
    ],
)
def test_bad_credentials_are_401(api_client, admin, username, password):
    response = login(api_client, username, password)

    assert response.status_code == 401
    assert response.json() == {"message": "Invalid username or password"}
    assert api_client.get("/api/admin/me").status_code == 401


def test_a_non_staff_user_cannot_log_in(api_client, customer_user):
    response = login(api_client, "shopper", "s3cret-pass")

    assert (response.status_code, response.json()) == (401, {"message": "Invalid username or password"})


def test_an_inactive_staff_user_cannot_log_in(api_client, admin):
    admin.is_active = False
    admin.save()

    assert login(api_client, "boss", "correct horse").status_code == 401


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        ({}, {"username": ["Username is required"], "password": ["Password is required"]}),
        ({"username": "", "password": "x"}, {"username": ["Username is required"]}),
        ({"username": "   ", "password": "x"}, {"username": ["Username is required"]}),
        ({"username": "boss", "password": ""}, {"password": ["Password is required"]}),
        ({"username": "boss", "password": None}, {"password": ["Password is required"]}),
        ({"username": ["boss"], "password": "x"}, {"username": ["Username is required"]}),
    ],
)
def test_login_validation(api_client, body, errors):
    response = api_client.post(LOGIN, body, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": next(iter(errors.values()))[0], "errors": errors}


def test_password_whitespace_is_significant(api_client, django_user_model):
    staff_member_create("spacey", password=" pass ", roles=[OWNER])

    assert login(api_client, "spacey", "pass").status_code == 401
    assert login(api_client, "spacey", " pass ").status_code == 200


def resend_csrf_cookie(client):
    # Login rotates the CSRF token; like the SPA, send the header from the current cookie.
    client.credentials(HTTP_X_CSRFTOKEN=client.cookies["csrftoken"].value)


def test_login_rotates_the_csrf_token(api_client, admin):
    old = api_client.cookies["csrftoken"].value
    login(api_client, "boss", "correct horse")

    assert api_client.post("/api/admin/logout").status_code == 403  # the old token is gone
    assert api_client.cookies["csrftoken"].value != old


def test_logout_ends_the_session(api_client, admin):
    login(api_client, "boss", "correct horse")
    resend_csrf_cookie(api_client)

    response = api_client.post("/api/admin/logout")

    assert response.status_code == 204
    assert api_client.get("/api/admin/me").status_code == 401
    assert api_client.get("/api/orders").status_code == 401


def test_logout_without_a_session_is_harmless(api_client):
    assert api_client.post("/api/admin/logout").status_code == 204


def test_me_is_401_for_anonymous_and_sets_the_csrf_cookie():
    client = make_client(csrf=False)

    response = client.get("/api/admin/me")

    assert response.status_code == 401
    assert response.json() == {"message": "Not signed in"}
    assert response.cookies["csrftoken"].value


def test_me_is_401_for_a_non_staff_session(customer_client):
    assert customer_client.get("/api/admin/me").status_code == 401


def test_me_for_staff(staff_client, staff_user):
    response = staff_client.get("/api/admin/me")

    assert response.status_code == 200
    assert response.json()["admin"]["id"] == staff_user.pk
    assert response.json()["admin"]["username"] == "staffer"


# --- Failed-login limit -------------------------------------------------------------------------

LIMITED = re.compile(r"^Too many failed login attempts\. Try again in (\d+) seconds\.$")


def test_failed_logins_are_limited_per_client_and_username(api_client, admin, settings):
    settings.LOGIN_RATE = "3/min"

    failures = [login(api_client, "boss", f"guess {n}").status_code for n in range(3)]
    blocked_guess = login(api_client, "boss", "guess 4")
    blocked_right_password = login(api_client, "boss", "correct horse")

    assert failures == [401, 401, 401]
    assert blocked_guess.status_code == 429
    match = LIMITED.match(blocked_guess.json()["message"])
    assert match and 1 <= int(match.group(1)) <= 60
    assert int(blocked_guess["Retry-After"]) > 0
    assert blocked_right_password.status_code == 429
    # Another username from the same client, and the same username from another client, are unaffected.
    assert login(api_client, "someone-else", "x").status_code == 401
    assert login(make_client(), "boss", "correct horse", REMOTE_ADDR="10.9.8.7").status_code == 200


def test_username_case_and_spaces_do_not_give_fresh_attempts(api_client, admin, settings):
    settings.LOGIN_RATE = "2/min"
    login(api_client, "boss", "a")
    login(api_client, "Boss", "b")

    assert login(api_client, " BOSS ", "c").status_code == 429


def test_successful_logins_are_not_counted(admin, settings):
    settings.LOGIN_RATE = "2/min"

    statuses = [login(make_client(), "boss", "correct horse").status_code for _ in range(5)]

    assert statuses == [200] * 5


def test_failures_after_successes_still_hit_the_limit(api_client, admin, settings):
    settings.LOGIN_RATE = "2/min"
    login(make_client(), "boss", "correct horse")

    statuses = [login(api_client, "boss", "nope").status_code for _ in range(3)]

    assert statuses == [401, 401, 429]


def test_invalid_bodies_do_not_count_as_failures(api_client, admin, settings):
    settings.LOGIN_RATE = "1/min"
    for _ in range(3):
        api_client.post(LOGIN, {"username": "boss"}, format="json")

    assert login(api_client, "boss", "correct horse").status_code == 200


def test_the_window_ends(api_client, admin, settings, limit_clock):
    settings.LOGIN_RATE = "1/min"
    login(api_client, "boss", "nope")
    assert login(api_client, "boss", "correct horse").status_code == 429

    limit_clock.advance(60)

    assert login(api_client, "boss", "correct horse").status_code == 200
