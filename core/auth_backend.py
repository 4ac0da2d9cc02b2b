"""Django's ModelBackend, with the one query every signed-in request makes compiled once per process, and a
staff member's permissions read in one query."""

from functools import cache

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.models import Permission
from django.db import connections
from django.db.models import Q


@cache
def _user_by_pk_query(alias: str) -> tuple[str, list[str]]:
    """The SQL of `User._default_manager.filter(pk=…)` on database `alias`, and the attributes of its columns."""
    user_model = get_user_model()
    query = user_model._default_manager.using(alias).filter(pk=0).query
    sql, _ = query.get_compiler(alias).as_sql()
    return sql, [field.attname for field in user_model._meta.concrete_fields]


class SessionUserBackend(ModelBackend):
    """Reads the session's user the way ModelBackend does (the same row, the same active check), from SQL built
        once: under load, building that query with the ORM on every request was a fifth of a cached staff read's
        CPU (bench/RESULTS.md, session 5). A staff request's permissions (core.permissions) are read in one query,
    the member's own and their roles' together, where ModelBackend makes two. Sign-in and the rest are
    ModelBackend's."""

    def get_user(self, user_id):
        user_model = get_user_model()
        alias = user_model._default_manager.db
        sql, attnames = _user_by_pk_query(alias)
        with connections[alias].cursor() as cursor:
            cursor.execute(sql, [user_id])
            row = cursor.fetchone()
        if row is None:
            return None
        user = user_model.from_db(alias, attnames, row)
        return user if self.user_can_authenticate(user) else None

    def get_all_permissions(self, user_obj, obj=None):
        if not user_obj.is_active or user_obj.is_anonymous or obj is not None:
            return set()
        if not hasattr(user_obj, "_perm_cache"):
            permissions = Permission.objects.all()
            if not user_obj.is_superuser:
                permissions = permissions.filter(Q(user=user_obj) | Q(group__user=user_obj))
            user_obj._perm_cache = {
                f"{app_label}.{codename}"
                for app_label, codename in permissions.values_list("content_type__app_label", "codename").distinct()
            }
        return user_obj._perm_cache
