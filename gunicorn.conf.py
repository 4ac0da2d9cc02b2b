"""gunicorn settings: production (`make run` with DEBUG=false) and `make bench` serve with this file.

Sized for a small machine: a few processes for the cores, each with threads so a request waiting on
PostgreSQL does not leave a core idle, and keep-alive so clients reuse connections.
WEB_CONCURRENCY and GUNICORN_THREADS override the sizes (bench/RESULTS.md records what was measured).
"""

import glob
import multiprocessing
import os
import shutil
import tempfile

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
errorlog = "-"
loglevel = os.environ.get("GUNICORN_LOG_LEVEL", "info")
access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms'

# Logs (docs/operations.md): with LOG_FORMAT=json (the default when DEBUG is off, as in shop/settings.py) every
# line the server writes is a JSON object: the app's (core/logs.py) and gunicorn's own, whose lines go through the
# same formatter. The app writes each request's line (with its id, route and duration), so gunicorn's access log
# is off unless ACCESS_LOG names a file (or "-"); its lines are then JSON too.
_debug = os.environ.get("DEBUG", "").strip().lower() in {"1", "true", "yes", "on"}
if (os.environ.get("LOG_FORMAT") or ("text" if _debug else "json")) == "json":
    from gunicorn.glogging import Logger

    from core.logs import JsonFormatter

    class JsonLogger(Logger):
        def setup(self, cfg):
            super().setup(cfg)
            for log in (self.error_log, self.access_log):
                for handler in log.handlers:
                    handler.setFormatter(JsonFormatter())

    logger_class = JsonLogger
    accesslog = os.environ.get("ACCESS_LOG") or None
else:
    accesslog = os.environ.get("ACCESS_LOG", "-")

# Metrics across workers (prometheus-client's multiprocess mode, core/metrics.py): each worker writes its values
# to files in PROMETHEUS_MULTIPROC_DIR and a scrape of /metrics sums them. The directory is set when the server
# starts, before any worker (and prometheus_client with it) is started, to a fresh one of our own unless the
# environment names one; that one is emptied, as values from an earlier run would add to this one's.
_own_metrics_dir = None


def on_starting(server):
    global _own_metrics_dir
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if not directory:
        directory = _own_metrics_dir = tempfile.mkdtemp(prefix="voltcart-metrics-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = directory
    os.makedirs(directory, exist_ok=True)
    for path in glob.glob(os.path.join(directory, "*.db")):
        os.remove(path)


def child_exit(server, worker):
    """A worker that exits (recycled by max_requests, or killed) leaves its counters to the sum; only its live
    gauges are dropped."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    if _own_metrics_dir:
        shutil.rmtree(_own_metrics_dir, ignore_errors=True)


def worker_exit(server, worker):
    """A worker that stops (a deploy, max_requests) writes the zero-result searches it still holds in memory."""
    from catalog.search.misses import search_misses_flush_at_exit

    search_misses_flush_at_exit()


def post_worker_init(worker):
    """Each worker loads the server renderer's bundle before its first request, not during a shopper's."""
    from web.server_render import warm

    warm()
