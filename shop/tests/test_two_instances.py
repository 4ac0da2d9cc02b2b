"""Two instances of the shop behind one PostgreSQL and one Redis (DESIGN.md: Health and operations):
a session from one works on the other, the login limit counts across both, and stock is never oversold.

Needs the PostgreSQL server of DATABASE_URL (else the local one) and Redis (REDIS_URL, else the local one):
both run on every machine of this workplace and in CI."""

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit

import psycopg
import pytest
import redis
from django.conf import settings

from .server_process import production_server

CSRF = "d" * 32
STAFF = ("two-staff", "two-staff-password-1")
DATABASE = "voltcart_two_instances"


def _database_url():
    url = os.environ.get("DATABASE_URL", "")
    server = url if url.startswith("postgres") else "postgres://postgres@127.0.0.1:5432/postgres"
    return urlsplit(server)._replace(path=f"/{DATABASE}").geturl(), urlsplit(server)._replace(path="/postgres").geturl()


def post(base, path, body, cookie=f"csrftoken={CSRF}"):
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        method="POST",
        headers={"Content-Type": "application/json", "Cookie": cookie, "X-CSRFToken": CSRF},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.headers, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, error.headers, json.loads(error.read() or b"null")


@pytest.fixture(scope="module")
def instances():
    url, admin_url = _database_url()
    with psycopg.connect(admin_url, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')
        connection.execute(f'CREATE DATABASE "{DATABASE}"')
    redis_url = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/5"
    redis.Redis.from_url(redis_url).flushdb()
    env = {**os.environ, "DATABASE_URL": url, "DEBUG": "false", "SECRET_KEY": "two", "REDIS_URL": redis_url}
    setup = (
        "from decimal import Decimal; from staff.services import staff_member_create; "
        "from catalog.models import Product; "
        f"staff_member_create({STAFF[0]!r}, password={STAFF[1]!r}, roles=['Owner']); "
        "print(Product.objects.create(name='Last Five', description='d', price=Decimal('10.00'), "
        "category='Audio', brand='B', model='M', features=['f'], image_url='/static/products/speaker.svg', "
        "stock=5).pk)"
    )
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=settings.BASE_DIR, env=env, check=True)
    product_id = int(
        subprocess.run(
            [sys.executable, "manage.py", "shell", "-c", setup],
            cwd=settings.BASE_DIR,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()[-1]
    )
    shared = {
        "DATABASE_URL": url,
        "REDIS_URL": redis_url,
        "SECRET_KEY": "shared-between-instances",
        "LOGIN_RATE": "3/min",
        "CHECKOUT_RATE": "1000/min",
        "CHECKOUT_PHONE_RATE": "1000/min",
        "CHECKOUT_CARD_RATE": "1000/min",
    }
    with production_server(**shared) as first, production_server(**shared) as second:
        yield first, second, url, product_id


def test_a_session_from_one_instance_works_on_the_other(instances):
    first, second, _, _ = instances
    status, headers, _ = post(first, "/api/admin/login", {"username": STAFF[0], "password": STAFF[1]})
    session = next(c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("sessionid="))

    request = urllib.request.Request(second + "/api/admin/me", headers={"Cookie": session})
    with urllib.request.urlopen(request) as response:
        assert status == 200 and json.loads(response.read())["admin"]["username"] == STAFF[0]


def test_the_login_limit_counts_across_instances(instances):
    first, second, _, _ = instances
    guesses = [
        post(base, "/api/admin/login", {"username": "nobody", "password": "x"})[0] for base in (first, second, first)
    ]

    assert guesses == [401, 401, 401]
    assert post(second, "/api/admin/login", {"username": "nobody", "password": "x"})[0] == 429


def test_twelve_buyers_on_two_instances_never_oversell_five_units(instances):
    first, second, url, product_id = instances
    body = {
        "customerName": "Buyer",
        "phone": "555-010-2000",
        "address": {"street": "1 Main St", "city": "Town", "zipCode": "12345"},
        "paymentMethod": "Credit Card",
        "paymentInfo": {
            "cardNumber": "4242 4242 4242 4242",
            "expiryDate": "12/30",
            "cvv": "123",
            "cardholderName": "Buyer",
        },
        "items": [{"productId": product_id, "quantity": 1}],
        "total": "10.00",
    }
    with ThreadPoolExecutor(max_workers=12) as pool:
        statuses = sorted(pool.map(lambda n: post((first, second)[n % 2], "/api/orders", body)[0], range(12)))

    assert statuses == [201] * 5 + [400] * 7
    with psycopg.connect(url) as connection:
        stock = connection.execute("SELECT stock FROM catalog_product WHERE id = %s", [product_id]).fetchone()[0]
        placed = connection.execute("SELECT count(*) FROM orders_order").fetchone()[0]
    assert (stock, placed) == (0, 5)
