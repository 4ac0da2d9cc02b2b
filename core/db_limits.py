"""Limits on what one web request may cost PostgreSQL: how long it waits for a row lock, how long one statement
runs, and the memory a sort or a bitmap may take (`work_mem`).

Each is set with `set_config(..., is_local => true)` at the start of every transaction a request opens, never
for the session: behind PgBouncer in transaction mode a session setting would stay on a server connection that
the next client gets, and a startup `options` parameter is refused. A statement a request sends outside
`transaction.atomic()` runs in a transaction of its own that carries them. Management commands, the periodic jobs
and migrations are not web requests: they run under the server's defaults (an index build at a million products
takes minutes).

A wait or a statement past its limit raises OperationalError, which every /api/ call answers with the JSON 503
and `Retry-After` (core.middleware): a checkout that meets a product row held by another transaction tells the
shopper to try again after `DATABASE_LOCK_TIMEOUT` instead of holding the dialog for as long as the lock lasts.
Staff imports and exports run longer statements (LONG_STATEMENT_TIMEOUT): see `longer_statements`.
"""

import contextlib

from django.conf import settings
from django.db import connections, transaction
from psycopg.pq import TransactionStatus

_SET_LIMITS = (
    "SELECT set_config('lock_timeout', %s, true), set_config('statement_timeout', %s, true), "
    "set_config('work_mem', %s, true)"
)


class _Limits:
    """An execute wrapper (Django's `connection.execute_wrapper`) that gives each transaction the limits."""

    def __init__(self, alias, statement_timeout):
        self.alias = alias
        self.limits = [settings.DATABASE_LOCK_TIMEOUT, statement_timeout, settings.DATABASE_WORK_MEM]

    def _set(self, context):
        with context["connection"].wrap_database_errors:
            context["cursor"].cursor.execute(_SET_LIMITS, self.limits)

    def __call__(self, execute, sql, params, many, context):
        connection = context["connection"]
        if not connection.get_autocommit():  # in a transaction Django manages: set once, before its first statement
            if connection.connection.info.transaction_status == TransactionStatus.IDLE:
                self._set(context)
            return execute(sql, params, many, context)
        with transaction.atomic(using=self.alias):
            self._set(context)
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
