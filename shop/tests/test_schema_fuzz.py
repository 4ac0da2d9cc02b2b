"""schemathesis against the shop's own OpenAPI schema, on a production-configured server: every check on,
a fixed seed, anonymous and staff, and not one 5xx or schema violation (schemathesis.toml says which
operations may refuse a schema-valid request with a business rule)."""

import json
import os
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from django.conf import settings

from .server_process import production_server

SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")
STAFF = ("fuzz-staff", "fuzz-staff-password-1")
CSRF = "c" * 32
RATES = {
    "CHECKOUT_RATE": "100000/min",
    "CHECKOUT_PHONE_RATE": "100000/min",
    "CHECKOUT_CARD_RATE": "100000/min",
    "LOGIN_RATE": "100000/min",
    "LOGIN_ADDRESS_RATE": "100000/min",
}


@pytest.fixture(scope="module")
def shop(tmp_path_factory):
    """A seeded shop on its own SQLite file, served by gunicorn with production settings."""
    folder = tmp_path_factory.mktemp("fuzz")
    database = f"sqlite:///{folder / 'shop.sqlite3'}"
    media = {"MEDIA_ROOT": str(folder / "media")}  # photos it may upload stay out of the checkout
    env = {**os.environ, "DATABASE_URL": database, "DEBUG": "false", "SECRET_KEY": "fuzz", **RATES, **media}
    # An Owner: every staff operation is open to it, so each is fuzzed past the access check.
    create_staff = (
        "from staff.services import staff_member_create; "
        f"staff_member_create({STAFF[0]!r}, password={STAFF[1]!r}, roles=['Owner'])"
    )
    for command in (["migrate", "-v0"], ["seed_catalog"], ["shell", "-c", create_staff]):
        subprocess.run(
            [sys.executable, "manage.py", *command], cwd=settings.BASE_DIR, env=env, check=True, capture_output=True
        )
    with production_server(DATABASE_URL=database, **RATES, **media) as base:
        yield base


def staff_cookies(base):
    request = urllib.request.Request(
        f"{base}/api/admin/login",
        data=json.dumps({"username": STAFF[0], "password": STAFF[1]}).encode(),
        headers={"Content-Type": "application/json", "Cookie": f"csrftoken={CSRF}", "X-CSRFToken": CSRF},
    )
    with urllib.request.urlopen(request) as response:
        cookies = dict(re.findall(r"(sessionid|csrftoken)=([^;]+)", " ".join(response.headers.get_all("Set-Cookie"))))
    return cookies["sessionid"], cookies["csrftoken"]


def fuzz(base, *headers, options=()):
    command = [
        str(SCHEMATHESIS),
        "--config-file",
        "schemathesis.toml",
        "run",
        f"{base}/api/schema/",
        "--checks",
        "all",
        # A product staff create may be inactive, and GET /api/products/{id} is the public page: 404 until it is
        # shown. The stateful phase checks that GET after the POST whatever schemathesis.toml says per operation.
        "--exclude-checks",
        "ensure_resource_availability",
        "--max-examples",
        "25",
        "--seed",
        "20261123",
        "--no-color",
    ]
    for header in headers:
        command += ["-H", header]
    command += options
    completed = subprocess.run(command, cwd=settings.BASE_DIR, capture_output=True, text=True, timeout=600)
    generated = re.search(r"(\d+) generated", completed.stdout)
    return completed, int(generated.group(1)) if generated else 0


def test_no_5xx_and_no_schema_violation_for_anonymous_and_staff(shop):
    session, csrf = staff_cookies(shop)

    anonymous, anonymous_cases = fuzz(shop, f"Cookie: csrftoken={CSRF}", f"X-CSRFToken: {CSRF}")
    # The session rides in our header, so schemathesis must not make up (or leave out) the session cookie;
    # logging out (or in again) would end the session and leave the rest of the run anonymous.
    staff, staff_cases = fuzz(
        shop,
        f"Cookie: sessionid={session}; csrftoken={csrf}",
        f"X-CSRFToken: {csrf}",
        options=(
            "--generation-with-security-parameters",
            "false",
            "--exclude-path",
            "/api/admin/logout",
            "--exclude-path",
            "/api/admin/login",
        ),
    )

    assert anonymous.returncode == 0, anonymous.stdout[-6000:]
    assert staff.returncode == 0, staff.stdout[-6000:]
    assert anonymous_cases + staff_cases >= 1000
    assert "returned only 401/403" not in staff.stdout, staff.stdout[-6000:]
