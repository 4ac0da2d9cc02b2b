"""Log lines: one JSON object per line with the request's fields and id, the id round trip
through X-Request-ID and the API's 500 body, and no card number, CVV, password, session id or CSRF token."""

import io
import json
import logging
import re
import uuid

import pytest
from django.test import Client

from catalog.tests.factories import ProductFactory
from conftest import make_client
from core.logs import JsonFormatter, RequestContextFilter, TextFormatter
from orders.tests.checkout import CARD_DIGITS, CARD_NUMBER, CVV, payload
from orders.tests.factories import OrderFactory
from staff.roles import OWNER
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db

PASSWORD = "Correct-Horse-Battery-9"


def _capture(formatter):
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(RequestContextFilter())
    handler.setFormatter(formatter)
    root = logging.getLogger()
    previous_level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return stream, lambda: (root.removeHandler(handler), root.setLevel(previous_level))


@pytest.fixture
def json_lines():
    """Every line written through the root logger during the test, formatted as production formats them."""
    stream, stop = _capture(JsonFormatter())
    yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    stop()


@pytest.fixture
def log_text():
    stream, stop = _capture(JsonFormatter())
    yield stream.getvalue
    stop()


def _request_lines(lines, path):
    return [line for line in lines if line["logger"] == "voltcart.request" and line.get("path") == path]


def test_a_request_line_has_the_request_fields_and_its_id(json_lines, client):
    response = client.get("/healthz")

    [line] = _request_lines(json_lines(), "/healthz")
    assert response["X-Request-ID"] == line["requestId"]
    assert re.fullmatch(r"[0-9a-f]{32}", line["requestId"])
    assert line["level"] == "INFO"
    assert line["message"] == "GET /healthz 200"
    assert (line["method"], line["status"], line["route"], line["queries"]) == ("GET", 200, "healthz", 1)
    assert isinstance(line["durationMs"], float)
    assert re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d", line["time"])
    assert "user" not in line


def test_every_line_of_a_request_carries_its_id_and_the_staff_username(json_lines, staff_client):
    order = OrderFactory()

    response = staff_client.patch(f"/api/orders/{order.pk}/status", {"status": "Verified"}, format="json")

    assert response.status_code == 200
    lines = [line for line in json_lines() if line.get("requestId") == response["X-Request-ID"]]
    # The service's line about the change and the request line: both carry the id and who asked.
    assert [(line["logger"], line["message"]) for line in lines] == [
        ("orders.services", f"Order #{order.pk}: Pending Verification -> Verified"),
        ("voltcart.request", f"PATCH /api/orders/{order.pk}/status 200"),
    ]
    assert {line.get("user") for line in lines} == {"staffer"}


def test_an_unhandled_error_is_logged_with_its_traceback_and_the_500_body_names_the_request(
    json_lines, settings, monkeypatch
):
    settings.DEBUG = False

    def broken(*args, **kwargs):
        raise RuntimeError("the warehouse caught fire")

    monkeypatch.setattr("catalog.views.CategoryListApi.get", broken)
    response = Client(raise_request_exception=False).get("/api/categories", HTTP_CACHE_CONTROL="no-cache")

    assert response.status_code == 500
    assert response.json() == {
        "message": "Something went wrong on our side. Please try again.",
        "requestId": response["X-Request-ID"],
    }
    lines = [line for line in json_lines() if line.get("requestId") == response["X-Request-ID"]]
    [error] = [line for line in lines if line["logger"] == "django.request"]
    assert error["level"] == "ERROR"
    assert error["status"] == 500
    assert "Traceback (most recent call last)" in error["exception"]
    assert "RuntimeError: the warehouse caught fire" in error["exception"]
    [request_line] = _request_lines(lines, "/api/categories")
    assert (request_line["level"], request_line["status"]) == ("ERROR", 500)


