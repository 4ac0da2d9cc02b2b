"""localstripe, a stateful stand-in for Stripe's API, for the tests of the Stripe provider without the internet.

It runs from its own venv (.venv-localstripe, `make .venv-localstripe/.installed`: its pins clash with ours), once
per test session on a free port. What it does not model, and where those paths are tested instead:
docs/decisions/0002-stripe-and-localstripe.md.

The browser's part (Stripe.js confirming a PaymentIntent with a card) is played by `confirm`, with stripe-python
straight against localstripe. The fixtures below serve payments/tests (its conftest.py) and the browser test of the
checkout (e2e/test_stripe_checkout.py), which loads localstripe's Stripe.js stand-in from STRIPE_JS_URL.
"""

import contextlib
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest
import stripe
from django.conf import settings

from payments.providers import provider, provider_reset
from shop.tests.server_process import free_port, stop

LOCALSTRIPE = Path(settings.BASE_DIR) / ".venv-localstripe" / "bin" / "localstripe"
SECRET_KEY = "sk_test_voltcart"
PUBLISHABLE_KEY = "pk_test_voltcart"
WEBHOOK_SECRET = "whsec_test_voltcart"
VISA = "4242424242424242"
# Authorised when attached, refused when charged: localstripe's one card that fails at confirmation.
CHARGE_DECLINED = "4000000000000341"


def _answers(port: int) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.5):
        return True
    return False


@contextlib.contextmanager
def localstripe_server():
    """Yield the base address of a localstripe started for the caller, and stop it after."""
    if not LOCALSTRIPE.exists():
        raise RuntimeError(f"{LOCALSTRIPE} is missing: run `make .venv-localstripe/.installed`")
    port = free_port()
    # A file, not a pipe: nobody reads a pipe while the tests run, and a full one would stop the server.
    # --from-scratch: never the state another run left in localstripe's file (/tmp/localstripe.pickle).
    with tempfile.TemporaryFile(mode="w+") as log:
        process = subprocess.Popen(
            [str(LOCALSTRIPE), "--port", str(port), "--from-scratch"],
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=tempfile.gettempdir(),
        )
        try:
            deadline = time.monotonic() + 30
            while not _answers(port):
                if process.poll() is not None or time.monotonic() > deadline:
                    log.seek(0)
                    raise RuntimeError(f"localstripe did not start:\n{log.read()}")
                time.sleep(0.1)
            yield f"http://127.0.0.1:{port}"
        finally:
            stop(process)


def browser() -> stripe.StripeClient:
    """Stripe as the shopper's browser reaches it (Stripe.js), against the localstripe the settings name."""
    return stripe.StripeClient(SECRET_KEY, base_addresses={"api": settings.STRIPE_API_BASE}, max_network_retries=0)


def confirm(reference: str, card: str = VISA) -> None:
    """Confirm the PaymentIntent with `card`, as Stripe.js does when the shopper pays: it then holds its amount
    (requires_capture), or records the card's refusal. localstripe takes no card data in the confirmation itself,
    so the card becomes a PaymentMethod first."""
    client = browser()
    method = client.v1.payment_methods.create(
        {"type": "card", "card": {"number": card, "exp_month": 12, "exp_year": 2030, "cvc": "123"}}
    )
    client.v1.payment_intents.update(reference, {"payment_method": method.id})
    # A refused card: the browser shows the refusal, the intent keeps it as its last_payment_error.
    with contextlib.suppress(stripe.CardError):
        client.v1.payment_intents.confirm(reference)


def cancel(reference: str) -> None:
    """Release the hold at Stripe without the shop asking (as Stripe does when an authorisation lapses)."""
    browser().v1.payment_intents.cancel(reference)


@pytest.fixture(scope="session")
def localstripe_url():
    with localstripe_server() as url:
        yield url


@pytest.fixture
def stripe_gateway(settings, localstripe_url):
    """The shop with PAYMENT_PROVIDER=stripe against localstripe; the Stripe provider itself."""
    settings.PAYMENT_PROVIDER = "stripe"
    settings.PAYMENT_CURRENCY = "usd"
    settings.STRIPE_API_BASE = localstripe_url
    settings.STRIPE_JS_URL = f"{localstripe_url}/js.stripe.com/v3/"
    settings.STRIPE_SECRET_KEY = SECRET_KEY
    settings.STRIPE_PUBLISHABLE_KEY = PUBLISHABLE_KEY
    settings.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
    provider_reset()  # the provider is built from the settings once, then kept
    yield provider("stripe")
    provider_reset()
