"""Many shoppers racing for the last units of one product.

Used in-process by test_concurrency on PostgreSQL, and run as
`python -m orders.tests.race` against a file-based SQLite database (the in-memory test
database SQLite uses under pytest cannot be shared by concurrent writers).
"""

import json
import threading
from decimal import Decimal


def race_for_last_units(stock=5, buyers=12):
    from django.db import connections
    from django.db.models import Sum

    from catalog.tests.factories import ProductFactory
    from core.errors import DomainError
    from orders.models import Order, OrderDailyStats
    from orders.services import order_place
    from orders.tests.checkout import card_number, phone_number

    product = ProductFactory(name="Last Units", price=Decimal("10.00"), stock=stock)
    start = threading.Barrier(buyers)
    outcomes = []
    lock = threading.Lock()

    def buy(n):
        try:
            start.wait()
            order_place(
                customer_name=f"Buyer {n}",
                phone=phone_number(n),  # twelve shoppers: their own phones and cards
                street="1 Main St",
                city="Town",
                zip_code="12345",
                payment_method="Credit Card",
                cardholder_name=f"Buyer {n}",
                card_number=card_number(n),
                expiry_date="12/30",
                lines=[{"product_id": product.pk, "quantity": 1}],
                client_total=Decimal("10.00"),
            )
            outcome = "placed"
        except DomainError as error:
            outcome = f"refused: {error.message}"
        except Exception as error:  # anything else is a bug (deadlock, lock timeout, constraint error)
            outcome = f"error: {error!r}"
        finally:
            connections.close_all()
        with lock:
            outcomes.append(outcome)

    threads = [threading.Thread(target=buy, args=(n,)) for n in range(buyers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)

    product.refresh_from_db()
    return {
        "outcomes": sorted(outcomes),
        "stock": product.stock,
        "orders": Order.objects.count(),
        "sold": sum(item.quantity for order in Order.objects.all() for item in order.items.all()),
        "dashboard_orders": OrderDailyStats.objects.aggregate(total=Sum("orders"))["total"],
    }


if __name__ == "__main__":
    import os

    import django
    from django.core.management import call_command

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    print(json.dumps(race_for_last_units()))
