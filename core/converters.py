"""URL path converters."""

from django.urls.converters import IntConverter

# At most 18 digits always fits a 64-bit integer column.
DB_INT_MAX = 10**18 - 1


class DatabaseIntConverter(IntConverter):
    """An id or index that fits a 64-bit database integer: a longer number is an unknown path (404), never an
    overflow inside the database driver (SQLite raises OverflowError on 2**63 and above)."""

    regex = "[0-9]{1,18}"
