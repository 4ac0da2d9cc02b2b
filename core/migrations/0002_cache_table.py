from django.core.management import call_command
from django.db import migrations


def create_cache_table(apps, schema_editor):
    """The database cache (cached reads when there is no Redis) needs its table: `migrate` alone prepares a
    deployment. createcachetable skips a table that exists (a database migrated when staff's first migration
    created it) and a cache that is not one."""
    call_command("createcachetable", database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):
    dependencies = [("core", "0001_initial")]

    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]
