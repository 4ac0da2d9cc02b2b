from django.apps import AppConfig


class CoreConfig(AppConfig):
    """Code every app may use and that uses no app: rate-limit counters for now."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "core"
