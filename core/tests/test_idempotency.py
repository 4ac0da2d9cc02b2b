"""core.idempotency.key_running: a key carried out by one live request at a time, free again once that request's
database session ends (its worker killed), with no timer. Only PostgreSQL can tell: elsewhere (SQLite), and behind
a pooler in transaction mode, key_running answers None and the caller judges by time (orders/tests/test_idempotency
checks a checkout's retry both ways)."""

import pytest
from django.db import connection

from conftest import postgresql_only
from core.idempotency import key_running

from .key_holder import AnotherRequest

pytestmark = [
    pytest.mark.django_db(transaction=True),
    postgresql_only("a key is held by a session advisory lock of PostgreSQL's"),
]


def advisory_locks_of_this_session():
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()")
        return cursor.fetchone()[0]


def test_a_key_is_held_by_one_request_at_a_time_and_free_once_it_finishes():
    with AnotherRequest("checkout", "attempt-1"):
        with key_running("checkout", "attempt-1") as held:
            assert held is False
        with key_running("checkout", "attempt-2") as other_key, key_running("refund", "attempt-1") as other_scope:
            assert other_key is True and other_scope is True
    with key_running("checkout", "attempt-1") as held:
        assert held is True


def test_a_key_whose_request_died_is_free_at_once():
    with AnotherRequest("checkout", "attempt-3") as other:
        other.dies()
        with key_running("checkout", "attempt-3") as held:
            assert held is True


def test_a_finished_request_leaves_no_lock_on_its_kept_connection():
    with key_running("checkout", "attempt-4"):
        assert advisory_locks_of_this_session() == 1

    assert advisory_locks_of_this_session() == 0


def test_behind_a_pooler_in_transaction_mode_no_session_lock_is_taken(settings):
    settings.DATABASE_POOLING = "transaction"

    with key_running("checkout", "attempt-5") as held:
        assert held is None  # the caller judges by time
        assert advisory_locks_of_this_session() == 0
