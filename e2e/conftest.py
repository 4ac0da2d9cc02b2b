"""Browser tests: Playwright drives Debian's Chromium against pytest-django's live server."""

import os

import pytest

from e2e.admin_helpers import STAFF_PASSWORD, STAFF_USERNAME
from staff.roles import OWNER
from staff.services import staff_member_create

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--disable-sync",
        ],
    }


@pytest.fixture(scope="session")
def base_url(live_server):
    return live_server.url


@pytest.fixture(autouse=True)
def _generous_rates(settings):
    # The journeys place several orders (with one phone and card) and log in several times from one address.
    settings.CHECKOUT_RATE = "1000/min"
    settings.CHECKOUT_PHONE_RATE = "1000/min"
    settings.CHECKOUT_CARD_RATE = "1000/min"
    settings.LOGIN_RATE = "1000/min"


@pytest.fixture
def staff():
    """The staff member the admin tests sign in as (e2e.admin_helpers' name and password), an Owner."""
    return staff_member_create(STAFF_USERNAME, password=STAFF_PASSWORD, roles=[OWNER])
