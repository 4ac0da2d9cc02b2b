from django.db import migrations

# A trigram index takes new entries into a pending list first (GIN's fastupdate), merged into the index when it
# passes this many kB (PostgreSQL's default: 4096). The planner charges every search for scanning the whole list:
# at 100k products 2,400 checkouts that moved their row (a full page: the row's new version goes elsewhere, so
# every index takes it) filled 488 pages, and sorts of a few thousand matches turned into sequential scans (1,000
# distinct searches took half as long again; decision 0019). At 256 kB the list holds 32 pages at most.
PENDING_LIST_KB = 256
TRIGRAM_INDEXES = ("product_search_text_trgm", "product_suggest_trgm")


def bound_pending_lists(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for index in TRIGRAM_INDEXES:
            schema_editor.execute(f"ALTER INDEX {index} SET (gin_pending_list_limit = {PENDING_LIST_KB})")


def default_pending_lists(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        for index in TRIGRAM_INDEXES:
            schema_editor.execute(f"ALTER INDEX {index} RESET (gin_pending_list_limit)")


class Migration(migrations.Migration):
    dependencies = [
        ("catalog", "0013_search_text_trigram_index"),
    ]

    operations = [migrations.RunPython(bound_pending_lists, default_pending_lists)]
