"""The category's price index INCLUDEs the brand, so a price band's brand counts (the Brand filter beside a band)
are counted inside it: at a million products a band of 21,000 laptops took 25 ms through the brand index (the whole
category read) and 8 ms through this one (the band only).

Built beside the old index and the old one dropped, CONCURRENTLY on PostgreSQL, as migration 0013's: checkouts,
which update the table's stock, go on meanwhile. A build that failed leaves an invalid index, which a second run
drops first, so the migration can be run again."""

import django.db.models.functions.text
from django.db import migrations, models

ACTIVE = models.Q(("is_active", True))
KEY = (models.F("category"), models.F("price"), django.db.models.functions.text.Lower("name"), models.F("id"))
OLD = models.Index(*KEY, condition=ACTIVE, include=("name", "subcategory"), name="product_active_cat_price")
NEW = models.Index(
    *KEY, condition=ACTIVE, include=("name", "subcategory", "brand"), name="product_active_cat_price_brand"
)


def _swap(schema_editor, product, built, dropped):
    concurrently = {"concurrently": True} if schema_editor.connection.vendor == "postgresql" else {}
    if concurrently:
        schema_editor.remove_index(product, built, **concurrently)  # an invalid one a failed run left
    schema_editor.add_index(product, built, **concurrently)
    schema_editor.remove_index(product, dropped, **concurrently)


def add_brand(apps, schema_editor):
    _swap(schema_editor, apps.get_model("catalog", "Product"), NEW, OLD)


def remove_brand(apps, schema_editor):
    _swap(schema_editor, apps.get_model("catalog", "Product"), OLD, NEW)


class Migration(migrations.Migration):
    # CREATE/DROP INDEX CONCURRENTLY cannot run inside a transaction.
    atomic = False

    dependencies = [
        ("catalog", "0017_sold_out_products"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveIndex(model_name="product", name="product_active_cat_price"),
                migrations.AddIndex(model_name="product", index=NEW),
            ],
            database_operations=[migrations.RunPython(add_brand, remove_brand)],
        )
    ]
