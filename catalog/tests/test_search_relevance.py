"""Best match: a search lists the whole text's hits in the name, then in another field, then the products holding
every word in the name, brand or model, then the rest, each by name; the other sorts are unchanged, and every
page agrees whichever path (few or many matches) answers it."""

from decimal import Decimal

import pytest
from django.db import connection

from catalog.models import SEARCHED_FIELDS, Product
from catalog.search import planning, relevance
from catalog.search.query import SearchQuery
from catalog.tests.factories import ProductFactory
from catalog.tests.test_listing_at_scale import all_pages, names
from conftest import postgresql_only

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue():
    """The word "Nova" in names, in a brand, in a model and in descriptions, with names out of that order."""
    ProductFactory(name="Aqua speaker", description="Pairs with any Nova phone", price=Decimal("10.00"))
    ProductFactory(name="zeta Nova Buds", price=Decimal("30.00"))
    ProductFactory(name="Basic phone", brand="Novamark", price=Decimal("20.00"))
    ProductFactory(name="Alpha NOVA 2", price=Decimal("50.00"))
    ProductFactory(name="Camera", model="NV-NOVA-1", price=Decimal("40.00"))
    ProductFactory(name="Another speaker", description="Nova-ready", price=Decimal("60.00"))
    ProductFactory(name="Unrelated", description="Nothing here")


# The name hits, then the hits in any other field searched, each by name (one word: the whole text is the word).
BEST_MATCH = ["Alpha NOVA 2", "zeta Nova Buds", "Another speaker", "Aqua speaker", "Basic phone", "Camera"]


def _recorded(monkeypatch, module, name):
    """The calls to `module.name` (their positional arguments), recorded as they run."""
    calls = []
    function = getattr(module, name)
    monkeypatch.setattr(module, name, lambda *args, **kwargs: calls.append(args) or function(*args, **kwargs))
    return calls


@pytest.fixture
def sorts(monkeypatch):
    """The calls that sorted matches (planning.sorted_ids), recorded as they run."""
    return _recorded(monkeypatch, planning, "sorted_ids")


def test_a_search_lists_its_best_matches_first_by_default(api_client, catalogue):
    assert names(api_client.get("/api/products", {"search": "nova"}).json()) == BEST_MATCH
    assert names(api_client.get("/api/products", {"search": "nova", "ordering": "relevance"}).json()) == BEST_MATCH
    assert all_pages(api_client, {"search": "nova"}, limit=4) == BEST_MATCH


def test_the_other_sorts_still_sort_a_search(api_client, catalogue):
    by_name = names(api_client.get("/api/products", {"search": "nova", "ordering": "name"}).json())
    by_price = names(api_client.get("/api/products", {"search": "nova", "ordering": "price"}).json())

    assert by_name == sorted(BEST_MATCH, key=str.lower)
    assert by_price == ["Aqua speaker", "Basic phone", "zeta Nova Buds", "Camera", "Alpha NOVA 2", "Another speaker"]


def test_best_match_without_a_search_lists_by_name(api_client, catalogue):
    listed = names(api_client.get("/api/products", {"ordering": "relevance"}).json())

    assert listed == names(api_client.get("/api/products").json())
    assert listed == sorted(listed, key=str.lower)


def test_best_match_ranks_only_the_fields_searched(api_client, catalogue):
    # The home search looks only in name, description and category: brand and model hits are not matches.
    home = api_client.get("/api/products", {"search": "nova", "searchFields": "name,description,category"})

    assert names(home.json()) == ["Alpha NOVA 2", "zeta Nova Buds", "Another speaker", "Aqua speaker"]


