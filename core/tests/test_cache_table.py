"""The database cache's table comes with `migrate`, whichever cache the migrating process uses: tests migrate
with DEBUG's memory cache, as `make run` does, and the same database may then serve a production process that has
no Redis and reads its cached pages from that table."""

import pytest
from django.conf import settings
from django.core.cache.backends.db import DatabaseCache
from django.db import connection


@pytest.mark.django_db
def test_a_database_migrated_with_the_memory_cache_has_the_database_caches_table():
    assert settings.CACHES["default"]["BACKEND"].endswith("LocMemCache")
    assert settings.DATABASE_CACHE_TABLE in connection.introspection.table_names()

    production_cache = DatabaseCache(settings.DATABASE_CACHE_TABLE, {})
    production_cache.set("page", "kept")
    assert production_cache.get("page") == "kept"
