"""The app's own code on the server: what a page's first screen reads and its head (frontend/src/firstScreen.js),
and the storefront's first screen as HTML, rendered by the app's React components.

frontend/src/serverRender.jsx is built (`npm run build`) into one script that runs here in an embedded V8
(mini-racer): no Node process beside Django. It renders the page's route from the answers the page embeds
(web/spa.py), and the browser hydrates that HTML instead of painting an empty page until its bundle has
downloaded and run. Shoppers see the page sooner, and so do crawlers and browsers without JavaScript.

One V8 context per process, on a thread of its own that loads, calls and closes it: a call takes a few
milliseconds and a rendered page is kept with the page (web/views.py), so calls are rare, and one at a time.
Anything that goes wrong gives None: the page then arrives without its embedded answers and HTML, and the
browser asks and renders, as it did before the server could.
SERVER_RENDERING off keeps the first-screen reads and heads and leaves out the HTML.
"""

import atexit
import contextlib
import json
import logging
import queue
import threading
import time
from concurrent.futures import Future
from functools import partial

from django.conf import settings
from py_mini_racer import MiniRacer

from core import metrics

logger = logging.getLogger(__name__)

# A render is a few milliseconds; one this slow is a bug, and is stopped rather than holding the worker.
RENDER_TIMEOUT_SECONDS = 1.0
# Loading the bundle (evaluating it and loading its lazy routes) takes about a second on a slow machine.
LOAD_TIMEOUT_SECONDS = 10.0
# The context's heap stays near 20 MB; a render that needs ten times that is stopped too.
HEAP_LIMIT_BYTES = 256 * 1024 * 1024
# After a failure the pages arrive empty for a while rather than each uncached page reloading a bundle that
# failed: 1 s after the first failure, doubling up to a minute while the failures go on.
FIRST_BACKOFF_SECONDS = 1.0
MAX_BACKOFF_SECONDS = 60.0

_loaded = None  # (the bundle's identity, its V8 context)
_backoff = {"until": 0.0, "seconds": 0.0, "bundle": None}
# A thread and a queue of our own rather than a one-worker ThreadPoolExecutor: the interpreter joins an executor's
# workers before it runs atexit, so the context could not be closed on its thread at exit (see _close).
_jobs = queue.SimpleQueue()
_v8_thread = None  # started on first use, in the process that uses it (gunicorn forks the workers first)
_v8_thread_start = threading.Lock()


def _serve_jobs():
    while True:
        job, future = _jobs.get()
        if future.set_running_or_notify_cancel():
            try:
                future.set_result(job())
            except BaseException as error:  # handed to the caller, which raises it
                future.set_exception(error)


def _on_v8_thread(job, timeout=None):
    """job()'s result, run on the one thread that loads, calls and closes the V8 context: mini-racer crashes the
    process when a context made on a thread other than the main one is closed on another (a gunicorn thread
    replacing the context another loaded, or the interpreter's exit). Jobs run one at a time, in turn."""
    global _v8_thread
    with _v8_thread_start:
        if _v8_thread is None or not _v8_thread.is_alive():
            _v8_thread = threading.Thread(target=_serve_jobs, name="server-render", daemon=True)
            _v8_thread.start()
    future = Future()
    _jobs.put((job, future))
    return future.result(timeout)


def _identity(bundle):
    """A bundle is the same while its path and modification time are: a new build is tried at once."""
    return (bundle, bundle.stat().st_mtime_ns)


def _load(bundle):
    context = MiniRacer()
    try:
        context.set_hard_memory_limit(HEAP_LIMIT_BYTES)
        context.eval(bundle.read_text(encoding="utf-8"), timeout_sec=LOAD_TIMEOUT_SECONDS)
        # eval, not call: call() would answer the promise as JSON.
        context.eval("prepareServerRender()").get(timeout=LOAD_TIMEOUT_SECONDS)
    except Exception:
        context.close()
        raise
    return context


