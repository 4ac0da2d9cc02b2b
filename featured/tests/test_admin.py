"""Django admin for featured items keeps the one-active rule."""

import pytest

from catalog.tests.factories import ProductFactory
from featured.models import FeaturedItem

pytestmark = pytest.mark.django_db

URL = "/django-admin/featured/featureditem/"


def form(product, **overrides):
    data = {
        "product_id": product.pk,
        "title": "T",
        "subtitle": "S",
        "button_text": "Go",
        "button_link": "/smartphones",
        "is_active": "on",
    }
    data.update(overrides)
    return {k: v for k, v in data.items() if v is not None}


def test_adding_an_active_item_deactivates_the_other(admin_client):
    product = ProductFactory()
    old = FeaturedItem.objects.create(
        product_id=product.pk, title="Old", subtitle="S", button_text="Go", button_link="/", is_active=True
    )

    response = admin_client.post(f"{URL}add/", form(product, title="New"))

    assert response.status_code == 302, response.content.decode()[:2000]
    assert list(FeaturedItem.objects.filter(is_active=True).values_list("title", flat=True)) == ["New"]
    old.refresh_from_db()
    assert not old.is_active


def test_admin_validates_product_and_link(admin_client):
    response = admin_client.post(f"{URL}add/", form(ProductFactory(), product_id=99999, button_link="javascript:x"))

    page = response.content.decode()
    assert response.status_code == 200
    assert "Product not found" in page
    assert "Button link must be a site path" in page
    assert not FeaturedItem.objects.exists()


def test_changelist_names_deleted_products(admin_client):
    product = ProductFactory(name="Gone")
    FeaturedItem.objects.create(product_id=product.pk, title="T", subtitle="S", button_text="Go", button_link="/")
    product_id = product.pk
    product.delete()

    assert f"Product #{product_id} (deleted)" in admin_client.get(URL).content.decode()


def test_edit_and_activate_action(admin_client):
    product = ProductFactory()
    active = FeaturedItem.objects.create(
        product_id=product.pk, title="A", subtitle="S", button_text="Go", button_link="/", is_active=True
    )
    other = FeaturedItem.objects.create(
        product_id=product.pk, title="B", subtitle="S", button_text="Go", button_link="/", is_active=False
    )

    response = admin_client.post(f"{URL}{other.pk}/change/", form(product, title="B2", is_active=None))
    assert response.status_code == 302
    other.refresh_from_db()
    assert (other.title, other.is_active) == ("B2", False)

    admin_client.post(URL, {"action": "activate_item", "_selected_action": [other.pk]})

    assert list(FeaturedItem.objects.filter(is_active=True).values_list("pk", flat=True)) == [other.pk]
    active.refresh_from_db()
    assert not active.is_active
