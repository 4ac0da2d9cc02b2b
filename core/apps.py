from django.apps import AppConfig


class CoreConfig(AppConfig):
    """Code every app may use and that uses no app: errors and the one error format, input fields and the JSON
    parser, access rules, paging, cached reads and data versions, rate-limit counters, the schema's hooks."""

    default_auto_field = "django.db.models.BigAutoField"
    name = "core"

    def ready(self):
        import logging

        # Python's warnings are log lines too (one JSON object in production), not bare text on stderr.
        logging.captureWarnings(True)

        from django.contrib.auth import get_user_model
        from django.contrib.auth.models import Group, Permission
        from django.db.models.signals import m2m_changed, post_delete, post_save

        from .auth_backend import staff_access_changed

        user_model = get_user_model()
        for through in (user_model.groups.through, user_model.user_permissions.through, Group.permissions.through):
            m2m_changed.connect(staff_access_changed, sender=through, dispatch_uid=f"staff-access-{through.__name__}")
        for model in (Group, Permission):
            for signal in (post_save, post_delete):
                signal.connect(staff_access_changed, sender=model, dispatch_uid=f"staff-access-{model.__name__}")
