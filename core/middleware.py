"""Middleware: each request's id, log line and metrics; the static files; who may keep an answer, a foreign Host, the
database being down."""

import logging
import os
import re
import time

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.db import InterfaceError, OperationalError, connection
from django.http import JsonResponse
from django.middleware.gzip import GZipMiddleware as DjangoGZipMiddleware
from django.utils.cache import patch_cache_control
from django.utils.functional import SimpleLazyObject, empty
from whitenoise.middleware import WhiteNoiseMiddleware

from . import metrics
from .logs import request_id, staff_username
from .permissions import is_staff_member
from .public_cache import SHARED_ANSWERS

access_logger = logging.getLogger("voltcart.request")
# An X-Request-ID a trusted front sent is kept when it is this plain (no spaces or quotes to forge log fields).
INCOMING_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")


class QueryTally:
    """connection.execute_wrapper that counts a request's queries and the time they took."""

    __slots__ = ("count", "seconds")

    def __init__(self):
        self.count = 0
        self.seconds = 0.0

    def __call__(self, execute, sql, params, many, context):
        start = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            self.count += 1
            self.seconds += time.perf_counter() - start


def _route(request):
    """The route's name as a metric label: the URL pattern's name (or its pattern), "static" for whitenoise's
    files, "unresolved" for a request answered before its URL was resolved (a foreign Host, the HTTPS redirect)."""
    match = getattr(request, "resolver_match", None)
    if match is not None:
        return match.view_name or match.route or "unnamed"
    if request.path.startswith(settings.STATIC_URL):
        return "static"
    return "unresolved"


def _staff_username(request):
    """The signed-in staff member's username, if the request looked at who is signed in (never a query here)."""
    user = request.__dict__.get("user")
    if user is None or (isinstance(user, SimpleLazyObject) and user._wrapped is empty):
        return staff_username.get()
    return user.get_username() if is_staff_member(user) else None


class StaticFilesMiddleware(WhiteNoiseMiddleware):
    """whitenoise, less the validators (ETag, Last-Modified) of the files it has browsers keep for good (the bundle's
    hashed files, `immutable`): nothing ever revalidates them, and behind the HTTP/2 front every header is paid on
    every file (decision 0039)."""

    @staticmethod
    def serve(static_file, request):
        response = WhiteNoiseMiddleware.serve(static_file, request)
        if "immutable" in response.get("Cache-Control", ""):
            del response["ETag"]
            del response["Last-Modified"]
        return response


class RequestLogMiddleware:
    """Outermost. Gives the request its id: the `X-Request-ID` a trusted front sent
    (TRUST_X_REQUEST_ID) or a new one, in every log line written while it is served (core.logs) and in the
    answer's `X-Request-ID`. Then writes the request's line (method, path without the query, status, duration,
    route, staff username) and records its metrics: count and latency by route and status, and the database
    queries it ran and their time. Never a query, a cache read or a body: a few label lookups per request."""

    def __init__(self, get_response):
        self.get_response = get_response

    def _incoming_id(self, request):
        if settings.TRUST_X_REQUEST_ID:
            sent = request.headers.get("X-Request-ID", "")
            if INCOMING_REQUEST_ID.fullmatch(sent):
                return sent
        return os.urandom(16).hex()  # 32 hex digits, as a UUID4's hex, for a tenth of its cost

    @staticmethod
    def _fields(request, status, seconds, route, tally):
        fields = {
            "method": request.method,
            "path": request.path,
            "status": status,
            "durationMs": round(seconds * 1000, 1),
            "route": route,
            "queries": tally.count,
        }
        if username := _staff_username(request):
            fields["user"] = username
        return fields

    def __call__(self, request):
        request.request_id = self._incoming_id(request)
        id_token = request_id.set(request.request_id)
        user_token = staff_username.set(None)
        tally = QueryTally()
        start = time.perf_counter()
        try:
            with connection.execute_wrapper(tally):
                response = self.get_response(request)
            seconds = time.perf_counter() - start
            route = _route(request)
            # A static file goes without it (its log line has it): behind the HTTP/2 front every header is paid on
            # every file, and a file's answer is not one to report (decision 0039).
            if route != "static":
                response["X-Request-ID"] = request.request_id
            status = response.status_code
            metrics.request_observed(route, request.method, status, seconds, tally.count, tally.seconds)
            access_logger.log(
                logging.ERROR if status >= 500 else logging.INFO,
                "%s %s %s",
                request.method,
                request.path,
                status,
                extra=self._fields(request, status, seconds, route, tally),
            )
            return response
        finally:
            staff_username.reset(user_token)
            request_id.reset(id_token)


# Django's own logger for a refused Host (its handler logs there at ERROR, with a traceback).
host_logger = logging.getLogger("django.security.DisallowedHost")
UNKNOWN_HOST = "This site is not served at that host name."


class PrivateAnswersMiddleware:
    """Every /api/ answer is `Cache-Control: private, no-store` (no browser or proxy keeps it) unless its view
    shares it: a public read wrapped by core.public_cache.cached_public_read (which says `public, max-age`), and
    only for a method the view's access decision makes public (core.permissions). So staff answers, and the
    shopper's own (checkout, receipt, tracking, /api/admin/me), are never kept, errors and 401/403s included,
    and a new endpoint is private until it is deliberately shared."""

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
# instead of a traceback or an HTML page.

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
