"""Read-side queries of the catalogue (HackSoft "selectors"): the views call these, never the ORM.

Every listing is answered from an index at catalogue scale (bench/RESULTS.md): the listing orders
have partial indexes (catalog.models), substring search a trigram index on PostgreSQL, and counts
of a search stop at SEARCH_COUNT_CAP instead of visiting every match.
"""

import difflib
import re
from collections import defaultdict
from contextlib import contextmanager
from dataclasses import dataclass, replace

from django.contrib.postgres.search import TrigramSimilarity, TrigramWordSimilarity
from django.db import connection, transaction
from django.db.models import Case, F, OrderBy, Q, Subquery, Value, When
from django.db.models.expressions import RawSQL
from django.db.models.functions import Lower, Upper

from core.data_versions import cached_under
from core.errors import NotFound
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
from .models import (
    SEARCHED_FIELDS,
    SUGGESTED_FIELDS,
    Product,
    SearchWord,
    suggestion_document,
)

HOME_PRODUCTS_PER_CATEGORY = 6
# A search matching more products than this reports "1,000+" rather than counting them all.
SEARCH_COUNT_CAP = 1000
# Up to this many matches a search sorts them all (found through the trigram index, a few ms per thousand);
# beyond, they are dense enough that walking the ordering's index finds a page sooner (bench/RESULTS.md).
SORTED_MATCHES_CAP = 8000

SEARCH_FIELDS = ("name", "brand", "description", "model", "category")
DEFAULT_SEARCH_FIELDS = SEARCH_FIELDS
STAFF_SEARCH_FIELDS = ("name", "brand", "model", "description")

# Names sort case-insensitively ("iPad" among the I's); every ordering ends on a unique column so
# paging is stable. Each has a matching index (catalog.models.Product.Meta.indexes).
ORDERINGS = {
    "name": (Lower("name"), F("id")),
    "-name": (Lower("name").desc(), F("id").desc()),
    "brand": (Lower("brand"), Lower("name"), F("id")),
    "price": (F("price"), Lower("name"), F("id")),
    "-price": (F("price").desc(), Lower("name"), F("id")),
}
DEFAULT_ORDERING = "name"
# "Best match" (DESIGN.md: Search): the API's default while a search is given; without one it lists by name.
RELEVANCE = "relevance"
RELEVANCE_TIERS = (("name",), ("brand", "model"), SEARCH_FIELDS)
ORDERING_CHOICES = (*ORDERINGS, RELEVANCE)

PRODUCT_NOT_FOUND = "Product not found"


@dataclass(frozen=True)
class ProductPage:
    """One page of a listing. `count` is exact unless `count_capped`: then there are more than it says."""

    products: list
    count: int
    count_capped: bool
    has_more: bool
    # What was searched instead of a text that found nothing (storefront_search).
    corrected_query: str | None = None


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


