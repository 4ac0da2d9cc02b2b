"""Staff product edits while shoppers check out the same product, in real threads with their own connections.

Used in-process by test_concurrency on PostgreSQL, and run as `python -m catalog.tests.race_edits` against
a SQLite file (what `make run` uses), where a write that does not take its lock first fails with
"database is locked".
"""

import json
import threading
from decimal import Decimal


def edits_during_checkouts(edits=20, checkouts=20, staff_write=None):
    """`staff_write(product, n)` is the staff write (default: renaming the product through product_update)."""
    from django.db import connections

    from catalog import services
    from catalog.tests.factories import ProductFactory
    from orders.services import order_place
    from orders.tests.checkout import card_number, phone_number

    product = ProductFactory(name="Busy Phone", price=Decimal("10.00"), stock=1000)
    outcomes = []
    lock = threading.Lock()

    def record(outcome):
        with lock:
            outcomes.append(outcome)

    def shop(buyer):
        for n in range(buyer * checkouts, buyer * checkouts + checkouts // 2):
            try:
                order_place(
                    customer_name=f"Buyer {buyer}",
                    phone=phone_number(n),  # one shopper per checkout: their own phone and card
                    street="1 Main St",
                    city="Town",
                    zip_code="12345",
                    payment_method="Credit Card",
                    cardholder_name="Buyer",
                    expiry_date="12/30",
                    card_number=card_number(n),
                    lines=[{"product_id": product.pk, "quantity": 1}],
                    client_total=Decimal("10.00"),
                )
                record("placed")
            except Exception as error:  # noqa: BLE001 - any failure is what this race looks for
                record(f"checkout error: {error!r}")
        connections.close_all()

    def edit():
        for n in range(edits):
            try:
                if staff_write is None:
                    services.product_update(product.pk, name=f"Busy Phone {n}")
                else:
                    staff_write(product, n)
                record("edited")
            except Exception as error:  # noqa: BLE001
                record(f"edit error: {error!r}")
        connections.close_all()

    threads = [threading.Thread(target=shop, args=(n,)) for n in range(2)] + [threading.Thread(target=edit)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    product.refresh_from_db()
    return {
        "outcomes": sorted(set(outcomes)),
        "counts": {o: outcomes.count(o) for o in set(outcomes)},
        "stock": product.stock,
        "name": product.name,
    }


if __name__ == "__main__":
    import os

    import django
    from django.core.management import call_command

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    print(json.dumps(edits_during_checkouts()))
