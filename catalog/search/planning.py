"""How a page of a listing or a search is found at catalogue scale (decision 0019): the listing orders have
partial indexes (catalog.models), substring search a trigram index on PostgreSQL, and counts of a search stop at
SEARCH_COUNT_CAP instead of visiting every match. A page of many matches walks the ordering's index; of fewer, sorts
them whole."""

from contextlib import contextmanager
from dataclasses import dataclass

from django.db import connection, transaction
from django.db.models import Case, Exists, F, OrderBy, OuterRef, Subquery, Value, When
from django.db.models.expressions import RawSQL
from django.db.models.functions import Lower

from ..models import SoldOutProduct

# A search matching more products than this reports "1,000+" rather than counting them all.
SEARCH_COUNT_CAP = 1000


# Up to this many matches a search sorts them all (found through the trigram index, a few ms per thousand);
# beyond, they are dense enough that walking the ordering's index finds a page sooner (decision 0019).
SORTED_MATCHES_CAP = 8000

# A sort of several words' matches that the planner expected within SORTED_MATCHES_CAP reads up to this many times
# as many before giving up. The planner multiplies the words' shares as if they were independent, and a brand and its
# kind of product are not ("samsung smartwatches" at a million products: 4,066 expected, 15,107 found); matches so
# correlated also cluster in the listing orders, so the walk that followed a sort given up on usually failed too,
# and every match was read a second time (decision 0019). A single word's matches, given up on, are usually dense
# in any order: its walk finds the page.
UNDERESTIMATED_SORT_FACTOR = 4


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


@dataclass(frozen=True)
class ProductPage:
    """One page of a listing. `count` is exact unless `count_capped`: then there are more than it says."""

    products: list
    count: int
    count_capped: bool
    has_more: bool
    # What was searched instead of a text that found nothing (storefront_search).
    corrected_query: str | None = None
    # Every match's (brand, price), when the page read them with the matches it sorted (listings.FACT_COLUMNS).
    matched_facts: list | None = None
    # The brand counts and price range of the matches, when asked (catalog.search.facets).
    facets: dict | None = None


def rows_in_order(base, ids):
    """The products with these ids, in this order."""
    by_id = {product.pk: product for product in base.filter(pk__in=ids).order_by()}
    return [by_id[pk] for pk in ids if pk in by_id]


def ordered_page(base, queryset, ordering, *, offset, limit):
    """Rows offset..offset+limit of `queryset` in `ordering`.

    The page's ids come from the listing order's index (index-only where the filters allow it),
    then only those rows are read: deep pages do not read the rows they skip.
    """
    page_ids = queryset.order_by(*ordering).values("pk")[offset : offset + limit]
    return list(base.filter(pk__in=Subquery(page_ids)).order_by(*ordering))


def in_stock_only(products):
    """`products` with stock. On PostgreSQL those absent from the sold-out set its triggers keep
    (catalog.models.SoldOutProduct): a probe of a small table's key per candidate, inside the listing index's
    index-only scan, instead of reading each candidate's row for its stock, which no index holds (decision 0019).
    SQLite tests its small catalogue's rows."""
    if connection.vendor != "postgresql":
        return products.filter(stock__gt=0)
    return products.filter(~Exists(SoldOutProduct.objects.filter(product_id=OuterRef("pk"))))


