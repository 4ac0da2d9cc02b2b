from decimal import Decimal

import pytest

from catalog.tests.factories import ProductFactory

pytestmark = pytest.mark.django_db


# ---- 50% discount ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("price", "discounted"), [("999.99", "500.00"), ("1299.00", "649.50"), ("19.99", "10.00"), ("0.01", "0.01")]
)
def test_discount_halves_the_price_half_up_and_keeps_the_original(staff_client, price, discounted):
    product = ProductFactory(price=Decimal(price))

    response = staff_client.patch(f"/api/products/{product.pk}/discount-50")

    assert response.status_code == 200
    assert response.json()["price"] == discounted
    assert response.json()["originalPrice"] == price
    product.refresh_from_db()
    assert product.price == Decimal(discounted)
    assert product.original_price == Decimal(price)


def test_discount_of_a_product_already_on_sale_is_refused(staff_client):
    product = ProductFactory(price=Decimal("50.00"), original_price=Decimal("100.00"))

    response = staff_client.patch(f"/api/products/{product.pk}/discount-50")

    assert response.status_code == 400
    assert response.json() == {"message": "Product is already discounted"}
    product.refresh_from_db()
    assert product.price == Decimal("50.00")


def test_discount_twice_is_refused_the_second_time(staff_client):
    product = ProductFactory(price=Decimal("80.00"))

    assert staff_client.patch(f"/api/products/{product.pk}/discount-50").status_code == 200
    response = staff_client.patch(f"/api/products/{product.pk}/discount-50")

    assert response.status_code == 400
    assert response.json()["message"] == "Product is already discounted"
    product.refresh_from_db()
    assert product.price == Decimal("40.00")


def test_ending_a_sale_through_an_edit_allows_a_new_discount(staff_client):
    product = ProductFactory(price=Decimal("40.00"), original_price=Decimal("80.00"))
    body = {
        "name": product.name,
        "description": product.description,
        "price": "80.00",
        "category": product.category,
        "brand": product.brand,
        "model": product.model,
        "features": product.features,
        "imageUrl": product.image_url,
        "originalPrice": None,
    }

    assert staff_client.put(f"/api/products/{product.pk}", body, format="json").status_code == 200
    response = staff_client.patch(f"/api/products/{product.pk}/discount-50")

    assert response.status_code == 200
    assert (response.json()["price"], response.json()["originalPrice"]) == ("40.00", "80.00")


def test_discount_of_a_missing_product_is_404(staff_client):
    response = staff_client.patch("/api/products/31337/discount-50")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}


# ---- main image -----------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["imageURL", "imageUrl"])
def test_set_main_image(staff_client, key):
    product = ProductFactory()

    response = staff_client.put(
        f"/api/products/{product.pk}/image", {key: "https://cdn.example.com/new.png"}, format="json"
    )

    assert response.status_code == 200
    assert response.json()["imageUrl"] == "https://cdn.example.com/new.png"
    product.refresh_from_db()
    assert product.image_url == "https://cdn.example.com/new.png"


@pytest.mark.parametrize("body", [{}, {"imageURL": ""}, {"imageURL": "   "}, {"imageURL": None}, {"imageUrl": ""}])
def test_blank_main_image_is_refused(staff_client, body):
    product = ProductFactory()

    response = staff_client.put(f"/api/products/{product.pk}/image", body, format="json")

    assert response.status_code == 400
    assert response.json() == {
        "message": "Please enter a valid image URL.",
        "errors": {"imageURL": ["Please enter a valid image URL."]},
    }


