"""The SPA shell for one path: its HTTP status, its <head> (title, description, canonical link, Open Graph,
Product structured data) and the API answers its first screen reads, embedded in the page.

The app declares each route's first screen (frontend/src/firstScreen.js, next to its routes): which API answers
it reads and, once they are known, the page's status and head. This module asks it through the server's
renderer (web/server_render.py), fetches the answers from the API views themselves (through their response
cache, so the embedded body is byte for byte what the API would send) and asks again until the screen needs
nothing more. So the server knows the SPA's routes, an unknown path or a missing product is a real 404 (with the
SPA's own Not Found screen), and crawlers see each page's title without running JavaScript. A screen that reads
only part of an answer (a listing's cards: a few fields of each product) has the page embed that part instead;
the server renders from it, as the browser then hydrates. The React app reads
the embedded answers from <script id="initial-data" type="application/json"> as an SWR fallback, keyed by the
exact API URL it would fetch. Beside them, under "site", what the app shows on every page of this server
(`site_settings`), so the server's render and the browser's hydration read the same.
"""

import json
import logging
from dataclasses import dataclass, field
from urllib.parse import urlsplit

from csp.constants import SELF
from django.conf import settings
from django.db import DatabaseError
from django.http import HttpRequest, HttpResponseNotFound, QueryDict
from django.urls import Resolver404, resolve

from . import server_render

logger = logging.getLogger(__name__)

# Without the renderer (no bundle built, or it failed) the page carries no head of its own: the app sets the
# title once it runs, and asks the API for what it shows.
FALLBACK_TITLE = "Voltcart"
# A read may depend on an earlier answer (a category's listing on the categories): a few rounds at most.
MAX_READ_ROUNDS = 4
# JSON may sit inside <script> only with these escaped (as Django's json_script does).
_SCRIPT_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}
# The key of the site's settings in the embedded JSON, beside the answers' API URLs.
SITE_KEY = "site"


@dataclass
class FirstScreen:
    """frontend/src/firstScreen.js's head of the page, with the answers it embeds and the app's HTML."""

    status: int = 200
    title: str = FALLBACK_TITLE
    description: str = ""
    indexable: bool = True
    private: bool = False  # embeds the visitor's own data: no cache may keep the page
    degraded: bool = False  # an answer could not be read (database down): the app asks the API itself
    image: str = ""
    # The first screen's main picture (the one the app loads with priority): preloaded, so it downloads
    # alongside the bundle instead of after the app has rendered.
    lead_image: str = ""
    lead_image_srcset: str = ""  # its renditions, when it is an uploaded photo: the browser preloads the one the
    lead_image_sizes: str = ""  # <img> will pick for its width, not the original
    structured_data: dict | None = None
    chunk: str | None = None  # the lazy chunk the first screen shows (a Vite manifest key), preloaded
    html: str = ""  # the app's first screen rendered by the server, when everything it shows is embedded
    answers: dict = field(default_factory=dict)  # api url -> JSON text


class _SubRequest(HttpRequest):
    def _get_scheme(self):
        # As a WSGIRequest: the scheme the page was asked with (SECURE_PROXY_SSL_HEADER applies to both alike).
        return self.META.get("wsgi.url_scheme", "http")


def _api_get(request, url):
    """The response of `url`'s API view to a GET from this visitor, rendered."""
    path, _, query = url.partition("?")
    try:
        match = resolve(path)
    except Resolver404:  # e.g. /api/products/abc: no view takes such an id, the API's answer is a 404
        return HttpResponseNotFound()
    sub = _SubRequest()
    sub.method = "GET"
    sub.path = sub.path_info = path
    sub.META = {
        **request.META,
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "REQUEST_METHOD": "GET",
        "HTTP_ACCEPT": "application/json",  # a browser's text/html would pick DRF's browsable page in DEBUG
    }
    sub.META.pop("HTTP_IF_NONE_MATCH", None)
    sub.META.pop("HTTP_ACCEPT_ENCODING", None)  # the page embeds the plain JSON text
    sub.GET = QueryDict(query)
    sub.COOKIES = request.COOKIES
    sub.user = request.user
    sub.session = request.session
    response = match.func(sub, *match.args, **match.kwargs)
    if hasattr(response, "render"):
        response.render()
    return response


