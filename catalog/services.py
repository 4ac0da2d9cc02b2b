"""Write-side business rules of the catalogue: staff product edits, the 50% discount and images (what a sale
takes from stock and gives back is catalog.stock). Every write takes its row locks through core.db.lock_rows, so
concurrent writers queue instead of failing on SQLite.
"""

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal

from django.db import transaction

from audit.models import AuditEntry
from audit.services import audit_changes
from core.db import lock_rows
from core.errors import NotFound, RuleViolation
from core.money import CENT
from uploads.selectors import renditions_for
from uploads.services import upload_attach, upload_release

from .categories import CATEGORIES_WITH_SUBCATEGORY, MAX_EXTRA_IMAGES
from .form_rules import PRODUCT_MESSAGES
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
        message = PRODUCT_MESSAGES["subcategory"]
        raise RuleViolation(message, errors={"subcategory": [message]})


@transaction.atomic
def product_create(**fields) -> Product:
    """Create a product from model-field values (extra images are added later, one by one)."""
    product = Product(**fields)
    product_validate(product)
    _pictures_changed(product, before=[])
    product.save()
    return product


# ---- pictures: uploaded photos in use ----------------------------------------------------------------------


def _pictures(product: Product) -> list[str]:
    return [product.image_url, *product.image_urls]


def _pictures_changed(product: Product, *, before: list[str]) -> list[str]:
    """Called with the product's new pictures set (not yet saved) and those it had: the uploaded photos it now
    takes are attached (the sweep leaves them alone), those it dropped are deleted with their files unless
    another product holds them, and `image_renditions` lists the renditions of the uploaded ones it holds.
    Answers the fields to save."""
    after = _pictures(product)
    for url in dict.fromkeys(after):
        if url not in before:
            upload_attach(url)
    released = [url for url in product.image_renditions if url not in after]
    product.image_renditions = renditions_for(after)
    _pictures_released(released, holder=product.pk)
    return ["image_url", "image_urls", "image_renditions"]


def _pictures_released(urls, *, holder: int) -> None:
    """Delete the uploaded photos among `urls` (with their files, once the transaction commits) that no product
    but `holder` holds."""

    def used_elsewhere(url):
        return Product.objects.exclude(pk=holder).filter(image_renditions__has_key=url).exists()

    for url in urls:
        upload_release(url, used_elsewhere=used_elsewhere)


# Staff changes to these are kept in the audit trail.
AUDITED_FIELDS = ("price", "original_price", "stock", "is_active")


def product_audited_values(product: Product) -> dict:
    """The product's values the audit trail follows, to compare after a change (product_audit_entries)."""
    return {name: getattr(product, name) for name in AUDITED_FIELDS}


def product_audit_entries(
    product: Product, before: dict, actor, *, note: str = "", kind: str = AuditEntry.Kind.CHANGE
) -> list[AuditEntry]:
    """The entries (not yet saved) for what changed in the product's audited fields since `before`."""
    return audit_changes(
        subject=AuditEntry.Subject.PRODUCT,
        subject_id=product.pk,
        actor=actor,
        before=before,
        after=product_audited_values(product),
        fields=AUDITED_FIELDS,
        note=note,
        kind=kind,
    )


def _audit_changes(product: Product, before: dict, actor) -> None:
    AuditEntry.objects.bulk_create(product_audit_entries(product, before, actor))


@transaction.atomic
def product_update(product_id: int, *, actor=None, **fields) -> Product:
    """Write the given model fields; fields not given (and the extra images) keep their stored values."""
    product = _locked_product(product_id)
    before, pictures = product_audited_values(product), _pictures(product)
    for name, value in fields.items():
        setattr(product, name, value)
    product_validate(product)
    changed = list(fields)
    if _pictures(product) != pictures:
        changed = list(dict.fromkeys([*changed, *_pictures_changed(product, before=pictures)]))
    product.save(update_fields=changed)
    _audit_changes(product, before, actor)
    return product


