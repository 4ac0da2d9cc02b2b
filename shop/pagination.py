from rest_framework.pagination import LimitOffsetPagination


class OptionalLimitOffsetPagination(LimitOffsetPagination):
    """DESIGN.md: a plain array without `limit`; the {count, next, previous, results} envelope with it."""

    default_limit = None
    max_limit = 200

    def get_paginated_response_schema(self, schema):
        # Documents both shapes: `schema` is the plain array, the envelope wraps the same array.
        return {"oneOf": [schema, super().get_paginated_response_schema(schema)]}
