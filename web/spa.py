"""The SPA shell for one path: its HTTP status, its <head> (title, description, canonical link, Open Graph,
Product structured data) and the API answers its first screen reads, embedded in the page.

The server knows the SPA's routes, so an unknown path or a missing product is a real 404 (with the SPA's
own Not Found screen) and crawlers see each page's title without running JavaScript. The React app reads
the embedded answers from <script id="initial-data" type="application/json"> as an SWR fallback, keyed by
the exact API URL it would fetch. Each answer comes from the API view itself (through its response cache),
so the embedded body is byte for byte what the API would send.
"""

import json
import logging
import re
from dataclasses import dataclass, field

from django.db import DatabaseError
from django.http import HttpRequest, QueryDict
from django.urls import resolve

from catalog.categories import CATEGORIES

logger = logging.getLogger(__name__)

SITE = "Voltcart"
DEFAULT_TITLE = "Voltcart – Consumer Electronics"
DEFAULT_DESCRIPTION = "Voltcart: smartphones, laptops, audio, gaming and more, verified by phone before we charge."
CATEGORY_BY_SLUG = {category["slug"]: category["name"] for category in CATEGORIES}
PRODUCT_PATH = re.compile(r"^/products?/(\d{1,18})/?$")
# The staff app embeds who is signed in (staff.views.MeApi); logged out that is a 401, embedded as null (what
# frontend/src/api/client.js fetcherOrNullOn401 makes of it), so the staff app starts without a probe that the
# browser would log as a failed request.
ADMIN_PATH = re.compile(r"^/admin(/.*)?$")
ADMIN_ME_URL = "/api/admin/me"
# SPA routes the server has nothing to embed for (frontend/src/App.jsx and storefront/StorefrontRoutes.jsx).
OTHER_ROUTES = {
    re.compile(r"^/order/\d{1,18}/?$"): ("Your order – Voltcart", False),
    re.compile(r"^/track/?$"): ("Track your order – Voltcart", True),
    re.compile(r"^/compare/?$"): ("Compare products – Voltcart", False),
}
# What the category page asks first (frontend/src/storefront/useProductList.js: 24 products, sorted by name).
CATEGORY_FIRST_PAGE = "/api/products?category={name}&ordering=name&limit=24&offset=0"
# JSON may sit inside <script> only with these escaped (as Django's json_script does).
_SCRIPT_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


@dataclass
class FirstScreen:
    status: int = 200
    title: str = DEFAULT_TITLE
    description: str = DEFAULT_DESCRIPTION
    indexable: bool = True
    private: bool = False  # embeds the visitor's own data: no cache may keep the page
    degraded: bool = False  # an answer could not be read (database down): the app asks the API itself
    # Everything the first screen shows is embedded, so the server can render it (shop/server_render.py).
    renderable: bool = False
    image: str = ""
    # The first screen's main picture (the one the app loads with priority): preloaded, so it downloads
    # alongside the bundle instead of after the app has rendered.
    lead_image: str = ""
    structured_data: dict | None = None
    answers: dict = field(default_factory=dict)  # api url -> JSON text


class _SubRequest(HttpRequest):
    def _get_scheme(self):
        # As a WSGIRequest: the scheme the page was asked with (SECURE_PROXY_SSL_HEADER applies to both alike).
        return self.META.get("wsgi.url_scheme", "http")


def _api_get(request, url):
    """The response of `url`'s API view to a GET from this visitor, rendered."""
    path, _, query = url.partition("?")
    match = resolve(path)
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


def _first_image(product) -> str:
    """The picture a product shows first (frontend/src/storefront/product/productRules.js productImages)."""
    return product["imageUrl"] or next((url for url in product["imageUrls"] if url), "")


def _short(text, limit=155):
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"


def _product_screen(screen, request, product_id):
    # A missing product is embedded as null (ProductDetail shows Product Not Found for it), so the browser does
    # not ask the API again for a 404 it would log as a failed request.
    body = _embed(screen, request, f"/api/products/{product_id}", null_on=(404,))
    if body in (None, "null"):
        screen.status, screen.title, screen.indexable = 404, f"Product Not Found – {SITE}", False
        screen.renderable = body == "null"
        return
    product = json.loads(body)
    screen.renderable = True
    screen.title = f"{product['name']} – ${float(product['price']):,.2f} – {SITE}"
    screen.description = _short(f"{product['brand']} {product['name']}: {product['description']}")
    screen.image = request.build_absolute_uri(product["imageUrl"])
    screen.lead_image = _first_image(product)
    screen.structured_data = {
        "@context": "https://schema.org",
        "@type": "Product",
        "name": product["name"],
        "description": product["description"],
        "image": [screen.image],
        "sku": product["model"],
        "brand": {"@type": "Brand", "name": product["brand"]},
        "category": product["category"],
        "offers": {
            "@type": "Offer",
            "url": request.build_absolute_uri(f"/product/{product['id']}"),
            "priceCurrency": "USD",
            "price": product["price"],
            "availability": "https://schema.org/" + ("InStock" if product["stock"] > 0 else "OutOfStock"),
        },
    }


def first_screen(request) -> FirstScreen:
    """What the page at request.path is: status, head and embedded answers (plain visits embed data;
    a query string changes what the app asks, so only the categories are embedded then)."""
    screen = FirstScreen()
    _embed(screen, request, "/api/categories")
    path = request.path
    if path == "/":
        query = request.GET.get("q", "").strip()
        if query:
            screen.title = f"Results for “{_short(query, 60)}” – {SITE}"
            screen.description = f"Products matching “{_short(query, 60)}” at {SITE}."
            screen.indexable = False
        elif not request.GET:
            featured = json.loads(_embed(screen, request, "/api/featured-items/active") or "null")
            _embed(screen, request, "/api/products/home")
            screen.renderable = True
            screen.lead_image = featured["product"]["imageUrl"] if featured and featured["product"] else ""
        return screen
    if match := PRODUCT_PATH.match(path):
        _product_screen(screen, request, match.group(1))
        return screen
    if ADMIN_PATH.match(path):
        screen.title, screen.indexable, screen.private = f"Staff – {SITE}", False, True
        _embed(screen, request, ADMIN_ME_URL, null_on=(401,))
        return screen
    name = CATEGORY_BY_SLUG.get(path.strip("/"))
    if name:
        screen.title = f"{name} – {SITE}"
        screen.description = f"Shop {name.lower()} at {SITE}: honest prices, free shipping, verified by phone."
        if not request.GET:
            first_page = _embed(screen, request, CATEGORY_FIRST_PAGE.format(name=name.replace(" ", "%20")))
            screen.renderable = True
            if first_page and (products := json.loads(first_page)["results"]):
                screen.lead_image = _first_image(products[0])
        return screen
    for pattern, (title, indexable) in OTHER_ROUTES.items():
        if pattern.match(path):
            screen.title, screen.indexable = title, indexable
            return screen
    screen.status, screen.title, screen.indexable = 404, f"Page Not Found – {SITE}", False
    screen.renderable = True
    return screen


def script_json(text):
    """JSON text made safe inside a <script> element."""
    return text.translate(_SCRIPT_ESCAPES)


def initial_data_json(screen):
    """{"<api url>": <body>, ...} as JSON text safe inside a <script> element."""
    return script_json("{" + ", ".join(f"{json.dumps(url)}: {body}" for url, body in screen.answers.items()) + "}")
