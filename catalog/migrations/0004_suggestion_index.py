from django.contrib.postgres.indexes import GinIndex, OpClass
from django.db import migrations, models
from django.db.models import F, Func, TextField, Value
from django.db.models.functions import Upper

SUGGESTION_INDEX = "product_suggest_trgm"


class Joined(Func):
    arg_joiner = " || "
    template = "(%(expressions)s)"
    output_field = TextField()


def _suggestion_index():
    # Frozen copy of catalog.models.suggestion_document() (PostgreSQL uses the index only for the same
    # expression; catalog/tests/test_suggest_and_compare_api.py checks the plan).
    parts = []
    for name in ("name", "brand", "model"):
        parts += [F(name), Value("\n")]
    return GinIndex(
        OpClass(Upper(Joined(*parts[:-1])), name="gin_trgm_ops"),
        name=SUGGESTION_INDEX,
        condition=models.Q(is_active=True),
    )


def add_suggestion_index(apps, schema_editor):
    """PostgreSQL only, like the search index of migration 0002."""
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.add_index(apps.get_model("catalog", "Product"), _suggestion_index())


def remove_suggestion_index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.remove_index(apps.get_model("catalog", "Product"), _suggestion_index())


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0003_stock_limits"),
    ]

    operations = [migrations.RunPython(add_suggestion_index, remove_suggestion_index)]
