"""Fixtures shared by every app's tests."""

import os

import pytest
from django.core.cache import cache
from django.db import connection
from django.middleware.csrf import _get_new_csrf_string
from rest_framework.test import APIClient

from catalog.search.misses import search_misses_discard
from staff.roles import OWNER
from staff.services import staff_member_create
from uploads.storage import local_storage


@pytest.fixture(autouse=True)
def media_root(settings, tmp_path):
    """Each test stores uploaded photos in a folder of its own (a live server runs in the test's process)."""
    root = tmp_path / "media"
    settings.MEDIA_ROOT = root
    settings.STORAGES = {**settings.STORAGES, "uploads": local_storage(root, settings.MEDIA_URL)}
    return root


@pytest.fixture(autouse=True)
def _no_pending_search_misses(settings):
    # Counted in memory per process (catalog.search.misses): a test's counts never reach another test's database,
    # and none is written behind its back (a test of the timed flush sets its own delay).
    settings.SEARCH_MISS_FLUSH_SECONDS = 3600
    search_misses_discard()
    yield
    search_misses_discard()


@pytest.fixture(autouse=True)
def _fresh_cache():
    # Cached reads and data versions live in the cache; each test starts with none.
    cache.clear()
    yield
    cache.clear()


# Redis for the tests of Redis rate-limit counters: REDIS_URL, else the local one (it runs on every machine and
# in CI). Those tests use keys of their own (random client addresses), as other runs may share the database.
LIMITS_REDIS_URL = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/7"


class LimitClock:
    """The time every rate-limit counter reads (core.ratelimit.now), moved by hand."""

    def __init__(self, moment):
        self.moment = moment

    def __call__(self):
        return self.moment

    def advance(self, seconds):
        self.moment += seconds


@pytest.fixture(autouse=True)
def limit_clock(monkeypatch):
    """The rate limits' clock stands still in tests unless a test moves it: a window's end never depends on how
    fast a test runs. A quarter of a second past a whole second, so a wait is never a whole number of seconds."""
    from core import ratelimit

    clock = LimitClock(1_900_000_810.25)
    monkeypatch.setattr(ratelimit, "now", clock)
    return clock


@pytest.fixture(params=["database", "redis"])
def limit_counters(request, settings):
    """The test runs once with the database's counter table and once with Redis counting."""
    settings.REDIS_URL = LIMITS_REDIS_URL if request.param == "redis" else ""
    return request.param


def postgresql_only(reason):
    """Marks a test whose claim holds only on PostgreSQL (its `reason` says why): skipped on SQLite, so the
    count of tests run says what was checked there."""
    return pytest.mark.skipif(connection.vendor != "postgresql", reason=f"PostgreSQL only: {reason}")


def make_client(user=None, csrf=True):
    """An API client that, like the SPA, sends the CSRF cookie and header (CSRF is enforced)."""
    client = APIClient(enforce_csrf_checks=True)
    if csrf:
        token = _get_new_csrf_string()
        client.cookies["csrftoken"] = token
        client.credentials(HTTP_X_CSRFTOKEN=token)
    if user is not None:
        client.force_login(user)
    return client


@pytest.fixture
def api_client():
    return make_client()


@pytest.fixture
def staff_user(django_user_model):
    return staff_member_create("staffer", password="s3cret-pass", roles=[OWNER])


@pytest.fixture
def customer_user(django_user_model):
    return django_user_model.objects.create_user("shopper", password="s3cret-pass")


@pytest.fixture
def staff_client(staff_user):
    return make_client(staff_user)


@pytest.fixture
def customer_client(customer_user):
    return make_client(customer_user)


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    # PBKDF2 costs ~0.3 s per user created; the tests check permissions, not hash strength.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
