"""Browser tests: Playwright drives Debian's Chromium against pytest-django's live server."""

import os

import pytest

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
