"""GET /healthz."""

from unittest import mock

from django.db import OperationalError


def test_healthz_answers_ok_after_a_database_query(client, django_assert_num_queries, db):
    with django_assert_num_queries(1):
        response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok"}
    assert "no-cache" in response["Cache-Control"]


def test_healthz_answers_503_when_the_database_is_unreachable(client, db):
    with mock.patch("django.db.backends.utils.CursorWrapper.execute", side_effect=OperationalError("down")):
        response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json() == {"status": "unavailable", "database": "error"}