def _forget():
    """Close the loaded context, if any: its heap is freed now, not when collected (on the V8 thread)."""
    global _loaded
    if _loaded is not None:
        _loaded[1].close()
        _loaded = None


def _context(identity):
    """The V8 context of the bundle `identity` names, loaded now if it is not yet (on the V8 thread)."""
    global _loaded
    if _loaded is not None and _loaded[0] != identity:
        _forget()  # built from another bundle
    if _loaded is None:
        _loaded = (identity, _load(identity[0]))
    return _loaded[1]


@atexit.register
def _close():
    """Close the context before the interpreter finalizes, on its thread, rather than leave it to be collected on
    the main thread. A render still running is given its time (a daemon thread stopped mid-call never ends)."""
    if _loaded is not None:
        with contextlib.suppress(TimeoutError):
            _on_v8_thread(_forget, timeout=LOAD_TIMEOUT_SECONDS)


def _failed(identity):
    """Forget the context (a render that threw or was stopped may leave it in any state) and back off."""
    _forget()
    seconds = min(max(_backoff["seconds"] * 2, FIRST_BACKOFF_SECONDS), MAX_BACKOFF_SECONDS)
    _backoff.update(until=time.monotonic() + seconds, seconds=seconds, bundle=identity)


def _backing_off(identity):
    return _backoff["bundle"] == identity and time.monotonic() < _backoff["until"]


def _bundle():
    """The built bundle, else None (with Vite's dev server and no build yet)."""
    bundle = settings.SERVER_RENDER_BUNDLE
    return bundle if bundle.exists() else None


def warm():
    """Load the bundle now (gunicorn's post_worker_init), so no shopper's request waits for it."""
    if (bundle := _bundle()) is not None:
        _on_v8_thread(partial(_warm, _identity(bundle)))


def _warm(identity):
    try:
        _context(identity)
    except Exception:
        logger.exception("Server rendering could not load %s; pages arrive empty for now", identity[0])
        _failed(identity)


def _call(function, *args, what, page_done=False):
    """`function`'s JSON answer from the bundle, or None when there is no bundle, it is backing off after a
    failure, or this call failed (logged, and the back-off starts). A page done (`page_done`: its last call
    succeeded) ends the doubling of the back-off. Metrics (core.metrics): a page done's render time; each None as
    a fallback with its reason (a page stops at its first None and arrives for the browser to render)."""
    if (bundle := _bundle()) is None:
        metrics.render_fallback("no_bundle")
        return None
    answer = _on_v8_thread(partial(_call_bundle, _identity(bundle), function, args, what, page_done))
    return None if answer is None else json.loads(answer)


def _call_bundle(identity, function, args, what, page_done):
    """_call's work on the V8 thread: the answer's JSON text, or None."""
    if _backing_off(identity):
        metrics.render_fallback("backing_off")
        return None
    start = time.perf_counter()
    try:
        answer = _context(identity).call(function, *args, timeout_sec=RENDER_TIMEOUT_SECONDS)
    except Exception:
        logger.exception("Server rendering failed for %s; the browser renders the page", what)
        _failed(identity)
        metrics.render_fallback("error")
        return None
    if page_done:
        metrics.render_observed(time.perf_counter() - start)
        _backoff.update(seconds=0.0)
    return answer


def first_screen_reads(url: str, answers_json: str) -> list | None:
    """The API answers the page at `url` (path and query) still needs, given those it has (JSON text):
    [{"url", "nullOn"}], or None without a working bundle."""
    return _call("firstScreenReads", url, answers_json, what=url)


def render_page(url: str, answers_json: str, origin: str, render: bool) -> dict | None:
    """The page at `url` given its answers: its status and head (frontend/src/firstScreen.js) and, when `render`
    and its first screen is all embedded, the app's HTML ("html"); None without a working bundle."""
    return _call("renderPage", url, answers_json, origin, render, what=url, page_done=True)