@pytest.mark.parametrize("walk_rows", [4000, 1], ids=["walked", "walks-cut-short"])
@pytest.mark.parametrize("sorted_cap", [4, 2], ids=["few-name-hits", "many-name-hits"])
def test_many_matches_page_through_the_best_match_order(api_client, catalogue, monkeypatch, sorted_cap, walk_rows):
    # Beyond SORTED_MATCHES_CAP the pages are not sorted whole: with up to that many name, brand and model hits,
    # those are sorted and the rest walked by name after them; with more, each tier is walked by name. A walk
    # that finds too few matches in WALK_ROWS rows sorts them all instead.
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", sorted_cap)
    monkeypatch.setattr(planning, "WALK_ROWS", walk_rows)
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 2)

    first = api_client.get("/api/products", {"search": "nova", "limit": 4}).json()

    assert first["countCapped"] is True
    for limit in (1, 2, 4, 5):
        assert all_pages(api_client, {"search": "nova"}, limit=limit) == BEST_MATCH, limit
    home = {"search": "nova", "searchFields": "name,description,category"}
    assert all_pages(api_client, home, limit=1) == ["Alpha NOVA 2", "zeta Nova Buds", "Another speaker", "Aqua speaker"]
    assert all_pages(api_client, {"search": "nova", "ordering": "-price"}, limit=4) == [
        "Another speaker",
        "Alpha NOVA 2",
        "Camera",
        "zeta Nova Buds",
        "Basic phone",
        "Aqua speaker",
    ]


def test_several_words_tiers_are_sorted_whole_up_to_four_times_the_cap(api_client, monkeypatch):
    """A search of several words with too many matches to sort whole pages tier by tier. Each tier is sorted whole
    up to four times the cap, as a page of several words' matches is (planning.UNDERESTIMATED_SORT_FACTOR): such a
    tier ("fitbit 2" in names, brands and models at a million products, 16,828) clusters in name order, where a walk
    failed and every match was read again."""
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 1)
    walks = _recorded(monkeypatch, relevance, "walked_or_sorted")
    plain = {"brand": "Acme", "model": "X1", "description": "Plain", "category": "Audio", "subcategory": "Speakers"}
    for name in ("Nova Buds Two", "Nova Buds One", "Buds by Nova 3", "Buds by Nova 1", "Buds by Nova 2"):
        ProductFactory(name=name, **plain)
    ProductFactory(name="Speaker", **{**plain, "description": "Pairs with Nova Buds"})
    ProductFactory(name="Case", **{**plain, "description": "For Nova and its Buds"})
    best_match = [
        "Nova Buds One",  # the whole text in the name
        "Nova Buds Two",
        "Speaker",  # in another field
        "Buds by Nova 1",  # every word in the name (three: more than the cap, within four times it)
        "Buds by Nova 2",
        "Buds by Nova 3",
        "Case",  # the rest
    ]

    for limit in (1, 2, 3):
        assert all_pages(api_client, {"search": "nova buds"}, limit=limit) == best_match, limit
    assert walks == []


@pytest.mark.parametrize("expected_rows", [3, 10_000], ids=["few-to-sort", "many-to-sort"])
def test_a_walk_goes_further_before_sorting_when_the_sort_would_read_many_rows(
    api_client, catalogue, monkeypatch, sorts, expected_rows
):
    # A walk of the category's name index that finds too few matches is followed by a sort of every match. When
    # PostgreSQL expects that sort to read many rows, the walk goes on further first (a fifth of them, up to
    # LONG_WALK_ROWS: a walk in a category reads the table). Both are more than SORTED_MATCHES_CAP, so neither page
    # is sorted whole before a walk.
    monkeypatch.setattr(planning, "WALK_ROWS", 1)
    monkeypatch.setattr(planning, "LONG_WALK_ROWS", 100)
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 2)
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 2)
    monkeypatch.setattr(planning, "estimated_rows", lambda queryset: expected_rows)

    by_name = sorted(BEST_MATCH, key=str.lower)
    for offset in (0, 2):  # pages before the last (a walk that reaches the last match finds too few too)
        params = {"search": "nova", "category": "Smartphones", "ordering": "name", "limit": 2, "offset": offset}
        page = api_client.get("/api/products", params)
        assert names(page.json()) == by_name[offset : offset + 2]
    assert (len(sorts) > 0) == (expected_rows == 3)


