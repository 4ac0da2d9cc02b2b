"""The sold-out set PostgreSQL keeps for in-stock listings (catalog.models.SoldOutProduct): whatever writes a
product's stock (a checkout, a cancelled order, a staff edit, a bulk write, SQL), the set holds exactly the products
with none, and an in-stock listing is the products with stock."""

from decimal import Decimal

import pytest
from django.db import connection, transaction

from catalog import services, stock
from catalog.models import Product, SoldOutProduct
from catalog.tests.factories import ProductFactory
from conftest import postgresql_only

pytestmark = [pytest.mark.django_db, postgresql_only("the set is kept by PostgreSQL triggers")]


def sold_out():
    return set(SoldOutProduct.objects.values_list("product_id", flat=True))


def test_new_products_with_no_stock_are_in_it_whichever_way_they_are_written():
    kept = ProductFactory(stock=3)
    empty = ProductFactory(stock=0)
    bulk = Product.objects.bulk_create([ProductFactory.build(stock=0), ProductFactory.build(stock=2)])

    assert sold_out() == {empty.pk, bulk[0].pk}
    assert kept.pk not in sold_out()


def test_selling_the_last_unit_adds_it_and_a_cancelled_order_takes_it_out():
    phone = ProductFactory(stock=2)

    with transaction.atomic():
        stock.stock_reserve({phone.pk: 1})
    assert sold_out() == set()

    with transaction.atomic():
        stock.stock_reserve({phone.pk: 1})
    assert sold_out() == {phone.pk}

    with transaction.atomic():
        stock.stock_release({phone.pk: 1})
    assert sold_out() == set()


def test_staff_edits_bulk_updates_sql_and_deletes_keep_it():
    phone, tablet = ProductFactory(stock=5), ProductFactory(stock=0)

    services.product_update(phone.pk, stock=0)
    assert sold_out() == {phone.pk, tablet.pk}

    tablet.stock = 4
    Product.objects.bulk_update([tablet], ["stock"])
    assert sold_out() == {phone.pk}

    with connection.cursor() as cursor:
        cursor.execute("UPDATE catalog_product SET stock = 0 WHERE id = %s", [tablet.pk])
    assert sold_out() == {phone.pk, tablet.pk}

    Product.objects.filter(pk=phone.pk).delete()
    assert sold_out() == {tablet.pk}


def test_other_writes_leave_it_alone():
    phone = ProductFactory(stock=0, price=Decimal("100.00"))

    Product.objects.filter(pk=phone.pk).update(price=Decimal("90.00"), name="Renamed")
    Product.objects.filter(pk=phone.pk).update(stock=0)

    assert sold_out() == {phone.pk}


def test_an_in_stock_listing_is_the_products_with_stock(api_client):
    ProductFactory(name="Shelf", category="Audio", stock=1)
    emptied = ProductFactory(name="Emptied", category="Audio", stock=1)
    ProductFactory(name="Never stocked", category="Audio", stock=0)
    services.product_update(emptied.pk, stock=0)

    body = api_client.get("/api/products", {"category": "Audio", "inStock": "true", "limit": 24}).json()

    assert [product["name"] for product in body["results"]] == ["Shelf"]
    assert body["count"] == 1
