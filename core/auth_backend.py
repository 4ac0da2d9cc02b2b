"""Django's ModelBackend, with the one query every signed-in request makes compiled once per process, and a
staff member's permissions kept in the cache until who holds what changes."""

from functools import cache

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.contrib.auth.models import Permission
from django.db import connections
from django.db.models import Q

from .data_versions import cached_under, data_changed

# The permissions of each staff member are kept in the cache under this data version (core.data_versions), which
# any change to who holds what bumps (CoreConfig.ready): a staff request then reads them with its other cache
# reads instead of a query of joins every time (decision 0031). Kept at most this long all the same.
STAFF_ACCESS = "staff-access"
PERMISSIONS_KEPT_SECONDS = 300


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
        CPU (decision 0021). A staff request's permissions (core.permissions) are read in one query,
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
            key = f"{user_obj.pk}:{user_obj.is_superuser}"
            names = cached_under(STAFF_ACCESS, key, lambda: _permission_names(user_obj), PERMISSIONS_KEPT_SECONDS)
            user_obj._perm_cache = set(names)
        return user_obj._perm_cache


def _permission_names(user) -> list[str]:
    """ "app_label.codename" of each permission `user` holds, their own and their groups' (every one for a
    superuser), in one query."""
    permissions = Permission.objects.all()
    if not user.is_superuser:
        permissions = permissions.filter(Q(user=user) | Q(group__user=user))
    rows = permissions.values_list("content_type__app_label", "codename").distinct()
    return sorted(f"{app_label}.{codename}" for app_label, codename in rows)


def staff_access_changed(**kwargs) -> None:
    """A member's groups or permissions, or a group's permissions, changed: every kept permission set is stale."""
    data_changed(STAFF_ACCESS)
