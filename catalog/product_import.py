"""Importing the catalogue from CSV: every row is checked first by the row form the caller gives (the staff
product form's rules: catalog.product_rows) and by the catalogue's own rules, and only a file without a single error
is written, in one transaction, audited.

A row's `model` says which product it is: a model no product has creates one, a model one product has updates
it (the columns the file has; the others keep their values), and a model several products share is an error,
as is a model twice in the file.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Protocol

from django.db import transaction

from audit.models import AuditEntry
from audit.services import audit_entry
from core.db import lock_rows
from core.errors import RuleViolation
from core.public_cache import catalog_changed

from .models import Product
from .product_csv import read_rows, row_body
from .services import AUDITED_FIELDS, product_audit_entries, product_validate

# Rows per query when reading the stored products and writing them.
BATCH = 1000
# A staff request imports up to this many rows; more go through `manage.py import_products`.
MAX_REQUEST_ROWS = 10_000
_MODEL_FIELDS = (
    "name",
    "description",
    "price",
    "original_price",
    "category",
    "subcategory",
    "brand",
    "model",
    "color",
    "color_options",
    "features",
    "specifications",
    "image_url",
    "image_urls",
    "stock",
    "is_active",
)


@dataclass
class ImportResult:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    errors: list[dict] = field(default_factory=list)

    def as_answer(self) -> dict:
        return {"created": self.created, "updated": self.updated, "unchanged": self.unchanged, "errors": self.errors}


class RowForm(Protocol):
    """What the import asks of the caller's form (catalog.product_rows.ProductRowForm)."""

    def check(self, body: dict, stored: Product | None) -> tuple[dict, list[tuple[str, list[str]]]]:
        """(the model-field values, []) or ({}, [(column, messages)]) for a row's body (product_csv.row_body);
        a stored product's columns the row leaves out are not asked for."""

    def columns(self, errors: dict[str, list[str]]) -> list[tuple[str, list[str]]]:
        """A refusal's messages keyed by the product's fields, as [(column, messages)]."""


def _row_values(number: int, body: dict, stored: Product | None, form: RowForm, errors: list) -> dict | None:
    """The row's model-field values, checked as the form checks them (a stored product's missing columns keep
    their values) and by the catalogue's rules; None, with `errors` added to, when the row breaks a rule."""
    values, found = form.check(body, stored)
    if not found:
        candidate = Product(**{**_stored_values(stored), **values})
        try:
            product_validate(candidate)
        except RuleViolation as violation:
            found = form.columns(violation.errors or {})
    errors += [{"row": number, "column": column, "message": message} for column, ms in found for message in ms]
    return None if found else values


def _stored_values(product: Product | None) -> dict:
    return {} if product is None else {name: getattr(product, name) for name in _MODEL_FIELDS}


def _stored_by_model(models: Iterable[str], *, lock: bool) -> dict[str, list[Product]]:
    models = list(models)
    found: dict[str, list[Product]] = {}
    for start in range(0, len(models), BATCH):
        products = Product.objects.filter(model__in=models[start : start + BATCH]).order_by("pk")
        for product in lock_rows(products) if lock else products:
            found.setdefault(product.model, []).append(product)
    return found


def product_import(
    content: bytes,
    *,
    form: RowForm,
    dry_run: bool,
    actor=None,
    max_rows: int | None = MAX_REQUEST_ROWS,
    progress: Callable[[int, int], None] | None = None,
) -> ImportResult:
    """Check every row of the CSV `content` with `form` and the catalogue's rules and, unless `dry_run` or a row has
    an error, write them all in one transaction. FileProblem (product_csv) when the file itself cannot be read.
    `progress(checked, rows)` is told how many of the rows have been checked, now and then."""
    rows = list(read_rows(content, max_rows=max_rows))
    with transaction.atomic():
        stored = _stored_by_model((cells.get("model", "").strip() for _, cells in rows), lock=not dry_run)
        result, creates, updates = _plan(rows, stored, form, progress)
        if dry_run or result.errors:
            return result
        _write(creates, updates, actor)
    return result


def _plan(rows, stored, form, progress):
    result = ImportResult()
    creates, updates, first_row = [], [], {}
    for checked, (number, cells) in enumerate(rows, start=1):
        if progress is not None and checked % BATCH == 0:
            progress(checked, len(rows))
        model = cells.get("model", "").strip()
        matches = stored.get(model, [])
        if model and model in first_row:
            result.errors.append(
                {"row": number, "column": "model", "message": f"Model {model} is also in row {first_row[model]}"}
            )
            continue
        first_row[model] = number
        if len(matches) > 1:
            message = f"{len(matches)} products have the model {model}: change it in the staff app first"
            result.errors.append({"row": number, "column": "model", "message": message})
            continue
        product = matches[0] if matches else None
        values = _row_values(number, row_body(cells), product, form, result.errors)
        if values is None:
            continue
        if product is None:
            creates.append(Product(**values))
            continue
        before = _stored_values(product)
        changed = {name: value for name, value in values.items() if before[name] != value}
        if changed:
            updates.append((product, before, changed))
        else:
            result.unchanged += 1
    if progress is not None:
        progress(len(rows), len(rows))
    result.created, result.updated = len(creates), len(updates)
    return result, creates, updates


def _entry(product_id: int, actor, **what) -> AuditEntry:
    return audit_entry(
        subject=AuditEntry.Subject.PRODUCT, subject_id=product_id, kind=AuditEntry.Kind.IMPORT, actor=actor, **what
    )


def _write(creates: list[Product], updates: list, actor) -> None:
    entries = []
    for product in Product.objects.bulk_create(creates, batch_size=BATCH):
        entries.append(_entry(product.pk, actor, note="Created by import"))
    changed_fields = set()
    for product, before, changed in updates:
        for name, value in changed.items():
            setattr(product, name, value)
        changed_fields.update(changed)
        entries += product_audit_entries(product, before, actor, kind=AuditEntry.Kind.IMPORT)
        others = sorted(name for name in changed if name not in AUDITED_FIELDS)
        if others:
            entries.append(_entry(product.pk, actor, note="Changed by import: " + ", ".join(others)))
    if updates:
        Product.objects.bulk_update([product for product, _, _ in updates], sorted(changed_fields), batch_size=BATCH)
    AuditEntry.objects.bulk_create(entries, batch_size=BATCH)
    catalog_changed()  # bulk writes send no save signals
