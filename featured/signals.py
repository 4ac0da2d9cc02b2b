"""The home page's cached featured item is rebuilt after any saved or deleted item."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from shop.public_cache import catalog_changed

from .models import FeaturedItem


@receiver([post_save, post_delete], sender=FeaturedItem, dispatch_uid="featured-item-changes-catalog")
def featured_item_changed(**kwargs):
    catalog_changed()