@transaction.atomic
def product_delete(product_id: int) -> None:
    """Delete the product, and the uploaded photos it held that no other product holds (their files once the
    deletion has committed)."""
    products_delete_locked([_locked_product(product_id)])


def products_delete_locked(products: list[Product]) -> None:
    """Delete these products, locked by the caller (their `image_renditions` loaded), and the uploaded photos
    they held that no remaining product holds (their files once the deletion has committed)."""
    Product.objects.filter(pk__in=[product.pk for product in products]).delete()
    for product in products:
        _pictures_released(list(product.image_renditions), holder=product.pk)


def half_price(price: Decimal) -> Decimal:
    """Half of a price, rounded half-up to whole cents (999.99 -> 500.00)."""
    return (price / 2).quantize(CENT, rounding=ROUND_HALF_UP)


ALREADY_DISCOUNTED = "Product is already discounted"


def half_price_sale(product: Product) -> None:
    """Start a sale on the (locked) product in memory: the current price becomes originalPrice and the price
    halves. RuleViolation(ALREADY_DISCOUNTED) when it is on sale already. The caller saves it."""
    if product.original_price is not None:
        raise RuleViolation(ALREADY_DISCOUNTED)
    product.original_price = product.price
    product.price = half_price(product.price)


@transaction.atomic
def product_apply_half_price_discount(product_id: int, *, actor=None) -> Product:
    """Start a sale: the current price becomes originalPrice and the price halves."""
    product = _locked_product(product_id)
    before = product_audited_values(product)
    half_price_sale(product)
    product.save(update_fields=["original_price", "price"])
    _audit_changes(product, before, actor)
    return product


@transaction.atomic
def product_set_main_image(product_id: int, image_url: str) -> Product:
    """Replace the main picture (an uploaded photo it replaces is deleted unless held elsewhere)."""
    product = _locked_product(product_id)
    before = _pictures(product)
    product.image_url = image_url
    product.save(update_fields=_pictures_changed(product, before=before))
    return product


@transaction.atomic
def product_add_image(product_id: int, image_url: str) -> Product:
    """Append an extra image; a product holds at most 4."""
    product = _locked_product(product_id)
    if len(product.image_urls) >= MAX_EXTRA_IMAGES:
        raise RuleViolation(f"Maximum of {MAX_EXTRA_IMAGES} images reached")
    before = _pictures(product)
    product.image_urls = [*product.image_urls, image_url]
    product.save(update_fields=_pictures_changed(product, before=before))
    return product


@transaction.atomic
def product_remove_image(product_id: int, index: int) -> Product:
    """Remove the extra image at a 0-based position; a position that does not exist is NotFound. An uploaded
    photo no product holds any more is deleted with its files."""
    product = _locked_product(product_id)
    if not 0 <= index < len(product.image_urls):
        raise NotFound("Image not found")
    before = _pictures(product)
    product.image_urls = [url for position, url in enumerate(product.image_urls) if position != index]
    product.save(update_fields=_pictures_changed(product, before=before))
    return product


REORDER_MESSAGE = "The images must be the product's current images in a new order"


@transaction.atomic
def product_reorder_images(product_id: int, image_urls: list[str], image_url: str | None = None) -> Product:
    """Put the extra images in a new order, and with `image_url` swap the main picture with one of them ("Make
    main"): the main picture and the extra images together must be the ones the product has (a permutation,
    duplicates counted), else RuleViolation at imageUrls. Nothing is added, removed or deleted."""
    product = _locked_product(product_id)
    main = product.image_url if image_url is None else image_url
    if sorted([main, *image_urls]) != sorted(_pictures(product)):
        raise RuleViolation(REORDER_MESSAGE, errors={"imageUrls": [REORDER_MESSAGE]})
    product.image_url, product.image_urls = main, list(image_urls)
    product.save(update_fields=["image_url", "image_urls"])
    return product
