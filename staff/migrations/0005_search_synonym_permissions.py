"""Search synonyms (catalog.models.SearchSynonym) are kept by the Owner and Catalogue roles (staff.roles)."""

from django.db import migrations

from staff.roles import CATALOGUE, OWNER, role_permission_grant

SYNONYM_PERMISSIONS = ["catalog.view_searchsynonym", "catalog.add_searchsynonym", "catalog.delete_searchsynonym"]


def grant(apps, schema_editor):
    role_permission_grant(apps, SYNONYM_PERMISSIONS, [OWNER, CATALOGUE])


class Migration(migrations.Migration):
    dependencies = [
        ("staff", "0004_refund_permission"),
        ("catalog", "0015_subcategory_searched_and_synonyms"),
    ]

    operations = [migrations.RunPython(grant, migrations.RunPython.noop)]
