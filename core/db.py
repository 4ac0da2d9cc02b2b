"""Database helpers shared by the apps' services."""

from django.db import connections, transaction
from django.db.models import F


def lock_rows(queryset):
    """Lock the rows of `queryset` until the current transaction ends; return them in primary-key order.

    PostgreSQL (and any backend with row locks): SELECT ... FOR UPDATE in primary-key order, so two
    transactions locking overlapping rows queue up instead of deadlocking.

    SQLite has no row locks and would otherwise fail a read-then-write transaction with "database is
    locked" when another writer got in between. A no-op UPDATE on the same rows makes this transaction
    the database's single writer right away; concurrent ones wait (busy timeout) for it to finish. Call
    it before any other query in the transaction.
    """
    alias = queryset.db
    if not transaction.get_connection(alias).in_atomic_block:
        raise RuntimeError("lock_rows() must be called inside transaction.atomic().")
    queryset = queryset.order_by("pk")
    if connections[alias].features.has_select_for_update:
        return list(queryset.select_for_update())
    pk = queryset.model._meta.pk.attname
    queryset.update(**{pk: F(pk)})
    return list(queryset)