def test_logs_hold_no_card_number_cvv_password_session_id_or_csrf_token(log_text, api_client):
    product = ProductFactory(stock=5)
    staff_member_create("owner-logs", password=PASSWORD, roles=[OWNER])

    placed = api_client.post("/api/orders", payload([(product, 1)]), format="json")
    refused = api_client.post("/api/orders", payload([(product, 1)], total="1.00"), format="json")
    assert (placed.status_code, refused.status_code) == (201, 400)
    staff = make_client()
    wrong = staff.post("/api/admin/login", {"username": "owner-logs", "password": PASSWORD + "x"}, format="json")
    right = staff.post("/api/admin/login", {"username": "owner-logs", "password": PASSWORD}, format="json")
    assert (wrong.status_code, right.status_code) == (401, 200)
    assert staff.get("/api/orders").status_code == 200
    logging.getLogger("test").error("a shopper pasted %s in a note", CARD_NUMBER)

    text = log_text()
    secrets = {
        "card number": CARD_DIGITS,
        "spaced card number": CARD_NUMBER,
        "cvv": f'"{CVV}"',
        "password": PASSWORD,
        "session id": staff.cookies["sessionid"].value,
        "csrf token": staff.cookies["csrftoken"].value,
        "shopper's csrf token": api_client.cookies["csrftoken"].value,
    }
    assert {name: secret in text for name, secret in secrets.items()} == dict.fromkeys(secrets, False)
    # The lines are there: the checkout, the refusal, the logins and the staff list, and the masked note.
    assert text.count('"path": "/api/orders"') == 3
    assert "[card number removed]" in text
    assert '"user": "owner-logs"' in text


def test_the_request_id_a_trusted_front_sends_is_kept(settings, client, json_lines):
    settings.TRUST_X_REQUEST_ID = True
    sent = f"nginx-{uuid.uuid4()}"

    response = client.get("/healthz", HTTP_X_REQUEST_ID=sent)

    assert response["X-Request-ID"] == sent
    assert _request_lines(json_lines(), "/healthz")[0]["requestId"] == sent


@pytest.mark.parametrize("sent", ["abc", 'forged" "user": "admin', "x" * 129, ""])
def test_a_request_id_is_made_here_unless_a_trusted_front_sent_a_plain_one(settings, client, sent):
    settings.TRUST_X_REQUEST_ID = False  # not trusted: even a plain id is replaced

    response = client.get("/healthz", HTTP_X_REQUEST_ID=sent)
    assert response["X-Request-ID"] != sent
    assert re.fullmatch(r"[0-9a-f]{32}", response["X-Request-ID"])

    settings.TRUST_X_REQUEST_ID = True
    response = client.get("/healthz", HTTP_X_REQUEST_ID=sent)
    assert (response["X-Request-ID"] == sent) is (sent == "abc")


def test_every_request_gets_its_own_id(client):
    ids = {client.get("/healthz")["X-Request-ID"] for _ in range(3)}
    assert len(ids) == 3


def test_text_lines_for_make_run_name_the_request_too(client):
    stream, stop = _capture(TextFormatter())
    try:
        response = client.get("/healthz")
    finally:
        stop()
    [line] = [line for line in stream.getvalue().splitlines() if "voltcart.request" in line]
    assert line.endswith(f"INFO voltcart.request [{response['X-Request-ID']}] GET /healthz 200")


def test_a_text_line_keeps_a_request_id_with_a_run_of_digits_and_masks_the_message(settings, client):
    # A made id is 32 hex digits: now and then 13 of them in a row, which the card mask must leave alone.
    settings.TRUST_X_REQUEST_ID = True
    sent = "4242424242424242"
    stream, stop = _capture(TextFormatter())
    try:
        client.get("/healthz", HTTP_X_REQUEST_ID=sent)
        logging.getLogger("test").warning("pasted 4242 4242 4242 4242 in a note")
        try:
            raise ValueError("card 4000056655665556 refused")
        except ValueError:
            logging.getLogger("test").exception("the card service failed")
    finally:
        stop()
    text = stream.getvalue()
    assert f"INFO voltcart.request [{sent}] GET /healthz 200" in text
    assert "WARNING test [-] pasted [card number removed] in a note" in text
    assert "ValueError: card [card number removed] refused" in text
    assert "4000056655665556" not in text and "4242 4242" not in text
