"""OpenAPI helpers: the session-cookie auth scheme and the one error body, documented once."""

from django.conf import settings
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.utils import OpenApiResponse, PolymorphicProxySerializer, inline_serializer
from rest_framework import serializers


class CsrfSessionScheme(OpenApiAuthenticationExtension):
    """Documents core.api_auth.CsrfEnforcedSessionAuthentication (registered when this module is imported)."""

    target_class = "core.api_auth.CsrfEnforcedSessionAuthentication"
    name = "cookieAuth"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "cookie",
            "name": settings.SESSION_COOKIE_NAME,
            "description": "Django session of a staff user; unsafe methods also need the X-CSRFToken header.",
        }


class ShopAutoSchema(AutoSchema):
    """Operations a view lists in `public_methods` (core.permissions) need no session."""

    def get_auth(self):
        if self.method in getattr(self.view, "public_methods", ()):
            return []
        return super().get_auth()


class ErrorBodySerializer(serializers.Serializer):
    message = serializers.CharField(help_text="One human sentence, shown to the user as is.")
    errors = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        required=False,
        help_text='Validation only: messages keyed by camelCase field path, e.g. "address.zipCode".',
    )


_DESCRIPTIONS = {
    400: "Validation error or refused business rule",
    401: "No staff session",
    402: "The card was declined (a sentence per reason): nothing was stored or charged",
    403: "Not staff, or CSRF token missing",
    404: "Not found",
    409: "Conflict with a concurrent change",
    413: "Request body too large",
    422: "Contradicts an earlier request (an Idempotency-Key reused for another order)",
    429: "Rate limited",
    503: "A service it needs (the payment provider) did not answer; Retry-After says when to try again",
}


def error_responses(*codes):
    return {code: OpenApiResponse(ErrorBodySerializer, description=_DESCRIPTIONS[code]) for code in codes}


STAFF_ERRORS = error_responses(401, 403)


def list_response(name, serializer_class):
    """A list's two shapes (core.pagination): a plain array without `limit`, the envelope with it."""
    page = inline_serializer(
        name=f"{name}Page",
        fields={
            "count": serializers.IntegerField(),
            "next": serializers.URLField(allow_null=True),
            "previous": serializers.URLField(allow_null=True),
            "results": serializer_class(many=True),
        },
    )
    return PolymorphicProxySerializer(
        component_name=f"{name}List",
        serializers=[serializer_class(many=True), page],
        resource_type_field_name=None,
        many=False,
    )


def allow_empty_query_values(result, generator, request, public):
    """drf-spectacular post-processing hook: a blank optional query parameter (`?category=`) means "not given"
    (DRF reads it so, and the SPA sends them), which OpenAPI says with allowEmptyValue."""
    for path in result.get("paths", {}).values():
        for operation in path.values():
            for parameter in operation.get("parameters", []):
                if parameter.get("in") == "query" and not parameter.get("required"):
                    parameter["allowEmptyValue"] = True
    return result


# Operations whose 200 body may be a JSON null (no active featured item).
NULLABLE_ANSWERS = {"featured_items_active"}


def nullable_answers(result, generator, request, public):
    """drf-spectacular post-processing hook: mark the 200 body of NULLABLE_ANSWERS as nullable."""
    for path in result.get("paths", {}).values():
        for operation in path.values():
            if operation.get("operationId") not in NULLABLE_ANSWERS:
                continue
            content = operation["responses"]["200"]["content"]["application/json"]
            content["schema"] = {"allOf": [content["schema"]], "nullable": True}
    return result


def uri_too_long(result, generator, request, public):
    """drf-spectacular post-processing hook: gunicorn answers 414 before Django sees a request line longer
    than its limit_request_line (4094 bytes), which only a long query string reaches."""
    for path in result.get("paths", {}).values():
        for operation in path.values():
            if any(parameter.get("in") == "query" for parameter in operation.get("parameters", [])):
                operation["responses"].setdefault(
                    "414", {"description": "Request line too long for the server (answered by gunicorn, not JSON)"}
                )
    return result
