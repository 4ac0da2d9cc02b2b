"""The demo featured item (`manage.py seed_catalog`): the flagship phone of the demo catalogue."""

from catalog.models import Product
from demo.catalog_data import FLAGSHIP_MODEL, FLAGSHIP_NAME
from featured.models import FeaturedItem

DEMO_ITEM = {
    "title": "iPhone 15 Pro",
    "subtitle": "Titanium design, A17 Pro chip and a 48MP main camera.",
    "button_text": "Shop Now",
}


def featured_item_seed_demo() -> None:
    """Feature the flagship phone unless some item is already active (at most one may be)."""
    if FeaturedItem.objects.filter(is_active=True).exists():
        return
    flagship = Product.objects.get(name=FLAGSHIP_NAME, model=FLAGSHIP_MODEL)
    FeaturedItem.objects.update_or_create(
        product=flagship,
        title=DEMO_ITEM["title"],
        defaults={
            "subtitle": DEMO_ITEM["subtitle"],
            "button_text": DEMO_ITEM["button_text"],
            "button_link": f"/product/{flagship.pk}",
            "is_active": True,
        },
    )
