"""The Idempotency-Key header of a request that must not be carried out twice (a checkout, a refund)."""

import re

from drf_spectacular.utils import OpenApiParameter

from .api_errors import ApiError

IDEMPOTENCY_KEY_RULE = "Idempotency-Key must be 1 to 255 printable characters"


def idempotency_key(request) -> str | None:
    """The request's Idempotency-Key, None when absent; 400 when it is not 1 to 255 printable characters."""
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    if not re.fullmatch(r"[\x20-\x7e]{1,255}", key):
        raise ApiError(IDEMPOTENCY_KEY_RULE, errors={"Idempotency-Key": [IDEMPOTENCY_KEY_RULE]})
    return key


def idempotency_key_parameter(description: str) -> OpenApiParameter:
    """The header in the OpenAPI description of a view that honours it; `description` says what a repeat does."""
    return OpenApiParameter(
        "Idempotency-Key",
        {"type": "string", "pattern": "^[ -~]{1,255}$"},
        OpenApiParameter.HEADER,
        required=False,
        description=f"1 to 255 printable characters, {description}",
    )
