import pytest

from catalog.tests.factories import ProductFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_site_client(client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("operator", password="pw"))
    return client


def test_product_changelist_shows_the_columns_and_searches(admin_site_client):
    ProductFactory(name="Galaxy Tab S9", brand="Samsung", is_active=False)
    ProductFactory(name="Flip 6", brand="JBL")

    response = admin_site_client.get("/django-admin/catalog/product/", {"q": "samsung"})

    assert response.status_code == 200
    page = response.content.decode()
    assert "Galaxy Tab S9" in page and "Flip 6" not in page
    for column in ["Category", "Brand", "Price", "Original price", "Stock", "Is active"]:
        assert column in page


def test_product_change_form_renders(admin_site_client):
    product = ProductFactory()

    assert admin_site_client.get(f"/django-admin/catalog/product/{product.pk}/change/").status_code == 200


def test_changelist_edits_stock_and_active_inline(admin_site_client):
    product = ProductFactory(stock=3)

    response = admin_site_client.post(
        "/django-admin/catalog/product/",
        {
            "form-TOTAL_FORMS": "1",
            "form-INITIAL_FORMS": "1",
            "form-MIN_NUM_FORMS": "0",
            "form-MAX_NUM_FORMS": "1000",
            "form-0-id": str(product.pk),
            "form-0-stock": "12",
            "_save": "Save",
        },
    )

    assert response.status_code == 302
    product.refresh_from_db()
    assert product.stock == 12
    assert product.is_active is False  # an unticked checkbox


def test_changelist_refuses_stock_beyond_the_limit(admin_site_client):
    product = ProductFactory(stock=3)

    response = admin_site_client.post(
        "/django-admin/catalog/product/",
        {
            "form-TOTAL_FORMS": "1",
            "form-INITIAL_FORMS": "1",
            "form-MIN_NUM_FORMS": "0",
            "form-MAX_NUM_FORMS": "1000",
            "form-0-id": str(product.pk),
            "form-0-stock": "5000000",
            "form-0-is_active": "on",
            "_save": "Save",
        },
    )

    assert response.status_code == 200
    assert "Ensure this value is less than or equal to 1000000." in response.content.decode()
    product.refresh_from_db()
    assert product.stock == 3


def test_change_form_keeps_the_subcategory_rule_and_saves_through_the_services(admin_site_client, api_client):
    product = ProductFactory(category="Audio", name="Old")
    form = {
        "name": "Tab",
        "description": "d",
        "category": "Tablets",
        "subcategory": "",
        "brand": "B",
        "model": "M",
        "is_active": "on",
        "price": "10.00",
        "stock": "2",
        "color_options": "[]",
        "features": '["f"]',
        "specifications": "{}",
        "image_url": "/static/products/tablet-silver.svg",
        "image_urls": "[]",
    }

    refused = admin_site_client.post(f"/django-admin/catalog/product/{product.pk}/change/", form)
    saved = admin_site_client.post(
        f"/django-admin/catalog/product/{product.pk}/change/", {**form, "subcategory": "iPad"}
    )

    assert refused.status_code == 200 and "Subcategory is required" in refused.content.decode()
    assert saved.status_code == 302
    product.refresh_from_db()
    assert (product.name, product.category, product.subcategory) == ("Tab", "Tablets", "iPad")
