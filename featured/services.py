"""Featured-item rules: at most one item is active, and activation swaps it atomically."""

from collections.abc import Callable

from django.db import IntegrityError, transaction

from core.db import lock_rows
from core.errors import Conflict, NotFound
from core.public_cache import catalog_changed

from .models import FeaturedItem
from .selectors import NOT_FOUND, featured_item_get

CONCURRENT_ACTIVATION = "Another featured item was activated at the same time. Please try again."


def _single_active(work: Callable[[], FeaturedItem]) -> FeaturedItem:
    """Run `work` in a transaction that first serializes on the featured rows.

    Locking every row (a handful) makes concurrent activations queue; the deactivating UPDATE that
    follows then sees whichever item the previous transaction activated. A concurrent *insert* of an
    active item can still collide on the one_active_featured_item constraint: that is a Conflict.
    """
    try:
        with transaction.atomic():
            lock_rows(FeaturedItem.objects.only("pk"))
            return work()
    except IntegrityError as error:
        if "one_active_featured_item" in str(error) or "is_active" in str(error):
            raise Conflict(CONCURRENT_ACTIVATION) from error
        raise


def _deactivate_others(item_id: int | None) -> None:
    FeaturedItem.objects.filter(is_active=True).exclude(pk=item_id).update(is_active=False)
    catalog_changed()  # update() sends no signal


def featured_item_save(
    item_id: int | None = None,
    *,
    product_id: int,
    title: str,
    subtitle: str,
    button_text: str,
    button_link: str,
    is_active: bool,
) -> FeaturedItem:
    """Create (no item_id) or fully replace a featured item; saving it active deactivates the others."""

    def work():
        if item_id is None:
            item = FeaturedItem()
        else:
            item = FeaturedItem.objects.filter(pk=item_id).first()
            if item is None:
                raise NotFound(NOT_FOUND)
        if is_active:
            _deactivate_others(item_id)
        item.product_id = product_id
        item.title = title
        item.subtitle = subtitle
        item.button_text = button_text
        item.button_link = button_link
        item.is_active = is_active
        item.save()
        return item

    return featured_item_get(_single_active(work).pk)


def featured_item_activate(item_id: int) -> FeaturedItem:
    def work():
        if not FeaturedItem.objects.filter(pk=item_id).exists():
            raise NotFound(NOT_FOUND)
        _deactivate_others(item_id)  # also marks the home page's cached item stale
        FeaturedItem.objects.filter(pk=item_id).update(is_active=True)

    _single_active(work)
    return featured_item_get(item_id)


def featured_item_delete(item_id: int) -> None:
    deleted, _ = FeaturedItem.objects.filter(pk=item_id).delete()
    if not deleted:
        raise NotFound(NOT_FOUND)