@pytest.mark.parametrize(
    ("in_category", "sorted_all"), [(False, False), (True, True)], ids=["across-the-catalogue", "in-a-category"]
)
def test_a_walk_inside_its_index_goes_further_than_one_reading_the_table(
    api_client, catalogue, monkeypatch, sorts, in_category, sorted_all
):
    # Across the catalogue, with every field searched, a walk reads its rows inside a walk index (the stored search
    # text is INCLUDEd): it goes on to a quarter of the rows PostgreSQL expects the sort to read (6 of 24 here),
    # and finds the page's matches (the 3rd to 5th by name). In a category it reads the table, goes a fifth of
    # them (4 rows), finds too few and sorts every match. The pages are the same either way.
    monkeypatch.setattr(planning, "WALK_ROWS", 1)
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 2)
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 2)
    monkeypatch.setattr(planning, "estimated_rows", lambda queryset: 24)
    params = {"search": "nova", "ordering": "name", "limit": 2, "offset": 2}
    if in_category:
        params["category"] = "Smartphones"

    page = api_client.get("/api/products", params)

    assert names(page.json()) == sorted(BEST_MATCH, key=str.lower)[2:4]
    assert (len(sorts) > 0) == sorted_all


def test_the_search_text_a_walk_tests_follows_every_edit(catalogue):
    # Walks test the stored search text (catalog.search.query.SearchQuery.in_fields): the database recomputes it on
    # every write, a bulk update included.
    Product.objects.filter(name="Basic phone").update(name="Quasar phone")
    renamed = Product.objects.get(name="Quasar phone")
    renamed.description = "Sturdy"
    renamed.save()

    assert Product.objects.filter(pk=renamed.pk).values_list("search_text", flat=True).get() == (
        "QUASAR PHONE\nNOVAMARK\n" + renamed.model.upper() + "\nSMARTPHONES\n\nSTURDY"
    )


@pytest.mark.parametrize("ordering", ["name", "relevance"])
@pytest.mark.parametrize(("fields", "estimates"), [(None, 1), ("name,brand", 2)], ids=["every-field", "fewer-fields"])
def test_a_walked_page_reuses_the_planners_estimate_when_the_sort_reads_the_same_rows(
    api_client, catalogue, monkeypatch, ordering, fields, estimates
):
    # A page of many matches asks PostgreSQL how many there are, then sizes its walk by the rows a sort of every
    # match would read. Searching every field, those are the same rows, so the first answer serves both; searching
    # fewer, the sort reads the rows holding the term in any field, a second question. Best match's tier beyond the
    # name holds the rest of the 10,000: no question either.
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 2)
    asked = []
    monkeypatch.setattr(planning, "estimated_rows", lambda queryset: asked.append(queryset) or 10_000)
    params = {"search": "nova", "ordering": ordering, "limit": 2}
    if fields:
        params["searchFields"] = fields

    page = api_client.get("/api/products", params)

    assert page.status_code == 200 and len(page.json()["results"]) == 2
    assert len(asked) == estimates


def test_best_matchs_last_tier_is_walked_at_once_when_the_matches_left_for_it_are_too_many_to_sort(
    api_client, catalogue, monkeypatch, sorts
):
    # The last tier holds every match the earlier ones do not. PostgreSQL expects 10,000 matches, then a single row
    # of the tier's own test (it cannot tell that test from the matches'): the 9,998 left after the name's two are
    # too many to sort, so the tier is walked at once instead of sorted up to the cap first, found too many and
    # walked after.
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 2)
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 2)
    estimates = iter([10_000])
    monkeypatch.setattr(planning, "estimated_rows", lambda queryset: next(estimates, 1))

    page = api_client.get("/api/products", {"search": "nova", "limit": 4})

    assert names(page.json()) == BEST_MATCH[:4]
    assert len(sorts) == 1  # the name's tier, sorted whole


@postgresql_only("row estimates come from PostgreSQL's planner statistics (SQLite plans without any)")
def test_the_planner_counts_a_single_words_test_once_in_its_second_tier():
    """A single word's second tier (in another field, not the name) tests the stored text as the matches do. Were
    that test one the trigram index serves, the planner would take it for a second, independent one and expect
    about a tenth of a tenth of these rows (16 of 200), then sort where a walk was due: written so that no index
    serves it, the test is counted once (PostgreSQL expects about a third of the rows it cannot tell apart, 60)."""
    Product.objects.bulk_create(
        ProductFactory.build(name=f"Item {n}", description="Works with Nova" if n % 10 == 0 else "Plain")
        for n in range(2000)
    )
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE catalog_product")
    search = SearchQuery.of("nova", SEARCHED_FIELDS)
    in_other_fields = search.indexed(Product.objects.active()).filter(search.tiers()[1].condition)

    assert in_other_fields.count() == 200
    assert planning.estimated_rows(in_other_fields) >= 50
