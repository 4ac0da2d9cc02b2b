"""The site's pages (everything but the API and Django's admin): health, robots, sitemaps and the React app."""

from django.contrib.sitemaps import views as sitemap_views
from django.urls import path, re_path
from django.views.generic import RedirectView

from catalog.sitemaps import KEEP_SECONDS as SITEMAP_KEEP_SECONDS
from catalog.sitemaps import SITEMAPS
from core.public_cache import cached_public_read

from .views import healthz, robots_txt, spa

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
    # Everything else is the React app; its router decides, including the 404 page.
    re_path(r"^(?!static/|django-admin/|media/)[\s\S]*$", spa, name="spa"),
]
