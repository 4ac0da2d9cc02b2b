"""Write-side business rules of the catalogue: staff product edits, the 50% discount and images."""
from decimal import ROUND_HALF_UP, Decimal

from django.db import transaction

from shop.api_errors import ApiError

from .categories import CATEGORIES_WITH_SUBCATEGORY, MAX_EXTRA_IMAGES
from .models import Product
from .selectors import PRODUCT_NOT_FOUND

CENT = Decimal("0.01")


def _locked_product(product_id):
    """The product row locked until the surrounding transaction ends, or a 404."""
    product = Product.objects.select_for_update().filter(pk=product_id).first()
    if product is None:
        raise ApiError(PRODUCT_NOT_FOUND, status_code=404)
    return product


def _check_subcategory(product):
    """Listings of Tablets and Home Appliances filter by subcategory, so their products need one."""
    if product.category in CATEGORIES_WITH_SUBCATEGORY and not product.subcategory:
        message = "Subcategory is required"
        raise ApiError(message, errors={"subcategory": [message]})


def product_create(**fields):
    """Create a product from validated model-field values (extra images are added later, one by one)."""
    product = Product(**fields)
    _check_subcategory(product)
    product.save()
    return product


@transaction.atomic
def product_update(product_id, **fields):
    """Write the given model fields; fields not given (and the extra images) keep their stored values."""
    product = _locked_product(product_id)
    for name, value in fields.items():
        setattr(product, name, value)
    _check_subcategory(product)
    product.save(update_fields=list(fields))
    return product


def product_delete(product_id):
    deleted, _ = Product.objects.filter(pk=product_id).delete()
    if not deleted:
        raise ApiError(PRODUCT_NOT_FOUND, status_code=404)


def half_price(price):
    """Half of a price, rounded half-up to whole cents (999.99 -> 500.00)."""
    return (price / 2).quantize(CENT, rounding=ROUND_HALF_UP)


@transaction.atomic
def product_apply_half_price_discount(product_id):
    """Start a sale: the current price becomes originalPrice and the price halves."""
    product = _locked_product(product_id)
    if product.original_price is not None:
        raise ApiError("Product is already discounted")
    product.original_price = product.price
    product.price = half_price(product.price)
    product.save(update_fields=["original_price", "price"])
    return product


@transaction.atomic
def product_set_main_image(product_id, image_url):
    product = _locked_product(product_id)
    product.image_url = image_url
    product.save(update_fields=["image_url"])
    return product


@transaction.atomic
def product_add_image(product_id, image_url):
    """Append an extra image; a product holds at most 4."""
    product = _locked_product(product_id)
    if len(product.image_urls) >= MAX_EXTRA_IMAGES:
        raise ApiError(f"Maximum of {MAX_EXTRA_IMAGES} images reached")
    product.image_urls = [*product.image_urls, image_url]
    product.save(update_fields=["image_urls"])
    return product


@transaction.atomic
def product_remove_image(product_id, index):
    """Remove the extra image at a 0-based position; a position that does not exist is a 404."""
    product = _locked_product(product_id)
    if not 0 <= index < len(product.image_urls):
        raise ApiError("Image not found", status_code=404)
    product.image_urls = [url for position, url in enumerate(product.image_urls) if position != index]
    product.save(update_fields=["image_urls"])
    return product
