"""Read-side queries of the catalogue (HackSoft "selectors"): the views call these, never the ORM. Searches and
the listings' pages are planned in catalog.search."""

from collections import defaultdict
from dataclasses import replace

from django.conf import settings
from django.db.models import OuterRef, Q, Subquery
from django.db.models.functions import Lower

from core.data_versions import cached_under
from core.errors import NotFound
from core.pagination import UNPAGED_LIMIT
from core.public_cache import CATALOG

from . import cache_keys
from .categories import (
    CATEGORIES,
    CATEGORIES_WITH_SUBCATEGORY,
    CATEGORY_NAMES,
    COLORS,
    TABLET_COLORS,
    UNKNOWN_COLOR_HEX,
)
from .models import Product
from .search.planning import rows_in_order

HOME_PRODUCTS_PER_CATEGORY = 6


PRODUCT_NOT_FOUND = "Product not found"


def category_catalogue():
    """The nine categories in shop order with their SPA routes and subcategory rule, and the colour maps."""
    return {
        "categories": [
            {
                **category,
                "path": f"/{category['slug']}",
                "subcategory_required": category["name"] in CATEGORIES_WITH_SUBCATEGORY,
            }
            for category in CATEGORIES
        ],
        "colors": COLORS,
        "tablet_colors": TABLET_COLORS,
        "unknown_color": UNKNOWN_COLOR_HEX,
    }


def product_list_page(select, params, *, limit, offset, represent, shared_as=None):
    """A page (catalog.search.planning.ProductPage) of `select`, a catalog.search.listings list, with its products
    as `represent` shows them; `limit` None asks for an unpaged array's rows. `shared_as` (a key) keeps the page in
    the cache under the catalogue's version for STAFF_CACHE_SECONDS (staff lists are the same for every staff
    member), with the stock read live: checkouts and cancellations change it without bumping that version."""

    def page():
        found = select(**params, limit=limit or UNPAGED_LIMIT, offset=offset, exact_count=limit is None)
        return replace(found, products=[represent(product) for product in found.products])

    def with_live_stock(kept):
        stock = product_stock([row["id"] for row in kept.products])
        return replace(kept, products=[{**row, "stock": stock.get(row["id"], row["stock"])} for row in kept.products])

    if shared_as is None:
        return page()
    key = cache_keys.product_page(shared_as, limit, offset)
    return cached_under(CATALOG, key, page, settings.STAFF_CACHE_SECONDS, freshen=with_live_stock)


def product_stock(product_ids) -> dict[int, int]:
    """The live stock of these products (checkouts change it without bumping the catalogue's version)."""
    return dict(Product.objects.filter(pk__in=product_ids).values_list("pk", "stock"))


def active_product_count():
    """How many products shoppers can see; counted once per catalogue version (any product write bumps it)."""
    return cached_under(CATALOG, cache_keys.ACTIVE_PRODUCTS, lambda: Product.objects.active().count(), timeout=3600)


def product_subcategories(*, category=None):
    """The distinct non-empty subcategories of active products, sorted case-insensitively."""
    queryset = Product.objects.active().exclude(subcategory="")
    if category:
        queryset = queryset.filter(category=category)
    names = queryset.order_by().values_list("subcategory", flat=True).distinct()
    return sorted(names, key=str.casefold)


def _union_all(querysets):
    """Run several sliced querysets as one UNION ALL query (each part keeps its own index scan and LIMIT)."""
    parts, params = [], []
    for index, queryset in enumerate(querysets):
        sql, part_params = queryset.query.sql_with_params()
        parts.append(f"SELECT * FROM ({sql}) AS part{index}")
        params.extend(part_params)
    if not parts:
        return []
    return list(Product.objects.raw(" UNION ALL ".join(parts), params))


def _newest(category, in_stock):
    stock = Q(stock__gt=0) if in_stock else Q(stock__lte=0)
    return Product.objects.active().filter(stock, category=category).order_by("-created_at", "-id")


def product_home_sections():
    """Per category in shop order, up to 6 active products: in stock first, then newest.

    One query of nine small index scans (newest in-stock products per category); a second one only
    for categories with fewer than six products in stock.
    """
    per_category = defaultdict(list)
    for product in _union_all(_newest(name, True)[:HOME_PRODUCTS_PER_CATEGORY] for name in CATEGORY_NAMES):
        per_category[product.category].append(product)
    short = {name: HOME_PRODUCTS_PER_CATEGORY - len(per_category[name]) for name in CATEGORY_NAMES}
    fill = defaultdict(list)
    for product in _union_all(_newest(name, False)[:missing] for name, missing in short.items() if missing):
        fill[product.category].append(product)

    def newest_first(products):
        return sorted(products, key=lambda product: (product.created_at, product.pk), reverse=True)

    return [
        {
            "category": category["name"],
            "slug": category["slug"],
            "products": newest_first(per_category[category["name"]]) + newest_first(fill[category["name"]]),
        }
        for category in CATEGORIES
    ]


def product_get(product_id: int) -> Product:
    """An active product (shoppers never see inactive ones), or NotFound("Product not found")."""
    product = Product.objects.active().filter(pk=product_id).first()
    if product is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    return product


def product_low_stock(*, threshold: int):
    """Active products with `threshold` or fewer units left, lowest first (the staff restock list)."""
    return Product.objects.active().filter(stock__lte=threshold).order_by("stock", Lower("name"), "id")


def product_name_of(product_id_field: str) -> Subquery:
    """The name of the product another row points at by `product_id_field`, or None once the product is deleted:
    a subquery to annotate with."""
    return Subquery(Product.objects.filter(pk=OuterRef(product_id_field)).order_by().values("name")[:1])


def product_exists(product_id: int) -> None:
    """NotFound("Product not found") unless the product exists, active or not."""
    if not Product.objects.filter(pk=product_id).exists():
        raise NotFound(PRODUCT_NOT_FOUND)


def products_by_ids(ids: list[int]) -> list:
    """The active ones of these products, in the order asked (a comparison)."""
    return rows_in_order(Product.objects.active(), ids)
