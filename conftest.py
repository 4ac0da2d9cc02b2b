"""Fixtures shared by every app's tests."""

import pytest
from django.core.cache import cache
from django.middleware.csrf import _get_new_csrf_string
from rest_framework.test import APIClient


@pytest.fixture(autouse=True)
def _fresh_cache():
    # Throttle counters live in the cache; each test starts with none.
    cache.clear()
    yield
    cache.clear()


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
    return django_user_model.objects.create_user("staffer", password="s3cret-pass", is_staff=True)


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
