"""The read replica (DATABASE_REPLICA_URL): public catalogue reads go to it, everything else to the primary.

A read goes to the replica only inside `public_reads()`, which core.public_cache.cached_public_read opens around a
GET of a public catalogue view (listings, search, suggestions, a product, categories, the home rows, the featured
item, the sitemaps; the pages' server render calls those same views), and only for the catalogue's own tables
(PUBLIC_APPS). So the safe default holds without a list to keep: a write, a checkout, a staff screen, a session,
the cache's table and any view nobody marked read the primary. A request with `Cache-Control: no-cache` (the
cart and the checkout send it to see live stock and prices) reads the primary too.

Such a read may lag the primary by the replica's delay (well under a second on a healthy stream), and its answer
is then cached as usual: a product change reaches shoppers within that delay plus PUBLIC_CACHE_SECONDS, which
public catalogue answers already allow. Checkout always checks stock and prices on the primary.

A replica that cannot be reached (or fails in the middle of a read) costs the request nothing but a retry: the view
runs again on the primary, and for DATABASE_REPLICA_RETRY_SECONDS no read tries the replica (one WARNING line).
"""

import contextlib
import logging
import time
from contextvars import ContextVar

from django.conf import settings
from django.db import DatabaseError, InterfaceError, OperationalError, connections

REPLICA = "replica"
PRIMARY = "default"
# The catalogue's tables: products, synonyms and search words, featured items.
PUBLIC_APPS = frozenset({"catalog", "featured"})

logger = logging.getLogger(__name__)

_public = ContextVar("public_reads", default=False)
# Until when (time.monotonic()) this process reads the primary instead of a replica that failed.
_replica_down_until = 0.0


def _replica_apart():
    """Whether a replica is configured and is not the primary's own database. Under tests it is: settings make it a
    TEST MIRROR of the primary, and Django's mirror opens the primary's test database on a connection of its own,
    which would not see a test's uncommitted writes; such reads stay on the primary's connection."""
    if REPLICA not in settings.DATABASES:
        return False
    replica, primary = connections[REPLICA].settings_dict, connections[PRIMARY].settings_dict
    return any(replica[key] != primary[key] for key in ("HOST", "PORT", "NAME"))


def _replica_failed():
    """Whether the error just raised came from the replica's connection (Django marks the one that raised)."""
    connection = connections[REPLICA]
    if not connection.errors_occurred:
        return False
    with contextlib.suppress(DatabaseError):
        connection.close()
    return True


def public_reads(call):
    """Return `call()`, its catalogue reads served by the replica when one is configured and up; if the replica
    fails, back off from it and return `call()` again on the primary. `call` must only read: it may run twice."""
    global _replica_down_until
    if _public.get() or not _replica_apart() or time.monotonic() < _replica_down_until:
        return call()  # inside one already (its retry covers this), no replica, or backing off from it
    token = _public.set(True)
    try:
        return call()
    except (OperationalError, InterfaceError):
        if not _replica_failed():
            raise  # the primary's: core.middleware answers it
        _replica_down_until = time.monotonic() + settings.DATABASE_REPLICA_RETRY_SECONDS
        logger.warning(
            "Read replica unreachable: public reads go to the primary for %s s", settings.DATABASE_REPLICA_RETRY_SECONDS
        )
    finally:
        _public.reset(token)
    return call()


class ReplicaRouter:
    """DATABASE_ROUTERS when DATABASE_REPLICA_URL is set. Answers every question itself: left to Django, an object
    read from the replica would be saved back there."""

    def db_for_read(self, model, **hints):
        if _public.get() and model._meta.app_label in PUBLIC_APPS:
            return REPLICA
        return PRIMARY

    def db_for_write(self, model, **hints):
        return PRIMARY

    def allow_relation(self, obj1, obj2, **hints):
        return True  # one database, two copies

    def allow_migrate(self, db, app_label, model_name=None, **hints):
        return db == PRIMARY  # the replica copies the primary's schema; it is read-only anyway
