"""Staff product edits never fail while checkouts of the same product run (on SQLite they used to be
"database is locked" 17 times in 20)."""

import pytest
from django.db import connection

from shop.tests.subprocess_race import run_on_a_sqlite_file

from .race_edits import edits_during_checkouts


@pytest.mark.django_db(transaction=True)
def test_product_edits_and_checkouts_queue_instead_of_failing(tmp_path):
    if connection.vendor == "sqlite":
        result = run_on_a_sqlite_file("catalog.tests.race_edits", tmp_path)
    else:
        result = edits_during_checkouts()

    assert result["counts"] == {"placed": 20, "edited": 20}, result
    assert result["stock"] == 980
    assert result["name"] == "Busy Phone 19"
