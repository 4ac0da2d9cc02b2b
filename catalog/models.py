from decimal import Decimal

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import F, Func, Q, TextField, Value
from django.db.models.functions import Lower, Upper
from django.db.models.lookups import LessThanOrEqual

from .categories import CATEGORY_CHOICES, MAX_EXTRA_IMAGES


class JSONArrayLength(models.Func):
    """Length of a JSON array column, portable between SQLite and PostgreSQL."""

    function = "JSON_ARRAY_LENGTH"
    output_field = models.IntegerField()

    def as_postgresql(self, compiler, connection, **extra):
        return super().as_sql(compiler, connection, function="JSONB_ARRAY_LENGTH", **extra)


SEARCHED_FIELDS = ("name", "brand", "model", "category", "subcategory", "description")


class Joined(Func):
    """`a || b || ...` on NOT NULL text (Concat wraps every part in COALESCE: slower to plan and run)."""

    arg_joiner = " || "
    template = "(%(expressions)s)"
    output_field = TextField()


def _one_field_per_line(fields):
    parts = []
    for name in fields:
        parts += [F(name), Value("\n")]
    return Joined(*parts[:-1])


def search_document():
    """The searched fields as one text, one field per line (Product.search_text holds it upper-cased).
    A search term never contains a newline, so a match never spans two fields."""
    return _one_field_per_line(SEARCHED_FIELDS)


SUGGESTED_FIELDS = ("name", "brand", "model")


def suggestion_document():
    """What a shopper types to find a product (no description: "lapto" should not suggest earbuds whose
    text mentions laptops). A partial trigram index on UPPER() of it (migration 0004) serves suggestions."""
    return _one_field_per_line(SUGGESTED_FIELDS)


ACTIVE = Q(is_active=True)
MAX_STOCK = 1_000_000


class ProductQuerySet(models.QuerySet):
    def active(self):
        return self.filter(is_active=True)


class ProductManager(models.Manager.from_queryset(ProductQuerySet)):
    def get_queryset(self):
        # The stored search text is the database's, for searches; no answer shows it, so no read carries it.
        return super().get_queryset().defer("search_text")


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
    # The WebP renditions of the uploaded photos among image_url and image_urls, {url: {"320": url, …}}, kept by
    # catalog.services whenever the pictures change (read by every product answer, so never a query per read).
    image_renditions = models.JSONField(default=dict, blank=True, editable=False)
    stock = models.IntegerField(default=0, validators=[MinValueValidator(0), MaxValueValidator(MAX_STOCK)])
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    # search_document() upper-cased, kept by the database on every write. The walk indexes below INCLUDE it, so a
    # walk for a search's page checks each row inside the index (an index-only scan, ~0.3 µs a row) instead of
    # fetching it from the table (~4 µs; decision 0019). On PostgreSQL a trigram index on it
    # (migration 0013) finds a search's matches; checking one found there reads this text instead of joining and
    # upper-casing five fields again (decision 0019).
    search_text = models.GeneratedField(
        expression=Upper(search_document()), output_field=models.TextField(), db_persist=True
    )

    objects = ProductManager()

    class Meta:
        ordering = ["name", "id"]
        # One index per storefront listing order (catalog.search.planning.ORDERINGS), each partial on active
        # products and led by the category, so a count is an index-only scan and a page's ids too (the
        # INCLUDEd columns let PostgreSQL recompute lower(name) without the table, and check a subcategory filter
        # or a price band there: at a million products a subcategory's count read 69,004 rows, 194 ms, now 20 ms;
        # a price band's page by name read 17,557 rows from the table, 98 ms). None covers
        # `stock`: checkouts change it, and an indexed column would make each of those updates rewrite
        # every index.
        indexes = [
            # Also walked by name for a search's page (best match too: its tiers test the name, brand and model).
            models.Index(
                Lower("name"),
                F("id"),
                name="product_name_walk",
                include=["name", "is_active", "brand", "model", "search_text"],
            ),
            models.Index(
                F("category"),
                Lower("name"),
                F("id"),
                name="product_active_cat_name",
                condition=ACTIVE,
                include=["name", "subcategory", "price"],
            ),
            models.Index(
                F("category"),
                F("price"),
                Lower("name"),
                F("id"),
                name="product_active_cat_price_brand",
                condition=ACTIVE,
                # `brand`: a price band's brand counts are counted inside it (catalog.search.facets).
                include=["name", "subcategory", "brand"],
            ),
            models.Index(
                F("category"),
                F("price").desc(),
                Lower("name"),
                F("id"),
                name="product_active_cat_price_desc",
                condition=ACTIVE,
                include=["name", "subcategory"],
            ),
            models.Index(
                F("category"),
                Lower("brand"),
                Lower("name"),
                F("id"),
                name="product_active_cat_brand",
                condition=ACTIVE,
                include=["brand", "name", "subcategory", "price"],
            ),
            models.Index(
                F("category"), F("created_at").desc(), F("id").desc(), name="product_active_newest", condition=ACTIVE
            ),
            # A subcategory's own entries: counted without the rest of its category (a small subcategory of a
            # category of 105,000 products at a million: 40 -> 0.1 ms), walked by name, and read with their price
            # and name when few enough to sort whole (catalog.search.planning.listing_page).
            models.Index(
                F("category"),
                F("subcategory"),
                Lower("name"),
                F("id"),
                name="product_active_cat_sub",
                condition=ACTIVE,
                include=["name", "price"],
            ),
            # A search across every category by price walks these when its matches are too many to sort whole
            # (catalog.search.planning.SORTED_MATCHES_CAP); by name it walks product_name_walk.
            models.Index(
                F("price"),
                Lower("name"),
                F("id"),
                name="product_active_price_walk",
                condition=ACTIVE,
                include=["name", "search_text"],
            ),
            models.Index(
                F("price").desc(),
                Lower("name"),
                F("id"),
                name="product_active_price_desc_walk",
                condition=ACTIVE,
                include=["name", "search_text"],
            ),
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


class SearchMiss(models.Model):
    """How often shoppers searched, on one day, for a text that found nothing (catalog.search_misses). Only the
    normalised text is kept: no shopper, address or session."""

    query = models.CharField(max_length=100)
    day = models.DateField()
    count = models.PositiveIntegerField(default=0)
    last_seen = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["query", "day"], name="search_miss_query_day")]
        indexes = [models.Index(fields=["day"], name="search_miss_day")]
        verbose_name_plural = "search misses"

    def __str__(self):
        return f"{self.query} ({self.day}: {self.count})"


