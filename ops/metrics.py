"""GET /metrics (docs/operations.md): Prometheus's text format, for a bearer of METRICS_TOKEN or a client at one
of METRICS_ALLOWED_IPS, else 404.

A scrape answers what the requests recorded (core.metrics: summed over every gunicorn worker from
PROMETHEUS_MULTIPROC_DIR when it is set, else this process's) and what is read from the database now, in four
small aggregate queries: the verification queue (orders waiting for their call, overdue, unreachable, the oldest
one's age), the active products low on stock, the payments whose hold lapses soon or that differ from their provider,
and each periodic job's last success and failure.
"""

import hmac
import ipaddress

from django.conf import settings
from django.http import HttpResponse, HttpResponseNotFound
from django.utils import timezone
from django.views.decorators.cache import never_cache
from prometheus_client import REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.exposition import CONTENT_TYPE_LATEST
from prometheus_client.multiprocess import MultiProcessCollector

from catalog.selectors import product_low_stock
from core import metrics as request_metrics
from core.ratelimit import client_address
from orders.analytics import verification_queue_gauges
from orders.services import VERIFICATION_PROMISE_HOURS
from payments.selectors import payment_gauges

from .jobs import JOBS
from .models import JobRun


def _timestamp(moment):
    return moment.timestamp() if moment is not None else 0.0


class ShopCollector:
    """The gauges read from the database when Prometheus scrapes."""

    def collect(self):
        now = timezone.now()
        queue = verification_queue_gauges(now)
        yield GaugeMetricFamily(
            "voltcart_orders_awaiting_call", "Orders Pending Verification (waiting for their call).", queue["waiting"]
        )
        yield GaugeMetricFamily(
            "voltcart_orders_call_overdue",
            f"Orders waiting longer than the {VERIFICATION_PROMISE_HOURS}-hour promise for their call.",
            queue["overdue"],
        )
        yield GaugeMetricFamily(
            "voltcart_orders_unreachable",
            "Pending orders whose customer three calls failed to reach.",
            queue["unreachable"],
        )
        oldest = queue["oldest"]
        yield GaugeMetricFamily(
            "voltcart_orders_oldest_waiting_seconds",
            "Age of the oldest order waiting for its call (0 when none waits).",
            (now - oldest).total_seconds() if oldest is not None else 0.0,
        )
        low = product_low_stock(threshold=settings.LOW_STOCK_THRESHOLD).count()
        yield GaugeMetricFamily(
            "voltcart_products_low_stock",
            f"Active products with {settings.LOW_STOCK_THRESHOLD} units or fewer (LOW_STOCK_THRESHOLD).",
            low,
        )
        payments = payment_gauges(now)
        yield GaugeMetricFamily(
            "voltcart_payments_expiring_soon",
            "Card authorisations of placed orders still held that lapse within 24 hours: capture or release them.",
            payments["expiring_soon"],
        )
        yield GaugeMetricFamily(
            "voltcart_payments_drifted",
            "Payments whose state the last reconciliation (reconcile_payments) found different at the provider.",
            payments["drifted"],
        )
        success = GaugeMetricFamily(
            "voltcart_job_last_success_timestamp_seconds",
            "When each periodic job (run_jobs) last succeeded, Unix time (0: never).",
            labels=["job"],
        )
        failure = GaugeMetricFamily(
            "voltcart_job_last_failure_timestamp_seconds",
            "When each periodic job (run_jobs) last failed, Unix time (0: never).",
            labels=["job"],
        )
        runs = {run.name: run for run in JobRun.objects.all()}
        for job in JOBS:
            run = runs.get(job.name)
            success.add_metric([job.name], _timestamp(run and run.last_success_at))
            failure.add_metric([job.name], _timestamp(run and run.last_failure_at))
        yield success
        yield failure


class _ProcessMetrics:
    """This process's own registry (runserver, tests: no PROMETHEUS_MULTIPROC_DIR)."""

    def collect(self):
        return REGISTRY.collect()


def scrape_registry():
    registry = CollectorRegistry(auto_describe=False)
    if request_metrics.MULTIPROCESS:
        MultiProcessCollector(registry)
    else:
        registry.register(_ProcessMetrics())
    registry.register(ShopCollector())
    return registry


def _allowed_address(address):
    try:
        client = ipaddress.ip_address(address)
    except ValueError:
        return False
    for allowed in settings.METRICS_ALLOWED_IPS:
        try:
            if client in ipaddress.ip_network(allowed, strict=False):
                return True
        except ValueError:
            continue
    return False


def metrics_allowed(request):
    if settings.METRICS_TOKEN:
        scheme, _, token = request.headers.get("Authorization", "").partition(" ")
        if scheme.lower() == "bearer" and hmac.compare_digest(token.strip().encode(), settings.METRICS_TOKEN.encode()):
            return True
    return bool(settings.METRICS_ALLOWED_IPS) and _allowed_address(client_address(request))


@never_cache
def metrics(request):
    if request.method not in ("GET", "HEAD") or not metrics_allowed(request):
        return HttpResponseNotFound("Not found", content_type="text/plain")
    return HttpResponse(generate_latest(scrape_registry()), content_type=CONTENT_TYPE_LATEST)
