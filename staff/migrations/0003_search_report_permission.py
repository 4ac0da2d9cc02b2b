"""The search report (catalog.SearchMiss) opens to the Owner and Catalogue roles (staff.roles)."""

from django.db import migrations

from staff.roles import CATALOGUE, OWNER, role_permission_grant


def grant(apps, schema_editor):
    role_permission_grant(apps, ["catalog.view_searchmiss"], [OWNER, CATALOGUE])


class Migration(migrations.Migration):
    dependencies = [
        ("staff", "0002_roles"),
        ("catalog", "0006_search_misses"),
    ]

    operations = [migrations.RunPython(grant, migrations.RunPython.noop)]
