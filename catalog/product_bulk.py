"""Bulk actions on the staff product list: one action on many products, chosen
by id or by the staff list's filter, in one transaction, each change in the audit trail.

The rules are the single-product ones (catalog.services): the 50% discount's, the audited fields, deleting with
the uploaded photos. `done` counts the products the action changed (each has its audit entries); every other
product asked for is in `skipped` with the reason: not found, already on sale, already in the asked-for state.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.db import transaction

from audit.models import AuditEntry
from audit.services import audit_entry
from core.db import lock_rows
from core.errors import RuleViolation
from core.public_cache import catalog_changed

from .models import Product
from .search.listings import staff_product_export
from .selectors import PRODUCT_NOT_FOUND
from .services import (
    AUDITED_FIELDS,
    half_price_sale,
    product_audit_entries,
    product_audited_values,
    products_delete_locked,
)

ACTIVATE, DEACTIVATE, DISCOUNT, SET_STOCK, DELETE = "activate", "deactivate", "discount-50", "set-stock", "delete"
BULK_ACTIONS = (ACTIVATE, DEACTIVATE, DISCOUNT, SET_STOCK, DELETE)
# One request changes at most this many products (as an import writes at most 10,000 rows).
MAX_BULK_PRODUCTS = 10_000
TOO_MANY = f"A bulk action changes at most {MAX_BULK_PRODUCTS:,} products: narrow the filter"
ALREADY_ACTIVE = "Already active"
ALREADY_INACTIVE = "Already inactive"
NOTE = "Bulk action"
DELETED_NOTE = "Deleted by bulk action"
# Ids per locking query and rows per write.
BATCH = 1000
_LOADED = ("id", *AUDITED_FIELDS, "image_renditions")


@dataclass
class BulkResult:
    done: int = 0
    skipped: list[dict] = field(default_factory=list)

    def skip(self, product_id: int, reason: str) -> None:
        self.skipped.append({"id": product_id, "reason": reason})

    def as_answer(self) -> dict:
        return {"done": self.done, "skipped": self.skipped}


def product_bulk_action(
    *, action: str, ids: list[int] | None = None, matching: dict | None = None, value: int | None = None, actor=None
) -> BulkResult:
    """Apply `action` to the products with these `ids`, or to every product the staff list shows for the filter
    `matching` ({search, category}); all of it or, when anything fails, none of it. `value` is set-stock's
    stock. RuleViolation(TOO_MANY) for more than MAX_BULK_PRODUCTS products."""
    result = BulkResult()
    with transaction.atomic():
        if ids is not None:
            wanted = sorted(set(ids))
            products = _locked(wanted)
            result.skipped = [{"id": pk, "reason": PRODUCT_NOT_FOUND} for pk in wanted if pk not in products]
        else:
            products = {p.pk: p for p in lock_rows(staff_product_export(**matching).only(*_LOADED))}
        if len(products) > MAX_BULK_PRODUCTS:
            raise RuleViolation(TOO_MANY)
        if action == DELETE:
            _delete(list(products.values()), result, actor)
        else:
            _changing(products.values(), result, _CHANGES[action](value), actor)
        catalog_changed()  # bulk writes send no save signals
    result.skipped.sort(key=lambda skipped: skipped["id"])
    return result


def _locked(ids: list[int]) -> dict[int, Product]:
    """The products among these ids (in increasing order), locked in batches, in id order across batches."""
    found = {}
    for start in range(0, len(ids), BATCH):
        batch = Product.objects.filter(pk__in=ids[start : start + BATCH]).only(*_LOADED)
        found.update((product.pk, product) for product in lock_rows(batch))
    return found


def _changing(products: Iterable[Product], result: BulkResult, change: Callable[[Product], None], actor) -> None:
    """Apply `change` to each product in memory (a RuleViolation skips that product with its message, as does a
    change that changes nothing), then save the changed ones and their audit entries."""
    entries, writes = [], {}
    for product in products:
        before = product_audited_values(product)
        try:
            change(product)
        except RuleViolation as refusal:
            result.skip(product.pk, refusal.message)
            continue
        after = product_audited_values(product)
        entries += product_audit_entries(product, before, actor, note=NOTE)
        values = tuple((name, after[name]) for name in AUDITED_FIELDS if before[name] != after[name])
        writes.setdefault(values, []).append(product.pk)
        result.done += 1
    # One UPDATE per batch of products given the same values (all of them, but for the discount's prices):
    # bulk_update's CASE per row cost ~1 ms a product (its expressions, not the database).
    for values, pks in writes.items():
        for start in range(0, len(pks), BATCH):
            Product.objects.filter(pk__in=pks[start : start + BATCH]).update(**dict(values))
    AuditEntry.objects.bulk_create(entries, batch_size=BATCH)


def _activation(active: bool) -> Callable[[Product], None]:
    reason = ALREADY_ACTIVE if active else ALREADY_INACTIVE

    def change(product: Product) -> None:
        if product.is_active == active:
            raise RuleViolation(reason)
        product.is_active = active

    return change


def _stock(value: int) -> Callable[[Product], None]:
    def change(product: Product) -> None:
        if product.stock == value:
            raise RuleViolation(f"Stock is already {value}")
        product.stock = value

    return change


# Each action but delete: its change of one product (in memory), given the request's `value`.
_CHANGES = {
    ACTIVATE: lambda value: _activation(True),
    DEACTIVATE: lambda value: _activation(False),
    DISCOUNT: lambda value: half_price_sale,
    SET_STOCK: _stock,
}


def _delete(products: list[Product], result: BulkResult, actor) -> None:
    for start in range(0, len(products), BATCH):
        products_delete_locked(products[start : start + BATCH])
    entries = [
        audit_entry(
            subject=AuditEntry.Subject.PRODUCT,
            subject_id=product.pk,
            kind=AuditEntry.Kind.CHANGE,
            actor=actor,
            note=DELETED_NOTE,
        )
        for product in products
    ]
    AuditEntry.objects.bulk_create(entries, batch_size=BATCH)
    result.done = len(products)