class SearchWord(models.Model):
    """A word (letters only, 3 or more, lower-case) of an active product's searched fields, descriptions and
    categories included: what a mistyped word is corrected to (catalog.search.correction). On PostgreSQL triggers on
    the product table add the words of every row written, by any path (migrations 0008, 0015); words of products
    since deleted stay, harmlessly (a correction to one finds nothing and is not offered). Empty on SQLite, whose
    small catalogue's words are listed from the products themselves when a correction needs them."""

    word = models.CharField(max_length=200, primary_key=True)

    def __str__(self):
        return self.word


class BrandSummary(models.Model):
    """How many active products a brand has in a category's subcategory, and their lowest and highest price: the
    Brand filter's counts and the price range of a category page without a search, read in a few rows instead of
    counting the category (catalog.search.facets). Kept by PostgreSQL itself: triggers on the product table recount
    each group a statement changed, whatever wrote it (migration 0016); a stock change leaves it alone. Empty on
    SQLite, whose small catalogue is counted as it is."""

    category = models.CharField(max_length=100)
    subcategory = models.CharField(max_length=100, blank=True)
    brand = models.CharField(max_length=100)
    count = models.PositiveIntegerField()
    min_price = models.DecimalField(max_digits=10, decimal_places=2)
    max_price = models.DecimalField(max_digits=10, decimal_places=2)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["category", "subcategory", "brand"], name="brand_summary_group"),
        ]
        verbose_name_plural = "brand summaries"

    def __str__(self):
        return f"{self.brand} in {self.category} / {self.subcategory or '-'}: {self.count}"


class SoldOutProduct(models.Model):
    """The id of a product with no stock: what an in-stock listing tests instead of each product's stock, which is
    in no index (checkouts change it all day). A probe of this small table's key inside the listing index's
    index-only scan, where reading each product's row for its stock read tens of thousands of rows for a deep page
    at a million products (catalog.search.planning.in_stock_only). Kept by PostgreSQL itself: a trigger on the
    product table adds or removes a row when a write takes a product's stock to 0 or back from it, whatever wrote it
    (migration 0017); any other stock change does nothing. Empty on SQLite, which tests the stock of its small
    catalogue's rows."""

    product_id = models.BigIntegerField(primary_key=True)

    def __str__(self):
        return f"product {self.product_id} sold out"


class SearchSynonym(models.Model):
    """Words staff declare to mean the same to a shopper ("earphones", "earbuds"): a searched word that is one of
    them also finds the others (catalog.search.synonyms). Stored trimmed and lower-case."""

    words = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return " = ".join(self.words)
