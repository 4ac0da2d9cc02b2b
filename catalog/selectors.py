"""Read-side queries of the catalogue (HackSoft "selectors"): the views call these, never the ORM."""
from collections import defaultdict

from django.db.models import Case, F, IntegerField, Q, Value, When, Window
from django.db.models.functions import RowNumber

from shop.api_errors import ApiError

from .categories import CATEGORIES, CATEGORIES_WITH_SUBCATEGORY, COLORS, TABLET_COLORS, UNKNOWN_COLOR_HEX
from .models import Product

HOME_PRODUCTS_PER_CATEGORY = 6

SEARCH_FIELDS = ("name", "brand", "description", "model", "category")
DEFAULT_SEARCH_FIELDS = ("name", "description", "category", "brand", "model")
STAFF_SEARCH_FIELDS = ("name", "brand", "model", "description")

# Every ordering ends on a unique column so paging is stable.
ORDERINGS = {
    "name": ("name", "id"),
    "-name": ("-name", "-id"),
    "brand": ("brand", "name", "id"),
    "price": ("price", "name", "id"),
    "-price": ("-price", "name", "id"),
}
DEFAULT_ORDERING = "name"

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


def _matching(queryset, search, fields):
    search = (search or "").strip()
    if not search:
        return queryset
    condition = Q()
    for field in fields:
        condition |= Q(**{f"{field}__icontains": search})
    return queryset.filter(condition)


def product_list(
    *,
    category=None,
    subcategory=None,
    search="",
    search_fields=DEFAULT_SEARCH_FIELDS,
    min_price=None,
    max_price=None,
    in_stock=False,
    ordering=DEFAULT_ORDERING,
):
    """Active products for the storefront; the price band is min inclusive, max exclusive."""
    queryset = Product.objects.active()
    if category:
        queryset = queryset.filter(category=category)
    if subcategory:
        queryset = queryset.filter(subcategory=subcategory)
    if min_price is not None:
        queryset = queryset.filter(price__gte=min_price)
    if max_price is not None:
        queryset = queryset.filter(price__lt=max_price)
    if in_stock:
        queryset = queryset.filter(stock__gt=0)
    queryset = _matching(queryset, search, search_fields)
    return queryset.order_by(*ORDERINGS[ordering])


def product_subcategories(*, category=None):
    """The distinct non-empty subcategories of active products, sorted case-insensitively."""
    queryset = Product.objects.active().exclude(subcategory="")
    if category:
        queryset = queryset.filter(category=category)
    names = queryset.order_by().values_list("subcategory", flat=True).distinct()
    return sorted(names, key=str.casefold)


def product_home_sections():
    """Per category in shop order, up to 6 active products (in stock first, then newest), in one query."""
    in_stock_first = Case(When(stock__gt=0, then=Value(0)), default=Value(1), output_field=IntegerField())
    ranked = Product.objects.active().annotate(
        rank=Window(
            RowNumber(),
            partition_by=[F("category")],
            order_by=[in_stock_first.asc(), F("created_at").desc(), F("id").desc()],
        )
    )
    products_by_category = defaultdict(list)
    for product in ranked.filter(rank__lte=HOME_PRODUCTS_PER_CATEGORY).order_by("category", "rank"):
        products_by_category[product.category].append(product)
    return [
        {"category": category["name"], "slug": category["slug"], "products": products_by_category[category["name"]]}
        for category in CATEGORIES
    ]


def product_get(product_id, *, include_inactive=False):
    """The product, or a 404 {"message": "Product not found"}; shoppers never see inactive ones."""
    queryset = Product.objects.all() if include_inactive else Product.objects.active()
    product = queryset.filter(pk=product_id).first()
    if product is None:
        raise ApiError(PRODUCT_NOT_FOUND, status_code=404)
    return product


def staff_product_list(*, search="", category=None):
    """Every product, inactive ones included, for the staff back office."""
    queryset = Product.objects.all()
    if category:
        queryset = queryset.filter(category=category)
    return _matching(queryset, search, STAFF_SEARCH_FIELDS).order_by("name", "id")
