from django.apps import AppConfig


class CoreConfig(AppConfig):
    """Code every app may use and that uses no app: errors and the one error format, input fields and the JSON
    parser, access rules, paging, cached reads and data versions, rate-limit counters, the schema's hooks."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "core"
