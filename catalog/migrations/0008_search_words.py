"""The words typos are corrected to (catalog.models.SearchWord), kept by PostgreSQL itself: a trigger per statement
adds the words of the rows it inserted or updated, whatever wrote them (the API, an import, /django-admin/, SQL).
Per statement, so a bulk insert of a million rows splits their words once, not a million times."""

from django.db import migrations, models

WORDS_OF_NEW_ROWS = """
    INSERT INTO catalog_searchword (word)
    SELECT DISTINCT word
    FROM new_rows, regexp_split_to_table(lower(new_rows.name || ' ' || new_rows.brand || ' ' || new_rows.model),
                                         '[^[:alpha:]]+') AS word
    WHERE new_rows.is_active AND length(word) BETWEEN 3 AND 200
    ON CONFLICT (word) DO NOTHING
"""

CREATE = f"""
CREATE INDEX search_word_trgm ON catalog_searchword USING gin (word gin_trgm_ops);
CREATE FUNCTION catalog_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    {WORDS_OF_NEW_ROWS};
    RETURN NULL;
END $$;
CREATE TRIGGER product_search_words_insert AFTER INSERT ON catalog_product
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_words_add();
CREATE TRIGGER product_search_words_update AFTER UPDATE ON catalog_product
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_search_words_add();
INSERT INTO catalog_searchword (word)
SELECT DISTINCT word
FROM catalog_product AS new_rows,
     regexp_split_to_table(lower(new_rows.name || ' ' || new_rows.brand || ' ' || new_rows.model), '[^[:alpha:]]+')
     AS word
WHERE new_rows.is_active AND length(word) BETWEEN 3 AND 200
ON CONFLICT (word) DO NOTHING;
"""

DROP = """
DROP TRIGGER product_search_words_update ON catalog_product;
DROP TRIGGER product_search_words_insert ON catalog_product;
DROP FUNCTION catalog_search_words_add();
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
        ("catalog", "0007_search_price_indexes"),
    ]

    operations = [
        migrations.CreateModel(
            name="SearchWord",
            fields=[
                ("word", models.CharField(max_length=200, primary_key=True, serialize=False)),
            ],
        ),
        migrations.RunPython(create, drop),
    ]
