"""Each brand's count and price range per category and subcategory (catalog.models.BrandSummary), kept by
PostgreSQL itself: a trigger per statement recounts, from the products, every group the statement's rows left or
joined, whatever wrote them (the API, an import, /django-admin/, SQL). A stock change (each checkout) joins and
leaves no group, and recounts nothing.

Recounted rather than added to: two writers of one group each take the group's transaction-scoped advisory lock,
in a fixed order, before they count, and each count is a new statement that sees what the other committed. A
group is counted inside the category's brand index (product_active_cat_brand)."""

from django.db import migrations, models

GROUP_KEY = "hashtextextended(category || chr(10) || subcategory || chr(10) || brand, 16)"


def recount(groups):
    """The statements that lock and recount the groups `groups` (a query of category, subcategory, brand)."""
    return f"""
    PERFORM pg_advisory_xact_lock(key)
    FROM (SELECT DISTINCT {GROUP_KEY} AS key FROM ({groups}) AS changed ORDER BY 1) AS locks;
    DELETE FROM catalog_brandsummary AS summary
    USING ({groups}) AS changed
    WHERE (summary.category, summary.subcategory, summary.brand) = (changed.category, changed.subcategory,
                                                                    changed.brand);
    INSERT INTO catalog_brandsummary (category, subcategory, brand, count, min_price, max_price)
    SELECT product.category, product.subcategory, product.brand, count(*), min(product.price), max(product.price)
    FROM (SELECT DISTINCT category, subcategory, brand FROM ({groups}) AS all_changed) AS changed
    JOIN catalog_product AS product
      ON product.is_active AND product.category = changed.category
         AND lower(product.brand) = lower(changed.brand) AND product.brand = changed.brand
         AND product.subcategory = changed.subcategory
    GROUP BY 1, 2, 3;
    """


GROUPS_OF = "SELECT category, subcategory, brand FROM {rows} WHERE is_active"
# The rows an update moved between groups, or changed the price of: their groups before and after.
MOVED = """
    SELECT before.category, before.subcategory, before.brand, before.is_active,
           after.category AS new_category, after.subcategory AS new_subcategory, after.brand AS new_brand,
           after.is_active AS new_is_active
    FROM old_rows AS before JOIN new_rows AS after ON after.id = before.id
    WHERE (before.category, before.subcategory, before.brand, before.price, before.is_active)
          IS DISTINCT FROM (after.category, after.subcategory, after.brand, after.price, after.is_active)
"""
GROUPS_OF_UPDATE = f"""
    SELECT category, subcategory, brand FROM ({MOVED}) AS moved WHERE is_active
    UNION
    SELECT new_category, new_subcategory, new_brand FROM ({MOVED}) AS moved WHERE new_is_active
"""

CREATE = f"""
CREATE FUNCTION catalog_brand_summary_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    {recount(GROUPS_OF.format(rows="new_rows"))}
    RETURN NULL;
END $$;
CREATE FUNCTION catalog_brand_summary_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    {recount(GROUPS_OF.format(rows="old_rows"))}
    RETURN NULL;
END $$;
CREATE FUNCTION catalog_brand_summary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS ({MOVED}) THEN
        {recount(GROUPS_OF_UPDATE)}
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER product_brand_summary_insert AFTER INSERT ON catalog_product
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_brand_summary_insert();
CREATE TRIGGER product_brand_summary_delete AFTER DELETE ON catalog_product
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_brand_summary_delete();
CREATE TRIGGER product_brand_summary_update AFTER UPDATE ON catalog_product
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
    EXECUTE FUNCTION catalog_brand_summary_update();
INSERT INTO catalog_brandsummary (category, subcategory, brand, count, min_price, max_price)
SELECT category, subcategory, brand, count(*), min(price), max(price)
FROM catalog_product WHERE is_active GROUP BY 1, 2, 3;
"""

DROP = """
DROP TRIGGER product_brand_summary_update ON catalog_product;
DROP TRIGGER product_brand_summary_delete ON catalog_product;
DROP TRIGGER product_brand_summary_insert ON catalog_product;
DROP FUNCTION catalog_brand_summary_update();
DROP FUNCTION catalog_brand_summary_delete();
DROP FUNCTION catalog_brand_summary_insert();
"""


def _run(schema_editor, sql):
    # Several statements at once: without parameters psycopg sends them as one simple query.
    if schema_editor.connection.vendor == "postgresql":
        with schema_editor.connection.cursor() as cursor:
            cursor.execute(sql)


def create(apps, schema_editor):
    _run(schema_editor, CREATE)


def drop(apps, schema_editor):
    _run(schema_editor, DROP)


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0015_subcategory_searched_and_synonyms"),
    ]

    operations = [
        migrations.CreateModel(
            name="BrandSummary",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("category", models.CharField(max_length=100)),
                ("subcategory", models.CharField(blank=True, max_length=100)),
                ("brand", models.CharField(max_length=100)),
                ("count", models.PositiveIntegerField()),
                ("min_price", models.DecimalField(decimal_places=2, max_digits=10)),
                ("max_price", models.DecimalField(decimal_places=2, max_digits=10)),
            ],
            options={
                "verbose_name_plural": "brand summaries",
                "constraints": [
                    models.UniqueConstraint(fields=("category", "subcategory", "brand"), name="brand_summary_group")
                ],
            },
        ),
        migrations.RunPython(create, drop),
    ]
