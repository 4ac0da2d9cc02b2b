"""Featured items: public active endpoint and staff CRUD + activate."""

import pytest

from catalog.tests.factories import ProductFactory
from featured.models import FeaturedItem

pytestmark = pytest.mark.django_db


class FeaturedItemFactory:
    @staticmethod
    def create(product=None, **fields):
        product = product or ProductFactory()
        defaults = {
            "title": "New Pixel",
            "subtitle": "Now in stock",
            "button_text": "Shop Now",
            "button_link": "/smartphones",
            "is_active": False,
        }
        return FeaturedItem.objects.create(product_id=product.pk, **{**defaults, **fields})


def body(product, **overrides):
    data = {
        "productId": product.pk,
        "title": "Galaxy S25",
        "subtitle": "The new flagship",
        "buttonText": "Shop Now",
        "buttonLink": "/smartphones",
        "isActive": False,
    }
    data.update(overrides)
    return data


def active_ids():
    return list(FeaturedItem.objects.filter(is_active=True).values_list("pk", flat=True))


# --- GET /api/featured-items/active -----------------------------------------------------------


def test_active_item_embeds_its_product(api_client):
    product = ProductFactory(name="Galaxy S25")
    FeaturedItemFactory.create(product, title="Old")
    item = FeaturedItemFactory.create(product, is_active=True, title="Galaxy S25 is here")

    response = api_client.get("/api/featured-items/active")

    assert response.status_code == 200
    data = response.json()
    assert {k: v for k, v in data.items() if k not in ("product", "createdAt")} == {
        "id": item.pk,
        "productId": product.pk,
        "title": "Galaxy S25 is here",
        "subtitle": "Now in stock",
        "buttonText": "Shop Now",
        "buttonLink": "/smartphones",
        "isActive": True,
    }
    assert data["product"]["id"] == product.pk
    assert data["product"]["name"] == "Galaxy S25"
    assert {"price", "imageUrl", "stock", "isActive"} <= set(data["product"])


def test_no_active_item_is_a_null_body(api_client):
    FeaturedItemFactory.create(is_active=False)

    response = api_client.get("/api/featured-items/active")

    assert response.status_code == 200
    assert response.content == b"null"


def test_active_item_whose_product_is_inactive_has_a_null_product(api_client):
    product = ProductFactory()
    item = FeaturedItemFactory.create(product, is_active=True)
    product.is_active = False
    product.save()

    data = api_client.get("/api/featured-items/active").json()

    assert (data["id"], data["productId"], data["product"]) == (item.pk, product.pk, None)


def test_deleting_the_featured_product_leaves_no_active_item(api_client):
    """The home page then shows its default banner instead of a button to "Product Not Found"."""
    product = ProductFactory()
    FeaturedItemFactory.create(product, is_active=True)

    product.delete()

    assert api_client.get("/api/featured-items/active").content == b"null"


# --- GET /api/featured-items ------------------------------------------------------------------


def test_staff_list_names_the_product_or_null_when_deleted(staff_client):
    kept = FeaturedItemFactory.create(ProductFactory(name="Pixel 9"))
    doomed = ProductFactory(name="Doomed")
    gone = FeaturedItemFactory.create(doomed, is_active=True)
    doomed_id = doomed.pk
    doomed.delete()

    response = staff_client.get("/api/featured-items")

    assert response.status_code == 200
    data = response.json()
    assert [(i["id"], i["productId"], i["productName"], i["isActive"]) for i in data] == [
        (gone.pk, doomed_id, None, False),  # deleting the product unfeatured it
        (kept.pk, kept.product_id, "Pixel 9", False),
    ]
    assert set(data[0]) == {
        "id",
        "productId",
        "title",
        "subtitle",
        "buttonText",
        "buttonLink",
        "isActive",
        "createdAt",
        "productName",
    }


