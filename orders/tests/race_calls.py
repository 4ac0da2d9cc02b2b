"""Two staff record a "verified" call on the same order at the same moment, in real threads.

Used in-process by test_concurrency on PostgreSQL, and run as `python -m orders.tests.race_calls`
against a SQLite file.
"""

import json
import threading
from decimal import Decimal


def two_staff_verify_at_once():
    from django.db import connections

    from audit.models import AuditEntry
    from catalog.tests.factories import ProductFactory
    from orders.models import OrderCall
    from orders.services import order_call_record
    from orders.tests.checkout import order_placed_now
    from staff.roles import OWNER
    from staff.services import staff_member_create

    product = ProductFactory(price=Decimal("10.00"), stock=5)
    order = order_placed_now(product)
    staff = [staff_member_create(f"caller{n}", password=None, roles=[OWNER]) for n in range(2)]
    start = threading.Barrier(2)
    outcomes = []

    def record(user):
        try:
            start.wait()
            order_call_record(order.pk, outcome="verified", note=user.username, actor=user)
            outcomes.append("recorded")
        except Exception as error:  # noqa: BLE001 - any failure is what this race looks for
            outcomes.append(f"error: {error!r}")
        finally:
            connections.close_all()

    threads = [threading.Thread(target=record, args=(user,)) for user in staff]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    order.refresh_from_db()
    return {
        "outcomes": sorted(outcomes),
        "calls": OrderCall.objects.filter(order=order).count(),
        "status": order.status,
        "attempts": order.call_attempts,
        "status_changes": AuditEntry.objects.filter(subject_id=order.pk, kind="status").count(),
    }


if __name__ == "__main__":
    import os

    import django
    from django.core.management import call_command

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    print(json.dumps(two_staff_verify_at_once()))
