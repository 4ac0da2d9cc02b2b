"""List paging, the same on every list: with `limit` (1 to 200) the
{count, next, previous, results} envelope; without it a plain array of at most 500 rows with
X-Total-Count and a Link to the rest. A bad `limit` or `offset` is a 400 naming the parameter."""

from django.conf import settings
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param

from .data_versions import cached_under

MAX_PAGE_SIZE = 200
# Without `limit` a list answers at most this many rows, with X-Total-Count and a Link to the rest.
UNPAGED_LIMIT = 500
# Far past any list's end, and far from the database's integer limits.
MAX_OFFSET = 1_000_000_000


class PageParamsSerializer(serializers.Serializer):
    limit = serializers.IntegerField(
        required=False,
        min_value=1,
        help_text="Page size (1 to 200; larger asks get 200); with it the body is the paged envelope.",
        error_messages={
            "invalid": "limit must be a whole number of 1 or more",
            "min_value": "limit must be a whole number of 1 or more",
            "max_string_length": "limit must be a whole number of 1 or more",
        },
    )
    offset = serializers.IntegerField(
        required=False,
        min_value=0,
        max_value=MAX_OFFSET,
        help_text="Rows to skip.",
        error_messages={
            "max_value": f"offset must be at most {MAX_OFFSET}",
            "invalid": "offset must be a whole number of 0 or more",
            "min_value": "offset must be a whole number of 0 or more",
            "max_string_length": "offset must be a whole number of 0 or more",
        },
    )


def page_params(request):
    """(limit or None, offset) from the query string; limit is capped at 200."""
    params = PageParamsSerializer(data=request.query_params)
    params.is_valid(raise_exception=True)
    limit = params.validated_data.get("limit")
    return (None if limit is None else min(limit, MAX_PAGE_SIZE)), params.validated_data.get("offset", 0)


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


def paged_response(request, queryset, serialize, *, shared_as=None, per_read=None):
    """A list of `queryset` in either form; `serialize` turns a slice of it into JSON data.

    `shared_as` = (data name, key) for a staff list every staff member sees alike: the count and the
    serialized page are kept in the cache under that data's version (core.data_versions) for at most
    STAFF_CACHE_SECONDS, and `per_read` then adds what changes with the clock to each read of them."""
    limit, offset = page_params(request)
    size = limit or UNPAGED_LIMIT

    def page():
        return queryset.count(), serialize(queryset[offset : offset + size])

    if shared_as is None:
        count, rows = page()
    else:
        name, key = shared_as
        count, rows = cached_under(name, f"{key}:{offset}:{size}", page, settings.STAFF_CACHE_SECONDS)
    if per_read is not None:
        rows = per_read(rows)
    has_more = offset + len(rows) < count
    if limit is None:
        return Response(rows, headers=unpaged_headers(request, count=count, offset=offset, has_more=has_more))
    return Response(page_envelope(request, count=count, limit=limit, offset=offset, has_more=has_more, results=rows))
