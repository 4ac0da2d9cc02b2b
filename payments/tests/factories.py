from datetime import timedelta
from decimal import Decimal

import factory
from django.utils import timezone

from payments.models import Payment, PaymentEvent, PaymentEventKind, PaymentStatus, TestGatewayAuthorisation


class PaymentFactory(factory.django.DjangoModelFactory):
    """An order's payment as the test gateway authorised it (give `order`), with its first ledger event."""

    class Meta:
        model = Payment

    provider = "test"
    reference = factory.Sequence(lambda n: f"tg_factory_{n}")
    status = PaymentStatus.AUTHORIZED
    authorized = factory.LazyAttribute(lambda payment: payment.order.total if payment.order else Decimal("499.00"))
    capture_before = factory.LazyFunction(lambda: timezone.now() + timedelta(days=7))
    card_brand = "Visa"
    card_last4 = "4242"
    card_funding = "credit"

    @factory.post_generation
    def authorised_event(payment, create, extracted, **kwargs):
        if create:
            # The gateway's side of the authorisation, so capture, void and refund go through it.
            TestGatewayAuthorisation.objects.create(
                reference=payment.reference,
                idempotency_key=f"factory:{payment.reference}",
                amount=payment.authorized,
                capture_before=payment.capture_before,
            )
            PaymentEvent.objects.create(
                payment=payment,
                kind=PaymentEventKind.AUTHORIZED,
                amount=payment.authorized,
                idempotency_key=f"authorized:{payment.pk}",
            )
