"""Extended statistics on (category, subcategory) for PostgreSQL's planner. A subcategory belongs to one category,
but the planner multiplies their selectivities as if independent: it expected 714 of the 5,683 in-stock
"Smartphones / Mid-Range" products at 100k and sorted the whole category (36.7 ms) instead of walking the price
index for the page, as it does with these statistics (decision 0019)."""

from django.db import migrations

CREATE = (
    "CREATE STATISTICS IF NOT EXISTS product_category_subcategory (dependencies, mcv) "
    "ON category, subcategory FROM catalog_product"
)
DROP = "DROP STATISTICS IF EXISTS product_category_subcategory"


def create(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE)
        schema_editor.execute("ANALYZE catalog_product")


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(DROP)


class Migration(migrations.Migration):
    dependencies = [("catalog", "0009_subcategory_in_listing_indexes")]

    operations = [migrations.RunPython(create, drop)]