@dataclass(frozen=True)
class _Search:
    """A search term and the fields it looks in."""

    term: str
    fields: tuple

    def in_every_field(self):
        return set(self.fields) == set(SEARCHED_FIELDS)

    def in_fields(self):
        """Any of the fields contains the term, case-insensitively. Every searched field: the stored upper-cased
        text holds it (a term never spans two of its lines), which the walk indexes INCLUDE; else UPPER(field)
        LIKE UPPER(term) for each, the test the trigram index's recheck makes (a third cheaper than ILIKE).
        The term is upper-cased by the database, as the stored text was."""
        if self.in_every_field():
            return Q(search_text__contains=Upper(Value(self.term)))
        condition = Q()
        for field in self.fields:
            condition |= Q(**{f"{field}__icontains": self.term})
        return condition

    def tiers(self):
        """Best match (DESIGN.md: Search), as disjoint conditions in rank order: a hit in the name, then in the
        brand or model, then in any other field searched."""
        tiers, earlier, covered = [], Q(), set()
        for group in RELEVANCE_TIERS:
            fields = tuple(field for field in group if field in self.fields and field not in covered)
            if not fields:
                continue
            covered.update(fields)
            # When every field is searched, the last tier's hits are the whole search's outside the earlier tiers:
            # one test of the stored text, which a walk by name reads inside its index.
            last = covered == set(self.fields)
            hit = self.in_fields() if last and self.in_every_field() else _Search(self.term, fields).in_fields()
            tiers.append(hit & ~earlier if tiers else hit)
            earlier |= hit
        return tiers

    def rank(self):
        """The tier of a matching row (0 first), for the database to sort by."""
        return Case(*(When(tier, then=Value(rank)) for rank, tier in enumerate(self.tiers())), default=Value(99))

    def named_hits(self, queryset):
        """The matches in the name, brand or model (the first tiers, usually few even for a term common in
        descriptions), found through the suggestions' trigram index on those fields; None when none is searched."""
        fields = tuple(field for field in SUGGESTED_FIELDS if field in self.fields)
        if not fields:
            return None
        return (
            queryset.alias(document=Upper(suggestion_document()))
            .filter(document__contains=self.term.upper())
            .filter(_Search(self.term, fields).in_fields())
        )

    def beyond_names(self):
        """Whether a field other than the name, brand and model is searched: best match then has a last tier."""
        return not set(self.fields) <= set(SUGGESTED_FIELDS)

    def other_hits(self):
        """The condition for matches in none of the name, brand and model (the last tier); None when only those
        are searched."""
        return self.tiers()[-1] if self.beyond_names() else None

    def in_document(self, queryset):
        """The rows whose stored search text holds the term, found through its trigram index: the matches, and
        when fewer fields are searched, the rows holding the term in another (all of them are read to sort)."""
        return queryset.filter(_Search(self.term, SEARCHED_FIELDS).in_fields())

    def indexed(self, queryset):
        """The same matches, found through the trigram index on the stored search text."""
        queryset = self.in_document(queryset)
        if self.in_every_field():
            return queryset
        return queryset.filter(self.in_fields())


def _rows_in_order(base, ids):
    """The products with these ids, in this order."""
    by_id = {product.pk: product for product in base.filter(pk__in=ids).order_by()}
    return [by_id[pk] for pk in ids if pk in by_id]


def _ordered_page(base, queryset, ordering, *, offset, limit):
    """Rows offset..offset+limit of `queryset` in `ordering`.

    The page's ids come from the listing order's index (index-only where the filters allow it),
    then only those rows are read: deep pages do not read the rows they skip.
    """
    page_ids = queryset.order_by(*ordering).values("pk")[offset : offset + limit]
    return list(base.filter(pk__in=Subquery(page_ids)).order_by(*ordering))


