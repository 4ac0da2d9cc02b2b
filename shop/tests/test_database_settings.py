import pytest
from django.db import connection

pytestmark = pytest.mark.django_db


def test_postgresql_connections_have_the_work_mem_a_search_bitmap_needs():
    # With PostgreSQL's default 4 MB, a search's bitmap of a million products' pages turns lossy (shop/settings.py).
    if connection.vendor != "postgresql":
        assert "options" not in connection.settings_dict["OPTIONS"]
        return
    with connection.cursor() as cursor:
        cursor.execute("SHOW work_mem")
        assert cursor.fetchone()[0] == "32MB"
