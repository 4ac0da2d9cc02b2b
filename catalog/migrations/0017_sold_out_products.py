"""The ids of the products with no stock (catalog.models.SoldOutProduct), kept by PostgreSQL itself: a row
trigger whose WHEN clause (tested without calling any function) lets through only the writes that take a product's
stock to 0 or back from it, so a checkout that leaves stock on the shelf costs nothing more. Two writers of one
product queue on its row lock, so the table follows the last one."""

from django.db import migrations, models

CREATE = """
CREATE FUNCTION catalog_sold_out_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        DELETE FROM catalog_soldoutproduct WHERE product_id = OLD.id;
    ELSIF NEW.stock > 0 THEN
        DELETE FROM catalog_soldoutproduct WHERE product_id = NEW.id;
    ELSE
        INSERT INTO catalog_soldoutproduct (product_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER product_sold_out_insert AFTER INSERT ON catalog_product
    FOR EACH ROW WHEN (NEW.stock <= 0) EXECUTE FUNCTION catalog_sold_out_sync();
CREATE TRIGGER product_sold_out_update AFTER UPDATE OF stock ON catalog_product
    FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)) EXECUTE FUNCTION catalog_sold_out_sync();
CREATE TRIGGER product_sold_out_delete AFTER DELETE ON catalog_product
    FOR EACH ROW WHEN (OLD.stock <= 0) EXECUTE FUNCTION catalog_sold_out_sync();
INSERT INTO catalog_soldoutproduct (product_id) SELECT id FROM catalog_product WHERE stock <= 0;
ANALYZE catalog_soldoutproduct;
"""

DROP = """
DROP TRIGGER product_sold_out_delete ON catalog_product;
DROP TRIGGER product_sold_out_update ON catalog_product;
DROP TRIGGER product_sold_out_insert ON catalog_product;
DROP FUNCTION catalog_sold_out_sync();
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
        ("catalog", "0016_brand_summary"),
    ]

    operations = [
        migrations.CreateModel(
            name="SoldOutProduct",
            fields=[
                ("product_id", models.BigIntegerField(primary_key=True, serialize=False)),
            ],
        ),
        migrations.RunPython(create, drop),
    ]
