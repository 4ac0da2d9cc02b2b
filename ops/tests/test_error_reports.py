"""With SENTRY_DSN set, an unhandled error is reported (sentry-sdk) with the request's id and no personal data.
A local HTTP server stands in for the DSN's host and keeps the envelopes it is sent."""

import gzip
import json
import secrets
import threading
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import brotli
import pytest
import sentry_sdk

from catalog.tests.factories import ProductFactory
from core.error_reports import start_error_reports
from orders.tests.checkout import CARD_DIGITS, CARD_NUMBER, CVV, payload

pytestmark = pytest.mark.django_db


class Envelopes(BaseHTTPRequestHandler):
    received: list

    def do_POST(self):
        body = self.rfile.read(int(self.headers["Content-Length"]))
        encoding = self.headers.get("Content-Encoding")
        if encoding == "gzip":
            body = gzip.decompress(body)
        elif encoding == "br":  # sentry-sdk compresses with Brotli when it is installed (whitenoise's is)
            body = brotli.decompress(body)
        self.received.append((self.path, body))
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"{}")

    def log_message(self, *args):
        pass


@pytest.fixture
def sentry_host():
    received = []
    handler = type("Handler", (Envelopes,), {"received": received})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    start_error_reports(f"http://public-key@127.0.0.1:{server.server_port}/1", environment="test")
    yield received
    sentry_sdk.init()  # no DSN: reports off again for the other tests
    server.shutdown()
    server.server_close()


def events(received):
    """The error events in the envelopes received: an envelope is a header line, then (item header, payload) lines."""
    found = []
    for path, body in received:
        assert path == "/api/1/envelope/"
        lines = body.split(b"\n")
        for header, item in zip(lines[1::2], lines[2::2], strict=False):
            if json.loads(header).get("type") == "event":
                found.append((json.loads(item), body.decode()))
    return found


def test_an_unhandled_checkout_error_is_reported_with_its_request_id_and_no_personal_data(
    sentry_host, settings, monkeypatch, live_server
):
    settings.DEBUG = False
    product = ProductFactory(stock=3)

    def broken(**order_fields):
        raise RuntimeError(f"the card service refused {order_fields['card_number']}")

    monkeypatch.setattr("orders.views.services.order_place", broken)
    session_id, csrf = secrets.token_hex(16), secrets.token_hex(16)
    request = urllib.request.Request(
        f"{live_server.url}/api/orders",
        data=json.dumps(payload([(product, 1)])).encode(),
        headers={
            "Content-Type": "application/json",
            "Cookie": f"sessionid={session_id}; csrftoken={csrf}",
            "X-CSRFToken": csrf,
        },
    )
    with pytest.raises(urllib.error.HTTPError) as answer:
        urllib.request.urlopen(request, timeout=30)
    assert answer.value.code == 500
    body = json.loads(answer.value.read())
    sentry_sdk.flush(timeout=10)

    [(event, raw)] = events(sentry_host)  # one report: the request's ERROR line is not a second
    assert event["tags"]["requestId"] == answer.value.headers["X-Request-ID"] == body["requestId"]
    assert event["exception"]["values"][-1]["type"] == "RuntimeError"
    assert event["request"]["url"] == f"{live_server.url}/api/orders"
    assert event["request"]["method"] == "POST"
    for secret in (CARD_DIGITS, CARD_NUMBER, f'"{CVV}"', session_id, csrf, "Ada Lovelace", "555-010-9999"):
        assert secret not in raw, secret
    # The error's own message named the card: it arrives masked.
    assert "the card service refused [card number removed]" in raw
    assert "ip_address" not in event.get("user", {})
    headers = event["request"]["headers"]
    assert {name: headers.get(name) for name in ("Cookie", "X-Csrftoken")} == {
        "Cookie": "[Filtered]",
        "X-Csrftoken": "[Filtered]",
    }
    assert event["request"].get("data") in (None, "")
    assert all("vars" not in frame for value in event["exception"]["values"] for frame in value["stacktrace"]["frames"])
