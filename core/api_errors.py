"""The one error format of the API: {"message": "...", "errors": {field: [...]}}."""

import math
from collections.abc import Mapping
from contextlib import contextmanager

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig
from django.http import Http404, JsonResponse
from django.views import defaults
from rest_framework import exceptions, serializers, status
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from .errors import Conflict, DomainError, Mismatch, NotFound, PaymentRefused, RuleViolation, TooMany, Unavailable

VALIDATION_MESSAGE = "Please correct the highlighted fields."


# The status each kind of domain error answers with.
DOMAIN_STATUS = {
    RuleViolation: 400,
    PaymentRefused: 402,
    NotFound: 404,
    Conflict: 409,
    Mismatch: 422,
    TooMany: 429,
    Unavailable: 503,
}


class ApiError(exceptions.APIException):
    """An HTTP-level refusal raised by a view, with a human message (400 unless stated).
    Services and selectors raise core.errors instead."""

    status_code = status.HTTP_400_BAD_REQUEST

    def __init__(self, message, status_code=None, errors=None):
        super().__init__(detail=message)
        self.message = message
        self.errors = errors
        if status_code is not None:
            self.status_code = status_code


class RateLimited(exceptions.Throttled):
    """A 429 whose sentence says what was limited, e.g. "Too many failed login attempts."."""

    def __init__(self, sentence, wait=None):
        super().__init__(wait=wait)
        self.sentence = sentence


def _domain_status(error):
    for kind, status_code in DOMAIN_STATUS.items():
        if isinstance(error, kind):
            return status_code
    return status.HTTP_400_BAD_REQUEST


def _flatten(detail):
    """Turn DRF's nested error detail into {"field.sub": ["msg", ...]}."""
    out = {}

    def walk(value, prefix):
        if isinstance(value, dict):
            for key, sub in value.items():
                walk(sub, f"{prefix}.{key}" if prefix else str(key))
        elif isinstance(value, list):
            if all(not isinstance(v, (dict, list)) for v in value):
                out.setdefault(prefix or "nonFieldErrors", []).extend(str(v) for v in value)
            else:
                for index, sub in enumerate(value):
                    if sub:
                        walk(sub, f"{prefix}.{index}" if prefix else str(index))
        else:
            out.setdefault(prefix or "nonFieldErrors", []).append(str(value))

    walk(detail, "")
    return out


def _first_message(errors):
    for messages in errors.values():
        if messages:
            return messages[0]
    return VALIDATION_MESSAGE


def _body_path(fields: Mapping, path: list[str]) -> list[str] | None:
    """The body's field names along a path of `source` names through `fields`; None when the first is not there.
    A `source="*"` serializer's fields answer in its place; a list's item keeps its index."""
    name, rest = path[0], path[1:]
    for field_name, field in fields.items():
        if field.source == "*" and isinstance(field, serializers.Serializer):
            inner = _body_path(field.fields, path)
            if inner is not None:
                return [field_name, *inner]
        elif field.source == name:
            named = [field_name]
            if rest and rest[0].isdigit() and isinstance(field, (serializers.ListField, serializers.ListSerializer)):
                named.append(rest[0])
                field, rest = field.child, rest[1:]
            if rest and isinstance(field, serializers.Serializer):
                return named + (_body_path(field.fields, rest) or rest)
            return named + rest
    return None


def body_errors(serializer: serializers.Serializer, errors: Mapping[str, list[str]]) -> dict[str, list[str]]:
    """`errors` keyed by paths of `source` names (`lines.0.product_id`), keyed instead by the field paths of the
    body `serializer` reads (`items.0.productId`); a path the body does not have stays as it is."""
    return {
        ".".join(_body_path(serializer.fields, path.split(".")) or [path]): messages
        for path, messages in errors.items()
    }


@contextmanager
def errors_named_by(serializer: serializers.Serializer):
    """Refusals raised inside name the service's arguments (`lines.0.product_id`); answer with the field paths of
    the body `serializer` read (`items.0.productId`)."""
    try:
        yield
    except DomainError as refusal:
        if refusal.errors:
            refusal.errors = body_errors(serializer, refusal.errors)
        raise


def exception_handler(exc, context):
    if isinstance(exc, RequestDataTooBig):
        return Response({"message": "Request body is too large"}, status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound()
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()

    if isinstance(exc, (ApiError, DomainError)):
        body = {"message": exc.message}
        if exc.errors:
            body["errors"] = exc.errors
        status_code = exc.status_code if isinstance(exc, ApiError) else _domain_status(exc)
        headers = {"Retry-After": str(exc.retry_after)} if isinstance(exc, (TooMany, Unavailable)) else None
        return Response(body, status=status_code, headers=headers)

    response = drf_exception_handler(exc, context)
    if response is None:
        return None

    if isinstance(exc, exceptions.ValidationError):
        errors = _flatten(exc.detail)
        # A single non-field message (e.g. a business rule) is the sentence itself.
        body = {"message": _first_message(errors), "errors": errors}
    elif isinstance(exc, exceptions.NotAuthenticated):
        body = {"message": "Authentication required"}
    elif isinstance(exc, exceptions.Throttled):
        sentence = getattr(exc, "sentence", "Too many attempts.")
        seconds = f" Try again in {max(1, math.ceil(exc.wait))} seconds." if exc.wait is not None else ""
        body = {"message": f"{sentence}{seconds}"}
    else:
        detail = exc.detail if hasattr(exc, "detail") else str(exc)
        body = {"message": str(detail)}
    response.data = body
    return response


def json_not_found(request, exception=None):
    """Unknown /api/ paths answer JSON, never the SPA."""
    return JsonResponse({"message": "Not found"}, status=404)


SERVER_ERROR = "Something went wrong on our side. Please try again."


def server_error(request):
    """handler500: the JSON error body for the API, naming the request's id (core.middleware.RequestLogMiddleware)
    so a shopper's report finds its log lines and error report; Django's plain page elsewhere (DEBUG shows
    tracebacks)."""
    if request.path.startswith("/api/"):
        return JsonResponse({"message": SERVER_ERROR, "requestId": getattr(request, "request_id", None)}, status=500)
    return defaults.server_error(request)
