"""Listings built for a large catalogue: case-insensitive name order, bounded unpaged lists, capped
search counts, and pages that agree with a plain sort whichever path answers them."""

from decimal import Decimal

import pytest
from django.db import connection
from django.db.models.functions import Lower

from catalog.models import SEARCHED_FIELDS, Product
from catalog.search import planning
from catalog.search.query import SearchQuery
from catalog.tests.factories import ProductFactory
from conftest import postgresql_only

pytestmark = pytest.mark.django_db


def names(body):
    return [row["name"] for row in (body["results"] if isinstance(body, dict) else body)]


def all_pages(client, params, limit):
    """Follow `next` links from the first page; the names of every page, in order."""
    body = client.get("/api/products", {**params, "limit": limit}).json()
    collected = names(body)
    while body["next"]:
        body = client.get(body["next"]).json()
        collected += names(body)
    return collected


def test_name_order_ignores_case(api_client):
    for name in ["Zeta", "ecobee Premium", "iPad Air", "Apple TV", "Eero Pro"]:
        ProductFactory(name=name, brand=name.split()[0])

    assert names(api_client.get("/api/products").json()) == [
        "Apple TV",
        "ecobee Premium",
        "Eero Pro",
        "iPad Air",
        "Zeta",
    ]
    assert names(api_client.get("/api/products", {"ordering": "-name"}).json()) == [
        "Zeta",
        "iPad Air",
        "Eero Pro",
        "ecobee Premium",
        "Apple TV",
    ]
    assert names(api_client.get("/api/products", {"ordering": "brand"}).json())[:3] == [
        "Apple TV",
        "ecobee Premium",
        "Eero Pro",
    ]


def test_an_unpaged_list_stops_at_500_and_links_to_the_rest(api_client):
    Product.objects.bulk_create(
        Product(
            name=f"Item {n:03d}",
            description="d",
            price=Decimal("1.00"),
            category="Audio",
            brand="B",
            model=f"M{n}",
            features=["f"],
            image_url="/static/products/speaker.svg",
        )
        for n in range(501)
    )

    first = api_client.get("/api/products", {"category": "Audio"})

    assert len(first.json()) == 500
    assert first["X-Total-Count"] == "501"
    next_url = first["Link"].removeprefix("<").split(">;")[0]
    assert first["Link"].endswith('rel="next"') and "offset=500" in next_url
    rest = api_client.get(next_url)
    assert names(rest.json()) == ["Item 500"]
    assert rest["X-Total-Count"] == "501" and "Link" not in rest


@pytest.fixture
def catalogue():
    """12 products whose description says "wireless", 3 whose name says "Walkman", 5 others."""
    for n in range(12):
        ProductFactory(
            name=f"{'bcdefghijklm'[n]}-speaker", description="A wireless speaker", price=Decimal(100 + (n * 7) % 5)
        )
    for name in ["Walkman B", "walkman A", "Walkman C"]:
        ProductFactory(name=name, description="Tape player")
    ProductFactory.create_batch(5, description="Plain")


def test_a_search_beyond_the_count_cap_says_so_and_still_pages_through_every_match(api_client, catalogue, monkeypatch):
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 5)
    expected = sorted((f"{c}-speaker" for c in "bcdefghijklm"), key=str.lower)

    first = api_client.get("/api/products", {"search": "WIRELESS", "limit": 4}).json()

    assert first["count"] == 5 and first["countCapped"] is True
    assert all_pages(api_client, {"search": "WIRELESS"}, limit=4) == expected
    by_price = all_pages(api_client, {"search": "wireless", "ordering": "price"}, limit=5)
    assert by_price == [
        p.name for p in Product.objects.filter(description__contains="wireless").order_by("price", "name")
    ]


def test_a_search_under_the_cap_counts_exactly(api_client, catalogue, monkeypatch):
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 5)

    body = api_client.get("/api/products", {"search": "walkman", "limit": 2}).json()

    assert body["count"] == 3 and "countCapped" not in body
    assert all_pages(api_client, {"search": "walkman"}, limit=2) == ["walkman A", "Walkman B", "Walkman C"]
    assert all_pages(api_client, {"search": "walkman", "ordering": "-name"}, limit=2) == [
        "Walkman C",
        "Walkman B",
        "walkman A",
    ]


