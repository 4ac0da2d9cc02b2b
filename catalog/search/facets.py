"""The brand counts and price range beside a listing: what the Brand filter's checkboxes and the price inputs show.

Each facet counts the matches of every other filter (a brand chosen does not shrink the brand counts, a price range
does not narrow the price range shown), as shops' filters do. A listing's facets are exact (the listing indexes hold
the brand and price, so a category is counted inside one). A search's, and an in-stock listing's (stock is in no
index: each of the category's products would be tested against the sold-out set), are over its first
SEARCH_COUNT_CAP matches, as its count is, and say so. All are kept under the catalogue's version: every product
write retires them."""

from contextlib import nullcontext
from decimal import Decimal

from django.conf import settings
from django.db import connection

from core.data_versions import cached_under
from core.public_cache import CATALOG

from ..models import BrandSummary
from .planning import SEARCH_COUNT_CAP, THROUGH_THE_TRIGRAM_INDEX, in_stock_only, settings_for_this_query

CENT = Decimal("0.01")


def product_facets(*, brand_scope, price_scope, search, in_stock) -> dict:
    """{"brand": [{"value", "count"}] most products first, "price": {"min", "max"}, "count_capped"} of the
    products `search` (or None) finds in `brand_scope` and in `price_scope` (in stock only, when `in_stock`)."""
    if search is not None:
        brand_scope, price_scope = search.indexed(brand_scope), search.indexed(price_scope)
    if in_stock:
        brand_scope, price_scope = in_stock_only(brand_scope), in_stock_only(price_scope)
    cap = None if search is None and not in_stock else SEARCH_COUNT_CAP
    brand_sql, price_sql = _sql(brand_scope), _sql(price_scope)

    def counted():
        # A search's first matches, in no order, through the trigram index: for them the planner would scan the table
        # until enough rows held the words, wherever the table's order puts them ("activity" at a million products in
        # category order: 640 ms, against 51 through the index).
        with settings_for_this_query(THROUGH_THE_TRIGRAM_INDEX) if search is not None else nullcontext():
            return _facets(brand_scope, price_scope, cap, same=brand_sql == price_sql)

    return cached_under(CATALOG, f"facets:{cap}:{brand_sql}:{price_sql}", counted, settings.FACETS_CACHE_SECONDS)


def brand_summary(*, category, subcategory) -> list[dict] | None:
    """Per-brand rows {brand, count, min, max} of the active products of a category (all, when None) and
    subcategory, from the summary PostgreSQL keeps (catalog.models.BrandSummary): a few rows instead of the
    category's, read once for a listing's count and its facets. None on SQLite, which keeps no summary."""
    if connection.vendor != "postgresql":
        return None
    groups = BrandSummary.objects.all()
    if category:
        groups = groups.filter(category=category)
    if subcategory:
        groups = groups.filter(subcategory=subcategory)
    # A brand's groups across the category's subcategories, summed.
    return _brand_rows(groups.values_list("brand", "count", "min_price", "max_price"))


def summarised_count(summary, brands) -> int:
    """How many products of the brand summary's rows a listing with no search or price band holds (of `brands`,
    when given; in stock or not): not counted in the listing's index (a category of 111,000 products at a million:
    a count of as many index entries)."""
    return sum(row["count"] for row in _chosen(summary, brands))


def summarised_facets(summary, *, brands, priced_scope=None) -> dict:
    """The facets of a listing with no search and no stock filter (a category page as it opens, with brands chosen
    or a price band) from the brand summary's rows. With a price band (`priced_scope`, the listing's products in it)
    the brand counts are counted in the band; the price range, which a band does not narrow, still comes from the
    summary."""
    # The price range counts the chosen brands' products (a brand filter narrows it; the brand counts stay whole).
    priced = _chosen(summary, brands)
    if priced_scope is None:
        return _answer(summary, capped=False, price_brands=priced)
    key = f"facets:brands:{_sql(priced_scope)}"
    counted = cached_under(CATALOG, key, lambda: _per_brand(priced_scope, None)[0], settings.FACETS_CACHE_SECONDS)
    return _answer(counted, capped=False, price_brands=priced)


def facets_of(matched_facts) -> dict:
    """The exact facets of matches given as (brand, price) rows (a search's, read with the matches it sorted)."""
    return _answer(_brand_rows((brand, 1, price, price) for brand, price in matched_facts), capped=False)


def _chosen(rows, brands) -> list[dict]:
    """The per-brand rows of these exact brand names (all of them when `brands` is empty or None)."""
    return [row for row in rows if row["brand"] in brands] if brands else rows


def _sql(queryset) -> str:
    sql, params = queryset.order_by().values("pk").query.sql_with_params()
    return f"{sql} {params!r}"


def _facets(brand_scope, price_scope, cap, *, same) -> dict:
    brands, capped = _per_brand(brand_scope, cap)
    if not same:
        price_brands, price_capped = _per_brand(price_scope, cap)
        capped = capped or price_capped
    else:
        price_brands = brands
    return _answer(brands, capped, price_brands=price_brands)


def _answer(brands, capped, *, price_brands=None) -> dict:
    """The facets' shape from per-brand rows {brand, count, min, max} (`price_brands` for the price range when it
    counts other matches)."""
    price_brands = brands if price_brands is None else price_brands
    lowest = [row["min"] for row in price_brands]
    highest = [row["max"] for row in price_brands]
    return {
        "brand": [
            {"value": row["brand"], "count": row["count"]}
            for row in sorted(brands, key=lambda row: (-row["count"], row["brand"].casefold(), row["brand"]))
        ],
        "price": {"min": min(lowest, default=None), "max": max(highest, default=None)},
        "count_capped": capped,
    }


def _per_brand(scope, cap) -> tuple[list[dict], bool]:
    """Each brand's count and price range in `scope` (its first `cap` + 1 rows when capped), and whether the scope
    held more than `cap`. One pass over the rows: a category's are read inside its brand index."""
    rows = scope.order_by().values("brand", "price")
    if cap is not None:
        rows = rows[: cap + 1]
    sql, params = rows.query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT brand, COUNT(*), MIN(price), MAX(price) FROM ({sql}) AS matches GROUP BY brand",
            params,
        )
        found = _brand_rows(cursor.fetchall())
    total = sum(row["count"] for row in found)
    return found, cap is not None and total > cap


def _brand_rows(rows) -> list[dict]:
    """Per-brand rows {brand, count, min, max} from (brand, count, lowest price, highest price) tuples, a brand's
    tuples summed."""
    per_brand = {}
    for brand, count, low, high in rows:
        low, high = _money(low), _money(high)
        row = per_brand.setdefault(brand, {"brand": brand, "count": 0, "min": low, "max": high})
        row["count"] += count
        row["min"], row["max"] = min(row["min"], low), max(row["max"], high)
    return list(per_brand.values())


def _money(value) -> Decimal:
    """A price as the database answers it (SQLite may answer a float) as dollars and cents."""
    return Decimal(str(value)).quantize(CENT)
