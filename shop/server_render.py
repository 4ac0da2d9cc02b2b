"""The storefront's first screen as HTML, rendered on the server by the app's own React components.

frontend/src/serverRender.jsx is built (`npm run build`) into one script that runs here in an embedded V8
(mini-racer): no Node process beside Django. It renders the page's route from the answers the page embeds
(shop/spa.py), and the browser hydrates that HTML instead of painting an empty page until its bundle has
downloaded and run. Shoppers see the page sooner, and so do crawlers and browsers without JavaScript.

One V8 context per process, used under a lock: rendering takes a few milliseconds and a rendered page is kept
with the page (shop/views.py), so renders are rare. Anything that goes wrong gives "": the page then arrives
empty and the browser renders it, as it did before the server could.
"""

import logging
import threading

from django.conf import settings
from py_mini_racer import MiniRacer

logger = logging.getLogger(__name__)

# A render is a few milliseconds; one this slow is a bug, and is stopped rather than holding the worker.
RENDER_TIMEOUT_SECONDS = 1.0
PREPARE_TIMEOUT_SECONDS = 10.0
# The context's heap stays near 20 MB; a render that needs ten times that is stopped too.
HEAP_LIMIT_BYTES = 256 * 1024 * 1024

_lock = threading.Lock()
_loaded = None  # (bundle path, its V8 context)


def _load(bundle):
    context = MiniRacer()
    try:
        context.set_hard_memory_limit(HEAP_LIMIT_BYTES)
        context.eval(bundle.read_text(encoding="utf-8"))
        # eval, not call: call() would answer the promise as JSON.
        context.eval("prepareServerRender()").get(timeout=PREPARE_TIMEOUT_SECONDS)
    except Exception:
        context.close()
        raise
    return context


def render_html(url: str, answers_json: str) -> str:
    """The app's HTML at `url` (path and query), given the page's embedded answers (JSON text); "" when the
    server does not render (turned off, or no bundle built) or the render failed."""
    global _loaded
    bundle = settings.SERVER_RENDER_BUNDLE
    if not settings.SERVER_RENDERING or not bundle.exists():
        return ""
    with _lock:
        try:
            if _loaded is None or _loaded[0] != bundle:
                if _loaded is not None:
                    _loaded[1].close()  # built from another bundle: its heap is freed now, not when collected
                    _loaded = None
                _loaded = (bundle, _load(bundle))
            return _loaded[1].call("renderFirstScreen", url, answers_json, timeout_sec=RENDER_TIMEOUT_SECONDS)
        except Exception:
            # A render that threw or was stopped may leave the context in any state: the next one starts afresh.
            logger.exception("Server rendering failed for %s; the browser renders the page", url)
            if _loaded is not None:
                _loaded[1].close()
                _loaded = None
            return ""
