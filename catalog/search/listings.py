"""The storefront's and the staff's product lists: their filters, search and ordering, planned into pages
(catalog.search.planning, .relevance), with the brand and price facets beside them (.facets)."""

from dataclasses import replace

from django.db.models.functions import Lower

from ..models import SEARCHED_FIELDS, Product
from . import planning
from .correction import search_correction
from .facets import brand_summary, facets_of, product_facets, summarised_count, summarised_facets
from .planning import (
    DEFAULT_ORDERING,
    ORDERINGS,
    ProductPage,
    in_stock_only,
    listing_page,
    rows_in_order,
    walk_rows,
    walked_or_sorted,
)
from .query import SearchQuery
from .relevance import relevance_page
from .synonyms import synonym_map

# The fields a storefront page may search (`searchFields`); each page's set also holds the subcategory, the name
# shoppers use for a kind of product ("headphones", "earbuds").
SEARCH_FIELDS = ("name", "brand", "description", "model", "category", "subcategory")
ALWAYS_SEARCHED = ("subcategory",)
DEFAULT_SEARCH_FIELDS = SEARCH_FIELDS
STAFF_SEARCH_FIELDS = ("name", "brand", "model", "description")

# What the facets count, read with a search's matches when the page sorts them all (facets.facets_of).
FACT_COLUMNS = ("brand", "price")

# "Best match": the API's default while a search is given; without one it lists by name.
RELEVANCE = "relevance"
ORDERING_CHOICES = (*ORDERINGS, RELEVANCE)


def _page(
    base,
    queryset,
    ordering,
    *,
    search,
    limit,
    offset,
    exact_count=False,
    by_relevance=False,
    in_stock=False,
    walks_in_index=False,
    with_facts=False,
    candidates=None,
):
    """A page of `queryset` (matching `search`, if any; in stock only, when `in_stock`) in `ordering` (the
    search's relevance first when `by_relevance`), counted without visiting every row of a big search.
    `walks_in_index`: a walk for it reads its rows inside a walk index (walk_rows). `with_facts`: a search whose
    matches are sorted whole reads their brand and price too, for the facets (`matched_facts`). `candidates`: how
    many products a listing without a search holds, when known (listing_page)."""
    if search is None:
        return listing_page(
            base,
            queryset,
            ordering,
            in_stock=in_stock,
            exact_count=exact_count,
            limit=limit,
            offset=offset,
            candidates=candidates,
        )
    if in_stock:
        queryset = in_stock_only(queryset)
    cap = None if exact_count else planning.SORTED_MATCHES_CAP
    matched = search.indexed(queryset)
    # Too many matches to sort are not read at all when the planner expects as much (reading them through the
    # trigram index costs microseconds a row, checking each against the term).
    expected = None if cap is None else planning.estimated_rows(matched)
    many = expected is not None and expected > cap
    columns = FACT_COLUMNS if with_facts else ()
    # How many the sort reads before giving up: more for several words, whose matches the planner underestimates.
    sort_cap = cap
    if cap is not None and len(search.words) > 1:
        sort_cap = cap * planning.UNDERESTIMATED_SORT_FACTOR
    sorted_rows = None if many else planning.sorted_rows(matched, ordering, sort_cap, columns=columns)
    if sorted_rows is not None and (sort_cap is None or len(sorted_rows) <= sort_cap):
        # Up to that many (found through the trigram index): the database sorts just those, then the page's rows are
        # read.
        ordered = [row[0] for row in sorted_rows]
        products = rows_in_order(base, ordered[offset : offset + limit])
        has_more = offset + len(products) < len(ordered)
        facts = [row[1:] for row in sorted_rows] if with_facts else None
        if cap is not None and len(ordered) > planning.SEARCH_COUNT_CAP:
            return ProductPage(products, planning.SEARCH_COUNT_CAP, True, has_more, matched_facts=facts)
        return ProductPage(products, len(ordered), False, has_more, matched_facts=facts)
    # Many matches: usually dense in any order, so walking the listing order's index finds a page quickly. When
    # every field is searched, the rows a sort of every match reads (which size a walk) are `matched`, estimated above.
    walk_options = {"in_index": walks_in_index, "expected": expected if search.in_every_field() else None}
    if by_relevance:
        rows = relevance_page(
            base,
            queryset,
            search,
            matches=expected if many else sort_cap + 1,
            walk_options=walk_options,
            sort_cap=sort_cap,
            offset=offset,
            limit=limit + 1,
        )
    else:
        walk = walk_rows(search, queryset, **walk_options)
        rows = walked_or_sorted(
            base, queryset, search.in_fields(), matched, ordering, walk=walk, offset=offset, limit=limit + 1
        )
    return ProductPage(rows[:limit], planning.SEARCH_COUNT_CAP, True, len(rows) > limit)


def _of_brands(queryset, brands):
    """The products of any of these exact brand names. Also tested lower-cased, as a category's brand index
    (catalog.models, product_active_cat_brand) keys them: its entries for those brands are read, not the
    category's."""
    lowered = {brand.lower() for brand in brands}
    return queryset.alias(brand_lower=Lower("brand")).filter(brand_lower__in=lowered, brand__in=brands)


