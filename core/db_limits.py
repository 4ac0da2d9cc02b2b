"""Limits on what one web request may cost PostgreSQL: how long it waits for a row lock, how long one statement
runs, and the memory a sort or a bitmap may take (`work_mem`).

A middleware gives every web request's database work the limits, in one of two ways:

- Connected to PostgreSQL itself (the default), the first statement a connection runs outside a transaction sets
  them for its session, once: a web process's connections serve web requests only, and are kept from one request
  to the next (CONN_MAX_AGE). Inside a transaction they are set for the transaction (a session setting made there
  would be undone by a rollback).
- Behind PgBouncer in transaction mode (DATABASE_POOLING), where consecutive transactions of one connection may run
  on different server connections and a session setting would stay on one the next client gets, they are set with
  `set_config(..., is_local => true)` at the start of every transaction, and a statement sent outside
  `transaction.atomic()` runs in a transaction of its own that carries them (three more round trips each).

A startup `options` parameter, which would set them at no cost, is refused by PgBouncer. Management commands, the
periodic jobs and migrations are not web requests: they run under the server's defaults (an index build at a
million products takes minutes).

A wait or a statement past its limit raises OperationalError, which every /api/ call answers with the JSON 503
and `Retry-After` (core.middleware): a checkout that meets a product row held by another transaction tells the
shopper to try again after DATABASE_LOCK_TIMEOUT instead of holding the dialog for as long as the lock lasts.
Staff imports and exports run longer statements (LONG_STATEMENT_TIMEOUT): see `longer_statements`.
"""

import contextlib
from weakref import WeakKeyDictionary

from django.conf import settings
from django.db import connections, transaction
from psycopg.pq import TransactionStatus

_SET_LIMITS = (
    "SELECT set_config('lock_timeout', %s, {local}), set_config('statement_timeout', %s, {local}), "
    "set_config('work_mem', %s, {local})"
)
FOR_TRANSACTION = _SET_LIMITS.format(local="true")
FOR_SESSION = _SET_LIMITS.format(local="false")

# The limits each server session was given (by its psycopg connection): set again only when they change.
_session_limits = WeakKeyDictionary()


class _Limits:
    """An execute wrapper (Django's `connection.execute_wrapper`) that gives the request's statements the limits."""

    def __init__(self, alias, statement_timeout):
        self.alias = alias
        self.limits = (settings.DATABASE_LOCK_TIMEOUT, statement_timeout, settings.DATABASE_WORK_MEM)

    def _set(self, context, sql):
        with context["connection"].wrap_database_errors:
            context["cursor"].cursor.execute(sql, self.limits)

    def __call__(self, execute, sql, params, many, context):
        connection = context["connection"]
        session_has_them = not settings.DATABASE_POOLING and _session_limits.get(connection.connection) == self.limits
        if not connection.get_autocommit():  # in a transaction Django manages: set before its first statement
            if not session_has_them and connection.connection.info.transaction_status == TransactionStatus.IDLE:
                self._set(context, FOR_TRANSACTION)
        elif not settings.DATABASE_POOLING:
            if not session_has_them:
                self._set(context, FOR_SESSION)
                _session_limits[connection.connection] = self.limits
        else:
            with transaction.atomic(using=self.alias):
                self._set(context, FOR_TRANSACTION)
                return execute(sql, params, many, context)
        return execute(sql, params, many, context)


@contextlib.contextmanager
def request_limits(statement_timeout=None):
    """Within the block, every PostgreSQL transaction of this thread's connections carries the limits (the
    innermost block's). `statement_timeout` defaults to DATABASE_STATEMENT_TIMEOUT."""
    timeout = statement_timeout or settings.DATABASE_STATEMENT_TIMEOUT
    with contextlib.ExitStack() as stack:
        for alias in settings.DATABASES:
            connection = connections[alias]
            if connection.vendor != "postgresql":
                continue
            outer = next((wrapper for wrapper in connection.execute_wrappers if isinstance(wrapper, _Limits)), None)
            if outer is None:
                stack.enter_context(connection.execute_wrapper(_Limits(alias, timeout)))
            else:
                stack.callback(setattr, outer, "limits", outer.limits)
                outer.limits = _Limits(alias, timeout).limits
        yield


def longer_statements():
    """Statements in the block may run for LONG_STATEMENT_TIMEOUT: a staff import of 10,000 rows, or an export
    that reads every order while it streams (after the request's own limits have ended)."""
    return request_limits(statement_timeout=settings.LONG_STATEMENT_TIMEOUT)


class DatabaseLimitsMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        with request_limits():
            return self.get_response(request)
