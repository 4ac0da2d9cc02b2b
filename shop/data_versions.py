"""Version numbers kept in the cache, one per kind of data ("catalog", "orders"). A cached answer built
from that data is stored under its current version; every write bumps the version once its transaction
commits, so no cached answer outlives the data it was built from."""

import time
from contextlib import suppress

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


def data_changed(name: str) -> None:
    """Answers cached under `name`'s version are stale once the current transaction commits (at once outside one)."""
    transaction.on_commit(lambda: _bump(name))


def _bump(name: str) -> None:
    with suppress(ValueError):  # no version yet: the next read starts a new one
        cache.incr(_key(name))
