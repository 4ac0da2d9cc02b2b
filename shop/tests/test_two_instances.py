"""Two instances of the shop behind one PostgreSQL, one Redis and one S3 bucket for the photos (moto's server):
a session from one works on the other, the login limit counts across both, a photo uploaded through one is served
by the other, and stock is never oversold (the ledger balances).

Needs the PostgreSQL server of DATABASE_URL (else the local one) and Redis (REDIS_URL, else the local one):
both run on every machine of this workplace and in CI."""

import io
import json
import os
import secrets
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

import psycopg
import pytest
import redis
from PIL import Image

from uploads.tests.moto_s3 import BUCKET, CREDENTIALS, media_bucket_url, moto_s3_server, public_bucket
from uploads.tests.pictures import RED, photo

from .ledger import Ledger
from .live_shop import CSRF, UNLIMITED_CHECKOUTS, checkout_body, fresh_database, manage, post, product_create
from .server_process import production_server

STAFF = ("two-staff", "two-staff-password-1")
DATABASE = "voltcart_two_instances"


@pytest.fixture(scope="module")
def instances():
    url = fresh_database(DATABASE)
    redis_url = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/5"
    redis.Redis.from_url(redis_url).flushdb()
    manage(
        url,
        "shell",
        "-c",
        f"from staff.services import staff_member_create; "
        f"staff_member_create({STAFF[0]!r}, password={STAFF[1]!r}, roles=['Owner'])",
    )
    product_id = product_create(url, "Last Five", stock=5)
    with moto_s3_server() as s3:
        public_bucket(s3)
        shared = {
            "DATABASE_URL": url,
            "REDIS_URL": redis_url,
            "MEDIA_BUCKET_URL": media_bucket_url(s3),
            **CREDENTIALS,
            "SECRET_KEY": "shared-between-instances",
            "LOGIN_RATE": "3/min",
            **UNLIMITED_CHECKOUTS,
        }
        with production_server(**shared) as first, production_server(**shared) as second:
            yield SimpleNamespace(first=first, second=second, url=url, product_id=product_id, bucket=f"{s3}/{BUCKET}/")


@pytest.fixture(scope="module")
def staff_cookie(instances):
    """The Cookie header of a staff member signed in on the first instance (with the CSRF cookie)."""
    status, headers, _ = post(instances.first, "/api/admin/login", {"username": STAFF[0], "password": STAFF[1]})
    assert status == 200
    session = next(c.split(";")[0] for c in headers.get_all("Set-Cookie") if c.startswith("sessionid="))
    return f"csrftoken={CSRF}; {session}"


def get(url, cookie=""):
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Cookie": cookie}), timeout=10) as response:
        return response.read()


def upload(base, cookie, data: bytes) -> dict:
    """POST a photo to /api/admin/uploads as the admin's form does (multipart, field `file`); answers the 201's body."""
    boundary = secrets.token_hex(16)
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n'
            "Content-Type: image/jpeg\r\n\r\n"
        ).encode()
        + data
        + f"\r\n--{boundary}--\r\n".encode()
    )
    request = urllib.request.Request(
        base + "/api/admin/uploads",
        data=body,
        method="POST",
        headers={
            "Content-Type": f"multipart/form-data; boundary={boundary}",
            "Cookie": cookie,
            "X-CSRFToken": CSRF,
        },
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.status == 201
        return json.loads(response.read())


def test_a_session_from_one_instance_works_on_the_other(instances, staff_cookie):
    me = json.loads(get(instances.second + "/api/admin/me", staff_cookie))

    assert me["admin"]["username"] == STAFF[0]


def test_the_login_limit_counts_across_instances(instances):
    first, second = instances.first, instances.second
    guesses = [
        post(base, "/api/admin/login", {"username": "nobody", "password": "x"})[0] for base in (first, second, first)
    ]

    assert guesses == [401, 401, 401]
    assert post(second, "/api/admin/login", {"username": "nobody", "password": "x"})[0] == 429


def test_a_photo_uploaded_through_one_instance_is_served_by_the_other(instances, staff_cookie):
    first, second, product_id = instances.first, instances.second, instances.product_id
    uploaded = upload(first, staff_cookie, photo(700, 500))

    status, _, _ = post(
        second, f"/api/products/{product_id}/image", {"imageUrl": uploaded["url"]}, staff_cookie, method="PUT"
    )
    product = json.loads(get(f"{second}/api/products/{product_id}"))

    assert status == 200
    assert uploaded["url"].startswith(instances.bucket)
    # The other instance knows the upload (its renditions) and names the same objects of the bucket.
    assert product["imageUrl"] == uploaded["url"]
    assert product["imageRenditions"] == {uploaded["url"]: uploaded["renditions"]} != {}
    original = Image.open(io.BytesIO(get(product["imageUrl"])))
    assert (original.format, original.size) == ("JPEG", (700, 500))
    assert all(abs(got - want) < 8 for got, want in zip(original.getpixel((10, 10)), RED, strict=True))
    for width, url in product["imageRenditions"][uploaded["url"]].items():
        rendition = Image.open(io.BytesIO(get(url)))
        assert (rendition.format, rendition.width) == ("WEBP", int(width))


def test_twelve_buyers_on_two_instances_never_oversell_five_units(instances):
    first, second, url, product_id = instances.first, instances.second, instances.url, instances.product_id
    body = checkout_body(product_id, 1)
    ledger = Ledger(url)

    with ThreadPoolExecutor(max_workers=12) as pool:
        answers = list(pool.map(lambda n: post((first, second)[n % 2], "/api/orders", body), range(12)))

    assert sorted(status for status, _, _ in answers) == [201] * 5 + [400] * 7
    ledger.assert_balanced([answer for status, _, answer in answers if status == 201])
    with psycopg.connect(url) as connection:
        assert connection.execute("SELECT stock FROM catalog_product WHERE id = %s", [product_id]).fetchone() == (0,)
