"""A Host not in ALLOWED_HOSTS on /api/: the JSON error body and one WARNING line, never Django's HTML 400
(a traceback in DEBUG) logged at ERROR with a traceback."""

import logging

import pytest

pytestmark = pytest.mark.django_db

FOREIGN = {"HTTP_HOST": "evil.example"}


def _logged(caplog):
    return [record for record in caplog.records if record.levelno >= logging.WARNING]


@pytest.mark.parametrize(
    ("method", "path"),
    [("get", "/api/products"), ("post", "/api/orders"), ("post", "/api/admin/login"), ("get", "/api/no-such-thing")],
)
def test_a_foreign_host_on_the_api_is_a_json_400_and_one_warning(api_client, caplog, method, path):
    caplog.set_level(logging.INFO)

    response = getattr(api_client, method)(path, {}, format="json", **FOREIGN)

    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"message": "This site is not served at that host name."}
    assert "no-store" in response["Cache-Control"]
    [record] = _logged(caplog)
    assert (record.name, record.levelname, record.exc_info) == ("django.security.DisallowedHost", "WARNING", None)
    assert record.getMessage() == (
        "Invalid HTTP_HOST header: 'evil.example'. You may need to add 'evil.example' to ALLOWED_HOSTS. "
        f"({method.upper()} '{path}')"
    )


def test_in_production_too_where_the_https_redirect_asks_for_the_host_first(client, caplog, settings):
    settings.DEBUG = False
    settings.SECURE_SSL_REDIRECT = True
    caplog.set_level(logging.INFO)

    response = client.get("/api/products", **FOREIGN)

    assert response.status_code == 400 and response.json() == {"message": "This site is not served at that host name."}
    assert [(record.levelname, record.exc_info) for record in _logged(caplog)] == [("WARNING", None)]
    # An allowed host is still redirected to HTTPS.
    assert client.get("/api/products").status_code == 301


def test_a_host_with_a_newline_stays_on_one_line(client, caplog):
    caplog.set_level(logging.INFO)

    response = client.get("/api/products%0Aforged", HTTP_HOST="evil.example\nforged: line")

    assert response.status_code == 400
    [record] = _logged(caplog)
    assert "\n" not in record.getMessage()


def test_an_allowed_host_is_served(api_client):
    assert api_client.get("/api/categories").status_code == 200
