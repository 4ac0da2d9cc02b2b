"""Refunds (payments.Payment's refund_payment) are the Owner's (staff.roles)."""

from django.db import migrations

from staff.roles import OWNER, role_permission_grant


def grant(apps, schema_editor):
    role_permission_grant(apps, ["payments.refund_payment"], [OWNER])


class Migration(migrations.Migration):
    dependencies = [
        ("staff", "0003_search_report_permission"),
        ("payments", "0001_initial"),
    ]

    operations = [migrations.RunPython(grant, migrations.RunPython.noop)]
