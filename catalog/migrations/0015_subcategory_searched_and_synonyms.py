"""Search looks in the subcategory too ("sony headphones" finds the Sony whose subcategory is Headphones), and staff
keep synonyms.

The stored search text gains the subcategory: PostgreSQL cannot change a stored generated column's expression, so
the column is dropped and added again (the table is rewritten: about a minute at a million products, during which
writes to it wait), with the walk indexes that INCLUDE it and its trigram index (migration 0013, with 0014's pending
list bound) built again. The vocabulary corrections use (catalog.models.SearchWord) gains every word of every
searched field, descriptions and categories included: a word that occurs in a description is a real word, never a
typo to correct."""

import django.db.models.functions.text
from django.db import migrations, models

import catalog.models

SEARCHED_TEXT = "name || ' ' || brand || ' ' || model || ' ' || category || ' ' || subcategory || ' ' || description"
NAMED_TEXT = "name || ' ' || brand || ' ' || model"


def _words_of(rows, text):
    return f"""
    INSERT INTO catalog_searchword (word)
    SELECT DISTINCT word
    FROM {rows}, regexp_split_to_table(lower({text}), '[^[:alpha:]]+') AS word
    WHERE new_rows.is_active AND length(word) BETWEEN 3 AND 200
    ON CONFLICT (word) DO NOTHING"""


def _trigger_function(text):
    return f"""
CREATE OR REPLACE FUNCTION catalog_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    {_words_of("new_rows", text)};
    RETURN NULL;
END $$;"""


EVERY_WORD = _trigger_function(SEARCHED_TEXT) + _words_of("catalog_product AS new_rows", SEARCHED_TEXT) + ";"
NAMED_WORDS = _trigger_function(NAMED_TEXT)
SEARCH_TEXT_TRIGRAMS = """
CREATE INDEX product_search_text_trgm ON catalog_product USING gin (search_text gin_trgm_ops)
    WITH (gin_pending_list_limit = 256);
"""


def _run(sql):
    def run(apps, schema_editor):
        # Several statements at once: without parameters psycopg sends them as one simple query.
        if schema_editor.connection.vendor == "postgresql":
            with schema_editor.connection.cursor() as cursor:
                cursor.execute(sql)

    return run


def _search_text(fields):
    parts = []
    for name in fields:
        parts += [models.F(name), models.Value("\n")]
    return models.GeneratedField(
        db_persist=True,
        expression=django.db.models.functions.text.Upper(catalog.models.Joined(*parts[:-1])),
        output_field=models.TextField(),
    )


WALK_INDEXES = [
    models.Index(
        django.db.models.functions.text.Lower("name"),
        models.F("id"),
        include=("name", "is_active", "brand", "model", "search_text"),
        name="product_name_walk",
    ),
    models.Index(
        models.F("price"),
        django.db.models.functions.text.Lower("name"),
        models.F("id"),
        condition=models.Q(("is_active", True)),
        include=("name", "search_text"),
        name="product_active_price_walk",
    ),
    models.Index(
        models.OrderBy(models.F("price"), descending=True),
        django.db.models.functions.text.Lower("name"),
        models.F("id"),
        condition=models.Q(("is_active", True)),
        include=("name", "search_text"),
        name="product_active_price_desc_walk",
    ),
]


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0014_bounded_trigram_pending_lists"),
    ]

    operations = [
        *[migrations.RemoveIndex(model_name="product", name=index.name) for index in WALK_INDEXES],
        # Dropping the column drops its trigram index with it (built again when undone).
        migrations.RunPython(migrations.RunPython.noop, _run(SEARCH_TEXT_TRIGRAMS)),
        migrations.RemoveField(model_name="product", name="search_text"),
        migrations.AddField(
            model_name="product",
            name="search_text",
            field=_search_text(("name", "brand", "model", "category", "subcategory", "description")),
        ),
        *[migrations.AddIndex(model_name="product", index=index) for index in WALK_INDEXES],
        migrations.RunPython(_run(SEARCH_TEXT_TRIGRAMS), migrations.RunPython.noop),
        migrations.RunPython(_run(EVERY_WORD), _run(NAMED_WORDS)),
        migrations.CreateModel(
            name="SearchSynonym",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("words", models.JSONField()),
                ("created_at", models.DateTimeField(auto_now_add=True)),
            ],
            options={"ordering": ["id"]},
        ),
    ]