def test_unpaged_search_counts_exactly_even_beyond_the_cap(api_client, catalogue, monkeypatch):
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 5)

    response = api_client.get("/api/products", {"search": "wireless"})

    assert response["X-Total-Count"] == "12" and len(response.json()) == 12


def test_an_in_stock_listing_counts_up_to_the_cap_and_still_pages_through_every_product(api_client, monkeypatch):
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 5)
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 6)  # 8 candidates: walked in name order, not sorted whole
    for n in range(7):
        ProductFactory(name=f"Phone {n}", category="Smartphones", stock=n + 1)
    ProductFactory(name="Phone sold out", category="Smartphones", stock=0)
    params = {"category": "Smartphones", "inStock": "true"}

    first = api_client.get("/api/products", {**params, "limit": 3}).json()
    deep = api_client.get("/api/products", {**params, "limit": 3, "offset": 6}).json()

    assert first["count"] == 5 and first["countCapped"] is True
    assert all_pages(api_client, params, limit=3) == [f"Phone {n}" for n in range(7)]
    assert names(deep) == ["Phone 6"] and deep["next"] is None
    unpaged = api_client.get("/api/products", params)
    assert unpaged["X-Total-Count"] == "7" and len(unpaged.json()) == 7


def test_an_in_stock_listing_under_the_cap_counts_exactly(api_client, monkeypatch):
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 5)
    for n in range(3):
        ProductFactory(name=f"Tablet {n}", category="Tablets", stock=1)
    ProductFactory(name="Tablet sold out", category="Tablets", stock=0)

    body = api_client.get("/api/products", {"category": "Tablets", "inStock": "true", "limit": 2}).json()

    assert body["count"] == 3 and "countCapped" not in body and body["next"] is not None


def test_a_search_word_does_not_match_across_a_field_boundary(api_client):
    ProductFactory(name="Buds", brand="Pro", description="Earbuds")

    assert names(api_client.get("/api/products", {"search": "budspro"}).json()) == []
    assert names(api_client.get("/api/products", {"search": "dspr"}).json()) == []
    assert names(api_client.get("/api/products", {"search": "buds pro"}).json()) == ["Buds"]  # a word in each
    assert names(api_client.get("/api/products", {"search": "buds", "searchFields": "brand"}).json()) == []
    assert names(api_client.get("/api/products", {"search": "PRO", "searchFields": "brand"}).json()) == ["Buds"]


def _plan(sql, params):
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN {sql}", params)
        return "\n".join(str(row[0]) for row in cursor.fetchall())


def plans_while(call, *, of):
    """The plans of the statements `call()` runs whose SQL holds `of`, each explained as it runs (in its
    transaction, under the settings it runs with), and what `call()` returned."""
    plans = []

    def explained(execute, sql, params, many, context):
        if of in sql and not sql.startswith("EXPLAIN"):
            plans.append(_plan(sql, params))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(explained):
        return plans, call()


@postgresql_only("the trigram indexes are PostgreSQL's (SQLite has none)")
def test_searches_go_through_the_trigram_index_whose_pending_list_is_kept_short():
    """Searches go through the trigram index on the stored search text (catalog migration 0013), and the trigram
    indexes' pending lists are kept short (0014: a long one turns searches into sequential scans)."""
    # Enough rows that reading the whole of another index (the walk indexes hold the stored text too) costs more.
    Product.objects.bulk_create(ProductFactory.build_batch(2000))
    ProductFactory(name="Sennheiser HD 600")
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE catalog_product")
        index_names = {
            name
            for name, info in connection.introspection.get_constraints(cursor, Product._meta.db_table).items()
            if info["index"]
        }
    search = SearchQuery.of("sennheiser", SEARCHED_FIELDS)
    sql, params = search.indexed(Product.objects.order_by()).values("pk").query.sql_with_params()

    assert "product_search_text_trgm" in index_names
    with connection.cursor() as cursor:
        # 2,000 small rows: reading them all would still be cheaper than any index.
        cursor.execute("SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off")
    assert "product_search_text_trgm" in _plan(sql, params)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT relname, reloptions FROM pg_class WHERE relname IN ('product_search_text_trgm', "
            "'product_suggest_trgm')"
        )
        options = dict(cursor.fetchall())
    assert options == {
        "product_search_text_trgm": ["gin_pending_list_limit=256"],
        "product_suggest_trgm": ["gin_pending_list_limit=256"],
    }