def _embed(screen, request, url, null_on=()):
    """Embed `url`'s answer: its JSON text, or "null" when its status is in `null_on`. Returns what was
    embedded, None when nothing was (any other status than 200)."""
    try:
        response = _api_get(request, url)
    except DatabaseError:
        # The page still loads; the app then asks the API itself (and shows its error state).
        logger.exception("No first-screen data for %s", url)
        screen.degraded = True
        return None
    if response.status_code >= 500:
        screen.degraded = True
        return None
    if response.status_code in null_on:
        body = "null"
    elif response.status_code != 200 or response.get("Content-Encoding"):
        return None
    else:
        body = response.content.decode()
    screen.answers[url] = body
    return body


def first_screen(request) -> FirstScreen:
    """What the page at the request's path and query is: its head, the answers it embeds and its HTML."""
    screen = FirstScreen()
    url = request.get_full_path()
    asked = set()
    for _ in range(MAX_READ_ROUNDS):
        reads = server_render.first_screen_reads(url, initial_data_json(screen))
        if reads is None:
            return screen
        reads = [read for read in reads if read["url"] not in asked]  # a read that failed is not asked again
        if not reads:
            break
        for read in reads:
            asked.add(read["url"])
            _embed(screen, request, read["url"], null_on=read.get("nullOn", ()))
    origin = request.build_absolute_uri("/").rstrip("/")
    render = settings.SERVER_RENDERING and not screen.degraded
    page = server_render.render_page(url, initial_data_json(screen), origin, render)
    if page is not None:
        screen.status, screen.title, screen.description = page["status"], page["title"], page["description"]
        screen.indexable, screen.private = page["indexable"], page["private"]
        screen.image, screen.lead_image = page["image"], page["leadImage"]
        screen.lead_image_srcset, screen.lead_image_sizes = page["leadImageSrcset"], page["leadImageSizes"]
        screen.structured_data, screen.chunk, screen.html = page["structuredData"], page["chunk"], page["html"]
        # Where the first screen reads less than the API answers (a listing's cards), the page embeds that less.
        for read_url, body in page["embedded"].items():
            if read_url in screen.answers:
                screen.answers[read_url] = body
    return screen


def script_json(text):
    """JSON text made safe inside a <script> element."""
    return text.translate(_SCRIPT_ESCAPES)


def site_settings():
    """What every page of this server shows whatever its route (frontend/src/lib/siteSettings.js): the test payments
    banner while the built-in test gateway takes the cards outside development, and the checkout's card form: the
    shop's own inputs ("shop"), or with Stripe its Card Element ("stripe"), with where Stripe.js loads from and the
    key it starts with; and the staff Low Stock report's default threshold. From settings, so constant per process:
    the kept pages (web/views.py) need no key of their own for it."""
    site = {
        "testPayments": settings.PAYMENT_PROVIDER == "test" and not settings.DEBUG,
        "cardForm": "shop",
        # The staff Low Stock report's threshold until staff type another: the one the low-stock metric counts by.
        "lowStockThreshold": settings.LOW_STOCK_THRESHOLD,
    }
    if settings.PAYMENT_PROVIDER == "stripe":
        site |= {
            "cardForm": "stripe",
            "stripeJsUrl": settings.STRIPE_JS_URL,
            "stripePublishableKey": settings.STRIPE_PUBLISHABLE_KEY,
        }
    return site


def _origin(url):
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def payment_sources():
    """What the page's Content-Security-Policy adds for the card form (web/views.py): nothing with the test gateway;
    with Stripe, Stripe.js (its script, the Card Element's and 3-D Secure's frames, and the API it calls from the
    page: api.stripe.com, or in tests the stand-in that serves both)."""
    if settings.PAYMENT_PROVIDER != "stripe":
        return {}
    script = _origin(settings.STRIPE_JS_URL)
    # 'self' as default-src allowed frames until now: a frame-src of its own must say so again.
    frames = dict.fromkeys([SELF, "https://js.stripe.com", "https://hooks.stripe.com", script])
    return {"script-src": [script], "frame-src": list(frames), "connect-src": [_origin(settings.STRIPE_API_BASE)]}


def initial_data_json(screen):
    """{"<api url>": <body>, ..., "site": site_settings()} as JSON text safe inside a <script> element. "site" is not an
    API URL, so it never stands for an answer (frontend/src/api/initialData.js reads it apart)."""
    entries = {**screen.answers, SITE_KEY: json.dumps(site_settings())}
    return script_json("{" + ", ".join(f"{json.dumps(key)}: {body}" for key, body in entries.items()) + "}")