def _listing_page(base, listed, ordering, *, in_stock, exact_count, limit, offset):
    """A page of a listing without a search: `listed` (a category, subcategory and price band, which the listing
    indexes hold) in `ordering`, only the products in stock when `in_stock` (stock is in no index, so it is
    checked on each row).

    The candidates are counted in the index first. Up to SORTED_MATCHES_CAP of them are read with their sort keys
    and sorted whole: PostgreSQL cannot tell how many of a category a price band holds (prices depend on the
    category), and walking the ordering's index for a band with few or no products read every row of the
    category (a million products: 638 ms for none). More candidates are dense in the ordering's index, so walking
    it finds a page quickly; their in-stock count stops at SEARCH_COUNT_CAP as a search's does."""
    candidates = listed.count()  # an index-only scan of the listing's partial index
    if candidates == 0 or (offset >= candidates and not in_stock):
        return ProductPage([], candidates, False, False)
    if candidates <= SORTED_MATCHES_CAP and not in_stock:
        # Sorted from outside a LIMITed subquery, which PostgreSQL keeps apart: it reads the candidates through
        # the index its filters suit best, whatever it guesses their number to be.
        rows, order = _keyed(listed.order_by(), ordering)
        page = RawSQL(*_ids_sql(rows[: SORTED_MATCHES_CAP + 1], order=order, offset=offset, limit=limit))
        products = list(base.filter(pk__in=page).order_by(*ordering))
        return ProductPage(products, candidates, False, offset + len(products) < candidates)
    if candidates <= SORTED_MATCHES_CAP:  # in stock: checked on the candidates' rows only, found by id
        in_stock_candidates = base.filter(pk__in=Subquery(listed.order_by().values("pk")), stock__gt=0)
        rows, order = _keyed(in_stock_candidates.order_by(), ordering)
        ids = _ids_of(rows[: SORTED_MATCHES_CAP + 1], order=order)
        products = _rows_in_order(base, ids[offset : offset + limit])
        return ProductPage(products, len(ids), False, offset + len(products) < len(ids))
    if not in_stock:
        products = _ordered_page(base, listed, ordering, offset=offset, limit=limit)
        return ProductPage(products, candidates, False, offset + len(products) < candidates)
    stocked = listed.filter(stock__gt=0)
    rows = _ordered_page(base, stocked, ordering, offset=offset, limit=limit + 1)
    counted = stocked if exact_count else stocked.order_by().values("pk")[: SEARCH_COUNT_CAP + 1]
    count = counted.count()
    capped = count > SEARCH_COUNT_CAP and not exact_count
    return ProductPage(rows[:limit], SEARCH_COUNT_CAP if capped else count, capped, len(rows) > limit)


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
):
    """A page of `queryset` (matching `search`, if any; in stock only, when `in_stock`) in `ordering` (the
    search's relevance first when `by_relevance`), counted without visiting every row of a big search.
    `walks_in_index`: a walk for it reads its rows inside a walk index (_walk_rows)."""
    if search is None:
        return _listing_page(
            base, queryset, ordering, in_stock=in_stock, exact_count=exact_count, limit=limit, offset=offset
        )
    if in_stock:
        queryset = queryset.filter(stock__gt=0)
    cap = None if exact_count else SORTED_MATCHES_CAP
    matched = search.indexed(queryset)
    # Too many matches to sort are not read at all when the planner expects as much (reading them through the
    # trigram index costs microseconds a row, checking each against the term).
    expected = None if cap is None else _estimated_rows(matched)
    many = expected is not None and expected > cap
    ordered = None if many else _sorted_ids(matched, ordering, cap)
    if ordered is not None and (cap is None or len(ordered) <= cap):
        # Up to SORTED_MATCHES_CAP matches (found through the trigram index): the database sorts just those,
        # then the page's rows are read.
        products = _rows_in_order(base, ordered[offset : offset + limit])
        has_more = offset + len(products) < len(ordered)
        if cap is not None and len(ordered) > SEARCH_COUNT_CAP:
            return ProductPage(products, SEARCH_COUNT_CAP, True, has_more)
        return ProductPage(products, len(ordered), False, has_more)
    # Many matches: usually dense in any order, so walking the listing order's index finds a page quickly. When
    # every field is searched, the rows a sort of every match reads (which size a walk) are `matched`, estimated above.
    walk_options = {"in_index": walks_in_index, "expected": expected if search.in_every_field() else None}
    if by_relevance:
        rows = _relevance_page(base, queryset, search, walk_options=walk_options, offset=offset, limit=limit + 1)
    else:
        walk = _walk_rows(search, queryset, **walk_options)
        rows = _walked_or_sorted(
            base, queryset, search.in_fields(), matched, ordering, walk=walk, offset=offset, limit=limit + 1
        )
    return ProductPage(rows[:limit], SEARCH_COUNT_CAP, True, len(rows) > limit)


# A walk of a listing index for a page of many matches stops after this many rows (a few ms): the matches cluster
# elsewhere in that order ("camera" by price: cheap security cameras), and sorting them all is then quicker.
WALK_ROWS = 4000
# When the matches are very many, the walk may go on up to this many rows: sorting them reads every one (~7 µs a
# match), a walked row costs ~9 µs (its heap fetch and the match), and a walk stops at its page's last match.
# At a million products 159,400 hold "pro", the first 4,000 by name hold one, and the 14,432nd holds the next: the
# sort took 1.08 s (bench/RESULTS.md, session 15).
LONG_WALK_ROWS = 32000
# A walk that reads its rows inside a walk index (every field searched, across every category: the index INCLUDEs
# the stored search text) costs ~0.37 µs a row, a tenth of a fetched one, so it may go on up to one and a half times
# the rows the sort would read, and this many at most (~75 ms). At a million products "phones" page 6 by -price
# finds its 145th match 104,595 rows deep (bench/RESULTS.md, session 16).
INDEX_WALK_ROWS = 200_000


