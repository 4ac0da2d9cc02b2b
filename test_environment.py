"""Loaded by pytest before Django is configured (pytest.ini: `-p test_environment`).

Tests run as `make test` runs them, with DEBUG on (settings default to off, as production needs);
the tests of production behaviour turn it off themselves or start a server with production settings.
"""

import os

os.environ.setdefault("DEBUG", "true")
