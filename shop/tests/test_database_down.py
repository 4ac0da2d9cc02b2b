"""With the database unreachable the health check says so and every /api/ call answers 503 JSON."""

import json
import urllib.error
import urllib.request

import pytest

from .server_process import free_port, production_server

UNAVAILABLE = {"message": "Service temporarily unavailable. Please try again shortly."}


def fetch(url, data=None, headers=None):
    request = urllib.request.Request(url, data=data, headers=headers or {}, method="POST" if data else "GET")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


@pytest.fixture(scope="module")
def server_without_database():
    nowhere = f"postgres://postgres@127.0.0.1:{free_port()}/voltcart"  # nothing listens there
    with production_server(DATABASE_URL=nowhere) as base:
        yield base


def test_healthz_reports_the_database_as_unreachable(server_without_database):
    status, headers, body = fetch(f"{server_without_database}/healthz")

    assert status == 503
    assert json.loads(body) == {"status": "unavailable", "database": "error"}


@pytest.mark.parametrize(
    ("path", "headers"),
    [
        ("/api/products", {}),
        ("/api/products/home", {}),
        ("/api/products/1", {}),
        ("/api/categories", {}),
        ("/api/admin/me", {"Cookie": "sessionid=abcdefghijklmnopqrstuvwxyz012345"}),  # reading the session
    ],
)
def test_api_reads_answer_503_json(server_without_database, path, headers):
    status, headers, body = fetch(server_without_database + path, headers=headers)

    assert status == 503
    assert headers["Content-Type"] == "application/json"
    assert json.loads(body) == UNAVAILABLE


def test_checkout_and_login_answer_503_json(server_without_database):
    token = "a" * 32
    headers = {"Content-Type": "application/json", "Cookie": f"csrftoken={token}", "X-CSRFToken": token}

    for path, body in [("/api/orders", {"items": []}), ("/api/admin/login", {"username": "a", "password": "b"})]:
        status, _, answer = fetch(server_without_database + path, json.dumps(body).encode(), headers)
        assert (status, json.loads(answer)) == (503, UNAVAILABLE)


def test_the_storefront_page_still_loads(server_without_database):
    status, _, body = fetch(server_without_database + "/")

    assert status == 200
    assert b'<div id="root"></div>' in body
