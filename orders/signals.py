"""The staff dashboard's cached figures are rebuilt after any saved or deleted order, whoever wrote it
(checkout, a status change or call, /django-admin/, a shell)."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from core.data_versions import data_changed

from .cache_keys import ORDERS
from .models import Order


@receiver([post_save, post_delete], sender=Order, dispatch_uid="order-changes-figures")
def order_changed(**kwargs):
    data_changed(ORDERS)
