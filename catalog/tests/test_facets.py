"""The brand filter and its counts: `facets=brand` answers each brand's count and the price range over the matches of
every other filter, and `brand=` narrows the results but not its own counts."""

from decimal import Decimal

import pytest
from django.db import connection

from catalog.models import Product
from catalog.search import facets as facets_module
from catalog.search import planning
from catalog.tests.factories import ProductFactory
from catalog.tests.test_listing_at_scale import names, plans_while
from conftest import postgresql_only

pytestmark = pytest.mark.django_db


@pytest.fixture
def audio():
    for name, brand, price in (
        ("WH-1000XM5", "Sony", "399.99"),
        ("WF-1000XM5", "Sony", "299.99"),
        ("LinkBuds", "Sony", "179.99"),
        ("QuietComfort Ultra", "Bose", "429.00"),
        ("SoundLink Flex", "Bose", "149.00"),
        ("AirPods Pro", "Apple", "249.00"),
    ):
        ProductFactory(name=name, brand=brand, category="Audio", price=Decimal(price), description="Wireless audio")
    ProductFactory(name="Galaxy S24", brand="Samsung", category="Smartphones", price=Decimal("799.00"))
    ProductFactory(name="Old Walkman", brand="Sony", category="Audio", price=Decimal("10.00"), is_active=False)


def listing(client, **params):
    response = client.get("/api/products", {"limit": 24, **params})
    assert response.status_code == 200, response.json()
    return response.json()


def test_a_category_listing_answers_its_brand_counts_and_price_range(api_client, audio):
    body = listing(api_client, category="Audio", facets="brand")

    assert body["facets"] == {
        "brand": [{"value": "Sony", "count": 3}, {"value": "Bose", "count": 2}, {"value": "Apple", "count": 1}],
        "price": {"min": "149.00", "max": "429.00"},
    }
    assert "facets" not in listing(api_client, category="Audio")


def test_a_brand_filter_narrows_the_results_but_not_the_brand_counts(api_client, audio):
    body = listing(api_client, category="Audio", brand="Sony,Bose", facets="brand", ordering="price")

    assert names(body) == ["SoundLink Flex", "LinkBuds", "WF-1000XM5", "WH-1000XM5", "QuietComfort Ultra"]
    assert body["count"] == 5
    assert body["facets"]["brand"] == [
        {"value": "Sony", "count": 3},
        {"value": "Bose", "count": 2},
        {"value": "Apple", "count": 1},
    ]
    # The price range is that of the brands chosen.
    assert body["facets"]["price"] == {"min": "149.00", "max": "429.00"}
    assert listing(api_client, category="Audio", brand="Apple", facets="brand")["facets"]["price"] == {
        "min": "249.00",
        "max": "249.00",
    }


def test_a_price_range_narrows_the_brand_counts_but_not_the_price_range(api_client, audio):
    body = listing(api_client, category="Audio", minPrice="200", maxPrice="400", facets="brand")

    assert names(body) == ["AirPods Pro", "WF-1000XM5", "WH-1000XM5"]
    assert body["facets"]["brand"] == [{"value": "Sony", "count": 2}, {"value": "Apple", "count": 1}]
    assert body["facets"]["price"] == {"min": "149.00", "max": "429.00"}


def test_a_search_answers_the_facets_of_its_matches(api_client, audio):
    body = listing(api_client, search="sony wireless", facets="brand")

    assert names(body) == ["LinkBuds", "WF-1000XM5", "WH-1000XM5"]
    assert body["facets"] == {"brand": [{"value": "Sony", "count": 3}], "price": {"min": "179.99", "max": "399.99"}}


def test_nothing_found_answers_empty_facets(api_client, audio):
    body = listing(api_client, category="Audio", brand="Nokia", facets="brand")

    assert body["count"] == 0 and body["results"] == []
    assert body["facets"]["brand"][0] == {"value": "Sony", "count": 3}
    assert listing(api_client, search="qzxv", facets="brand")["facets"] == {
        "brand": [],
        "price": {"min": None, "max": None},
    }


def test_a_search_with_too_many_matches_to_sort_counts_its_first_ones_and_says_so(api_client, audio, monkeypatch):
    monkeypatch.setattr(facets_module, "SEARCH_COUNT_CAP", 2)
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 2)
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 2)

    body = listing(api_client, search="wireless", facets="brand")

    assert body["facets"]["countCapped"] is True
    assert sum(row["count"] for row in body["facets"]["brand"]) == 3  # the first 2, and one to know there is more


def test_a_search_whose_matches_are_sorted_whole_counts_them_all(api_client, audio, monkeypatch):
    # Its count stops at the cap; its facets come from the matches the page sorted, all of them.
    monkeypatch.setattr(planning, "SEARCH_COUNT_CAP", 2)

    body = listing(api_client, search="wireless", facets="brand", ordering="price")

    assert body["count"] == 2 and body["countCapped"] is True
    assert body["facets"] == {
        "brand": [{"value": "Sony", "count": 3}, {"value": "Bose", "count": 2}, {"value": "Apple", "count": 1}],
        "price": {"min": "149.00", "max": "429.00"},
    }


