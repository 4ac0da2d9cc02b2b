from django.contrib.postgres.indexes import GinIndex, OpClass
from django.db import migrations
from django.db.models import F, Func, TextField, Value
from django.db.models.functions import Upper

# PostgreSQL only, as 0002's: SQLite searches its small catalogue by scanning.
SEARCH_TEXT_INDEX = GinIndex(OpClass(F("search_text"), name="gin_trgm_ops"), name="product_search_text_trgm")


class Joined(Func):
    arg_joiner = " || "
    template = "(%(expressions)s)"
    output_field = TextField()


def _document_index():
    """Migration 0002's index on the search document's expression (a frozen copy), which this one replaces."""
    parts = []
    for name in ("name", "brand", "model", "category", "description"):
        parts += [F(name), Value("\n")]
    return GinIndex(OpClass(Upper(Joined(*parts[:-1])), name="gin_trgm_ops"), name="product_search_trgm")


# Each index is built beside the other, then the other dropped, all CONCURRENTLY: the build takes 32 s at a million
# products, and checkouts (which update the table's stock) go on meanwhile. A build that failed leaves an invalid
# index, which a second run drops first (DROP INDEX CONCURRENTLY IF EXISTS), so the migration can be run again.
def index_the_stored_text(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        product = apps.get_model("catalog", "Product")
        schema_editor.remove_index(product, SEARCH_TEXT_INDEX, concurrently=True)
        schema_editor.add_index(product, SEARCH_TEXT_INDEX, concurrently=True)
        schema_editor.remove_index(product, _document_index(), concurrently=True)


def index_the_expression(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        product = apps.get_model("catalog", "Product")
        schema_editor.remove_index(product, _document_index(), concurrently=True)
        schema_editor.add_index(product, _document_index(), concurrently=True)
        schema_editor.remove_index(product, SEARCH_TEXT_INDEX, concurrently=True)


class Migration(migrations.Migration):
    # CREATE/DROP INDEX CONCURRENTLY cannot run inside a transaction.
    atomic = False

    dependencies = [
        ("catalog", "0012_search_text_and_walk_indexes"),
    ]

    operations = [migrations.RunPython(index_the_stored_text, index_the_expression)]
