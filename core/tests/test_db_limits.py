"""Web requests run with a lock timeout, a statement timeout and work_mem set per transaction (core.db_limits):
a checkout that meets a product row another transaction holds answers the JSON 503 instead of waiting for it,
and no setting stays on the database session (PgBouncer hands it to the next client)."""

import psycopg
import pytest
from django.db import connection, transaction

from catalog.tests.factories import ProductFactory
from conftest import postgresql_only
from core.db_limits import longer_statements, request_limits
from orders.models import Order
from orders.tests.checkout import payload

pytestmark = [
    pytest.mark.django_db(transaction=True),
    postgresql_only("lock and statement timeouts are PostgreSQL's"),
]

UNAVAILABLE = "Service temporarily unavailable. Please try again shortly."


def shown(*names):
    with connection.cursor() as cursor:
        values = []
        for name in names:
            cursor.execute(f"SHOW {name}")
            values.append(cursor.fetchone()[0])
        return values


def other_session():
    """A connection of another client, e.g. a staff bulk change that holds rows."""
    settings = connection.settings_dict
    return psycopg.connect(
        dbname=settings["NAME"], user=settings["USER"], host=settings["HOST"], port=settings["PORT"] or 5432
    )


LIMITS = ("lock_timeout", "statement_timeout", "work_mem")


@pytest.fixture(autouse=True)
def fresh_session_after():
    """The limits a request set stay on its session, as they do on a worker's connection; the test database's flush
    after a test (on a loaded machine, past a 200 ms statement limit) runs on a new session with the defaults."""
    yield
    connection.close()


def test_a_web_requests_statements_run_with_the_limits():
    connection.close()  # a new session, as a worker's first request opens

    with request_limits():
        with transaction.atomic():
            first_in_a_transaction = shown(*LIMITS)
        in_autocommit = shown(*LIMITS)
        with transaction.atomic():
            in_a_transaction = shown(*LIMITS)

    assert first_in_a_transaction == in_autocommit == in_a_transaction == ["5s", "15s", "32MB"]


def test_behind_a_transaction_pooler_the_limits_are_set_per_transaction_and_leave_nothing_on_the_session(settings):
    settings.DATABASE_POOLING = "transaction"
    connection.close()
    server_defaults = shown(*LIMITS)

    with request_limits():
        in_autocommit = shown(*LIMITS)
        with transaction.atomic():
            in_a_transaction = shown(*LIMITS)

    assert in_autocommit == in_a_transaction == ["5s", "15s", "32MB"]
    assert shown(*LIMITS) == server_defaults != in_autocommit  # what the next client of the server connection sees


def test_staff_imports_and_exports_get_the_longer_statement_timeout():
    with request_limits(), longer_statements():
        assert shown("lock_timeout", "statement_timeout") == ["5s", "5min"]


def test_a_checkout_waiting_on_a_held_product_row_answers_503_and_a_retry_places_it_once(api_client, settings):
    settings.DATABASE_LOCK_TIMEOUT = "200ms"
    product = ProductFactory(stock=3)
    body = payload([(product, 1)])
    key = {"HTTP_IDEMPOTENCY_KEY": "held-row-retry"}

    with other_session() as holder:
        holder.execute("SELECT 1 FROM catalog_product WHERE id = %s FOR UPDATE", [product.pk])
        refused = api_client.post("/api/orders", body, format="json", **key)

    assert refused.status_code == 503
    assert refused.json() == {"message": UNAVAILABLE}
    assert refused["Retry-After"] == "5"
    product.refresh_from_db()
    assert (product.stock, Order.objects.count()) == (3, 0)

    retried = api_client.post("/api/orders", body, format="json", **key)

    assert retried.status_code == 201
    product.refresh_from_db()
    assert (product.stock, Order.objects.count()) == (2, 1)


def test_a_catalogue_read_past_the_statement_timeout_answers_503(api_client, settings):
    settings.DATABASE_LOCK_TIMEOUT = "0"  # no lock limit: the statement's own limit ends the wait
    settings.DATABASE_STATEMENT_TIMEOUT = "200ms"
    product = ProductFactory()

    with other_session() as holder:
        holder.execute("LOCK TABLE catalog_product IN ACCESS EXCLUSIVE MODE")  # e.g. a migration rewriting it
        waited = api_client.get(f"/api/products/{product.pk}")

    assert waited.status_code == 503
    assert waited.json() == {"message": UNAVAILABLE}
    assert api_client.get(f"/api/products/{product.pk}").status_code == 200
