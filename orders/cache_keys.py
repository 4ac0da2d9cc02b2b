"""The keys of the staff's kept order answers, all here. Each is kept under the orders' data version, ORDERS
(core.data_versions), which every saved or deleted order bumps (orders.signals): a write retires them at once, the
dashboard's figures (orders.analytics) too."""

from datetime import date

ORDERS = "orders"

# The verification queue, oldest first (its pages: core.pagination).
VERIFICATION_QUEUE = "verification-queue"


def order_list(status: str | None) -> str:
    """The staff order list in one status (None: all); its pages: core.pagination."""
    return f"orders:{status}"


def order_calls(order_id: int) -> str:
    return f"order-calls:{order_id}"


def order_history(order_id: int) -> str:
    return f"order-history:{order_id}"


# The count of orders waiting past the verification promise, with the moment it next grows.
OVERDUE = "overdue"


def analytics(today: date) -> str:
    """The dashboard's figures of the 30 days to `today`."""
    return f"analytics:{today}"
