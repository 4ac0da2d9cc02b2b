"""Write-side business rules of the catalogue: staff product edits, the 50% discount and images (what a sale
takes from stock and gives back is catalog.stock). Every write takes its row locks through core.db.lock_rows, so
concurrent writers queue instead of failing on SQLite.
"""

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal

from django.db import transaction

from audit.models import AuditEntry
from audit.services import audit_record_changes
from core.db import lock_rows
from core.errors import NotFound, RuleViolation
from core.money import CENT

from .categories import CATEGORIES_WITH_SUBCATEGORY, MAX_EXTRA_IMAGES
from .models import Product
from .selectors import PRODUCT_NOT_FOUND


def product_lock(product_ids: Iterable[int], *, fields: Iterable[str] | None = None) -> dict[int, Product]:
    """The products with these ids (only `fields` loaded, when given), locked until the surrounding transaction
    ends (missing ids are absent)."""
    products = Product.objects.filter(pk__in=list(product_ids))
    if fields is not None:
        products = products.only(*fields)
    return {product.pk: product for product in lock_rows(products)}


def _locked_product(product_id: int) -> Product:
    """The product row locked until the surrounding transaction ends, or NotFound."""
    product = product_lock([product_id]).get(product_id)
    if product is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    return product


def product_validate(product: Product) -> None:
    """The rules a product's values must keep, whoever writes them: listings of Tablets and Home
    Appliances filter by subcategory, so their products need one."""
    if product.category in CATEGORIES_WITH_SUBCATEGORY and not product.subcategory:
        message = "Subcategory is required"
        raise RuleViolation(message, errors={"subcategory": [message]})


def product_create(**fields) -> Product:
    """Create a product from model-field values (extra images are added later, one by one)."""
    product = Product(**fields)
    product_validate(product)
    product.save()
    return product


# Staff changes to these are kept in the audit trail (DESIGN.md: Audit trail).
AUDITED_FIELDS = ("price", "original_price", "stock", "is_active")


def _audited(product: Product) -> dict:
    return {name: getattr(product, name) for name in AUDITED_FIELDS}


def _audit_changes(product: Product, before: dict, actor) -> None:
    audit_record_changes(
        subject=AuditEntry.Subject.PRODUCT,
        subject_id=product.pk,
        actor=actor,
        before=before,
        after=_audited(product),
        fields=AUDITED_FIELDS,
    )


@transaction.atomic
def product_update(product_id: int, *, actor=None, **fields) -> Product:
    """Write the given model fields; fields not given (and the extra images) keep their stored values."""
    product = _locked_product(product_id)
    before = _audited(product)
    for name, value in fields.items():
        setattr(product, name, value)
    product_validate(product)
    product.save(update_fields=list(fields))
    _audit_changes(product, before, actor)
    return product


@transaction.atomic
def product_delete(product_id: int) -> None:
    _locked_product(product_id).delete()


def half_price(price: Decimal) -> Decimal:
    """Half of a price, rounded half-up to whole cents (999.99 -> 500.00)."""
    return (price / 2).quantize(CENT, rounding=ROUND_HALF_UP)


@transaction.atomic
def product_apply_half_price_discount(product_id: int, *, actor=None) -> Product:
    """Start a sale: the current price becomes originalPrice and the price halves."""
    product = _locked_product(product_id)
    if product.original_price is not None:
        raise RuleViolation("Product is already discounted")
    before = _audited(product)
    product.original_price = product.price
    product.price = half_price(product.price)
    product.save(update_fields=["original_price", "price"])
    _audit_changes(product, before, actor)
    return product


@transaction.atomic
def product_set_main_image(product_id: int, image_url: str) -> Product:
    product = _locked_product(product_id)
    product.image_url = image_url
    product.save(update_fields=["image_url"])
    return product


@transaction.atomic
def product_add_image(product_id: int, image_url: str) -> Product:
    """Append an extra image; a product holds at most 4."""
    product = _locked_product(product_id)
    if len(product.image_urls) >= MAX_EXTRA_IMAGES:
        raise RuleViolation(f"Maximum of {MAX_EXTRA_IMAGES} images reached")
    product.image_urls = [*product.image_urls, image_url]
    product.save(update_fields=["image_urls"])
    return product


@transaction.atomic
def product_remove_image(product_id: int, index: int) -> Product:
    """Remove the extra image at a 0-based position; a position that does not exist is NotFound."""
    product = _locked_product(product_id)
    if not 0 <= index < len(product.image_urls):
        raise NotFound("Image not found")
    product.image_urls = [url for position, url in enumerate(product.image_urls) if position != index]
    product.save(update_fields=["image_urls"])
    return product
