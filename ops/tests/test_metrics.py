"""GET /metrics: who may scrape it, and what it says about traffic, caches, rate limits,
checkouts, the verification queue, stock, the server render and the jobs."""

from datetime import timedelta
from unittest import mock

import pytest
from django.core.management import call_command
from django.utils import timezone
from prometheus_client.parser import text_string_to_metric_families

from catalog.tests.factories import ProductFactory
from orders.models import OrderStatus
from orders.tests.checkout import payload
from orders.tests.factories import OrderFactory

pytestmark = pytest.mark.django_db

TOKEN = "scrape-token-0123456789abcdef"


@pytest.fixture(autouse=True)
def metrics_settings(settings):
    settings.METRICS_TOKEN = TOKEN
    settings.METRICS_ALLOWED_IPS = []
    return settings


def scrape(client):
    response = client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain; version=")
    samples = {}
    for family in text_string_to_metric_families(response.content.decode()):
        for sample in family.samples:
            samples[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return samples


def value(samples, name, **labels):
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


# Access


@pytest.mark.parametrize(
    "headers",
    [{}, {"HTTP_AUTHORIZATION": "Bearer wrong"}, {"HTTP_AUTHORIZATION": TOKEN}, {"HTTP_AUTHORIZATION": "Basic x"}],
)
def test_metrics_are_404_without_the_token_or_an_allowed_address(client, headers):
    response = client.get("/metrics", **headers)
    assert response.status_code == 404
    assert b"voltcart" not in response.content


def test_metrics_are_404_to_everyone_when_neither_a_token_nor_addresses_are_set(client, settings):
    settings.METRICS_TOKEN = ""
    assert client.get("/metrics", HTTP_AUTHORIZATION="Bearer ").status_code == 404
    assert client.get("/metrics", REMOTE_ADDR="127.0.0.1").status_code == 404


def test_metrics_answer_the_bearer_of_the_token(client):
    response = client.get("/metrics", HTTP_AUTHORIZATION=f"Bearer {TOKEN}")
    assert response.status_code == 200
    assert b"# TYPE voltcart_http_requests_total counter" in response.content
    assert "no-cache" in response["Cache-Control"]


def test_metrics_answer_allowed_addresses_and_networks_only(client, settings):
    settings.METRICS_ALLOWED_IPS = ["127.0.0.1", "10.1.0.0/16"]
    assert client.get("/metrics", REMOTE_ADDR="127.0.0.1").status_code == 200
    assert client.get("/metrics", REMOTE_ADDR="10.1.200.3").status_code == 200
    assert client.get("/metrics", REMOTE_ADDR="10.2.0.1").status_code == 404
    # X-Forwarded-For is not believed unless NUM_PROXIES says a proxy sets it.
    assert client.get("/metrics", REMOTE_ADDR="203.0.113.9", HTTP_X_FORWARDED_FOR="127.0.0.1").status_code == 404


def test_behind_a_proxy_the_forwarded_client_address_decides(client, settings):
    settings.METRICS_ALLOWED_IPS = ["127.0.0.1"]
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK, "NUM_PROXIES": 1}
    # nginx on the same machine: REMOTE_ADDR is always 127.0.0.1; the client is the forwarded address.
    assert client.get("/metrics", REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="203.0.113.9").status_code == 404
    assert client.get("/metrics", REMOTE_ADDR="127.0.0.1").status_code == 200


# Content


def test_requests_are_counted_by_route_method_and_status_with_latency_and_queries(client):
    before = scrape(client)
    for _ in range(3):
        assert client.get("/healthz").status_code == 200
    assert client.get("/api/no-such-thing").status_code == 404
    after = scrape(client)

    def delta(name, **labels):
        return value(after, name, **labels) - value(before, name, **labels)

    assert delta("voltcart_http_requests_total", route="healthz", method="GET", status="200") == 3
    assert delta("voltcart_http_request_duration_seconds_count", route="healthz", status="200") == 3
    assert delta("voltcart_http_request_duration_seconds_bucket", route="healthz", status="200", le="+Inf") == 3
    assert delta("voltcart_http_requests_total", route="api-not-found", method="GET", status="404") == 1
    # /healthz runs one query per request.
    assert delta("voltcart_db_queries_total", route="healthz") == 3
    assert 0 < delta("voltcart_db_seconds_total", route="healthz") < 3
    # The scrape before this one is counted too.
    assert delta("voltcart_http_requests_total", route="metrics", method="GET", status="200") == 1


