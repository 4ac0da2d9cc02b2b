"""Bulk actions while shoppers check out the same product (race_edits with a bulk set-stock as the staff write).

Used in-process by test_bulk_actions on PostgreSQL, and run as `python -m catalog.tests.race_bulk` against a
SQLite file, where a bulk write that did not take its locks first would fail with "database is locked".
"""

import json

from catalog.tests.race_edits import edits_during_checkouts

FIRST_STOCK = 2000


def bulk_during_checkouts():
    from catalog.product_bulk import product_bulk_action
    from catalog.tests.factories import ProductFactory

    other = ProductFactory(name="Quiet Phone")

    def set_stock(product, n):
        result = product_bulk_action(ids=[product.pk, other.pk], action="set-stock", value=FIRST_STOCK + n)
        assert result.done == 2, result

    return edits_during_checkouts(staff_write=set_stock)


if __name__ == "__main__":
    import os

    import django
    from django.core.management import call_command

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")
    django.setup()
    call_command("migrate", verbosity=0, interactive=False)
    print(json.dumps(bulk_during_checkouts()))