def test_staff_list_pages_with_limit(staff_client):
    for _ in range(3):
        FeaturedItemFactory.create()

    data = staff_client.get("/api/featured-items", {"limit": 2}).json()

    assert data["count"] == 3 and len(data["results"]) == 2


def test_staff_list_query_count_is_constant(staff_client, django_assert_max_num_queries):
    for _ in range(40):
        FeaturedItemFactory.create()

    with django_assert_max_num_queries(5):  # session, user, permissions, count (X-Total-Count), items with names
        response = staff_client.get("/api/featured-items")
    assert len(response.json()) == 40


# --- POST /api/admin/featured-items -----------------------------------------------------------


def test_create_returns_201_with_the_item(staff_client):
    product = ProductFactory(name="Pixel 9")

    response = staff_client.post("/api/admin/featured-items", body(product), format="json")

    assert response.status_code == 201
    data = response.json()
    item = FeaturedItem.objects.get()
    assert data == {
        "id": item.pk,
        "productId": product.pk,
        "title": "Galaxy S25",
        "subtitle": "The new flagship",
        "buttonText": "Shop Now",
        "buttonLink": "/smartphones",
        "isActive": False,
        "createdAt": data["createdAt"],
        "productName": "Pixel 9",
    }


def test_absent_is_active_means_inactive(staff_client):
    data = body(ProductFactory())
    del data["isActive"]

    response = staff_client.post("/api/admin/featured-items", data, format="json")

    assert response.status_code == 201
    assert response.json()["isActive"] is False


def test_creating_an_active_item_deactivates_the_others(staff_client):
    old = FeaturedItemFactory.create(is_active=True)

    response = staff_client.post("/api/admin/featured-items", body(ProductFactory(), isActive=True), format="json")

    assert response.status_code == 201
    assert active_ids() == [response.json()["id"]]
    old.refresh_from_db()
    assert old.is_active is False


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("productId", None, "Product is required"),
        ("productId", "abc", "Product not found"),
        ("productId", 999999, "Product not found"),
        ("title", "", "Title is required"),
        ("title", "   ", "Title is required"),
        ("subtitle", None, "Subtitle is required"),
        ("buttonText", "", "Button text is required"),
        ("buttonLink", "", "Button link is required"),
        ("buttonLink", "smartphones", 'Button link must be a site path starting with "/" or an http(s) URL'),
        ("buttonLink", "//evil.example.com", 'Button link must be a site path starting with "/" or an http(s) URL'),
        ("buttonLink", "javascript:alert(1)", 'Button link must be a site path starting with "/" or an http(s) URL'),
        ("buttonLink", "ftp://example.com/x", 'Button link must be a site path starting with "/" or an http(s) URL'),
        ("isActive", "maybe", "isActive must be true or false"),
        ("title", "x" * 201, "Title must be at most 200 characters"),
    ],
)
def test_create_validation_messages(staff_client, field, value, message):
    response = staff_client.post("/api/admin/featured-items", body(ProductFactory(), **{field: value}), format="json")

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {field: [message]}}
    assert not FeaturedItem.objects.exists()


@pytest.mark.parametrize("field", ["productId", "title", "subtitle", "buttonText", "buttonLink"])
def test_create_requires_each_field(staff_client, field):
    data = body(ProductFactory())
    del data[field]

    response = staff_client.post("/api/admin/featured-items", data, format="json")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == [field]


@pytest.mark.parametrize(
    "link", ["/smartphones", "/product/12?ref=home", "https://shop.example.com/sale", "http://example.com"]
)
def test_accepted_button_links(staff_client, link):
    response = staff_client.post("/api/admin/featured-items", body(ProductFactory(), buttonLink=link), format="json")

    assert response.status_code == 201


def test_an_inactive_product_can_be_featured(staff_client):
    product = ProductFactory(is_active=False)

    assert staff_client.post("/api/admin/featured-items", body(product), format="json").status_code == 201


# --- PUT /api/admin/featured-items/{id} -------------------------------------------------------


