from decimal import Decimal

from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import Q
from django.db.models.lookups import LessThanOrEqual

from .categories import CATEGORY_CHOICES, MAX_EXTRA_IMAGES


class JSONArrayLength(models.Func):
    """Length of a JSON array column, portable between SQLite and PostgreSQL."""

    function = "JSON_ARRAY_LENGTH"
    output_field = models.IntegerField()

    def as_postgresql(self, compiler, connection, **extra):
        return super().as_sql(compiler, connection, function="JSONB_ARRAY_LENGTH", **extra)


class ProductQuerySet(models.QuerySet):
    def active(self):
        return self.filter(is_active=True)


class Product(models.Model):
    name = models.CharField(max_length=200)
    description = models.TextField()
    price = models.DecimalField(max_digits=10, decimal_places=2, validators=[MinValueValidator(Decimal("0"))])
    original_price = models.DecimalField(
        max_digits=10, decimal_places=2, null=True, blank=True, validators=[MinValueValidator(Decimal("0"))]
    )
    category = models.CharField(max_length=50, choices=CATEGORY_CHOICES)
    subcategory = models.CharField(max_length=100, blank=True, default="")
    brand = models.CharField(max_length=100)
    model = models.CharField(max_length=100)
    color = models.CharField(max_length=50, null=True, blank=True)
    color_options = models.JSONField(default=list, blank=True)
    features = models.JSONField(default=list)
    specifications = models.JSONField(default=dict, blank=True)
    image_url = models.CharField(max_length=500)
    image_urls = models.JSONField(default=list, blank=True)
    stock = models.IntegerField(default=0)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    objects = ProductQuerySet.as_manager()

    class Meta:
        ordering = ["name", "id"]
        indexes = [
            models.Index(fields=["is_active", "category", "name"], name="product_active_cat_name"),
            models.Index(fields=["is_active", "price"], name="product_active_price"),
            models.Index(fields=["-created_at"], name="product_created"),
        ]
        constraints = [
            models.CheckConstraint(condition=Q(stock__gte=0), name="product_stock_not_negative"),
            models.CheckConstraint(condition=Q(price__gte=0), name="product_price_not_negative"),
            models.CheckConstraint(
                condition=Q(original_price__isnull=True) | Q(original_price__gte=0),
                name="product_original_price_not_negative",
            ),
            models.CheckConstraint(
                condition=LessThanOrEqual(JSONArrayLength("image_urls"), MAX_EXTRA_IMAGES),
                name="product_at_most_4_extra_images",
            ),
        ]

    def __str__(self):
        return f"{self.name} ({self.brand})"

    @property
    def on_sale(self):
        return self.original_price is not None
