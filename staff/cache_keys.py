"""The keys of the dashboard's kept figures, all here: kept under the orders' data version (orders.cache_keys)."""

from datetime import date

# The count of orders waiting past the verification promise, with the moment it next grows.
OVERDUE = "overdue"


def analytics(today: date) -> str:
    """The figures of the 30 days to `today`."""
    return f"analytics:{today}"
