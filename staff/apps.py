from django.apps import AppConfig
from django.apps import apps as django_apps
from django.contrib.admin import apps as admin_apps
from django.db.models.signals import post_migrate


class StaffConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "staff"

    def ready(self):
        # The role groups exist after every migrate, and again after a test's flush empties the tables. Sent as
        # auth's: post_migrate is sent only for apps with models, which this one has none of.
        auth = django_apps.get_app_config("auth")
        post_migrate.connect(_create_role_groups, sender=auth, dispatch_uid="staff-role-groups")


def _create_role_groups(apps=django_apps, **kwargs):  # flush sends no `apps`
    from .roles import role_groups_create

    role_groups_create(apps)


class VoltcartAdminConfig(admin_apps.AdminConfig):
    """django.contrib.admin with the login limit of the staff API (staff/admin_site.py)."""

    default = False  # named in INSTALLED_APPS as "staff.apps.VoltcartAdminConfig"
    default_site = "staff.admin_site.VoltcartAdminSite"
