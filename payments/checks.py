"""`manage.py check --deploy`: a shop running the test gateway in production takes orders and no money."""

from django.conf import settings
from django.core.checks import Tags, Warning, register


@register(Tags.security, deploy=True)
def warn_of_test_payments(app_configs, **kwargs):
    if settings.PAYMENT_PROVIDER == "test" and not settings.DEBUG:
        return [
            Warning(
                'PAYMENT_PROVIDER is "test": orders are authorised by the built-in test gateway and no card is '
                "ever charged.",
                hint="Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and "
                "STRIPE_WEBHOOK_SECRET before taking real orders.",
                id="payments.W001",
            )
        ]
    return []
