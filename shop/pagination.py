from rest_framework.pagination import LimitOffsetPagination


class OptionalLimitOffsetPagination(LimitOffsetPagination):
    """DESIGN.md: a plain array without `limit`; the {count, next, previous, results} envelope with it."""

    default_limit = None
    max_limit = 200