@postgresql_only("row estimates come from PostgreSQL's planner statistics (SQLite plans without any)")
def test_the_planner_knows_a_subcategory_belongs_to_its_category():
    """Without the (category, subcategory) statistics PostgreSQL multiplies the two shares, expects a quarter of
    these tablets, and sorts a whole category where walking its index would find the page."""
    for category, subcategories in (
        ("Tablets", ("iPad", "Android Tablets")),
        ("Home Appliances", ("Kitchen", "Cleaning")),
    ):
        for subcategory in subcategories:
            ProductFactory.create_batch(50, category=category, subcategory=subcategory)
    ipads = Product.objects.filter(is_active=True, category="Tablets", subcategory="iPad")
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE catalog_product")

    assert 45 <= planning.estimated_rows(ipads) <= 55


@pytest.mark.parametrize("sorted_whole_up_to", [0, 8000])
def test_a_filtered_listing_pages_alike_whether_walked_or_sorted_whole(api_client, monkeypatch, sorted_whole_up_to):
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", sorted_whole_up_to)
    for n in range(9):
        ProductFactory(name=f"{'ihgfedcba'[n]}-phone", category="Smartphones", price=Decimal(100 + n % 3), stock=n % 4)
    ProductFactory(name="Too dear", category="Smartphones", price=Decimal(500), stock=5)
    band = {"category": "Smartphones", "minPrice": "100", "maxPrice": "102"}
    expected = Product.objects.filter(category="Smartphones", price__lt=102)

    assert all_pages(api_client, {**band, "ordering": "price"}, limit=2) == [
        p.name for p in expected.order_by("price", Lower("name"), "id")
    ]
    assert all_pages(api_client, {**band, "ordering": "-name", "inStock": "true"}, limit=2) == [
        p.name for p in expected.filter(stock__gt=0).order_by(Lower("name").desc(), "-id")
    ]
    assert api_client.get("/api/products", {**band, "limit": 2, "inStock": "true"}).json()["count"] == 4
    empty = api_client.get("/api/products", {**band, "minPrice": "300", "maxPrice": "400", "limit": 2}).json()
    assert empty["count"] == 0 and empty["results"] == [] and empty["next"] is None
    past_the_end = api_client.get("/api/products", {**band, "inStock": "true", "limit": 2, "offset": 6}).json()
    assert past_the_end["count"] == 4 and past_the_end["results"] == [] and past_the_end["next"] is None


@postgresql_only("the sold-out set and the INCLUDE columns are PostgreSQL's")
def test_an_in_stock_page_and_a_price_bands_brand_counts_are_read_inside_the_listing_index():
    """Stock is in no index, so an in-stock page tests the sold-out set (catalog migration 0017) rather than each
    candidate's row, and a price band's brands are counted inside the category's price index (0018): neither reads
    the products' rows."""
    Product.objects.bulk_create(
        ProductFactory.build(category="Laptops", price=Decimal(100 + n % 900), stock=n % 3) for n in range(3000)
    )
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE catalog_product")
    laptops = Product.objects.active().filter(category="Laptops")
    page = planning.in_stock_only(laptops).order_by(*planning.ORDERINGS["price"]).values("pk")[240:265]
    band = laptops.filter(price__gte=300, price__lt=500).order_by().values("brand", "price")

    page_plan = _plan(*page.query.sql_with_params())
    with connection.cursor() as cursor:
        # 3,000 small rows: reading them all would still be cheaper than any index.
        cursor.execute("SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off")
    band_plan = _plan(*band.query.sql_with_params())

    assert "Index Only Scan using product_active_cat_price_brand" in page_plan
    assert "catalog_soldoutproduct" in page_plan and "stock" not in page_plan
    assert "Index Only Scan using product_active_cat_price_brand" in band_plan
