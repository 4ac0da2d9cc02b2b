from django.apps import AppConfig


class FeaturedConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "featured"

    def ready(self):
        from . import signals  # noqa: F401
