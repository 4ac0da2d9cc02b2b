"""Money on the server is Decimal with 2 places."""

from decimal import Decimal

CENT = Decimal("0.01")
# The largest amount a DECIMAL(10, 2) column holds.
MAX_AMOUNT = Decimal("99999999.99")
