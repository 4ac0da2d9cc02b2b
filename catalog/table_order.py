"""The products' table kept in the order searches and category pages read it (decision 0036).

A search reads its matches' rows through the trigram index, and a category page reads its products' rows: one
table page each when the rows are scattered, as products arrive one kind after another. Products of a category,
and within it of a brand and a kind (subcategory), share the words shoppers search, so in that order a search's
matches and a category's products fill whole pages. PostgreSQL keeps no order as rows are written, so the table is
rewritten in it from time to time (`manage.py reorder_products`, weekly from deploy/crontab) by pg_repack, which
rebuilds it beside the live one and swaps them under a lock of a moment: reads and writes go on meanwhile, unlike
CLUSTER, which holds every reader for the whole rewrite (68 s at a million products). Nothing else depends on the
order: a table out of it answers the same, more slowly.
"""

import os
import shutil
import subprocess
from dataclasses import dataclass

from django.db import connection

from .models import Product

# The order, as pg_repack's --order-by takes it: a category's products together, within it a brand's, within that a
# kind's.
PRODUCT_TABLE_ORDER = "category, brand, subcategory"

# How long pg_repack waits for its two moments of exclusive lock (at the swap's start and end) before giving up.
# It never cancels the queries in its way (--no-kill-backend): the next run tries again.
LOCK_WAIT_SECONDS = 60


class ReorderUnavailable(Exception):
    """The database cannot be reordered here; the message says why and what to install."""


@dataclass(frozen=True)
class Connection:
    """Where pg_repack connects: the server itself, never a pooler in transaction mode (it holds session locks)."""

    host: str
    port: str
    user: str
    password: str
    name: str

    @classmethod
    def of_settings(cls, settings_dict) -> "Connection":
        return cls(
            host=settings_dict["HOST"] or "localhost",
            port=str(settings_dict["PORT"] or 5432),
            user=settings_dict["USER"] or "postgres",
            password=settings_dict["PASSWORD"] or "",
            name=settings_dict["NAME"],
        )


def products_reorder(target: Connection | None = None) -> str:
    """Rewrite the products' table in PRODUCT_TABLE_ORDER with pg_repack (creating its extension when missing), on
    `target` or the default database, and say what was done. Nothing to do on SQLite, whose small catalogues are
    read whole. Raises ReorderUnavailable without pg_repack, or when it fails (with its message)."""
    if connection.vendor != "postgresql":
        return "SQLite keeps no table order: nothing to reorder."
    executable = shutil.which("pg_repack")
    if executable is None:
        raise ReorderUnavailable(
            "pg_repack is not installed (Debian: postgresql-<server version>-repack, make pg-repack)."
        )
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_repack'")
        if cursor.fetchone() is None:
            raise ReorderUnavailable("The database server has no pg_repack extension (postgresql-<version>-repack).")
        cursor.execute("CREATE EXTENSION IF NOT EXISTS pg_repack")
    target = target or Connection.of_settings(connection.settings_dict)
    command = [
        executable,
        f"--host={target.host}",
        f"--port={target.port}",
        f"--username={target.user}",
        f"--dbname={target.name}",
        f"--table=public.{Product._meta.db_table}",
        f"--order-by={PRODUCT_TABLE_ORDER}",
        f"--wait-timeout={LOCK_WAIT_SECONDS}",
        "--no-kill-backend",
        "--no-analyze",  # the VACUUM below analyzes too
    ]
    environment = {**os.environ, "PGPASSWORD": target.password} if target.password else None
    run = subprocess.run(command, capture_output=True, text=True, env=environment)
    if run.returncode != 0:
        raise ReorderUnavailable(f"pg_repack failed: {(run.stderr or run.stdout).strip()}")
    # The new table's rows are not yet marked visible to every transaction, so each index-only scan (the listings'
    # and the walks') would read every row it passes in the table too, until autovacuum came by: at a million
    # products the first search pages' p95 was 62-69 ms so, 51 once vacuumed.
    with connection.cursor() as cursor:
        cursor.execute(f"VACUUM (ANALYZE) {connection.ops.quote_name(Product._meta.db_table)}")
    return f"{(run.stderr + run.stdout).strip()}\nThe products' table is in ({PRODUCT_TABLE_ORDER}) order."
