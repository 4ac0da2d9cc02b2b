from django.apps import AppConfig


class OpsConfig(AppConfig):
    """What operators see and run, on top of the apps: GET /metrics (the requests' metrics from core.metrics, and
    the verification queue, low stock and the jobs read at scrape time) and the periodic jobs (`run_jobs`). It may
    import every app; no app imports it."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "ops"
