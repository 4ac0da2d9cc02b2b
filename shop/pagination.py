"""List paging (DESIGN.md: Scale): the {count, next, previous, results} envelope with `limit`, and a
bounded plain array without it."""

from rest_framework.pagination import LimitOffsetPagination
from rest_framework.utils.urls import remove_query_param, replace_query_param

MAX_PAGE_SIZE = 200
# Without `limit` a list answers at most this many rows, with X-Total-Count and a Link to the rest.
UNPAGED_LIMIT = 500


class OptionalLimitOffsetPagination(LimitOffsetPagination):
    """DESIGN.md: a plain array without `limit`; the {count, next, previous, results} envelope with it."""

    default_limit = None
    max_limit = MAX_PAGE_SIZE

    def get_paginated_response_schema(self, schema):
        # Documents both shapes: `schema` is the plain array, the envelope wraps the same array.
        return {"oneOf": [schema, super().get_paginated_response_schema(schema)]}


def page_envelope(request, *, count, limit, offset, has_more, results):
    """The paged body, with the same next/previous links DRF's LimitOffsetPagination writes."""
    url = replace_query_param(request.build_absolute_uri(), "limit", limit)
    next_link = replace_query_param(url, "offset", offset + limit) if has_more else None
    if offset <= 0:
        previous_link = None
    elif offset - limit <= 0:
        previous_link = remove_query_param(url, "offset")
    else:
        previous_link = replace_query_param(url, "offset", offset - limit)
    return {"count": count, "next": next_link, "previous": previous_link, "results": results}


def unpaged_headers(request, *, count, offset, has_more):
    """X-Total-Count, and a Link to the next rows in the same unpaged form when the array was cut."""
    headers = {"X-Total-Count": str(count)}
    if has_more:
        next_url = replace_query_param(request.build_absolute_uri(), "offset", offset + UNPAGED_LIMIT)
        headers["Link"] = f'<{next_url}>; rel="next"'
    return headers
