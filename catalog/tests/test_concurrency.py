"""Staff product edits never fail while checkouts of the same product run (on SQLite they used to be
"database is locked" 17 times in 20)."""

import pytest

from shop.tests.subprocess_race import race_result

from .race_edits import edits_during_checkouts


@pytest.mark.django_db(transaction=True)
def test_product_edits_and_checkouts_queue_instead_of_failing(tmp_path):
    result = race_result("catalog.tests.race_edits", edits_during_checkouts, tmp_path)

    assert result["counts"] == {"placed": 20, "edited": 20}, result
    assert result["stock"] == 980
    assert result["name"] == "Busy Phone 19"
