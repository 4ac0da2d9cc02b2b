from django.conf import settings
from django.core.management import call_command
from django.db import migrations


def create_cache_table(apps, schema_editor):
    """The database cache (cached reads when there is no Redis) needs its table: `migrate` alone prepares a
    deployment, whichever cache the migrating process itself uses (`make run` migrates with DEBUG's memory cache;
    the same database may then serve production without Redis). createcachetable skips a table that exists (a
    database migrated when staff's first migration created it)."""
    call_command(
        "createcachetable", settings.DATABASE_CACHE_TABLE, database=schema_editor.connection.alias, verbosity=0
    )


class Migration(migrations.Migration):
    dependencies = [("core", "0001_initial")]

    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]
