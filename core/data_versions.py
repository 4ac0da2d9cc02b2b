"""Version numbers kept in the cache, one per kind of data ("catalog", "orders"). A cached answer built
from that data is stored with the version it was built under; every write bumps the version once its
transaction commits, so no cached answer outlives the data it was built from. A read fetches the version and
the answer together (one round trip to Redis) and ignores an answer built under another version."""

import hashlib
import time
from collections.abc import Callable
from contextlib import suppress
from typing import TypeVar

from django.core.cache import cache
from django.db import transaction


def _key(name: str) -> str:
    return f"{name}:version"


def data_version(name: str) -> int:
    version = cache.get(_key(name))
    if version is None:
        # A lost version restarts from the clock, never from a number older entries were stored under.
        cache.add(_key(name), time.time_ns() // 1000, timeout=None)
        version = cache.get(_key(name))
    return version


T = TypeVar("T")


def _entry_key(name: str, key: str) -> str:
    # Hashed, so any text (a search term, a status with a space) makes a key every cache backend accepts.
    return f"{name}:{hashlib.blake2b(key.encode(), digest_size=16).hexdigest()}"


def read_under(name: str, key: str) -> tuple[int, object | None]:
    """(`name`'s current version, what is kept under `key` for that version or None), in one cache round trip:
    an entry keeps the version it was built under, and one built under an older version is not returned."""
    found = cache.get_many([_key(name), _entry_key(name, key)])
    version = found.get(_key(name))
    if version is None:
        return data_version(name), None
    entry = found.get(_entry_key(name, key))
    return version, entry[1] if entry is not None and entry[0] == version else None


def keep_under(name: str, key: str, version: int, value, timeout: int) -> None:
    """Keep `value`, built from `name`'s data at `version` (as read_under returned it), for `timeout` seconds."""
    cache.set(_entry_key(name, key), (version, value), timeout)


def cached_under(
    name: str,
    key: str,
    build: Callable[[], T],
    timeout: int,
    *,
    still_good: Callable[[T], bool] | None = None,
    freshen: Callable[[T], T] | None = None,
) -> T:
    """`build()`, kept in the cache for at most `timeout` seconds under `name`'s current version: the same
    for every reader until the data changes (or `still_good` says the clock has made it wrong). `freshen`
    re-reads, on a value taken from the cache, what changes without a version bump. `build` must not return
    None (None means "not cached"); a `timeout` of 0 keeps nothing."""
    if timeout <= 0:
        return build()
    version, value = read_under(name, key)
    if value is None or (still_good is not None and not still_good(value)):
        value = build()
        keep_under(name, key, version, value, timeout)
    elif freshen is not None:
        value = freshen(value)
    return value


def data_changed(name: str) -> None:
    """Answers cached under `name`'s version are stale once the current transaction commits (at once outside one).

    Robust: if the cache cannot be reached then, the write has committed all the same, so the request still
    succeeds (a checkout must not answer 500 for an order it placed); the error is logged, and cached answers
    expire on their own (PUBLIC_CACHE_SECONDS, the dashboard's FIGURES_CACHE_SECONDS)."""
    transaction.on_commit(lambda: _bump(name), robust=True)


def _bump(name: str) -> None:
    with suppress(ValueError):  # no version yet: the next read starts a new one
        cache.incr(_key(name))
