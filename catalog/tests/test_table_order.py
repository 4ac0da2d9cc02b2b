"""`manage.py reorder_products` (catalog.table_order): pg_repack rewrites the products' table in (category, brand,
subcategory) order, keeping every row, the orders that name them, the triggers that follow their edits and what a
search finds; where it cannot run, the command says why and what to install."""

import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from catalog.models import Product, SoldOutProduct
from catalog.tests.factories import ProductFactory
from catalog.tests.test_listing_at_scale import names
from conftest import postgresql_only
from orders.models import OrderItem
from orders.tests.factories import OrderItemFactory

# Written one kind after another, as products arrive (the synthetic seed writes its categories in turn).
KINDS = [
    ("Laptops", "Lenovo", "Business"),
    ("Audio", "Sony", "Headphones"),
    ("Laptops", "Apple", "Ultrabooks"),
    ("Audio", "Bose", "Speakers"),
]


def _physical_order():
    """(category, brand, subcategory) of every product, as the table's pages hold them."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT category, brand, subcategory FROM catalog_product ORDER BY ctid")
        return cursor.fetchall()


@postgresql_only("pg_repack rewrites a PostgreSQL table; SQLite keeps no order to maintain")
@pytest.mark.django_db(transaction=True)  # committed rows: pg_repack works from connections of its own
def test_the_products_table_is_rewritten_in_category_brand_and_kind_order(api_client):
    for number in range(3):
        for category, brand, subcategory in KINDS:
            ProductFactory(category=category, brand=brand, subcategory=subcategory, name=f"{brand} {number}")
    item = OrderItemFactory(product=Product.objects.get(name="Sony 1"), quantity=2)
    rows_before = set(Product.objects.values_list("id", "name", "price", "search_text"))
    assert _physical_order()[:4] == KINDS

    call_command("reorder_products")

    assert _physical_order() == [kind for kind in sorted(KINDS) for _ in range(3)]
    # Vacuumed: every page of the new table marked visible to all, so index-only scans skip it from the start.
    with connection.cursor() as cursor:
        cursor.execute("SELECT relallvisible, relpages FROM pg_class WHERE relname = 'catalog_product'")
        visible, pages = cursor.fetchone()
    assert visible == pages > 0
    assert set(Product.objects.values_list("id", "name", "price", "search_text")) == rows_before
    assert OrderItem.objects.get(pk=item.pk).product.name == "Sony 1"
    found = api_client.get("/api/products", {"search": "sony headphones", "ordering": "name"}).json()
    assert names(found) == ["Sony 0", "Sony 1", "Sony 2"]
    # The triggers came with the table: selling out still enters the sold-out set.
    Product.objects.filter(name="Bose 2").update(stock=0)
    assert list(SoldOutProduct.objects.values_list("product_id", flat=True)) == [Product.objects.get(name="Bose 2").pk]


@postgresql_only("without pg_repack only PostgreSQL's table would need it")
@pytest.mark.django_db
def test_without_pg_repack_the_command_says_what_to_install(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))  # no pg_repack on it

    with pytest.raises(
        CommandError, match=r"pg_repack is not installed \(Debian: postgresql-<server version>-repack, make pg-repack\)"
    ):
        call_command("reorder_products")


@pytest.mark.django_db
def test_on_sqlite_the_command_says_there_is_nothing_to_reorder(monkeypatch, capsys):
    monkeypatch.setattr(connection, "vendor", "sqlite")  # the embedded default, whichever database runs the tests
    call_command("reorder_products")

    assert "SQLite" in capsys.readouterr().out
