"""Public catalogue reads, cached whole and served with ETag and a short max-age.

The shop's hot reads (categories, listings, search, home, a product, the featured item, the sitemaps) are the same
for every shopper, so a rendered answer is kept in the cache (Redis when REDIS_URL is set) under the
catalogue's current version. Any write that changes what shoppers see bumps the version once its
transaction commits (catalog.signals, featured.services, orders.services when a product sells out or
comes back), so no answer outlives the data it was built from; the stock count a product page shows
may lag by up to PUBLIC_CACHE_SECONDS, and checkout always checks live stock. A request with
`Cache-Control: no-cache` (the cart and checkout send it) is answered from the primary database. The others read
the catalogue from the read replica when there is one (core.db_router): an answer built before the replica replayed a
write may be kept under the new version, so a change may take the replica's lag plus PUBLIC_CACHE_SECONDS to show.

An entry keeps its body compressed too, with Brotli and with gzip, so a hit costs no compression: a client that
takes Brotli (every current browser, over HTTPS) gets that copy, about 8 % smaller than gzip for the same CPU at
the quality kept (decision 0037), others the gzip one, and GZipMiddleware leaves an answer that already has a
Content-Encoding alone. (Its BREACH padding guards secrets in a body; a public catalogue answer has none.)
"""

import hashlib
import logging
import re
import threading
import time
from functools import wraps

import brotli
from django.conf import settings
from django.db import connections
from django.http import HttpResponse, HttpResponseNotModified
from django.middleware.gzip import re_accepts_gzip
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.text import compress_string

from . import metrics
from .data_versions import data_changed, keep_under, read_under
from .db_router import public_reads

logger = logging.getLogger(__name__)

# Headers of a list answer that the cached copy must keep.
KEPT_HEADERS = ("X-Total-Count", "Link", "X-Robots-Tag")
# Below this size compression saves nothing (GZipMiddleware's own threshold).
MIN_COMPRESSED_BYTES = 200
# Brotli's quality 5 compresses a 100 KB page in about the time gzip's default level takes (1.1 ms) and 8 % smaller;
# the qualities above 9 save more but cost 10 to 80 times as long, on a cache miss (decision 0037).
BROTLI_QUALITY = 5
# A kept page read again is compressed once more at Brotli's best quality, off the request's path (refine_later).
BEST_BROTLI_QUALITY = 11
re_accepts_brotli = re.compile(r"\bbr\b")
# The kept encodings, the preferred first, with the test of Accept-Encoding that admits each.
ENCODINGS = (("br", re_accepts_brotli), ("gzip", re_accepts_gzip))


CATALOG = "catalog"
# A view's answer may carry a value under this attribute for the `record` callable given to cached_public_read,
# which is called with it on every answer, fresh or from the cache (catalog.urls counts the searches that found
# nothing so: a cached answer is still a shopper's search).
RECORD = "public_cache_record"
# Set on a view cached_public_read wraps: its GET answers may be kept by browsers and shared caches
# (core.middleware.PrivateAnswersMiddleware makes every other /api/ answer `private, no-store`).
SHARED_ANSWERS = "shared_answers"


def catalog_changed():
    """Every cached public read is stale once the current transaction commits (at once outside one)."""
    data_changed(CATALOG)


def kept_body(response, seconds: int) -> dict:
    """A response's body and type as the cache keeps them for `seconds`: plain, and compressed with each of
    ENCODINGS when that saves anything, so a hit costs no compression (GZipMiddleware leaves an answer that already
    has a Content-Encoding alone)."""
    content = response.content
    big = len(content) >= MIN_COMPRESSED_BYTES
    return {
        "content": content,
        "br": brotli.compress(content, quality=BROTLI_QUALITY) if big else None,
        "br_quality": BROTLI_QUALITY,
        "gzip": compress_string(content) if big else None,
        "content_type": response["Content-Type"],
        "kept_until": time.time() + seconds,
    }


# Held while this process recompresses a kept page: one at a time, so a burst of pages costs one core at most.
_refining = threading.Lock()


def refine_later(key: str, version: int, kept: dict) -> threading.Thread | None:
    """Once a kept page (`kept`, under `key` at the catalogue's `version`) is read a second time, it is worth more
    than the first reader's wait allowed: its Brotli copy is made again at the best quality in a thread of its own
    and kept in its place for the rest of its time, about 10 % smaller for every later visitor (a home page
    15.3 → 13.8 KB) for 80–180 ms of one core per page and catalogue version (decision 0038). Returns the thread,
    or None when there is nothing to do or this process is already refining another page (a later read asks
    again)."""
    # A page kept before this existed has no end time to keep to: it is left as it is until it expires.
    if kept.get("br") is None or "kept_until" not in kept or kept["br_quality"] >= BEST_BROTLI_QUALITY:
        return None
    if not _refining.acquire(blocking=False):
        return None
    return _in_background(_refine, key, version, kept)


