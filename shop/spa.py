"""The SPA shell's first screen: the API answers a storefront route needs, embedded in the page.

The React app reads them from <script id="initial-data" type="application/json"> as an SWR fallback,
keyed by the exact API URL it would fetch, so the first screen renders without waiting for an API
round trip. Each answer comes from the API view itself (through its response cache), so the
embedded body is byte for byte what the API would send.
"""

import json
import logging
import re

from django.db import DatabaseError
from django.http import HttpRequest, QueryDict
from django.urls import resolve

from catalog.categories import CATEGORIES

logger = logging.getLogger(__name__)

CATEGORY_BY_SLUG = {category["slug"]: category["name"] for category in CATEGORIES}
PRODUCT_PATH = re.compile(r"^/products?/(\d{1,18})/?$")
# What the category page asks first (frontend/src/storefront/useProductList.js: 24 products, sorted by name).
CATEGORY_FIRST_PAGE = "/api/products?category={name}&ordering=name&limit=24&offset=0"
# JSON may sit inside <script> only with these escaped (as Django's json_script does).
_SCRIPT_ESCAPES = {ord("<"): "\\u003C", ord(">"): "\\u003E", ord("&"): "\\u0026"}


def first_screen_calls(request):
    """The API URLs the storefront's first screen at this path reads (only plain visits: no query string)."""
    calls = ["/api/categories"]
    if request.GET:
        return calls
    path = request.path
    if path == "/":
        return [*calls, "/api/featured-items/active", "/api/products/home"]
    if match := PRODUCT_PATH.match(path):
        return [*calls, f"/api/products/{match.group(1)}"]
    name = CATEGORY_BY_SLUG.get(path.strip("/"))
    if name:
        return [*calls, CATEGORY_FIRST_PAGE.format(name=name.replace(" ", "%20"))]
    return calls


def _api_get(request, url):
    """GET `url` through its API view, as this visitor; the body as JSON text, or None unless it is a 200."""
    path, _, query = url.partition("?")
    match = resolve(path)
    sub = HttpRequest()
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
    sub.GET = QueryDict(query)
    sub.COOKIES = request.COOKIES
    sub.user = request.user
    sub.session = request.session
    response = match.func(sub, *match.args, **match.kwargs)
    if hasattr(response, "render"):
        response.render()
    if response.status_code != 200 or response.get("Content-Encoding"):
        return None
    return response.content.decode()


def initial_data_json(request):
    """{"<api url>": <body>, ...} for the first screen, as JSON text safe inside a <script> element."""
    entries = []
    for url in first_screen_calls(request):
        try:
            body = _api_get(request, url)
        except DatabaseError:
            # The page still loads; the app then asks the API itself (and shows its error state).
            logger.exception("No first-screen data for %s", url)
            body = None
        if body is not None:
            entries.append(f"{json.dumps(url)}: {body}")
    return ("{" + ", ".join(entries) + "}").translate(_SCRIPT_ESCAPES)
