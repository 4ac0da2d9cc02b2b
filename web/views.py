import hashlib
import json
from functools import cache

from django.conf import settings
from django.db import DatabaseError, connection
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers
from django.utils.safestring import mark_safe
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import ensure_csrf_cookie
from django_vite.core.asset_loader import DjangoViteAssetLoader

from core import metrics
from core.data_versions import keep_under, read_under
from core.public_cache import CATALOG, body_response, kept_body, refine_later

from . import cache_keys
from .page_assets import chunk_preloads, entry_style
from .spa import first_screen, initial_data_json, payment_sources, script_json

ENTRY = "frontend/src/main.jsx"


@cache
def bundle_release() -> str:
    """Which build of the bundle this process serves (django-vite reads its manifest once per process).
    A kept page names the bundle's files, and a deploy may remove them: pages are kept per build, so the
    first minute after a deploy never serves a page whose scripts are gone."""
    tags = DjangoViteAssetLoader.instance().generate_vite_asset(ENTRY)
    return hashlib.sha256(tags.encode()).hexdigest()[:12]


@ensure_csrf_cookie
def spa(request):
    """A page of the SPA (`_spa_page`), whose Content-Security-Policy allows the style sheet it inlines and, with
    Stripe, Stripe.js for the checkout's card form."""
    response = _spa_page(request)
    update = payment_sources()
    if style := entry_style(ENTRY):
        update["style-src"] = [style.source]
    if update:
        response._csp_update = update
    return response


def _spa_page(request):
    """The one template that mounts the React SPA (storefront, 404 page and staff app), with the status,
    head and first-screen data of its route (web/spa.py).

    A storefront page is the same for every visitor until the catalogue changes (the answers it embeds are
    public catalogue reads), so it is kept like them, under the catalogue's version, plain and compressed: the
    page every visit starts with costs a cache read instead of a render and a compression. Staff pages (they name
    the signed-in staff member) and pages whose data could not be read are never kept. No Cache-Control is added:
    the response carries the visitor's CSRF cookie, which no shared cache may keep."""
    shared = request.method in ("GET", "HEAD") and settings.PUBLIC_CACHE_SECONDS
    key = cache_keys.page(bundle_release(), request.build_absolute_uri())
    if shared:
        try:
            version, kept = read_under(CATALOG, key)
        except DatabaseError:  # the database cache, with the database down: render what can be rendered
            shared, kept = False, None
        metrics.cache_lookup("page", kept is not None)
        if kept is not None:
            refine_later(key, version, kept)
            return body_response(request, kept, status=kept["status"])
    screen = first_screen(request)
    structured = json.dumps(screen.structured_data) if screen.structured_data else ""
    response = render(
        request,
        "index.html",
        {
            "screen": screen,
            "entry": ENTRY,
            "entry_style": entry_style(ENTRY),
            "chunk_preloads": chunk_preloads(screen.chunk, ENTRY) if screen.chunk else None,
            "canonical": request.build_absolute_uri(request.path),
            # These escape <, > and & themselves, like Django's json_script.
            "initial_data": mark_safe(initial_data_json(screen)),
            # React's own markup, escaped by React.
            "app_html": mark_safe(screen.html),
            "structured_data": mark_safe(script_json(structured)),
        },
        status=screen.status,
    )
    if screen.private:
        add_never_cache_headers(response)
    elif shared and not screen.degraded:
        kept = {**kept_body(response, settings.PUBLIC_CACHE_SECONDS), "status": screen.status}
        keep_under(CATALOG, key, version, kept, settings.PUBLIC_CACHE_SECONDS)
        # The copy just kept, compressed once: the first visitor gets the bytes the next ones will.
        return body_response(request, kept, status=screen.status)
    return response


def robots_txt(request):
    sitemap = request.build_absolute_uri("/sitemap.xml")
    lines = [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /django-admin/",
        "Disallow: /api/",
        "Disallow: /order/",
        f"Sitemap: {sitemap}",
    ]
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain")


@never_cache
def healthz(request):
    """200 after a trivial query, 503 when the database cannot be reached."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return JsonResponse({"status": "unavailable", "database": "error"}, status=503)
    return JsonResponse({"status": "ok", "database": "ok"})
