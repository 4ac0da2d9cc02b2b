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


def index_the_stored_text(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        product = apps.get_model("catalog", "Product")
        schema_editor.add_index(product, SEARCH_TEXT_INDEX)
        schema_editor.remove_index(product, _document_index())


def index_the_expression(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        product = apps.get_model("catalog", "Product")
        schema_editor.add_index(product, _document_index())
        schema_editor.remove_index(product, SEARCH_TEXT_INDEX)


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0012_search_text_and_walk_indexes"),
    ]

    operations = [migrations.RunPython(index_the_stored_text, index_the_expression)]
