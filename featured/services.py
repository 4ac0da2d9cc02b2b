"""Featured-item rules: at most one item is active, and activation swaps it atomically."""
from django.db import IntegrityError, transaction
from django.db.models import OuterRef, Subquery

from catalog.models import Product
from shop.api_errors import ApiError
from shop.db import lock_rows
from shop.public_cache import catalog_changed

from .models import FeaturedItem

NOT_FOUND = "Featured item not found"
CONCURRENT_ACTIVATION = "Another featured item was activated at the same time. Please try again."


def with_product_name(queryset):
    """Annotate `product_name`: the product's name, or None once the product is deleted.

    A subquery rather than a join: the foreign key has no database constraint, so an item can
    point at a product that no longer exists and must still be listed.
    """
    return queryset.annotate(
        product_name=Subquery(Product.objects.filter(pk=OuterRef("product_id")).order_by().values("name")[:1])
    )


def get_item(pk):
    item = with_product_name(FeaturedItem.objects.filter(pk=pk)).first()
    if item is None:
        raise ApiError(NOT_FOUND, status_code=404)
    return item


def active_item_with_product():
    """(item, product) for the storefront.

    product is None when it is gone or inactive; (None, None) when no item is active.
    """
    item = FeaturedItem.objects.filter(is_active=True).first()
    if item is None:
        return None, None
    return item, Product.objects.filter(pk=item.product_id, is_active=True).first()


def _single_active(work):
    """Run `work` in a transaction that first serializes on the featured rows.

    Locking every row (a handful) makes concurrent activations queue; the deactivating UPDATE that
    follows then sees whichever item the previous transaction activated. A concurrent *insert* of an
    active item can still collide on the one_active_featured_item constraint: that is a clear 409.
    """
    try:
        with transaction.atomic():
            lock_rows(FeaturedItem.objects.only("pk"))
            return work()
    except IntegrityError as error:
        if "one_active_featured_item" in str(error) or "is_active" in str(error):
            raise ApiError(CONCURRENT_ACTIVATION, status_code=409) from error
        raise


def _deactivate_others(pk):
    FeaturedItem.objects.filter(is_active=True).exclude(pk=pk).update(is_active=False)
    catalog_changed()  # update() sends no signal


def save_item(item, *, product_id, title, subtitle, button_text, button_link, is_active):
    """Create (item None) or fully update a featured item; saving it active deactivates the others."""

    def work():
        target = item or FeaturedItem()
        if target.pk is not None and not FeaturedItem.objects.filter(pk=target.pk).exists():
            raise ApiError(NOT_FOUND, status_code=404)
        if is_active:
            _deactivate_others(target.pk)
        target.product_id = product_id
        target.title = title
        target.subtitle = subtitle
        target.button_text = button_text
        target.button_link = button_link
        target.is_active = is_active
        target.save()
        return target

    return get_item(_single_active(work).pk)


def activate(pk):
    def work():
        if not FeaturedItem.objects.filter(pk=pk).exists():
            raise ApiError(NOT_FOUND, status_code=404)
        _deactivate_others(pk)  # also marks the home page's cached item stale
        FeaturedItem.objects.filter(pk=pk).update(is_active=True)

    _single_active(work)
    return get_item(pk)


def delete(pk):
    deleted, _ = FeaturedItem.objects.filter(pk=pk).delete()
    if not deleted:
        raise ApiError(NOT_FOUND, status_code=404)