@pytest.mark.parametrize("url", ["not a url", "javascript:alert(1)", "//evil.example.com/x.png", {"u": 1}])
def test_main_image_must_be_http_or_a_site_path(staff_client, url):
    product = ProductFactory()

    response = staff_client.put(f"/api/products/{product.pk}/image", {"imageURL": url}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Please enter a valid image URL."


def test_main_image_of_a_missing_product_is_404(staff_client):
    response = staff_client.put("/api/products/31337/image", {"imageURL": "/static/a.svg"}, format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}


# ---- extra images ---------------------------------------------------------------------------------


def test_add_extra_images_up_to_four_then_refuse_the_fifth(staff_client):
    product = ProductFactory()
    url = f"/api/products/{product.pk}/images"

    for number in range(1, 5):
        response = staff_client.post(url, {"imageURL": f"/static/products/{number}.svg"}, format="json")
        assert response.status_code == 200
        assert len(response.json()["imageUrls"]) == number

    response = staff_client.post(url, {"imageURL": "/static/products/5.svg"}, format="json")

    assert response.status_code == 400
    assert response.json() == {"message": "Maximum of 4 images reached"}
    product.refresh_from_db()
    assert product.image_urls == [f"/static/products/{n}.svg" for n in range(1, 5)]


def test_add_extra_image_accepts_the_image_url_alias(staff_client):
    product = ProductFactory()

    response = staff_client.post(
        f"/api/products/{product.pk}/images", {"imageUrl": "http://example.com/a.jpg"}, format="json"
    )

    assert response.status_code == 200
    assert response.json()["imageUrls"] == ["http://example.com/a.jpg"]


@pytest.mark.parametrize("body", [{}, {"imageURL": ""}, {"imageURL": "  "}, {"imageURL": None}])
def test_blank_extra_image_is_refused(staff_client, body):
    product = ProductFactory()

    response = staff_client.post(f"/api/products/{product.pk}/images", body, format="json")

    assert response.status_code == 400
    assert response.json() == {
        "message": "Please enter an image URL",
        "errors": {"imageURL": ["Please enter an image URL"]},
    }


def test_extra_image_must_be_http_or_a_site_path(staff_client):
    product = ProductFactory()

    response = staff_client.post(f"/api/products/{product.pk}/images", {"imageURL": "data:x"}, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Please enter a valid image URL."


def test_add_extra_image_to_a_missing_product_is_404(staff_client):
    response = staff_client.post("/api/products/31337/images", {"imageURL": "/a.svg"}, format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}


def test_remove_extra_image_by_zero_based_index(staff_client):
    product = ProductFactory(image_urls=["/a.svg", "/b.svg", "/c.svg"])

    response = staff_client.delete(f"/api/products/{product.pk}/images/1")

    assert response.status_code == 200
    assert response.json()["imageUrls"] == ["/a.svg", "/c.svg"]
    product.refresh_from_db()
    assert product.image_urls == ["/a.svg", "/c.svg"]


def test_remove_keeps_duplicates_other_than_the_index(staff_client):
    product = ProductFactory(image_urls=["/a.svg", "/a.svg"])

    response = staff_client.delete(f"/api/products/{product.pk}/images/0")

    assert response.json()["imageUrls"] == ["/a.svg"]


def test_removing_frees_a_slot_for_a_new_image(staff_client):
    product = ProductFactory(image_urls=["/1.svg", "/2.svg", "/3.svg", "/4.svg"])

    assert staff_client.delete(f"/api/products/{product.pk}/images/3").status_code == 200
    response = staff_client.post(f"/api/products/{product.pk}/images", {"imageURL": "/5.svg"}, format="json")

    assert response.json()["imageUrls"] == ["/1.svg", "/2.svg", "/3.svg", "/5.svg"]


@pytest.mark.parametrize("index", [2, 4, 99])
def test_remove_out_of_range_is_404(staff_client, index):
    product = ProductFactory(image_urls=["/a.svg", "/b.svg"])

    response = staff_client.delete(f"/api/products/{product.pk}/images/{index}")

    assert response.status_code == 404
    assert response.json() == {"message": "Image not found"}


def test_remove_with_a_negative_or_non_numeric_index_is_a_json_404(staff_client):
    product = ProductFactory(image_urls=["/a.svg"])

    for index in ["-1", "first"]:
        response = staff_client.delete(f"/api/products/{product.pk}/images/{index}")
        assert response.status_code == 404
        assert response.json() == {"message": "Not found"}


def test_remove_image_of_a_missing_product_is_404(staff_client):
    response = staff_client.delete("/api/products/31337/images/0")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}
