"""Staff activating different featured items at the same moment: exactly one ends up active.

In-process on PostgreSQL; `python -m featured.tests.race` against a SQLite file otherwise.
"""

import json
import threading


def race_to_activate(items=8):
    from django.db import connections

    from catalog.tests.factories import ProductFactory
    from core.errors import DomainError
    from featured import services
    from featured.models import FeaturedItem

    product = ProductFactory()
    pks = [
        FeaturedItem.objects.create(
            product_id=product.pk,
            title=f"Item {n}",
            subtitle="S",
            button_text="Go",
            button_link="/",
            is_active=(n == 0),
        ).pk
        for n in range(items)
    ]
    start = threading.Barrier(items)
    outcomes = []
    lock = threading.Lock()

    def activate(pk):
        try:
            start.wait()
            services.featured_item_activate(pk)
            outcome = "activated"
        except DomainError as error:
            outcome = f"refused: {error.message}"
        except Exception as error:
            outcome = f"error: {error!r}"
        finally:
            connections.close_all()
        with lock:
            outcomes.append(outcome)

    threads = [threading.Thread(target=activate, args=(pk,)) for pk in pks]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return {"outcomes": sorted(outcomes), "active": FeaturedItem.objects.filter(is_active=True).count()}


if __name__ == "__main__":
    import os

    import django
    from django.core.management import call_command

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    print(json.dumps(race_to_activate()))
