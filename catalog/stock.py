"""Stock, in one place (as Saleor's warehouse/management.py): what a sale takes from the products and what a
cancelled order gives back. Each function takes its own row locks (core.db.lock_rows: SELECT … FOR UPDATE in id
order, so two checkouts of overlapping carts queue instead of deadlocking; on SQLite the database's one writer)
and must run inside the caller's transaction, which keeps them until it ends. Staff edits of a product's stock
figure are product edits (catalog.services.product_update).
"""

from collections.abc import Callable, Iterable, Mapping

from django.db import connection

from core.db import require_atomic
from core.errors import RuleViolation
from core.public_cache import catalog_changed

from .models import Product
from .services import product_lock

# What selling a product reads of it: checkout locks these columns only, as loading the descriptions, features
# and specifications of every product in a cart cost more than locking them (decision 0021).
SALE_FIELDS = ("id", "name", "price", "stock", "is_active", "color_options")


def stock_reserve(
    quantities: Mapping[int, int], *, check: Callable[[dict[int, Product]], None] | None = None
) -> dict[int, Product]:
    """Take `quantities` (product id -> units) from stock, all or nothing, and return the products as they were
    before (only SALE_FIELDS loaded; ids of products that are gone are absent), locked until the transaction ends.

    `check(products)`, called once they are locked and before anything is taken, refuses the sale by raising
    (checkout names each unavailable product and each shortfall there). Taking more than the stock is refused
    all the same: a bug, which the database's stock >= 0 constraint would refuse too.
    """
    products = _lock_for_sale(quantities)
    if check is not None:
        check(products)
    short = [pk for pk, quantity in quantities.items() if pk not in products or quantity > products[pk].stock]
    if short:
        raise RuleViolation(f"Not enough stock for product(s) {', '.join(map(str, short))}")
    _add_to_stock({pk: -quantity for pk, quantity in quantities.items()})
    if any(products[pk].stock == quantity for pk, quantity in quantities.items()):
        catalog_changed()  # sold out: listings and the product page must say so now
    return products


def products_for_sale(product_ids: Iterable[int]) -> dict[int, Product]:
    """The products' SALE_FIELDS by id, unlocked (ids of products that are gone are absent): a quote's read, where
    checkout locks them (stock_reserve)."""
    return {product.pk: product for product in Product.objects.filter(pk__in=list(product_ids)).only(*SALE_FIELDS)}


def stock_release(quantities: Mapping[int, int]) -> None:
    """Put the units of a cancelled order back in stock (product id -> units); products deleted since are
    skipped."""
    locked = product_lock(quantities)
    if not locked:
        return
    _add_to_stock({pk: quantities[pk] for pk in locked})
    if any(product.stock <= 0 for product in locked.values()):
        catalog_changed()  # back in stock


def _lock_for_sale(product_ids: Iterable[int]) -> dict[int, Product]:
    """product_lock(product_ids, fields=SALE_FIELDS), its SELECT … FOR UPDATE (in id order) written as SQL: the ORM
    took as long to build it and its rows as PostgreSQL took to run it (decision 0021). SQLite has
    no row locks: there product_lock makes the transaction the database's one writer."""
    if not connection.features.has_select_for_update:
        return product_lock(product_ids, fields=SALE_FIELDS)
    require_atomic(connection, "_lock_for_sale")
    ids = sorted(product_ids)
    if not ids:
        return {}
    quote = connection.ops.quote_name
    columns = ", ".join(quote(Product._meta.get_field(name).column) for name in SALE_FIELDS)
    table, pk = quote(Product._meta.db_table), quote(Product._meta.pk.column)
    placeholders = ", ".join(["%s"] * len(ids))
    # raw(): the rows become products with the fields' own conversions (color_options from JSON).
    locked = Product.objects.raw(
        f"SELECT {columns} FROM {table} WHERE {pk} IN ({placeholders}) ORDER BY {pk} FOR UPDATE", ids
    )
    return {product.pk: product for product in locked}


def _add_to_stock(changes: Mapping[int, int]) -> None:
    """Add each (possibly negative) change to its product's stock, in one statement however many products.

    Written as SQL: the ORM's Case/When form of this statement spent longer building the expression than
    the database spent running it (decision 0021)."""
    if not changes:
        return
    quote = connection.ops.quote_name
    table, pk, stock = (
        quote(Product._meta.db_table),
        quote(Product._meta.pk.column),
        quote(Product._meta.get_field("stock").column),
    )
    cases = " ".join(["WHEN %s THEN %s"] * len(changes))
    ids = ", ".join(["%s"] * len(changes))
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {table} SET {stock} = {stock} + CASE {pk} {cases} END WHERE {pk} IN ({ids})",
            [value for item in changes.items() for value in item] + list(changes),
        )
