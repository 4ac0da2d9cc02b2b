from csp.constants import UNSAFE_INLINE
from csp.decorators import csp_update
from django.contrib import admin
from django.urls import include, path, re_path, register_converter
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from core.api_errors import json_not_found
from core.converters import DatabaseIntConverter
from ops.metrics import metrics

handler500 = "core.api_errors.server_error"

# The apps' URLs (included below) write ids as <dbint:...>.
register_converter(DatabaseIntConverter, "dbint")

urlpatterns = [
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
    path("api/", include("uploads.urls")),
    path("api/", include("payments.urls")),
    re_path(
        r"^api(/[\s\S]*)?$", json_not_found, name="api-not-found"
    ),  # [\s\S]: a path with an encoded newline is still the API
    path("media/", include("uploads.media_urls")),
    # Prometheus's scrape: a bearer of METRICS_TOKEN or METRICS_ALLOWED_IPS, else 404.
    path("metrics", metrics, name="metrics"),
    # The pages last: the React app's catch-all answers every other path.
    path("", include("web.urls")),
]
