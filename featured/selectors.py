"""Read-side queries of featured items (HackSoft "selectors")."""

from django.db.models import QuerySet

from catalog.models import Product
from catalog.selectors import product_get, product_name_of
from core.errors import NotFound

from .models import FeaturedItem

NOT_FOUND = "Featured item not found"


def with_product_name(queryset: QuerySet[FeaturedItem]) -> QuerySet[FeaturedItem]:
    """Annotate `product_name`: the product's name, or None once the product is deleted.

    A subquery rather than a join: the foreign key has no database constraint, so an item can
    point at a product that no longer exists and must still be listed.
    """
    return queryset.annotate(product_name=product_name_of("product_id"))


def featured_item_list() -> QuerySet[FeaturedItem]:
    """Every item, newest first, with its product's name."""
    return with_product_name(FeaturedItem.objects.all())


def featured_item_get(item_id: int) -> FeaturedItem:
    item = with_product_name(FeaturedItem.objects.filter(pk=item_id)).first()
    if item is None:
        raise NotFound(NOT_FOUND)
    return item


def featured_item_active() -> tuple[FeaturedItem | None, Product | None]:
    """(item, product) for the storefront: product is None when it is gone or inactive; (None, None)
    when no item is active."""
    item = FeaturedItem.objects.filter(is_active=True).first()
    if item is None:
        return None, None
    try:
        return item, product_get(item.product_id)
    except NotFound:
        return item, None
