"""Concurrent checkouts can never sell more than the stock."""

import pytest
from django.db import connection

from shop.tests.subprocess_race import race_result, run_on_a_sqlite_file

from .race import race_for_last_units
from .race_calls import two_staff_verify_at_once

OUT_OF_STOCK = 'refused: "Last Units" is out of stock'


@pytest.mark.django_db(transaction=True)
def test_twelve_buyers_for_the_last_five_units(tmp_path):
    """Real threads, each with its own connection, all checking out at the same moment."""
    if connection.vendor == "sqlite":
        result = run_on_a_sqlite_file("orders.tests.race", tmp_path)
    else:
        result = race_for_last_units(stock=5, buyers=12)

    assert result["outcomes"].count("placed") == 5, result
    assert result["outcomes"].count(OUT_OF_STOCK) == 7, result
    assert result["stock"] == 0
    assert result["orders"] == 5
    assert result["sold"] == 5
    assert result["dashboard_orders"] == 5  # the daily figures counted every placed order once


@pytest.mark.django_db(transaction=True)
def test_two_staff_calling_at_once_keep_both_calls_and_change_the_status_once(tmp_path):
    result = race_result("orders.tests.race_calls", two_staff_verify_at_once, tmp_path)

    assert result["outcomes"] == ["recorded", "recorded"], result
    assert (result["calls"], result["attempts"], result["status"]) == (2, 2, "Verified")
    assert result["status_changes"] == 1