def _in_background(work, *args) -> threading.Thread:
    thread = threading.Thread(target=work, args=args, name="brotli-refine", daemon=True)
    thread.start()
    return thread


def _refine(key: str, version: int, kept: dict) -> None:
    try:
        br = brotli.compress(kept["content"], quality=BEST_BROTLI_QUALITY)
        seconds = int(kept["kept_until"] - time.time())
        # Only over the same page: a write may have replaced it since, and the newer one stays.
        current_version, current = read_under(CATALOG, key)
        if seconds > 0 and current_version == version and current and current["content"] == kept["content"]:
            keep_under(CATALOG, key, version, {**kept, "br": br, "br_quality": BEST_BROTLI_QUALITY}, seconds)
    except Exception:  # the page is served as it was kept; nothing a visitor sees depends on this
        logger.warning("A kept page could not be recompressed", exc_info=True)
    finally:
        connections.close_all()  # this thread's own, when the cache is the database's table
        _refining.release()


def body_response(request, kept, status=200) -> HttpResponse:
    """A kept body in the first of ENCODINGS the client takes (an entry kept before Brotli has only gzip), else
    plain."""
    accepted = request.headers.get("Accept-Encoding", "")
    encoding = next(
        (name for name, accepts in ENCODINGS if kept.get(name) is not None and accepts.search(accepted)), None
    )
    response = HttpResponse(kept[encoding or "content"], content_type=kept["content_type"], status=status)
    if encoding:
        response["Content-Encoding"] = encoding
    if kept["gzip"] is not None:
        patch_vary_headers(response, ("Accept-Encoding",))
    return response


def _entry(response, seconds):
    kept = kept_body(response, seconds)
    return {
        **kept,
        # Weak: the plain and the compressed bodies are the same answer, byte for byte different.
        "etag": f'W/"{hashlib.blake2b(kept["content"], digest_size=12).hexdigest()}"',
        "headers": {name: response[name] for name in KEPT_HEADERS if response.has_header(name)},
    }


def _answer(request, entry):
    if entry["etag"] in request.headers.get("If-None-Match", ""):
        response = HttpResponseNotModified()
        if entry["gzip"] is not None:  # a 304 carries the Vary its 200 would have
            patch_vary_headers(response, ("Accept-Encoding",))
    else:
        response = body_response(request, entry)
        for name, value in entry["headers"].items():
            response[name] = value
    response["ETag"] = entry["etag"]
    patch_cache_control(response, public=True, max_age=settings.PUBLIC_CACHE_SECONDS)
    return response


def cached_public_read(view=None, *, content_type="application/json", keep_seconds=None, record=None):
    """Serve a public view's 200 GET answers of `content_type` from the cache, kept for `keep_seconds` (default
    PUBLIC_CACHE_SECONDS, which 0 turns off for every view) under the catalogue's version; other methods and
    answers pass through. `record(value)` is called for each answer whose view set RECORD. Used bare
    (`cached_public_read(view)`) or with arguments."""
    if view is None:
        return lambda view: cached_public_read(
            view, content_type=content_type, keep_seconds=keep_seconds, record=record
        )

    def recorded(value):
        if record is not None and value is not None:
            record(value)

    def answer(request, *args, **kwargs):
        # A shopper's read of public data may come from the read replica (core.db_router); the cart's and the
        # checkout's no-cache reads, like every other method, read the primary.
        if request.method in ("GET", "HEAD") and "no-cache" not in request.headers.get("Cache-Control", ""):
            return public_reads(lambda: view(request, *args, **kwargs))
        return view(request, *args, **kwargs)

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if request.method not in ("GET", "HEAD") or not settings.PUBLIC_CACHE_SECONDS:
            response = answer(request, *args, **kwargs)
            recorded(getattr(response, RECORD, None))
            return response
        # The scheme and host too: an answer's `next` link is absolute, so an http answer is not the https one.
        key = f"public:{request.build_absolute_uri()}"
        version, entry = read_under(CATALOG, key)
        if "no-cache" in request.headers.get("Cache-Control", ""):
            entry = None
        metrics.cache_lookup("public", entry is not None)
        if entry is None:
            response = answer(request, *args, **kwargs)
            if hasattr(response, "render"):
                response.render()
            # Only the view's own type is shared: in DEBUG a browser may be shown DRF's browsable page instead.
            if response.status_code != 200 or not response["Content-Type"].startswith(content_type):
                recorded(getattr(response, RECORD, None))
                return response
            seconds = keep_seconds or settings.PUBLIC_CACHE_SECONDS
            entry = {**_entry(response, seconds), "record": getattr(response, RECORD, None)}
            keep_under(CATALOG, key, version, entry, seconds)
        recorded(entry.get("record"))
        return _answer(request, entry)

    setattr(wrapper, SHARED_ANSWERS, True)
    return wrapper
