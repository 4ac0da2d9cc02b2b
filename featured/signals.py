"""The home page's cached featured item is rebuilt after any saved or deleted item, and a deleted product
stops being featured."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from catalog.models import Product
from core.public_cache import catalog_changed

from .models import FeaturedItem


@receiver([post_save, post_delete], sender=FeaturedItem, dispatch_uid="featured-item-changes-catalog")
def featured_item_changed(**kwargs):
    catalog_changed()


@receiver(post_delete, sender=Product, dispatch_uid="deleted-product-unfeatured")
def product_deleted(instance, **kwargs):
    """A deleted product is featured no more: the home page falls back to its default banner."""
    FeaturedItem.objects.filter(product_id=instance.pk, is_active=True).update(is_active=False)