def listing_page(base, listed, ordering, *, in_stock, exact_count, limit, offset, candidates=None):
    """A page of a listing without a search: `listed` (a category, subcategory and price band, which the listing
    indexes hold) in `ordering`, only the products in stock when `in_stock` (in_stock_only).

    The candidates are counted first: in the index, unless the caller knows their number (`candidates`, from the
    brand summary). Up to SORTED_MATCHES_CAP of them are read with their sort keys
    and sorted whole: PostgreSQL cannot tell how many of a category a price band holds (prices depend on the
    category), and walking the ordering's index for a band with few or no products read every row of the
    category (a million products: 638 ms for none). More candidates are dense in the ordering's index, so walking
    it finds a page quickly; their in-stock count stops at SEARCH_COUNT_CAP as a search's does."""
    if candidates is None:
        candidates = listed.count()  # an index-only scan of the listing's partial index
    if candidates == 0 or (offset >= candidates and not in_stock):
        return ProductPage([], candidates, False, False)
    shown = in_stock_only(listed) if in_stock else listed
    if candidates <= SORTED_MATCHES_CAP and not in_stock:
        # Sorted from outside a LIMITed subquery, which PostgreSQL keeps apart: it reads the candidates through
        # the index its filters suit best, whatever it guesses their number to be.
        rows, order = keyed(listed.order_by(), ordering)
        page = RawSQL(*ids_sql(rows[: SORTED_MATCHES_CAP + 1], order=order, offset=offset, limit=limit))
        products = list(base.filter(pk__in=page).order_by(*ordering))
        return ProductPage(products, candidates, False, offset + len(products) < candidates)
    if candidates <= SORTED_MATCHES_CAP:  # in stock: every id sorted, to count them
        rows, order = keyed(shown.order_by(), ordering)
        ids = ids_of(rows[: SORTED_MATCHES_CAP + 1], order=order)
        products = rows_in_order(base, ids[offset : offset + limit])
        return ProductPage(products, len(ids), False, offset + len(products) < len(ids))
    rows = ordered_page(base, shown, ordering, offset=offset, limit=limit + 1)
    if not in_stock:
        return ProductPage(rows[:limit], candidates, False, len(rows) > limit)
    counted = shown if exact_count else shown.order_by().values("pk")[: SEARCH_COUNT_CAP + 1]
    count = counted.count()
    capped = count > SEARCH_COUNT_CAP and not exact_count
    return ProductPage(rows[:limit], SEARCH_COUNT_CAP if capped else count, capped, len(rows) > limit)


# A walk of a listing index for a page of many matches stops after this many rows (a few ms): the matches cluster
# elsewhere in that order ("camera" by price: cheap security cameras), and sorting them all is then quicker.
WALK_ROWS = 4000


# When the matches are very many, the walk may go on up to this many rows: sorting them reads every one (~7 µs a
# match), a walked row costs ~9 µs (its heap fetch and the match), and a walk stops at its page's last match.
# At a million products 159,400 hold "pro", the first 4,000 by name hold one, and the 14,432nd holds the next: the
# sort read every one of them (decision 0019).
LONG_WALK_ROWS = 32000


# A walk that reads its rows inside a walk index (every field searched, across every category: the index INCLUDEs
# the stored search text) costs ~0.37 µs a row, a tenth of a fetched one, so it may go on up to a quarter of the
# rows the sort would read (under a tenth of that sort's cost when it fails: a match sorted costs 1.3-3 µs), and this
# many at most (~75 ms). At a million products most such walks that fail find no match at all: a word of one kind
# of product lies in that kind's names and prices, far from the order's start. Going on to one and a half times the
# sort's rows, as it once did, found few more pages: the first pages' p95 was 50.8-51.3 ms against 43.5-47.0 in the
# table's kept order (catalog.table_order); out of it 76-78 against 72-74, though p99 121-124 against 129-132
# (decision 0019). "phones" page 6 by -price finds its 145th match 104,595 rows deep.
INDEX_WALK_ROWS = 200_000


