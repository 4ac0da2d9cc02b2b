"""Database helpers shared by the apps' services."""

from contextlib import contextmanager

from django.db import connections, router, transaction
from django.db.models import F, Q
from django.db.models.expressions import OrderBy

# Memory for building an index in one pass: a trigram index of a million products' text builds in about half the
# time it takes with PostgreSQL's default 64 MB.
INDEX_BUILD_MEMORY = "512MB"

_SECONDARY_INDEXES = """
    SELECT index.relname, pg_get_indexdef(index.oid)
    FROM pg_index JOIN pg_class AS index ON index.oid = pg_index.indexrelid
    WHERE pg_index.indrelid = %s::regclass AND NOT pg_index.indisunique AND NOT pg_index.indisprimary
"""


def require_atomic(connection, caller: str) -> None:
    """Refuse to go on outside transaction.atomic(): `caller`'s locks or schema changes must end with the caller's
    transaction, not with its own statement."""
    if not connection.in_atomic_block:
        raise RuntimeError(f"{caller}() must be called inside transaction.atomic().")


# Rows a batch of in_batches reads: a few MB of products.
BATCH_ROWS = 2000


def in_batches(queryset):
    """The rows of `queryset` in its order, read BATCH_ROWS at a time: each batch is a query of its own that starts
    after the last row of the one before (keyset), so memory holds one batch and nothing stays open between
    batches. `.iterator()` would keep a server-side cursor open instead, which a pooler in transaction mode cannot
    carry (DATABASE_POOLING turns them off, and `.iterator()` then reads every row at once). The ordering must be
    ascending, on columns or expressions that are never NULL, and end on a unique one (the primary key). Rows
    written while the batches are read may be missed or seen, as a listing walked page by page sees them."""
    keys = {}
    for index, term in enumerate(queryset.query.order_by):
        if isinstance(term, str):
            if term.startswith("-"):
                raise ValueError(f"in_batches reads ascending orderings only, not {term}")
            term = F(term)
        elif isinstance(term, OrderBy):
            if term.descending:
                raise ValueError(f"in_batches reads ascending orderings only, not {term}")
            term = term.expression
        keys[f"_batch_key{index}"] = term
    if not keys:
        raise ValueError("in_batches needs an ordering that ends on a unique column")
    ordered = queryset.annotate(**keys).order_by(*keys)
    after, size = Q(), BATCH_ROWS
    while True:
        batch = list(ordered.filter(after)[:size])
        yield from batch
        if len(batch) < size:
            return
        last = [(key, getattr(batch[-1], key)) for key in keys]
        # (k0, k1, ...) > last, spelt out; the first key's bound on its own lets an index range start there.
        later = Q()
        for index, (key, value) in enumerate(last):
            later |= Q(**dict(last[:index]), **{f"{key}__gt": value})
        after = Q(**{f"{last[0][0]}__gte": last[0][1]}) & later


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
    require_atomic(transaction.get_connection(alias), "lock_rows")
    queryset = queryset.order_by("pk")
    if connections[alias].features.has_select_for_update:
        return list(queryset.select_for_update())
    pk = queryset.model._meta.pk.attname
    queryset.update(**{pk: F(pk)})
    return list(queryset)


@contextmanager
def indexes_built_after(model):
    """A bulk load into `model`'s table, as PostgreSQL's manual advises ("Populating a Database"): the indexes that
    back no constraint are dropped for the block and built again after it, each in one pass, instead of being
    updated row by row. It must run inside transaction.atomic(): a failure rolls the drop back with the load.
    Other sessions wait for the table until the transaction ends. Elsewhere than PostgreSQL, nothing changes."""
    connection = connections[router.db_for_write(model)]
    if connection.vendor != "postgresql":
        yield
        return
    require_atomic(connection, "indexes_built_after")
    with connection.cursor() as cursor:
        cursor.execute(_SECONDARY_INDEXES, [connection.ops.quote_name(model._meta.db_table)])
        indexes = cursor.fetchall()
        for name, _ in indexes:
            cursor.execute(f"DROP INDEX {connection.ops.quote_name(name)}")
    yield
    with connection.cursor() as cursor:
        cursor.execute(f"SET LOCAL maintenance_work_mem = '{INDEX_BUILD_MEMORY}'")
        for _, definition in indexes:
            cursor.execute(definition)


def vacuum_analyze(model) -> None:
    """PostgreSQL, after a bulk load and outside any transaction (VACUUM cannot run in one): VACUUM ANALYZE `model`'s
    table, so the planner counts the new rows and the visibility map marks their pages all-visible, which
    index-only scans need (the search walks, catalog.selectors). Inside a transaction, and elsewhere than
    PostgreSQL, nothing is done: autovacuum gets to it."""
    connection = connections[router.db_for_write(model)]
    if connection.vendor != "postgresql" or connection.in_atomic_block:
        return
    with connection.cursor() as cursor:
        cursor.execute(f"VACUUM ANALYZE {connection.ops.quote_name(model._meta.db_table)}")
