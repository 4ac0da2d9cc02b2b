from django.apps import AppConfig
from django.contrib.admin import apps as admin_apps


class StaffConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "staff"


class VoltcartAdminConfig(admin_apps.AdminConfig):
    """django.contrib.admin with the login limit of the staff API (staff/admin_site.py)."""

    default = False  # named in INSTALLED_APPS as "staff.apps.VoltcartAdminConfig"
    default_site = "staff.admin_site.VoltcartAdminSite"
