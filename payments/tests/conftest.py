"""The Stripe provider's fixtures: one localstripe for the session, and the shop configured to use it."""

import pytest

from payments.providers import provider, provider_reset

from . import localstripe


@pytest.fixture(scope="session")
def localstripe_url():
    with localstripe.localstripe_server() as url:
        yield url


@pytest.fixture
def stripe_gateway(settings, localstripe_url):
    """The shop with PAYMENT_PROVIDER=stripe against localstripe; the Stripe provider itself."""
    settings.PAYMENT_PROVIDER = "stripe"
    settings.PAYMENT_CURRENCY = "usd"
    settings.STRIPE_API_BASE = localstripe_url
    settings.STRIPE_SECRET_KEY = localstripe.SECRET_KEY
    settings.STRIPE_PUBLISHABLE_KEY = localstripe.PUBLISHABLE_KEY
    settings.STRIPE_WEBHOOK_SECRET = localstripe.WEBHOOK_SECRET
    provider_reset()  # the provider is built from the settings once, then kept
    yield provider("stripe")
    provider_reset()
