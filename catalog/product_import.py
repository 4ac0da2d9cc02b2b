"""Importing the catalogue from CSV: every row is checked by the product form's
rules first, and only a file without a single error is written, in one transaction, audited.

A row's `model` says which product it is: a model no product has creates one, a model one product has updates
it (the columns the file has; the others keep their values), and a model several products share is an error,
as is a model twice in the file.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.db import transaction
from rest_framework.exceptions import ValidationError

from audit.models import AuditEntry
from audit.services import audit_entry
from core.db import lock_rows
from core.errors import RuleViolation
from core.fields import is_site_path_or_web_url
from core.public_cache import catalog_changed

from .categories import MAX_EXTRA_IMAGES
from .models import Product
from .product_csv import read_rows, row_body
from .serializers import ProductInputSerializer
from .services import AUDITED_FIELDS, product_audit_entries, product_validate

MAX_IMAGE_URL = Product._meta.get_field("image_url").max_length
INVALID_EXTRA_IMAGE = "Each extra image must be a URL starting with http://, https:// or /"
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


def _messages(detail) -> list[str]:
    """The sentences of a serializer error, however nested (a list item's, a map value's)."""
    if isinstance(detail, dict):
        return [message for value in detail.values() for message in _messages(value)]
    if isinstance(detail, list):
        return [message for value in detail for message in _messages(value)]
    return [str(detail)]


def _extra_images_errors(urls: list[str]) -> list[str]:
    if len(urls) > MAX_EXTRA_IMAGES:
        return [f"At most {MAX_EXTRA_IMAGES} extra images"]
    if any(len(url) > MAX_IMAGE_URL or not is_site_path_or_web_url(url) for url in urls):
        return [INVALID_EXTRA_IMAGE]
    return []


class _Forms:
    """The product form for new products and, partial, for stored ones, each built once: a form's fields are
    copied from the class for every instance, which was two thirds of checking a row."""

    def __init__(self):
        self.new, self.stored = ProductInputSerializer(), ProductInputSerializer(partial=True)

    def check(self, body: dict, stored: Product | None) -> tuple[dict, list]:
        """(the model-field values, []) or ({}, [(column, messages)])."""
        try:
            return (self.new if stored is None else self.stored).run_validation(body), []
        except ValidationError as error:
            return {}, [(column, _messages(detail)) for column, detail in error.detail.items()]


def _row_values(number: int, body: dict, stored: Product | None, forms: _Forms, errors: list) -> dict | None:
    """The row's model-field values, checked as the form checks them (a stored product's missing columns keep
    their values); None, with `errors` added to, when the row breaks a rule."""
    values, found = forms.check(body, stored)
    extra_images = body.get("imageUrls")
    if extra_images is not None:
        found += [("imageUrls", messages)] if (messages := _extra_images_errors(extra_images)) else []
    if not found:
        values = {**values, **({"image_urls": extra_images} if extra_images is not None else {})}
        candidate = Product(**{**_stored_values(stored), **values})
        try:
            product_validate(candidate)
        except RuleViolation as violation:
            found += [(column, messages) for column, messages in (violation.errors or {}).items()]
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
    dry_run: bool,
    actor=None,
    max_rows: int | None = MAX_REQUEST_ROWS,
    progress: Callable[[int, int], None] | None = None,
) -> ImportResult:
    """Check every row of the CSV `content` and, unless `dry_run` or a row has an error, write them all in one
    transaction. FileProblem (product_csv) when the file itself cannot be read. `progress(checked, rows)` is
    told how many of the rows have been checked, now and then."""
    rows = list(read_rows(content, max_rows=max_rows))
    with transaction.atomic():
        stored = _stored_by_model((cells.get("model", "").strip() for _, cells in rows), lock=not dry_run)
        result, creates, updates = _plan(rows, stored, progress)
        if dry_run or result.errors:
            return result
        _write(creates, updates, actor)
    return result


def _plan(rows, stored, progress):
    result = ImportResult()
    creates, updates, first_row, forms = [], [], {}, _Forms()
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
        values = _row_values(number, row_body(cells), product, forms, result.errors)
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