@pytest.mark.parametrize(("cache", "path"), [("public", "/api/categories"), ("page", "/")])
def test_public_and_page_cache_hits_and_misses(client, cache, path):
    ProductFactory()
    name = "voltcart_cache_lookups_total"
    before = scrape(client)
    client.get(path)
    client.get(path)
    after = scrape(client)
    for result in ("hit", "miss"):
        assert value(after, name, cache=cache, result=result) - value(before, name, cache=cache, result=result) == 1


def test_throttled_requests_by_scope(client, api_client, settings):
    settings.TRACK_RATE = "1/min"
    before = value(scrape(client), "voltcart_throttled_requests_total", scope="track")
    statuses = [
        api_client.post("/api/orders/track", {"orderId": 1, "phone": "555-010-9999"}, format="json").status_code
        for _ in range(3)
    ]
    assert statuses == [404, 429, 429]
    assert value(scrape(client), "voltcart_throttled_requests_total", scope="track") - before == 2


def test_orders_placed_and_refused_by_reason(client, api_client, django_capture_on_commit_callbacks):
    product = ProductFactory(stock=1)
    before = scrape(client)
    with django_capture_on_commit_callbacks(execute=True):
        assert api_client.post("/api/orders", payload([(product, 1)]), format="json").status_code == 201
    assert api_client.post("/api/orders", payload([(product, 1)]), format="json").status_code == 400  # sold out
    product.stock = 5
    product.save()
    assert api_client.post("/api/orders", payload([(product, 1)], total="1.00"), format="json").status_code == 400
    assert api_client.post("/api/orders", payload([(product, 1)], phone="12"), format="json").status_code == 400
    after = scrape(client)

    assert value(after, "voltcart_orders_placed_total") - value(before, "voltcart_orders_placed_total") == 1
    refused = {
        reason: value(after, "voltcart_orders_refused_total", reason=reason)
        - value(before, "voltcart_orders_refused_total", reason=reason)
        for reason in ("out_of_stock", "price_changed", "invalid", "velocity")
    }
    assert refused == {"out_of_stock": 1, "price_changed": 1, "invalid": 1, "velocity": 0}


def test_the_verification_queue_and_low_stock_are_read_at_scrape_time(client, settings):
    now = timezone.now()
    OrderFactory(created_at=now - timedelta(hours=30))  # overdue
    OrderFactory(created_at=now - timedelta(hours=2), unreachable=True)
    OrderFactory(created_at=now - timedelta(hours=1))
    OrderFactory(created_at=now - timedelta(hours=50), status=OrderStatus.VERIFIED)  # no longer waits
    settings.LOW_STOCK_THRESHOLD = 3
    ProductFactory(stock=0)
    ProductFactory(stock=3)
    ProductFactory(stock=4)
    ProductFactory(stock=1, is_active=False)

    samples = scrape(client)

    assert value(samples, "voltcart_orders_awaiting_call") == 3
    assert value(samples, "voltcart_orders_call_overdue") == 1
    assert value(samples, "voltcart_orders_unreachable") == 1
    assert 30 * 3600 <= value(samples, "voltcart_orders_oldest_waiting_seconds") < 30 * 3600 + 60
    assert value(samples, "voltcart_products_low_stock") == 2


def test_an_empty_queue_is_zero(client):
    samples = scrape(client)
    assert value(samples, "voltcart_orders_awaiting_call") == 0
    assert value(samples, "voltcart_orders_oldest_waiting_seconds") == 0


def test_server_render_time_and_fallbacks(client, settings):
    ProductFactory()
    settings.PUBLIC_CACHE_SECONDS = 0  # every page renders
    before = scrape(client)
    assert client.get("/").status_code == 200
    with mock.patch("web.server_render._bundle", return_value=None):
        assert client.get("/").status_code == 200
    after = scrape(client)

    assert (
        value(after, "voltcart_server_render_seconds_count") - value(before, "voltcart_server_render_seconds_count")
        == 1
    )
    name = "voltcart_server_render_fallbacks_total"
    assert value(after, name, reason="no_bundle") - value(before, name, reason="no_bundle") == 1


def test_each_jobs_last_success_is_exposed(client):
    samples = scrape(client)
    assert value(samples, "voltcart_job_last_success_timestamp_seconds", job="purge_checkout_keys") == 0

    call_command("run_jobs", "--once")

    samples = scrape(client)
    for job in ("purge_checkout_keys", "purge_rate_counters", "sweep_uploads"):
        stamp = value(samples, "voltcart_job_last_success_timestamp_seconds", job=job)
        assert abs(stamp - timezone.now().timestamp()) < 60
        assert value(samples, "voltcart_job_last_failure_timestamp_seconds", job=job) == 0
