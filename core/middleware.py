"""Middleware of the API: who may keep an answer, a foreign Host, the database being down."""

import logging

from django.core.exceptions import DisallowedHost
from django.db import InterfaceError, OperationalError
from django.http import JsonResponse
from django.middleware.gzip import GZipMiddleware as DjangoGZipMiddleware
from django.utils.cache import patch_cache_control

from .public_cache import SHARED_ANSWERS

# Django's own logger for a refused Host (its handler logs there at ERROR, with a traceback).
host_logger = logging.getLogger("django.security.DisallowedHost")
UNKNOWN_HOST = "This site is not served at that host name."


class PrivateAnswersMiddleware:
    """Every /api/ answer is `Cache-Control: private, no-store` (no browser or proxy keeps it) unless its view
    shares it: a public read wrapped by core.public_cache.cached_public_read (which says `public, max-age`), and
    only for a method the view's access decision makes public (core.permissions). So staff answers, and the
    shopper's own (checkout, receipt, tracking, /api/admin/me), are never kept, errors and 401/403s included,
    and a new endpoint is private until it is deliberately shared (DESIGN.md: Checkout velocity and risk)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if request.path.startswith("/api/") and not getattr(request, "_shared_answer", False):
            patch_cache_control(response, private=True, no_store=True)
        return response

    def process_view(self, request, view_func, view_args, view_kwargs):
        public_methods = getattr(getattr(view_func, "cls", None), "public_methods", ())
        request._shared_answer = (
            getattr(view_func, SHARED_ANSWERS, False)
            and request.method in ("GET", "HEAD")
            and request.method in public_methods
        )


class ApiHostMiddleware:
    """A request for /api/ whose Host is not in ALLOWED_HOSTS answers the JSON error body (400) and logs one
    WARNING line, instead of Django's HTML page (a traceback in DEBUG) and an ERROR with a traceback: a scanner
    sending foreign Host headers is routine, not an error of ours. Before SecurityMiddleware, which asks for the
    host first when it redirects to HTTPS. Other paths keep Django's own answer."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/api/"):
            try:
                request.get_host()
            except DisallowedHost as refused:
                host_logger.warning("%s (%s %r)", refused, request.method, request.path)
                return JsonResponse({"message": UNKNOWN_HOST}, status=400)
        return self.get_response(request)


# While the database cannot be reached, every /api/ call answers 503 with the JSON error body
# (DESIGN.md: Health and operations) instead of a traceback or an HTML page.

UNAVAILABLE = "Service temporarily unavailable. Please try again shortly."


def _unavailable():
    response = JsonResponse({"message": UNAVAILABLE}, status=503)
    response["Retry-After"] = "5"
    return response


class DatabaseUnavailableMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            return self.get_response(request)
        except (OperationalError, InterfaceError):  # raised outside a view, e.g. saving the session
            if request.path.startswith("/api/"):
                return _unavailable()
            raise

    def process_exception(self, request, exception):
        if request.path.startswith("/api/") and isinstance(exception, (OperationalError, InterfaceError)):
            return _unavailable()
        return None


class GZipMiddleware(DjangoGZipMiddleware):
    """Django's gzip, except for pictures: a JPEG, PNG, WebP or GIF is compressed already, so gzip would spend
    CPU on every photo (/media/) to save nothing, and a streamed one would lose its Content-Length. SVG is text
    and still compressed."""

    def process_response(self, request, response):
        content_type = response.get("Content-Type", "")
        if content_type.startswith("image/") and not content_type.startswith("image/svg"):
            return response
        return super().process_response(request, response)
