"""Concurrent checkouts can never sell more than the stock (DESIGN.md, Orders)."""
import json
import os
import subprocess
import sys

import pytest
from django.conf import settings
from django.db import connection

from .race import race_for_last_units

OUT_OF_STOCK = 'refused: "Last Units" is out of stock'


def race_on_a_sqlite_file(tmp_path):
    # pytest's SQLite test database lives in memory with a shared cache, where concurrent writers
    # fail at once instead of waiting; a SQLite file (what `make run` uses) is the real thing.
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{tmp_path / 'race.sqlite3'}", "DEBUG": "true"}
    completed = subprocess.run(
        [sys.executable, "-m", "orders.tests.race"], cwd=settings.BASE_DIR, env=env,
        capture_output=True, text=True, timeout=180,
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout.strip().splitlines()[-1])


@pytest.mark.django_db(transaction=True)
def test_twelve_buyers_for_the_last_five_units(tmp_path):
    """Real threads, each with its own connection, all checking out at the same moment."""
    if connection.vendor == "sqlite":
        result = race_on_a_sqlite_file(tmp_path)
    else:
        result = race_for_last_units(stock=5, buyers=12)

    assert result["outcomes"].count("placed") == 5, result
    assert result["outcomes"].count(OUT_OF_STOCK) == 7, result
    assert result["stock"] == 0
    assert result["orders"] == 5
    assert result["sold"] == 5
