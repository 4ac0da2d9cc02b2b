from decimal import Decimal

import pytest
from django.db import transaction

from catalog import services, stock
from catalog.models import Product
from catalog.services import half_price
from catalog.tests.factories import ProductFactory
from core.errors import NotFound, RuleViolation


@pytest.mark.parametrize(
    ("price", "expected"),
    [
        ("999.99", "500.00"),  # 499.995 rounds half-up
        ("19.99", "10.00"),
        ("0.01", "0.01"),
        ("0.00", "0.00"),
        ("1000.00", "500.00"),
        ("1299.99", "650.00"),
        ("99999999.99", "50000000.00"),
        ("0.03", "0.02"),
    ],
)
def test_half_price_rounds_half_up_to_cents(price, expected):
    assert half_price(Decimal(price)) == Decimal(expected)
    assert str(half_price(Decimal(price))) == expected


# ---- product writes and stock, called directly -----------------------------------------------------


@pytest.mark.django_db
def test_product_update_writes_only_the_given_fields_and_keeps_the_rules():
    product = ProductFactory(category="Audio", subcategory="", stock=4, name="Old")

    services.product_update(product.pk, name="New", price=Decimal("12.00"))

    product.refresh_from_db()
    assert (product.name, product.price, product.stock) == ("New", Decimal("12.00"), 4)
    with pytest.raises(RuleViolation) as refused:
        services.product_update(product.pk, category="Tablets")
    assert refused.value.errors == {"subcategory": ["Subcategory is required"]}
    with pytest.raises(NotFound, match="Product not found"):
        services.product_update(987654, name="x")


@pytest.mark.django_db
def test_discount_images_and_delete_follow_their_rules():
    product = ProductFactory(price=Decimal("999.99"), image_urls=[])

    services.product_apply_half_price_discount(product.pk)
    with pytest.raises(RuleViolation, match="Product is already discounted"):
        services.product_apply_half_price_discount(product.pk)
    for n in range(4):
        services.product_add_image(product.pk, f"/static/products/{n}.svg")
    with pytest.raises(RuleViolation, match="Maximum of 4 images reached"):
        services.product_add_image(product.pk, "/static/products/5.svg")
    services.product_remove_image(product.pk, 1)
    with pytest.raises(NotFound, match="Image not found"):
        services.product_remove_image(product.pk, 3)

    product.refresh_from_db()
    assert (product.price, product.original_price) == (Decimal("500.00"), Decimal("999.99"))
    assert product.image_urls == ["/static/products/0.svg", "/static/products/2.svg", "/static/products/3.svg"]
    services.product_delete(product.pk)
    assert not Product.objects.filter(pk=product.pk).exists()
    with pytest.raises(NotFound):
        services.product_delete(product.pk)


@pytest.mark.django_db
def test_stock_is_reserved_under_lock_and_released_later():
    phone, case = ProductFactory(stock=5), ProductFactory(stock=2)

    with transaction.atomic():
        locked = stock.stock_reserve({phone.pk: 3, case.pk: 2})
        assert set(locked) == {phone.pk, case.pk}
        assert (locked[phone.pk].stock, locked[case.pk].stock) == (5, 2)  # as they were before
    phone.refresh_from_db()
    case.refresh_from_db()
    assert (phone.stock, case.stock) == (2, 0)

    for too_many in ({phone.pk: 3}, {phone.pk: 1, 987654: 1}):
        with transaction.atomic(), pytest.raises(RuleViolation):
            stock.stock_reserve(too_many)
    phone.refresh_from_db()
    assert phone.stock == 2

    case_id = case.pk
    case.delete()
    with transaction.atomic():
        stock.stock_release({phone.pk: 3, case_id: 2})  # a deleted product is skipped
    phone.refresh_from_db()
    assert phone.stock == 5


@pytest.mark.django_db
def test_a_reservation_is_checked_on_the_locked_rows_before_anything_is_taken():
    phone = ProductFactory(stock=5)
    seen = {}

    def refuse(products):
        seen.update(products)
        raise RuleViolation("Not today")

    with transaction.atomic(), pytest.raises(RuleViolation, match="Not today"):
        stock.stock_reserve({phone.pk: 1, 987654: 1}, check=refuse)
    assert list(seen) == [phone.pk] and seen[phone.pk].stock == 5
    phone.refresh_from_db()
    assert phone.stock == 5


@pytest.mark.django_db(transaction=True)  # no test-wide transaction: the call's own is the one that counts
def test_stock_functions_take_their_own_locks_inside_the_callers_transaction():
    phone = ProductFactory(stock=5)
    for take_or_give in (stock.stock_reserve, stock.stock_release):
        with pytest.raises(RuntimeError, match="inside transaction.atomic"):
            take_or_give({phone.pk: 1})
    phone.refresh_from_db()
    assert phone.stock == 5
