"""Simultaneous activations leave exactly one active item and never a server error."""

import pytest
from django.db import connection

from shop.tests.subprocess_race import run_on_a_sqlite_file

from .race import race_to_activate


@pytest.mark.django_db(transaction=True)
def test_simultaneous_activations_leave_one_active_item(tmp_path):
    if connection.vendor == "sqlite":
        result = run_on_a_sqlite_file("featured.tests.race", tmp_path)
    else:
        result = race_to_activate(items=8)

    assert result["outcomes"] == ["activated"] * 8, result
    assert result["active"] == 1
