"""A shop of its own for the tests that run real servers (server_process.production_server): a PostgreSQL database
of its own, migrated, set up through manage.py, and JSON requests as the SPA sends them.

The database lives on the PostgreSQL server of DATABASE_URL, else the local one: these tests need PostgreSQL
whatever database the rest of the run uses (it runs on every machine of this workplace and in CI)."""

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from decimal import Decimal
from urllib.parse import urlsplit

import psycopg
from django.conf import settings

CSRF = "d" * 32


def database_url(name: str) -> str:
    """The URL of database `name` on the PostgreSQL server of DATABASE_URL, else on the local one."""
    url = os.environ.get("DATABASE_URL", "")
    server = url if url.startswith("postgres") else "postgres://postgres@127.0.0.1:5432/postgres"
    return urlsplit(server)._replace(path=f"/{name}").geturl()


def fresh_database(name: str) -> str:
    """Database `name`, dropped if it was there, created and migrated; answers its URL."""
    url = database_url(name)
    with psycopg.connect(urlsplit(url)._replace(path="/postgres").geturl(), autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{name}"')
    manage(url, "migrate", "-v0")
    return url


def manage(url: str, *arguments: str) -> str:
    """Run manage.py on the database at `url` (production settings); answers what it printed."""
    env = {**os.environ, "DATABASE_URL": url, "DEBUG": "false", "SECRET_KEY": "live-shop"}
    return subprocess.run(
        [sys.executable, "manage.py", *arguments],
        cwd=settings.BASE_DIR,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def product_create(url: str, name: str, stock: int, price: str = "10.00") -> int:
    """A product on sale in the database at `url`; answers its id."""
    setup = (
        "from decimal import Decimal; from catalog.models import Product; "
        f"print(Product.objects.create(name={name!r}, description='d', price=Decimal({price!r}), category='Audio', "
        "brand='B', model='M', features=['f'], image_url='/static/products/speaker.svg', "
        f"stock={stock}).pk)"
    )
    return int(manage(url, "shell", "-c", setup).split()[-1])


def post(base, path, body, cookie=f"csrftoken={CSRF}", headers=None, method="POST"):
    """POST (or `method`) `body` as JSON with the CSRF cookie and header (and `headers`); answers (status, headers,
    JSON body). A connection that breaks before the answer raises (OSError), as it would in the browser."""
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        method=method,
        headers={"Content-Type": "application/json", "Cookie": cookie, "X-CSRFToken": CSRF, **(headers or {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, error.headers, json.loads(error.read() or b"null")


def checkout_body(product_id: int, quantity: int, price: str = "10.00", phone: str = "555-010-2000") -> dict:
    """A card checkout of `quantity` units of one product, as the SPA sends it."""
    return {
        "customerName": "Buyer",
        "phone": phone,
        "address": {"street": "1 Main St", "city": "Town", "zipCode": "12345"},
        "paymentMethod": "Credit Card",
        "paymentInfo": {
            "cardNumber": "4242 4242 4242 4242",
            "expiryDate": "12/30",
            "cvv": "123",
            "cardholderName": "Buyer",
        },
        "items": [{"productId": product_id, "quantity": quantity}],
        "total": str(Decimal(price) * quantity),
    }


# Checkout's limits per address, phone and card, out of the way of tests that place many orders from one client.
UNLIMITED_CHECKOUTS = {
    "CHECKOUT_RATE": "1000/min",
    "CHECKOUT_PHONE_RATE": "1000/min",
    "CHECKOUT_CARD_RATE": "1000/min",
}


def get(base, path, cookie=f"csrftoken={CSRF}", headers=None):
    """GET `path` with the CSRF cookie (and `headers`); answers (status, headers, body bytes)."""
    request = urllib.request.Request(base + path, headers={"Cookie": cookie, **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()