def walk_rows(search, queryset, *, in_index=False, expected=None) -> int:
    """How many rows of a listing index a walk for a page of `search`'s matches in `queryset` reads before sorting
    them all, from the rows that sort would read (as PostgreSQL expects them; `expected` when already asked): a
    fifth of them, within WALK_ROWS..LONG_WALK_ROWS, or when the walk reads its rows inside the index (`in_index`),
    a quarter of them up to INDEX_WALK_ROWS. Asked once per page, however many tiers it walks."""
    if expected is None:
        expected = estimated_rows(search.in_document(queryset))
    if in_index:
        return min(max(WALK_ROWS, expected // 4), INDEX_WALK_ROWS)
    return min(max(WALK_ROWS, expected // 5), LONG_WALK_ROWS)


def walked_or_sorted(base, queryset, condition, matched, ordering, *, walk, offset, limit):
    """Rows offset..offset+limit of `queryset` filtered by `condition` in `ordering`: among the first `walk` rows
    of the ordering's index (walk_rows), checked there field by field; else, when those hold too few, all the
    matches sorted (`matched`: the same rows found through the trigram index)."""
    hit = Case(When(condition, then=Value(True)), default=Value(False))
    window, order = keyed(queryset.order_by(*ordering), ordering, hit=hit)
    ids = ids_of(window[:walk], where='"hit"', order=order, offset=offset, limit=limit)
    if len(ids) < limit:
        ids = sorted_ids(matched, ordering, None, offset=offset, limit=limit)
    return rows_in_order(base, ids)


def estimated_rows(queryset) -> int:
    """How many rows PostgreSQL's planner expects `queryset` to find (0 on SQLite): a plan, not a count."""
    if connection.vendor != "postgresql":
        return 0
    sql, params = queryset.values("pk").query.sql_with_params()
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}", params)
        return cursor.fetchone()[0][0]["Plan"]["Plan Rows"]


def keyed(queryset, ordering, **extra):
    """`queryset` as rows of its id (`match_id`), its `ordering`'s sort keys (`sort_0`…) and `extra` columns, and
    the ORDER BY that sorts such rows in `ordering` from outside (the keys read once, with each row)."""
    keys, order = {"match_id": F("pk")}, []
    for index, term in enumerate(ordering):
        alias = f"sort_{index}"
        keys[alias] = term.expression if isinstance(term, OrderBy) else term
        order.append(f'"{alias}" {"DESC" if isinstance(term, OrderBy) and term.descending else "ASC"}')
    return queryset.annotate(**keys, **extra).values(*keys, *extra), ", ".join(order)


def ids_sql(rows, *, where="TRUE", order, offset=0, limit=None, columns=()):
    """The SQL (and its parameters) of the `match_id`s (and `columns`) of the keyed `rows` (a subquery) that meet
    `where`, sorted by `order`, rows offset..offset+limit of them when `limit` is given."""
    sql, params = rows.query.sql_with_params()
    page = "" if limit is None else f" LIMIT {int(limit)} OFFSET {int(offset)}"
    selected = ", ".join(f'"{column}"' for column in ("match_id", *columns))
    return f"SELECT {selected} FROM ({sql}) AS rows WHERE {where} ORDER BY {order}{page}", params


def ids_of(rows, **query):
    """The ids ids_sql(rows, **query) selects."""
    return [row[0] for row in _rows_of(rows, **query)]


def _rows_of(rows, **query):
    with connection.cursor() as cursor:
        cursor.execute(*ids_sql(rows, **query))
        return cursor.fetchall()


# A LIMIT no search reaches, around every match: see sorted_ids.
EVERY_MATCH = 2**62


def sorted_ids(matched, ordering, cap, *, offset=0, limit=None):
    """The ids of `matched` in `ordering`, found and sorted in one query: each row's sort keys are read with it
    (never looked up again by id), and a LIMIT applies to the unsorted matches, so the database reads them
    through the trigram index instead of walking a listing index past every non-match (ruinous when the matches
    cluster in that order: "nintendo" by name, 51-76 ms so, 4.2-4.9 s walked). More than `cap` (None: no cap)
    matches answer cap + 1 ids of them in no useful order: too many to sort. With `limit`, only ids
    offset..offset+limit, which the database keeps while sorting (a top-N sort) instead of sending every id."""
    return [row[0] for row in sorted_rows(matched, ordering, cap, offset=offset, limit=limit)]


def sorted_rows(matched, ordering, cap, *, columns=(), offset=0, limit=None) -> list[tuple]:
    """sorted_ids' ids as rows (id, *columns), the columns read in the same pass over the matches."""
    rows, order = keyed(matched.order_by(), ordering, **{f"column_{name}": F(name) for name in columns})
    return _rows_of(
        rows[: EVERY_MATCH if cap is None else cap + 1],
        order=order,
        offset=offset,
        limit=limit,
        columns=[f"column_{name}" for name in columns],
    )


@contextmanager
def settings_for_this_query(settings: dict):
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
