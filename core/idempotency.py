"""The Idempotency-Key header of a request that must not be carried out twice (a checkout, a refund)."""

import re
from collections.abc import Iterator
from contextlib import contextmanager

from django.conf import settings
from django.db import DatabaseError, connection
from drf_spectacular.utils import OpenApiParameter

from .api_errors import ApiError

IDEMPOTENCY_KEY_RULE = "Idempotency-Key must be 1 to 255 printable characters"


def idempotency_key(request) -> str | None:
    """The request's Idempotency-Key, None when absent; 400 when it is not 1 to 255 printable characters."""
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not re.fullmatch(r"[\x20-\x7e]{1,255}", key):
        raise ApiError(IDEMPOTENCY_KEY_RULE, errors={"Idempotency-Key": [IDEMPOTENCY_KEY_RULE]})
    return key


def idempotency_key_parameter(description: str) -> OpenApiParameter:
    """The header in the OpenAPI description of a view that honours it; `description` says what a repeat does."""
    return OpenApiParameter(
        "Idempotency-Key",
        {"type": "string", "pattern": "^[ -~]{1,255}$"},
        OpenApiParameter.HEADER,
        required=False,
        description=f"1 to 255 printable characters, {description}",
    )


@contextmanager
def key_running(scope: str, key: str) -> Iterator[bool | None]:
    """Mark `key` (of `scope`, e.g. "checkout") as being carried out by this request while the block runs. Yields
    True when this request now holds it, False when another request that is still alive holds it, and None where
    the database cannot tell (SQLite, or PostgreSQL behind a pooler in transaction mode): the caller judges by time.

    On PostgreSQL this is a session advisory lock of the request's own database connection: it needs no open
    transaction (a checkout authorises its payment outside any), and it ends with the session. So a request whose
    worker was killed, or whose machine went away, stops holding its key as soon as PostgreSQL sees its connection
    close, and a retry takes over at once; while the request lives, however long it takes, no retry carries out its
    key a second time. The lock needs one server connection from start to end: behind PgBouncer in transaction mode
    (DATABASE_POOLING) the unlock could reach another server connection than the lock, which would then outlive the
    request, so there none is taken."""
    if connection.vendor != "postgresql" or settings.DATABASE_POOLING:
        yield None
        return
    name = f"{scope}:{key}"
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_try_advisory_lock(hashtextextended(%s, 0))", [name])
        held = cursor.fetchone()[0]
    try:
        yield held
    finally:
        if held:
            _key_release(name)


def _key_release(name: str) -> None:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_unlock(hashtextextended(%s, 0))", [name])
    except DatabaseError:
        # The lock must not outlive the request on a connection kept for the next one: ending the session ends it.
        connection.close()