def test_brand_names_are_exact_and_blank_ones_are_ignored(api_client, audio):
    assert names(listing(api_client, category="Audio", brand="sony")) == []
    assert names(listing(api_client, category="Audio", brand="x" * 101)) == []
    assert len(listing(api_client, category="Audio", brand=" Sony , ,")["results"]) == 3
    assert len(listing(api_client, category="Audio", brand=",")["results"]) == 6


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"brand": ",".join(f"Brand {n}" for n in range(51))}, "brand"),
        ({"brand": "y" * 6000}, "brand"),
        ({"facets": "colour"}, "facets"),
    ],
)
def test_nonsense_filter_values_are_a_clear_400(api_client, audio, params, field):
    response = api_client.get("/api/products", {"limit": 24, **params})

    assert response.status_code == 400
    body = response.json()
    assert list(body["errors"]) == [field]
    assert field in body["errors"][field][0]


def test_the_facets_follow_a_product_edit(api_client, audio, django_capture_on_commit_callbacks, staff_client):
    before = listing(api_client, category="Audio", facets="brand")["facets"]["brand"]
    apple = ProductFactory._meta.model.objects.get(name="AirPods Pro")

    with django_capture_on_commit_callbacks(execute=True):
        response = staff_client.patch(f"/api/products/{apple.pk}/discount-50")
    assert response.status_code == 200
    after = listing(api_client, category="Audio", facets="brand")

    assert before == after["facets"]["brand"]
    assert after["facets"]["price"] == {"min": "124.50", "max": "429.00"}


def test_an_in_stock_listing_counts_its_first_products_and_says_so_when_there_are_more(api_client, monkeypatch):
    monkeypatch.setattr(facets_module, "SEARCH_COUNT_CAP", 3)
    for n in range(5):
        ProductFactory(name=f"Speaker {n}", brand="Acme", category="Audio", stock=1)
    ProductFactory(name="Sold out speaker", brand="Zeta", category="Audio", stock=0)

    capped = listing(api_client, category="Audio", inStock="true", facets="brand")["facets"]
    monkeypatch.setattr(facets_module, "SEARCH_COUNT_CAP", 10)
    exact = listing(api_client, category="Audio", inStock="true", minPrice="0", facets="brand")["facets"]

    assert capped["countCapped"] is True and capped["brand"] == [{"value": "Acme", "count": 4}]
    assert "countCapped" not in exact and exact["brand"] == [{"value": "Acme", "count": 5}]


@pytest.mark.parametrize("brand", [None, "Apple"])
def test_a_category_too_large_to_sort_whole_answers_the_same_facets(api_client, audio, monkeypatch, brand):
    # Past the sort's cap the counts are not read from the page's rows: PostgreSQL answers them from its brand
    # summary (catalog.models.BrandSummary), SQLite counts the category.
    monkeypatch.setattr(planning, "SORTED_MATCHES_CAP", 2)
    ProductFactory(name="Headphones X", brand="Sony", category="Audio", subcategory="Headphones", price=Decimal("50"))

    body = listing(api_client, category="Audio", facets="brand", **({"brand": brand} if brand else {}))
    headphones = listing(api_client, category="Audio", subcategory="Headphones", facets="brand")

    assert body["facets"] == {
        "brand": [{"value": "Sony", "count": 4}, {"value": "Bose", "count": 2}, {"value": "Apple", "count": 1}],
        "price": {"min": "249.00", "max": "249.00"} if brand else {"min": "50.00", "max": "429.00"},
    }
    assert headphones["facets"] == {
        "brand": [{"value": "Sony", "count": 1}],
        "price": {"min": "50.00", "max": "50.00"},
    }


@postgresql_only("the trigram index, and the planner's choice of a scan, are PostgreSQL's")
def test_a_searchs_brand_counts_read_its_first_matches_through_the_trigram_index(api_client):
    """A search's brand counts read its first SEARCH_COUNT_CAP + 1 matches in no order. For those the planner would
    rather scan the table until enough rows held the words, which costs wherever the table's order puts them (a
    million products in category order: 640 ms); through the trigram index it costs the word's lookup."""
    ProductFactory.create_batch(3, brand="Garmin", description="Tracks every activity")
    Product.objects.bulk_create(ProductFactory.build_batch(2000))
    Product.objects.bulk_create(ProductFactory.build_batch(500, description="Tracks every activity"))
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE catalog_product")
    params = {"search": "activity", "brand": "Garmin", "facets": "brand", "limit": 24}

    plans, page = plans_while(lambda: api_client.get("/api/products", params), of="GROUP BY brand")

    assert {"value": "Garmin", "count": 3} in page.json()["facets"]["brand"]
    assert plans and all("product_search_text_trgm" in plan for plan in plans)
