from shop.tests.fixtures import fast_password_hashing  # noqa: F401