def _storefront_fields(fields) -> tuple:
    """A page's searched fields with those every page searches, in the stored text's order."""
    wanted = set(fields) | set(ALWAYS_SEARCHED)
    return tuple(field for field in SEARCHED_FIELDS if field in wanted)


def product_list(
    *,
    limit,
    offset=0,
    category=None,
    subcategory=None,
    brands=None,
    search="",
    search_fields=DEFAULT_SEARCH_FIELDS,
    min_price=None,
    max_price=None,
    in_stock=False,
    ordering=None,
    exact_count=False,
    facets=False,
):
    """A page of active products for the storefront; the price band is min inclusive, max exclusive, `brands` any
    of those exact names. Without an `ordering`, a search lists its best matches first and a listing goes by name.
    A search word with synonyms staff declared also finds them. `facets`: the page carries the brand counts and
    price range of the matches (catalog.search.facets)."""
    base = Product.objects.active()
    scope = base
    if category:
        scope = scope.filter(category=category)
    if subcategory:
        scope = scope.filter(subcategory=subcategory)
    by_brand = _of_brands(scope, brands) if brands else scope
    by_price = scope
    banded = min_price is not None or max_price is not None
    if min_price is not None:
        by_price = by_price.filter(price__gte=min_price)
    if max_price is not None:
        by_price = by_price.filter(price__lt=max_price)
    queryset = _of_brands(by_price, brands) if brands else by_price
    search = SearchQuery.of(search, _storefront_fields(search_fields), synonym_map() if search else None)
    # Across every category a search of every field walks the walk indexes, which hold what it tests.
    filtered = category or subcategory or in_stock or brands or banded
    # A listing without a search is counted (without a price band) and faceted (in stock or not) from the brand
    # summary's rows, read once for both: None on SQLite, or when neither uses them.
    summary_used = search is None and (not banded or (facets and not in_stock))
    summary = brand_summary(category=category, subcategory=subcategory) if summary_used else None
    # Best match without a search is by name (nothing to rank).
    by_relevance = search is not None and ordering in (None, RELEVANCE)
    if by_relevance:
        order = (search.rank(), *ORDERINGS["name"])
    else:
        order = ORDERINGS[DEFAULT_ORDERING if ordering in (None, RELEVANCE) else ordering]
    page = _page(
        base,
        queryset,
        order,
        by_relevance=by_relevance,
        search=search,
        limit=limit,
        offset=offset,
        exact_count=exact_count,
        in_stock=in_stock,
        walks_in_index=not filtered and search is not None and search.in_every_field(),
        # Without a brand or price filter, each facet's matches are the page's: counted from the rows it sorted.
        with_facts=facets and not brands and not banded,
        candidates=summarised_count(summary, brands) if summary is not None and not banded else None,
    )
    if not facets:
        return page
    if page.matched_facts is not None:
        return replace(page, facets=facets_of(page.matched_facts), matched_facts=None)
    if summary is not None and not in_stock:
        priced_scope = by_price if banded else None
        return replace(page, facets=summarised_facets(summary, brands=brands, priced_scope=priced_scope))
    # Each facet counts the matches of every other filter: choosing a brand keeps the other brands' counts.
    counted = product_facets(brand_scope=by_price, price_scope=by_brand, search=search, in_stock=in_stock)
    return replace(page, facets=counted)


def storefront_search(*, exact=False, **params) -> ProductPage:
    """product_list; and a paged search that finds nothing tries again with each word that occurs in no product
    replaced by the nearest word of the catalogue ("sony headphnoes" -> "sony headphones", catalog.search.correction),
    answered with `corrected_query` when that finds something. `exact` turns that off."""
    page = product_list(**params)
    if page.count or exact or params.get("exact_count"):
        return page
    corrected = search_correction(params.get("search") or "")
    if corrected is None:
        return page
    retried = product_list(**{**params, "search": corrected})
    return replace(retried, corrected_query=corrected) if retried.count else page


def staff_product_list(*, limit, offset=0, search="", category=None, exact_count=False):
    """A page of every product, inactive ones included, by name, for the staff back office. Staff find the words
    as written: no synonyms."""
    base = Product.objects.all()
    queryset = base.filter(category=category) if category else base
    return _page(
        base,
        queryset,
        ORDERINGS["name"],
        search=SearchQuery.of(search, STAFF_SEARCH_FIELDS),
        limit=limit,
        offset=offset,
        exact_count=exact_count,
    )


def staff_product_export(*, search="", category=None):
    """Every product the staff list shows for these filters, by name then id (for the CSV export, read in
    chunks)."""
    products = Product.objects.all()
    if category:
        products = products.filter(category=category)
    if (found := SearchQuery.of(search, STAFF_SEARCH_FIELDS)) is not None:
        products = products.filter(found.in_fields())
    return products.order_by(*ORDERINGS["name"])
