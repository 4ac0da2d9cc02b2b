"""Cached public reads are rebuilt after any saved or deleted product, whoever wrote it (API, /django-admin/, shell)."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from core.public_cache import catalog_changed

from .models import Product


@receiver([post_save, post_delete], sender=Product, dispatch_uid="product-changes-catalog")
def product_changed(**kwargs):
    catalog_changed()
