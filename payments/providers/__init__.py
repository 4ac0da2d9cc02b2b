"""The payment providers, by name: PAYMENT_PROVIDER chooses the one new payments use; a payment keeps the name of
its own, so changing the setting never strands the payments taken before."""

from functools import cache

from django.conf import settings

PROVIDERS = ("test", "stripe")


@cache
def _provider(name: str):
    if name == "test":
        from .test_gateway import TestGateway

        return TestGateway()
    if name == "stripe":
        from .stripe_gateway import StripeGateway

        return StripeGateway()
    raise ValueError(f"Unknown payment provider {name!r}: use one of {', '.join(PROVIDERS)}")


def provider(name: str | None = None):
    """The provider called `name`, or the one PAYMENT_PROVIDER configures."""
    return _provider(name or settings.PAYMENT_PROVIDER)


def provider_reset() -> None:
    """Forget the providers built so far (tests that change their settings)."""
    _provider.cache_clear()
