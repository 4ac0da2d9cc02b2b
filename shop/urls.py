from csp.constants import UNSAFE_INLINE
from csp.decorators import csp_update
from django.contrib import admin
from django.contrib.sitemaps import views as sitemap_views
from django.urls import include, path, re_path, register_converter
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from catalog.sitemaps import KEEP_SECONDS as SITEMAP_KEEP_SECONDS
from catalog.sitemaps import SITEMAPS
from shop.api_errors import json_not_found
from shop.converters import DatabaseIntConverter
from shop.public_cache import cached_public_read
from shop.views import healthz, robots_txt, spa

handler500 = "shop.api_errors.server_error"

# The apps' URLs (included below) write ids as <dbint:...>.
register_converter(DatabaseIntConverter, "dbint")

cached_sitemap = cached_public_read(content_type="application/xml", keep_seconds=SITEMAP_KEEP_SECONDS)

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("robots.txt", robots_txt, name="robots"),
    # Built once per catalogue version (a product change bumps it) and scheme + host, kept for up to an hour.
    path(
        "sitemap.xml",
        cached_sitemap(sitemap_views.index),
        {"sitemaps": SITEMAPS, "sitemap_url_name": "sitemap-section"},
    ),
    path(
        "sitemap-<section>.xml", cached_sitemap(sitemap_views.sitemap), {"sitemaps": SITEMAPS}, name="sitemap-section"
    ),
    path("favicon.ico", RedirectView.as_view(url="/static/favicon.ico", permanent=True)),
    path("django-admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    # Swagger UI adds a <style> element of its own: style sheets may be inline on this page only.
    path(
        "api/docs/",
        csp_update({"style-src": [UNSAFE_INLINE]})(SpectacularSwaggerSplitView.as_view(url_name="schema")),
        name="swagger-ui",
    ),
    path("api/", include("catalog.urls")),
    path("api/", include("orders.urls")),
    path("api/", include("featured.urls")),
    path("api/", include("staff.urls")),
    re_path(r"^api(/[\s\S]*)?$", json_not_found),  # [\s\S]: a path with an encoded newline is still the API
    # Everything else is the React app; its router decides, including the 404 page.
    re_path(r"^(?!static/|django-admin/)[\s\S]*$", spa, name="spa"),
]