def test_update_replaces_the_fields(staff_client):
    item = FeaturedItemFactory.create()
    product = ProductFactory(name="iPad Air")

    response = staff_client.put(
        f"/api/admin/featured-items/{item.pk}", body(product, title="Updated", buttonLink="/tablets"), format="json"
    )

    assert response.status_code == 200
    data = response.json()
    assert (data["id"], data["productId"], data["title"], data["buttonLink"], data["productName"]) == (
        item.pk,
        product.pk,
        "Updated",
        "/tablets",
        "iPad Air",
    )
    item.refresh_from_db()
    assert (item.product_id, item.title) == (product.pk, "Updated")


def test_updating_with_is_active_true_deactivates_the_others(staff_client):
    active = FeaturedItemFactory.create(is_active=True)
    item = FeaturedItemFactory.create()

    staff_client.put(f"/api/admin/featured-items/{item.pk}", body(ProductFactory(), isActive=True), format="json")

    assert active_ids() == [item.pk]
    assert not FeaturedItem.objects.get(pk=active.pk).is_active


def test_updating_the_active_item_keeps_it_active(staff_client):
    item = FeaturedItemFactory.create(is_active=True)

    response = staff_client.put(
        f"/api/admin/featured-items/{item.pk}", body(ProductFactory(), isActive=True), format="json"
    )

    assert response.status_code == 200
    assert active_ids() == [item.pk]


def test_update_validates(staff_client):
    item = FeaturedItemFactory.create()

    response = staff_client.put(f"/api/admin/featured-items/{item.pk}", body(ProductFactory(), title=""), format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Title is required"


def test_update_missing_item_is_404(staff_client):
    response = staff_client.put("/api/admin/featured-items/999", body(ProductFactory()), format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Featured item not found"}


# --- DELETE and activate ------------------------------------------------------------------------


def test_delete_is_204_without_body(staff_client):
    item = FeaturedItemFactory.create()

    response = staff_client.delete(f"/api/admin/featured-items/{item.pk}")

    assert response.status_code == 204
    assert response.content == b""
    assert not FeaturedItem.objects.exists()


def test_delete_missing_item_is_404(staff_client):
    response = staff_client.delete("/api/admin/featured-items/999")

    assert (response.status_code, response.json()) == (404, {"message": "Featured item not found"})


def test_activate_makes_it_the_only_active_item(staff_client, api_client):
    old = FeaturedItemFactory.create(is_active=True)
    item = FeaturedItemFactory.create(title="Pick me")

    response = staff_client.patch(f"/api/admin/featured-items/{item.pk}/activate")

    assert response.status_code == 200
    assert (response.json()["id"], response.json()["isActive"]) == (item.pk, True)
    assert active_ids() == [item.pk]
    assert not FeaturedItem.objects.get(pk=old.pk).is_active
    assert api_client.get("/api/featured-items/active").json()["title"] == "Pick me"


def test_activating_the_active_item_is_harmless(staff_client):
    item = FeaturedItemFactory.create(is_active=True)

    response = staff_client.patch(f"/api/admin/featured-items/{item.pk}/activate")

    assert response.status_code == 200
    assert active_ids() == [item.pk]


def test_activate_missing_item_is_404(staff_client):
    response = staff_client.patch("/api/admin/featured-items/999/activate")

    assert (response.status_code, response.json()) == (404, {"message": "Featured item not found"})


def test_activation_is_one_transaction(staff_client, monkeypatch):
    """If activating fails half-way, the previously active item stays active."""
    from featured import services

    old = FeaturedItemFactory.create(is_active=True)
    item = FeaturedItemFactory.create()

    def fail_after_deactivating(pk):
        FeaturedItem.objects.filter(is_active=True).exclude(pk=pk).update(is_active=False)
        raise RuntimeError("boom")

    monkeypatch.setattr(services, "_deactivate_others", fail_after_deactivating)
    with pytest.raises(RuntimeError):
        services.featured_item_activate(item.pk)

    assert active_ids() == [old.pk]
