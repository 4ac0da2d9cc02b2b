"""The staff roles as groups (staff.roles); staff who are not superusers keep doing everything, as Owners, until
an operator gives them a narrower role."""

from django.db import migrations

from staff.roles import OWNER, role_groups_create


def create_roles(apps, schema_editor):
    role_groups_create(apps)
    owner = apps.get_model("auth", "Group").objects.get(name=OWNER)
    for user in apps.get_model("auth", "User").objects.filter(is_staff=True, is_superuser=False, groups=None):
        user.groups.add(owner)


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("catalog", "0005_image_renditions"),
        ("orders", "0007_analytics_permission"),
        ("featured", "0001_initial"),
        ("uploads", "0001_initial"),
    ]

    operations = [migrations.RunPython(create_roles, migrations.RunPython.noop)]
