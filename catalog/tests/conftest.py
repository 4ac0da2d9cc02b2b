import pytest


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    # The staff/customer fixtures hash a password per test; PBKDF2 would dominate the run time.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
