"""Two staff press Verified on the same order at the same moment, in real threads: the card is captured once.

Used in-process by test_capture_race on PostgreSQL, and run as `python -m payments.tests.race_capture` against a
SQLite file.
"""

import json
import threading
from decimal import Decimal


def two_staff_press_verified_at_once():
    from django.db import connections

    from audit.models import AuditEntry
    from catalog.tests.factories import ProductFactory
    from orders.services import order_status_change
    from orders.tests.checkout import order_placed_now
    from payments.models import Payment, PaymentEvent, TestGatewayAuthorisation
    from staff.roles import VERIFIER
    from staff.services import staff_member_create

    product = ProductFactory(price=Decimal("10.00"), stock=5)
    order = order_placed_now(product)
    staff = [staff_member_create(f"verifier{n}", password=None, roles=[VERIFIER]) for n in range(2)]
    start = threading.Barrier(2)
    outcomes = []

    def verify(user):
        try:
            start.wait()
            order_status_change(order.pk, "Verified", actor=user)
            outcomes.append("verified")
        except Exception as error:  # noqa: BLE001 - any failure is what this race looks for
            outcomes.append(f"refused: {error}")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=verify, args=(user,)) for user in staff]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    payment = Payment.objects.get(order_id=order.pk)
    return {
        "outcomes": sorted(outcomes),
        "payment": payment.status,
        "captured": str(payment.captured),
        "gateway_captured": str(TestGatewayAuthorisation.objects.get(reference=payment.reference).captured),
        "events": sorted(PaymentEvent.objects.filter(payment=payment).values_list("kind", flat=True)),
        "status_changes": AuditEntry.objects.filter(subject_id=order.pk, kind="status").count(),
    }


if __name__ == "__main__":
    import os

    import django
    from django.core.management import call_command

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    print(json.dumps(two_staff_press_verified_at_once()))
