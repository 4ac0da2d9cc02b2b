"""Fixtures the orders, featured, staff and shop test packages share (imported by their conftest.py)."""
import pytest


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    # PBKDF2 costs ~0.3 s per user created; the tests check permissions, not hash strength.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
