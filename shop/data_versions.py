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
    """Answers cached under `name`'s version are stale once the current transaction commits (at once outside one).

    Robust: if the cache cannot be reached then, the write has committed all the same, so the request still
    succeeds (a checkout must not answer 500 for an order it placed); the error is logged, and cached answers
    expire on their own (PUBLIC_CACHE_SECONDS, the dashboard's FIGURES_CACHE_SECONDS)."""
    transaction.on_commit(lambda: _bump(name), robust=True)


def _bump(name: str) -> None:
    with suppress(ValueError):  # no version yet: the next read starts a new one
        cache.incr(_key(name))
