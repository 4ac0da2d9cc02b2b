"""The brand summary PostgreSQL keeps for the category pages' Brand filter (catalog.models.BrandSummary): whatever
writes products, each brand's count and price range per category and subcategory stay those of the active
products, and a stock change (every checkout) rewrites none of it."""

import threading
from decimal import Decimal

import pytest
from django.db import connection, connections, transaction
from django.test.utils import CaptureQueriesContext

from catalog.models import BrandSummary, Product
from catalog.tests.factories import ProductFactory
from conftest import postgresql_only

pytestmark = [pytest.mark.django_db, postgresql_only("the summary is kept by PostgreSQL triggers")]


def summary():
    return {
        (row.category, row.subcategory, row.brand): (row.count, str(row.min_price), str(row.max_price))
        for row in BrandSummary.objects.all()
    }


def product(name, brand="Sony", price="100.00", subcategory="Headphones", **fields):
    return ProductFactory(
        name=name, brand=brand, category="Audio", subcategory=subcategory, price=Decimal(price), **fields
    )


def test_it_counts_the_active_products_of_each_brand_with_their_price_range():
    product("A", price="100.00")
    product("B", price="300.00")
    product("C", brand="Bose", price="200.00")
    product("D", price="5.00", is_active=False)
    Product.objects.bulk_create(
        [
            ProductFactory.build(
                name=f"Bulk {n}", brand="Apple", category="Audio", subcategory="", price=Decimal("9.99")
            )
            for n in range(3)
        ]
    )

    assert summary() == {
        ("Audio", "Headphones", "Sony"): (2, "100.00", "300.00"),
        ("Audio", "Headphones", "Bose"): (1, "200.00", "200.00"),
        ("Audio", "", "Apple"): (3, "9.99", "9.99"),
    }


def test_edits_move_products_between_groups_and_prices_move_the_range():
    cheap, dear = product("A", price="100.00"), product("B", price="300.00")

    dear.price = Decimal("150.00")
    dear.save()
    assert summary() == {("Audio", "Headphones", "Sony"): (2, "100.00", "150.00")}

    cheap.brand = "Bose"
    cheap.save()
    Product.objects.filter(pk=dear.pk).update(subcategory="Earbuds")
    assert summary() == {
        ("Audio", "Headphones", "Bose"): (1, "100.00", "100.00"),
        ("Audio", "Earbuds", "Sony"): (1, "150.00", "150.00"),
    }

    Product.objects.filter(pk=cheap.pk).update(is_active=False)
    dear.delete()
    assert summary() == {}


def test_a_stock_change_rewrites_nothing():
    sold = product("A", stock=10)
    before = list(BrandSummary.objects.values_list("id", "count"))

    Product.objects.filter(pk=sold.pk).update(stock=9)

    assert list(BrandSummary.objects.values_list("id", "count")) == before


def test_a_listing_without_a_price_band_is_counted_from_it_and_pages_all_its_products(api_client):
    for n in range(3):
        product(f"Sony {n}")
    product("Bose", brand="Bose", subcategory="Speakers")
    product("Hidden", is_active=False)
    ProductFactory(name="Phone", category="Smartphones")

    def count(**params):
        with CaptureQueriesContext(connection) as queries:
            body = api_client.get("/api/products", {"category": "Audio", "limit": 2, **params}).json()
        assert not [query for query in queries if 'COUNT(*) AS "__count" FROM "catalog_product"' in query["sql"]]
        return body["count"], [row["name"] for row in body["results"]], body["next"] is not None

    assert count() == (4, ["Bose", "Sony 0"], True)
    assert count(subcategory="Headphones", offset=2) == (3, ["Sony 2"], False)
    assert count(brand="Bose,Apple") == (1, ["Bose"], False)
    assert count(category="Tablets") == (0, [], False)


@pytest.mark.django_db(transaction=True)
def test_two_writers_of_one_group_count_each_others_products():
    # The first holds its transaction open after its insert; the second's count waits for it instead of missing it.
    inserted, release = threading.Event(), threading.Event()
    failures = []

    def first():
        try:
            with transaction.atomic():
                product("First")
                inserted.set()
                release.wait(10)
        except Exception as error:  # noqa: BLE001 - reported by the assertion below
            failures.append(error)
        finally:
            connections.close_all()

    def second():
        try:
            product("Second")
        except Exception as error:  # noqa: BLE001
            failures.append(error)
        finally:
            connections.close_all()

    writers = [threading.Thread(target=first), threading.Thread(target=second)]
    writers[0].start()
    assert inserted.wait(10)
    writers[1].start()
    writers[1].join(0.5)
    still_waiting = writers[1].is_alive()
    release.set()
    for writer in writers:
        writer.join(10)

    assert failures == [] and still_waiting
    assert summary() == {("Audio", "Headphones", "Sony"): (2, "100.00", "100.00")}
