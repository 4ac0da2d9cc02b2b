"""featured.services called directly: one active item, replace, activate, delete."""

import pytest

from catalog.tests.factories import ProductFactory
from core.errors import NotFound
from featured import selectors, services
from featured.models import FeaturedItem

pytestmark = pytest.mark.django_db


def item_fields(product, **overrides):
    return {
        "product_id": product.pk,
        "title": "Summer sale",
        "subtitle": "Loud",
        "button_text": "Shop",
        "button_link": "/audio",
        "is_active": False,
        **overrides,
    }


def test_saving_an_active_item_deactivates_the_others():
    product = ProductFactory()
    first = services.featured_item_save(**item_fields(product, is_active=True))

    second = services.featured_item_save(**item_fields(product, title="Second", is_active=True))

    assert list(FeaturedItem.objects.filter(is_active=True)) == [second]
    assert second.product_name == product.name
    first.refresh_from_db()
    assert first.is_active is False


def test_replace_activate_and_delete():
    product, other = ProductFactory(), ProductFactory()
    item = services.featured_item_save(**item_fields(product))
    services.featured_item_save(**item_fields(other, title="Other", is_active=True))

    replaced = services.featured_item_save(item.pk, **item_fields(other, title="Replaced"))
    assert (replaced.title, replaced.product_id, replaced.is_active) == ("Replaced", other.pk, False)

    services.featured_item_activate(item.pk)
    active, active_product = selectors.featured_item_active()
    assert (active.pk, active_product.pk) == (item.pk, other.pk)

    services.featured_item_delete(item.pk)
    assert selectors.featured_item_active() == (None, None)
    for call in (
        lambda: services.featured_item_delete(item.pk),
        lambda: services.featured_item_activate(item.pk),
        lambda: services.featured_item_save(item.pk, **item_fields(product)),
    ):
        with pytest.raises(NotFound, match="Featured item not found"):
            call()


def test_deleting_a_product_unfeatures_it():
    product = ProductFactory()
    item = services.featured_item_save(**item_fields(product, is_active=True))

    product.delete()

    item.refresh_from_db()
    assert item.is_active is False
    assert selectors.featured_item_active() == (None, None)
