"""The shop's Prometheus metrics that requests record (prometheus-client); `GET /metrics` (ops/) exposes them.

Recording is a label lookup and an addition in memory, never a query or a cache round trip: the request hot
path pays a few microseconds. Under gunicorn every worker writes its values to files in PROMETHEUS_MULTIPROC_DIR
(gunicorn.conf.py sets and empties it before the workers start), and a scrape sums them: the totals are the
server's whatever worker answers the scrape. Without that directory (runserver, tests) they live in the process.

What is counted at scrape time (the verification queue, low stock, the jobs' last success) is not here: those
are read from the database by ops.metrics when Prometheus asks, not kept up to date on every request.
"""

import os

from prometheus_client import Counter, Histogram

# Whether this process's values are in PROMETHEUS_MULTIPROC_DIR's files (prometheus_client decides when it is
# imported, as here): a scrape then sums every process's files, else it reads this process's registry.
MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))

# Latency buckets: the shop answers most requests in a few milliseconds; 2.5 s and more is an incident.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

# Methods kept as their own label value; anything else is "other" (a client may send any word).
METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})

REQUESTS = Counter(
    "voltcart_http_requests", "HTTP requests answered, by route name, method and status.", ["route", "method", "status"]
)
LATENCY = Histogram(
    "voltcart_http_request_duration_seconds",
    "Time to answer a request (until the response leaves Django), by route name and status.",
    ["route", "status"],
    buckets=LATENCY_BUCKETS,
)
# Counters, not histograms: a route's queries per request is the rate of these over the rate of its requests, and
# a counter costs a request one addition where a histogram observation costs a bucket search and two.
DB_QUERIES = Counter("voltcart_db_queries", "Database queries run by requests, by route name.", ["route"])
DB_SECONDS = Counter("voltcart_db_seconds", "Time requests spent in database queries, by route name.", ["route"])
CACHE = Counter(
    "voltcart_cache_lookups",
    'Lookups in the shop\'s caches of whole answers: cache="public" (catalogue API reads, sitemaps) or "page" '
    '(storefront pages), result="hit" or "miss".',
    ["cache", "result"],
)
THROTTLED = Counter("voltcart_throttled_requests", "Events refused by a rate limit, by its scope.", ["scope"])
ORDERS_PLACED = Counter("voltcart_orders_placed", "Orders placed (committed).")
ORDERS_REFUSED = Counter("voltcart_orders_refused", "Checkouts refused, by reason.", ["reason"])
RENDER_SECONDS = Histogram(
    "voltcart_server_render_seconds",
    "Time the server render (embedded V8) took for a page.",
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0),
)
RENDER_FALLBACKS = Counter(
    "voltcart_server_render_fallbacks",
    'Pages sent for the browser to render, by reason: "error" (the render failed or was stopped), "backing_off" '
    '(after a failure), "no_bundle".',
    ["reason"],
)


# (route, method, status) -> the labelled series a request of that kind records into: one dict lookup per request
# instead of four label lookups. Bounded: routes are URL pattern names, methods are METHODS or "other".
_request_series = {}


def request_observed(route, method, status, seconds, queries, db_seconds):
    if method not in METHODS:
        method = "other"
    series = _request_series.get((route, method, status))
    if series is None:
        code = str(status)
        series = _request_series[(route, method, status)] = (
            REQUESTS.labels(route, method, code),
            LATENCY.labels(route, code),
            DB_QUERIES.labels(route),
            DB_SECONDS.labels(route),
        )
    requests, latency, db_queries, db_time = series
    requests.inc()
    latency.observe(seconds)
    if queries:
        db_queries.inc(queries)
        db_time.inc(db_seconds)


def cache_lookup(cache, hit):
    CACHE.labels(cache, "hit" if hit else "miss").inc()


def throttled(scope):
    THROTTLED.labels(scope).inc()


def order_placed():
    ORDERS_PLACED.inc()


def order_refused(reason):
    ORDERS_REFUSED.labels(reason).inc()


def render_observed(seconds):
    RENDER_SECONDS.observe(seconds)


def render_fallback(reason):
    RENDER_FALLBACKS.labels(reason).inc()


PAYMENT_EVENTS = Counter(
    "voltcart_payment_events",
    'Payment outcomes by kind: "authorized", "declined", "captured", "capture_failed", "voided", "refunded", '
    '"expired".',
    ["kind"],
)


def payment_event(kind):
    PAYMENT_EVENTS.labels(kind).inc()


REDIS_OUTAGES = Counter("voltcart_redis_outages", "Times Redis stopped answering and its circuit opened.")
REDIS_FALLBACKS = Counter(
    "voltcart_redis_fallbacks", "Redis calls answered without Redis (it failed, or its circuit was open)."
)


def redis_outage():
    REDIS_OUTAGES.inc()


def redis_fallback():
    REDIS_FALLBACKS.inc()