def _walk_rows(search, queryset, *, in_index=False, expected=None) -> int:
    """How many rows of a listing index a walk for a page of `search`'s matches in `queryset` reads before sorting
    them all, from the rows that sort would read (as PostgreSQL expects them; `expected` when already asked): a
    fifth of them, within WALK_ROWS..LONG_WALK_ROWS, or when the walk reads its rows inside the index (`in_index`),
    one and a half times them up to INDEX_WALK_ROWS. Either way a walk that fails costs a quarter of the sort it
    precedes, or less. Asked once per page, however many tiers it walks."""
    if expected is None:
        expected = _estimated_rows(search.in_document(queryset))
    if in_index:
        return min(max(WALK_ROWS, expected * 3 // 2), INDEX_WALK_ROWS)
    return min(max(WALK_ROWS, expected // 5), LONG_WALK_ROWS)


def _walked_or_sorted(base, queryset, condition, matched, ordering, *, walk, offset, limit):
    """Rows offset..offset+limit of `queryset` filtered by `condition` in `ordering`: among the first `walk` rows
    of the ordering's index (_walk_rows), checked there field by field; else, when those hold too few, all the
    matches sorted (`matched`: the same rows found through the trigram index)."""
    hit = Case(When(condition, then=Value(True)), default=Value(False))
    window, order = _keyed(queryset.order_by(*ordering), ordering, hit=hit)
    ids = _ids_of(window[:walk], where='"hit"', order=order, offset=offset, limit=limit)
    if len(ids) < limit:
        ids = _sorted_ids(matched, ordering, None, offset=offset, limit=limit)
    return _rows_in_order(base, ids)


def _estimated_rows(queryset) -> int:
    """How many rows PostgreSQL's planner expects `queryset` to find (0 on SQLite): a plan, not a count."""
    if connection.vendor != "postgresql":
        return 0
    sql, params = queryset.values("pk").query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}", params)
        return cursor.fetchone()[0][0]["Plan"]["Plan Rows"]


def _keyed(queryset, ordering, **extra):
    """`queryset` as rows of its id (`match_id`), its `ordering`'s sort keys (`sort_0`…) and `extra` columns, and
    the ORDER BY that sorts such rows in `ordering` from outside (the keys read once, with each row)."""
    keys, order = {"match_id": F("pk")}, []
    for index, term in enumerate(ordering):
        alias = f"sort_{index}"
        keys[alias] = term.expression if isinstance(term, OrderBy) else term
        order.append(f'"{alias}" {"DESC" if isinstance(term, OrderBy) and term.descending else "ASC"}')
    return queryset.annotate(**keys, **extra).values(*keys, *extra), ", ".join(order)


def _ids_sql(rows, *, where="TRUE", order, offset=0, limit=None):
    """The SQL (and its parameters) of the `match_id`s of the keyed `rows` (a subquery) that meet `where`, sorted
    by `order`, rows offset..offset+limit of them when `limit` is given."""
    sql, params = rows.query.sql_with_params()
    page = "" if limit is None else f" LIMIT {int(limit)} OFFSET {int(offset)}"
    return f'SELECT "match_id" FROM ({sql}) AS rows WHERE {where} ORDER BY {order}{page}', params


def _ids_of(rows, **query):
    """The ids _ids_sql(rows, **query) selects."""
    with connection.cursor() as cursor:
        cursor.execute(*_ids_sql(rows, **query))
        return [row[0] for row in cursor.fetchall()]


# A LIMIT no search reaches, around every match: see _sorted_ids.
EVERY_MATCH = 2**62


def _sorted_ids(matched, ordering, cap, *, offset=0, limit=None):
    """The ids of `matched` in `ordering`, found and sorted in one query: each row's sort keys are read with it
    (never looked up again by id), and a LIMIT applies to the unsorted matches, so the database reads them
    through the trigram index instead of walking a listing index past every non-match (ruinous when the matches
    cluster in that order: "nintendo" by name, 51-76 ms so, 4.2-4.9 s walked). More than `cap` (None: no cap)
    matches answer cap + 1 ids of them in no useful order: too many to sort. With `limit`, only ids
    offset..offset+limit, which the database keeps while sorting (a top-N sort) instead of sending every id."""
    rows, order = _keyed(matched.order_by(), ordering)
    return _ids_of(rows[: EVERY_MATCH if cap is None else cap + 1], order=order, offset=offset, limit=limit)


def _relevance_page(base, queryset, search, *, walk_options, offset, limit):
    """Rows offset..offset+limit of many matches in best-match order. When the name, brand and model hits are
    few (SORTED_MATCHES_CAP at most), they are found through the suggestions' index and sorted whole, and the rest
    is walked by name after them; else each tier is walked by name (_relevance_walk)."""
    named = search.named_hits(queryset)
    ordered = [] if named is None else _sorted_ids(named, (search.rank(), *ORDERINGS["name"]), SORTED_MATCHES_CAP)
    if len(ordered) > SORTED_MATCHES_CAP:
        walk = _walk_rows(search, queryset, **walk_options)
        return _relevance_walk(base, queryset, search, walk=walk, offset=offset, limit=limit)
    rows = _rows_in_order(base, ordered[offset : offset + limit])
    if len(rows) == limit or (rest := search.other_hits()) is None:
        return rows
    skip = max(0, offset - len(ordered))
    walk = _walk_rows(search, queryset, **walk_options)
    rest_page = _tier_page(base, queryset, search, rest, named=False, walk=walk, offset=skip, limit=limit - len(rows))
    return rows + rest_page


def _tier_page(base, queryset, search, tier, *, named, walk, offset, limit):
    """Rows offset..offset+limit of one tier of a search's matches (`tier`, a condition), by name. A `named` tier
    (hits in the name, brand or model), when sorted whole, is read through the suggestions' index on those fields:
    a word common in descriptions would otherwise read every product holding it ("play" page 5 at a million
    products, its name tier: "display" too)."""
    matched = (search.named_hits(queryset) if named else search.indexed(queryset)).filter(tier)
    return _walked_or_sorted(base, queryset, tier, matched, ORDERINGS["name"], walk=walk, offset=offset, limit=limit)


def _relevance_walk(base, queryset, search, *, walk, offset, limit):
    """Rows offset..offset+limit of many matches in relevance order: each tier (name hits, then brand or model
    hits, then the rest) walked by name in turn, skipping what earlier tiers hold."""
    rows, skip, wanted = [], offset, limit
    tiers = search.tiers()
    named_tiers = len(tiers) - search.beyond_names()
    for rank, tier in enumerate(tiers):
        named = rank < named_tiers
        found = _tier_page(base, queryset, search, tier, named=named, walk=walk, offset=0, limit=skip + wanted)
        rows += found[skip:]
        skip = max(0, skip - len(found))
        wanted = limit - len(rows)
        if wanted <= 0:
            break
    return rows


def _search(term, fields):
    term = (term or "").strip()
    return _Search(term, tuple(fields)) if term else None


def product_list(
    *,
    limit,
    offset=0,
    category=None,
    subcategory=None,
    search="",
    search_fields=DEFAULT_SEARCH_FIELDS,
    min_price=None,
    max_price=None,
    in_stock=False,
    ordering=None,
    exact_count=False,
):
    """A page of active products for the storefront; the price band is min inclusive, max exclusive. Without an
    `ordering`, a search lists its best matches first and a listing goes by name."""
    base = Product.objects.active()
    queryset = base
    if category:
        queryset = queryset.filter(category=category)
    if subcategory:
        queryset = queryset.filter(subcategory=subcategory)
    if min_price is not None:
        queryset = queryset.filter(price__gte=min_price)
    if max_price is not None:
        queryset = queryset.filter(price__lt=max_price)
    search = _search(search, search_fields)
    # Across every category a search of every field walks the walk indexes, which hold what it tests.
    across_catalogue = not (category or subcategory or in_stock) and min_price is None and max_price is None
    # Best match without a search is by name (nothing to rank).
    by_relevance = search is not None and ordering in (None, RELEVANCE)
    if by_relevance:
        order = (search.rank(), *ORDERINGS["name"])
    else:
        order = ORDERINGS[DEFAULT_ORDERING if ordering in (None, RELEVANCE) else ordering]
    return _page(
        base,
        queryset,
        order,
        by_relevance=by_relevance,
        search=search,
        limit=limit,
        offset=offset,
        exact_count=exact_count,
        in_stock=in_stock,
        walks_in_index=across_catalogue and search is not None and search.in_every_field(),
    )


def storefront_search(*, exact=False, **params) -> ProductPage:
    """product_list; and on PostgreSQL, a paged search that finds nothing tries again with each word that
    matches nothing replaced by the most alike word of a product's name, brand or model ("iphnoe" -> "iphone"),
    answered with `corrected_query` when that finds something (DESIGN.md: Search). `exact` turns that off."""
    page = product_list(**params)
    if page.count or exact or params.get("exact_count") or connection.vendor != "postgresql":
        return page
    corrected = search_correction(params.get("search") or "")
    if corrected is None:
        return page
    retried = product_list(**{**params, "search": corrected})
    return replace(retried, corrected_query=corrected) if retried.count else page


# How alike a typed word and a catalogue word must be (difflib's ratio, 0..1) to replace it in a correction: it
# weighs a swap of two letters ("iphnoe") as the small slip it is, where trigrams see a third of the word changed.
CORRECTION_LIKENESS = 0.7
# The catalogue words trigrams find first for a typed word (pg_trgm similarity at least this), of which the most
# alike by difflib is taken.
WORD_CANDIDATE_SIMILARITY = 0.2
WORD_CANDIDATES = 10
TYPED_WORD = re.compile(r"[^\W\d_]{3,}")


def search_correction(term: str) -> str | None:
    """PostgreSQL: `term` lower-cased with each word of 3 letters or more that no active product's name, brand or
    model holds replaced by the most alike one that does (SearchWord), or None when nothing would change."""
    term = term.strip().lower()
    typed = set(TYPED_WORD.findall(term))
    unknown = typed - set(SearchWord.objects.filter(word__in=typed).values_list("word", flat=True))
    replacements = {word: closest for word in unknown if (closest := _closest_word(word)) is not None}
    if not replacements:
        return None
    return TYPED_WORD.sub(lambda match: replacements.get(match.group(0), match.group(0)), term)


def _closest_word(typed: str) -> str | None:
    """The catalogue word most like `typed`, if alike enough (CORRECTION_LIKENESS)."""
    with _settings_for_this_query({"pg_trgm.similarity_threshold": WORD_CANDIDATE_SIMILARITY}):
        candidates = list(
            SearchWord.objects.filter(word__trigram_similar=typed)
            .annotate(likeness=TrigramSimilarity("word", typed))
            .order_by("-likeness", "word")
            .values_list("word", flat=True)[:WORD_CANDIDATES]
        )

    def likeness(word):
        return difflib.SequenceMatcher(None, typed, word).ratio()

    best = max(candidates, key=likeness, default=None)
    return best if best is not None and likeness(best) >= CORRECTION_LIKENESS else None


def staff_product_list(*, limit, offset=0, search="", category=None, exact_count=False):
    """A page of every product, inactive ones included, by name, for the staff back office."""
    base = Product.objects.all()
    queryset = base.filter(category=category) if category else base
    return _page(
        base,
        queryset,
        ORDERINGS["name"],
        search=_search(search, STAFF_SEARCH_FIELDS),
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
    if (found := _search(search, STAFF_SEARCH_FIELDS)) is not None:
        products = products.filter(found.in_fields())
    return products.order_by(*ORDERINGS["name"])


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


def product_exists(product_id: int) -> None:
    """NotFound("Product not found") unless the product exists, active or not."""
    if not Product.objects.filter(pk=product_id).exists():
        raise NotFound(PRODUCT_NOT_FOUND)


def products_by_ids(ids: list[int]) -> list:
    """The active ones of these products, in the order asked (a comparison)."""
    return _rows_in_order(Product.objects.active(), ids)


SUGGESTIONS = 6
# Suggestions are ranked among this many matches at most (_containing).
SUGGESTION_CANDIDATES = 300
# How alike a word of a product must be to two typed letters (0..1) to be suggested.
TYPO_SIMILARITY = 0.4


def _containing(term: str) -> list:
    """Products whose name, brand or model contains `term`, names starting with it first, then by name: among the
    first SUGGESTION_CANDIDATES matches the trigram index finds. A common text ("dell", "phones": 16,000 matches
    at a million products) would otherwise read and sort every match for each keystroke (55-134 ms)."""
    candidates = (
        Product.objects.active()
        .alias(document=Upper(suggestion_document()))
        .filter(document__contains=term.upper())
        .order_by()
        .values("pk")[:SUGGESTION_CANDIDATES]
    )
    ranked = Product.objects.filter(pk__in=Subquery(candidates)).order_by(
        Case(When(name__istartswith=term, then=0), default=1), Lower("name"), "id"
    )[:SUGGESTIONS]
    with _settings_for_this_query(THROUGH_THE_TRIGRAM_INDEX):
        return list(ranked)


@contextmanager
def _settings_for_this_query(settings: dict):
    """PostgreSQL: the statements inside run with these settings, in a transaction of their own (SET LOCAL: they end
    with it, so a connection kept for the next request never carries them). Elsewhere they run as they are."""
    if connection.vendor != "postgresql":
        yield
        return
    with transaction.atomic(), connection.cursor() as cursor:
        for name, value in settings.items():
            cursor.execute("SELECT set_config(%s, %s, true)", [name, str(value)])
        yield


# Bitmap scans only. A LIMIT without an ORDER BY tempts the planner to scan the table until it has enough, which it
# expects soon for a text it guesses common: "tas" read all 1,000,083 rows of a million-product catalogue (662 ms)
# to find none.
THROUGH_THE_TRIGRAM_INDEX = {"enable_seqscan": "off", "enable_indexscan": "off"}


def _similar(term: str) -> list:
    """PostgreSQL: products with a word starting with the two letters of `term`, most alike first."""
    with _settings_for_this_query({"pg_trgm.word_similarity_threshold": TYPO_SIMILARITY}):
        document = Upper(suggestion_document())
        return list(
            Product.objects.active()
            .alias(document=document)
            .filter(document__trigram_word_similar=term.upper())
            .annotate(likeness=TrigramWordSimilarity(Value(term.upper()), document))
            .order_by("-likeness", Lower("name"), "id")[:SUGGESTIONS]
        )


def product_suggestions(*, q: str = "") -> dict:
    """Up to 6 products and the categories matching what the shopper typed.

    On PostgreSQL a substring from three characters (the shortest a trigram index can look up; the index of
    migration 0004), a word starting with two characters, and when no product contains the text (a typo), the
    text as search_correction corrects it. SQLite matches substrings.
    """
    term = (q or "").strip()
    if len(term) < 2:
        return {"products": [], "categories": []}
    postgres = connection.vendor == "postgresql"
    products = [] if postgres and len(term) < 3 else _containing(term)
    if not products and postgres:
        if len(term) < 3:
            products = _similar(term)
        elif (corrected := search_correction(term)) is not None:
            products = _containing(corrected)
    categories = [
        {"name": category["name"], "path": f"/{category['slug']}"}
        for category in CATEGORIES
        if term.casefold() in category["name"].casefold()
    ]
    return {"products": products, "categories": categories}
