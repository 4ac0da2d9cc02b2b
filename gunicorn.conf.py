"""gunicorn settings: production (`make run` with DEBUG=false) and `make bench` serve with this file.

Sized for a small machine: a few processes for the cores, each with threads so a request waiting on
PostgreSQL does not leave a core idle, and keep-alive so clients reuse connections.
WEB_CONCURRENCY and GUNICORN_THREADS override the sizes (bench/RESULTS.md records what was measured).
"""

import multiprocessing
import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() + 1))
worker_class = "gthread"
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
keepalive = 5
# A request that takes longer than this is killed and logged rather than holding a worker forever.
timeout = 30
graceful_timeout = 20
# Recycle workers now and then so a slow leak never becomes an outage.
max_requests = 20_000
max_requests_jitter = 2_000
accesslog = os.environ.get("ACCESS_LOG", "-")
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms'
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")


def post_worker_init(worker):
    """Each worker loads the server renderer's bundle before its first request, not during a shopper's."""
    from web.server_render import warm

    warm()
