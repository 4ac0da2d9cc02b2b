"""Django's ModelBackend, with the one query every signed-in request makes compiled once per process."""

from functools import cache

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import ModelBackend
from django.db import connections


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
    CPU (bench/RESULTS.md, session 5). Sign-in, permissions and everything else are ModelBackend's."""

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
