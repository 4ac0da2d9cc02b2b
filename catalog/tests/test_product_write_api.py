import json
from decimal import Decimal

import pytest

from catalog.models import Product
from catalog.tests.factories import ProductFactory

pytestmark = pytest.mark.django_db


def product_body(**overrides):
    body = {
        "name": "Galaxy Tab S9",
        "description": "An AMOLED tablet with an S Pen in the box.",
        "price": "799.99",
        "category": "Tablets",
        "subcategory": "Android Tablets",
        "brand": "Samsung",
        "model": "SM-X710",
        "color": "Graphite",
        "features": ["S Pen included", "IP68"],
        "specifications": {"RAM": "8 GB", "Storage": "128 GB"},
        "imageUrl": "/static/products/tablet-android.svg",
        "stock": 7,
        "isActive": True,
    }
    body.update(overrides)
    return body


# ---- GET one --------------------------------------------------------------------------------------


def test_get_returns_an_active_product(api_client):
    product = ProductFactory(name="Flip 6", price=Decimal("129.95"))

    response = api_client.get(f"/api/products/{product.pk}")

    assert response.status_code == 200
    assert response.json()["name"] == "Flip 6"
    assert response.json()["price"] == "129.95"


@pytest.mark.parametrize("active", [False, None])
def test_get_of_an_inactive_or_missing_product_is_404(api_client, active):
    product_id = ProductFactory(is_active=False).pk if active is False else 987654

    response = api_client.get(f"/api/products/{product_id}")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}


# ---- create ---------------------------------------------------------------------------------------


def test_staff_create_returns_201_with_the_full_product(staff_client):
    response = staff_client.post("/api/products", product_body(), format="json")

    assert response.status_code == 201
    body = response.json()
    product = Product.objects.get()
    assert body["id"] == product.pk
    assert body["price"] == "799.99"
    assert body["originalPrice"] is None
    assert body["subcategory"] == "Android Tablets"
    assert body["colorOptions"] == []
    assert body["imageUrls"] == []
    assert body["features"] == ["S Pen included", "IP68"]
    assert body["specifications"] == {"RAM": "8 GB", "Storage": "128 GB"}
    assert body["stock"] == 7
    assert body["isActive"] is True
    assert product.price == Decimal("799.99")


def test_create_applies_defaults_and_ignores_unknown_and_read_only_fields(staff_client):
    body = product_body(
        category="Audio",
        subcategory=None,
        color=None,
        id=999,
        createdAt="1999-01-01",
        imageUrls=["/x.svg"],
        unknown="ignored",
    )
    for optional in ["stock", "isActive", "specifications"]:
        del body[optional]

    response = staff_client.post("/api/products", body, format="json")

    assert response.status_code == 201
    created = response.json()
    assert created["id"] != 999
    assert created["stock"] == 0
    assert created["isActive"] is True
    assert created["specifications"] == {}
    assert created["subcategory"] == ""
    assert created["color"] is None
    assert created["imageUrls"] == []


def test_create_trims_features_and_drops_empty_ones(staff_client):
    response = staff_client.post(
        "/api/products", product_body(features=["  Fast charging ", "", "   ", "OLED"]), format="json"
    )

    assert response.status_code == 201
    assert response.json()["features"] == ["Fast charging", "OLED"]


def test_create_takes_money_as_a_string_and_http_image_urls(staff_client):
    """Money may be a JSON string ("19.5" or "19.50"); it is answered with 2 decimals."""
    response = staff_client.post(
        "/api/products",
        product_body(price="19.5", imageUrl="https://cdn.example.com/tab.png", originalPrice="25"),
        format="json",
    )

    assert response.status_code == 201
    assert response.json()["price"] == "19.50"
    assert response.json()["originalPrice"] == "25.00"
    assert response.json()["imageUrl"] == "https://cdn.example.com/tab.png"


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("name", None, "Name is required"),
        ("name", "", "Name is required"),
        ("name", "   ", "Name is required"),
        ("description", "", "Description is required"),
        ("price", None, "Price is required"),
        ("price", "", "Price is required"),
        ("category", "", "Category is required"),
        ("brand", "", "Brand is required"),
        ("model", None, "Model is required"),
        ("features", [], "At least one feature is required"),
        ("features", ["", "  "], "At least one feature is required"),
        ("features", None, "At least one feature is required"),
        ("imageUrl", "", "Image is required"),
        ("stock", -1, "Stock must be 0 or greater"),
    ],
)
def test_product_form_validation_messages(staff_client, field, value, message):
    response = staff_client.post("/api/products", product_body(**{field: value}), format="json")

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {field: [message]}}
    assert not Product.objects.exists()


@pytest.mark.parametrize(
    "field", ["name", "description", "price", "category", "brand", "model", "features", "imageUrl"]
)
def test_missing_required_fields_use_the_form_messages(staff_client, field):
    body = product_body()
    del body[field]

    response = staff_client.post("/api/products", body, format="json")

    assert response.status_code == 400
    assert list(response.json()["errors"]) == [field]


@pytest.mark.parametrize("category", ["Tablets", "Home Appliances"])
@pytest.mark.parametrize("subcategory", ["", None, "absent"])
def test_subcategory_is_required_for_tablets_and_home_appliances(staff_client, category, subcategory):
    body = product_body(category=category, subcategory=subcategory)
    if subcategory == "absent":
        del body["subcategory"]

    response = staff_client.post("/api/products", body, format="json")

    assert response.status_code == 400
    assert response.json() == {
        "message": "Subcategory is required",
        "errors": {"subcategory": ["Subcategory is required"]},
    }


def test_subcategory_is_optional_elsewhere_and_kept_when_given(staff_client):
    response = staff_client.post(
        "/api/products", product_body(category="Audio", subcategory="Headphones"), format="json"
    )

    assert response.status_code == 201
    assert response.json()["subcategory"] == "Headphones"


def post_json_text(client, method, path, body, **numbers):
    """`body` sent as JSON text in which each string "<name>" is replaced by the JSON number text numbers[name]
    (1e400, NaN and 49.999 as written, not as Python would write a float)."""
    text = json.dumps(body)
    for name, number in numbers.items():
        text = text.replace(f'"<{name}>"', number)
    return client.generic(method, path, text, content_type="application/json")


@pytest.mark.parametrize(
    ("price", "original_price", "stored", "stored_original"),
    [
        ("19.5", "25", "19.50", "25.00"),
        ("49.99", "null", "49.99", None),
        ("1299", "1499.0", "1299.00", "1499.00"),
        ("1299.0", "1.5e3", "1299.00", "1500.00"),
        ("0.1", "0", "0.10", "0.00"),
        ("-0.0", "99999999.99", "0.00", "99999999.99"),
    ],
)
def test_create_takes_money_as_a_json_number_read_exactly(staff_client, price, original_price, stored, stored_original):
    """Money may be a JSON number: its own decimal text is read, never a binary float, so no cent is lost."""
    body = product_body(price="<price>", originalPrice="<original>")

    response = post_json_text(staff_client, "POST", "/api/products", body, price=price, original=original_price)

    assert response.status_code == 201, response.json()
    assert (response.json()["price"], response.json()["originalPrice"]) == (stored, stored_original)
    product = Product.objects.get(pk=response.json()["id"])
    assert product.price == Decimal(stored)
    assert product.original_price == (None if stored_original is None else Decimal(stored_original))
    assert str(product.price) == stored  # 2 places, not "19.5" or "-0.00"


def test_update_takes_money_as_a_json_number(staff_client):
    product = ProductFactory(price=Decimal("10.00"))
    body = product_body(price="<price>", originalPrice="<original>")

    response = post_json_text(staff_client, "PUT", f"/api/products/{product.pk}", body, price="8.99", original="10")

    assert response.status_code == 200, response.json()
    assert (response.json()["price"], response.json()["originalPrice"]) == ("8.99", "10.00")
    product.refresh_from_db()
    assert (product.price, product.original_price) == (Decimal("8.99"), Decimal("10.00"))


@pytest.mark.parametrize(
    ("field", "number", "message"),
    [
        ("price", "49.999", "Price can have at most 2 decimal places"),
        ("price", "1.100", "Price can have at most 2 decimal places"),
        ("price", "1e-7", "Price can have at most 2 decimal places"),
        ("price", "-1", "Price must be 0 or greater"),
        ("price", "-0.01", "Price must be 0 or greater"),
        ("price", "123456789", "Price can have at most 8 digits before the decimal point"),
        ("price", "12345678.999", "Price can have at most 10 digits"),
        ("price", "1e400", "Price can have at most 10 digits"),
        ("price", "NaN", "Price must be a number"),
        ("price", "Infinity", "Price must be a number"),
        ("price", "-Infinity", "Price must be a number"),
        ("price", "1e99999999999999999999999", "Price must be a number"),
        ("originalPrice", "1.234", "Original price can have at most 2 decimal places"),
        ("originalPrice", "-5", "Original price must be 0 or greater"),
        ("originalPrice", "1e400", "Original price can have at most 10 digits"),
        ("originalPrice", "NaN", "Original price must be a number"),
        ("stock", "7.0", "Stock must be a whole number"),
        ("stock", "1e2", "Stock must be a whole number"),
        ("stock", "1e400", "Stock must be a whole number"),
        ("stock", "NaN", "Stock must be a whole number"),
        ("isActive", "1.0", "isActive must be true or false"),
        ("name", "1.5", "Name must be text"),
    ],
)
def test_json_numbers_that_break_a_rule_are_400_naming_the_field(staff_client, field, number, message):
    response = post_json_text(staff_client, "POST", "/api/products", product_body(**{field: "<n>"}), n=number)

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {field: [message]}}
    assert not Product.objects.exists()


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("price", "-0.01", "Price must be 0 or greater"),
        ("price", "10.999", "Price can have at most 2 decimal places"),
        ("price", "123456789.00", "Price can have at most 10 digits"),
        ("price", "123456789", "Price can have at most 8 digits before the decimal point"),
        ("price", "ten", "Price must be a number"),
        ("price", True, "Price must be a number"),
        ("price", ["1"], "Price must be a number"),
        ("price", "NaN", "Price must be a number"),
        ("price", "Infinity", "Price must be a number"),
        ("originalPrice", "-5", "Original price must be 0 or greater"),
        ("originalPrice", "1.234", "Original price can have at most 2 decimal places"),
        (
            "category",
            "Toys",
            "Category must be one of: Smartphones, Laptops, Tablets, Audio, Gaming, Smart Home, "
            "Wearables, Electric Scooters, Home Appliances",
        ),
        (
            "category",
            "smartphones",
            "Category must be one of: Smartphones, Laptops, Tablets, Audio, Gaming, "
            "Smart Home, Wearables, Electric Scooters, Home Appliances",
        ),
        ("name", {"a": 1}, "Name must be text"),
        ("name", "x" * 201, "Ensure this field has no more than 200 characters."),
        ("features", "Fast, light", "Features must be a list of strings"),
        ("specifications", ["RAM"], "Specifications must be an object of names to text values"),
        ("colorOptions", "Black", "Color options must be a list of color names"),
        ("imageUrl", "javascript:alert(1)", "Image URL must start with http://, https:// or /"),
        ("imageUrl", "ftp://example.com/a.png", "Image URL must start with http://, https:// or /"),
        ("imageUrl", "//evil.example.com/a.png", "Image URL must start with http://, https:// or /"),
        ("imageUrl", "images/a.png", "Image URL must start with http://, https:// or /"),
        ("imageUrl", 12, "Image URL must start with http://, https:// or /"),
        ("imageUrl", ["/a.svg"], "Image URL must start with http://, https:// or /"),
        ("stock", "lots", "Stock must be a whole number"),
        ("stock", 1.5, "Stock must be a whole number"),
        ("stock", None, "Stock must be a whole number"),
        ("stock", 10**12, "Stock must be at most 1000000"),
        ("isActive", "perhaps", "isActive must be true or false"),
        ("isActive", None, "isActive must be true or false"),
    ],
)
def test_wrong_values_and_types_are_400_with_a_clear_message(staff_client, field, value, message):
    response = staff_client.post("/api/products", product_body(**{field: value}), format="json")

    assert response.status_code == 400
    assert response.json()["message"] == message
    assert response.json()["errors"] == {field: [message]}


@pytest.mark.parametrize(
    ("field", "value", "error_key", "message"),
    [
        ("features", ["ok", {"x": 1}], "features.1", "Each feature must be text"),
        ("specifications", {"RAM": {"size": 8}}, "specifications.RAM", "Each specification value must be text"),
        ("colorOptions", ["Black", ["Red"]], "colorOptions.1", "Each color option must be text"),
    ],
)
def test_wrong_item_types_name_the_item(staff_client, field, value, error_key, message):
    response = staff_client.post("/api/products", product_body(**{field: value}), format="json")

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {error_key: [message]}}


@pytest.mark.parametrize("body", ['["not", "an", "object"]', '"text"', "{broken json"])
def test_a_body_that_is_not_a_json_object_is_400(staff_client, body):
    response = staff_client.post("/api/products", body, content_type="application/json")

    assert response.status_code == 400
    assert response.json()["message"]


def test_several_invalid_fields_are_all_reported(staff_client):
    response = staff_client.post("/api/products", {"price": "-1"}, format="json")

    assert response.status_code == 400
    errors = response.json()["errors"]
    assert errors["name"] == ["Name is required"]
    assert errors["price"] == ["Price must be 0 or greater"]
    assert errors["features"] == ["At least one feature is required"]
    assert errors["imageUrl"] == ["Image is required"]
    assert response.json()["message"] == "Name is required"


# ---- update ---------------------------------------------------------------------------------------


def test_staff_update_returns_200_with_the_full_product(staff_client):
    product = ProductFactory(name="Old", image_urls=["/static/products/earbuds.svg"])

    response = staff_client.put(f"/api/products/{product.pk}", product_body(name="New", price="10"), format="json")

    assert response.status_code == 200
    assert response.json()["name"] == "New"
    assert response.json()["price"] == "10.00"
    # Extra images are managed by the image calls, never by the form.
    assert response.json()["imageUrls"] == ["/static/products/earbuds.svg"]
    product.refresh_from_db()
    assert product.name == "New"
    assert product.category == "Tablets"


def test_update_ignores_image_urls_in_the_body(staff_client):
    product = ProductFactory(image_urls=["/static/products/earbuds.svg"])

    response = staff_client.put(f"/api/products/{product.pk}", product_body(imageUrls=[]), format="json")

    assert response.json()["imageUrls"] == ["/static/products/earbuds.svg"]


def test_update_keeps_optional_fields_that_are_left_out(staff_client):
    product = ProductFactory(
        original_price=Decimal("999.00"),
        color="Blue",
        color_options=["Blue", "Pink"],
        stock=4,
        specifications={"RAM": "8 GB"},
        category="Tablets",
        subcategory="iPad",
    )
    body = product_body()
    for optional in ["color", "stock", "isActive", "specifications", "subcategory"]:
        del body[optional]

    response = staff_client.put(f"/api/products/{product.pk}", body, format="json")

    assert response.status_code == 200
    updated = response.json()
    assert updated["originalPrice"] == "999.00"
    assert updated["color"] == "Blue"
    assert updated["colorOptions"] == ["Blue", "Pink"]
    assert updated["stock"] == 4
    assert updated["specifications"] == {"RAM": "8 GB"}
    assert updated["subcategory"] == "iPad"


def test_update_with_null_clears_optional_fields(staff_client):
    product = ProductFactory(
        original_price=Decimal("999.00"),
        color="Blue",
        color_options=["Blue"],
        category="Audio",
        subcategory="Headphones",
        specifications={"RAM": "8 GB"},
    )

    response = staff_client.put(
        f"/api/products/{product.pk}",
        product_body(
            category="Audio", originalPrice=None, color=None, colorOptions=None, subcategory=None, specifications=None
        ),
        format="json",
    )

    assert response.status_code == 200
    updated = response.json()
    assert updated["originalPrice"] is None
    assert updated["color"] is None
    assert updated["colorOptions"] == []
    assert updated["subcategory"] == ""
    assert updated["specifications"] == {}
    product.refresh_from_db()
    assert product.original_price is None


def test_update_with_a_blank_original_price_clears_it(staff_client):
    product = ProductFactory(original_price=Decimal("999.00"))

    response = staff_client.put(f"/api/products/{product.pk}", product_body(originalPrice=" "), format="json")

    assert response.status_code == 200
    assert response.json()["originalPrice"] is None
    product.refresh_from_db()
    assert product.original_price is None


def test_update_can_deactivate_and_the_product_leaves_the_storefront(staff_client, api_client):
    product = ProductFactory()

    staff_client.put(f"/api/products/{product.pk}", product_body(isActive=False), format="json")

    assert api_client.get(f"/api/products/{product.pk}").status_code == 404
    assert api_client.get("/api/products").json() == []


def test_update_moving_into_a_subcategory_category_needs_a_subcategory(staff_client):
    product = ProductFactory(category="Audio", subcategory="")
    body = product_body(category="Home Appliances")
    del body["subcategory"]

    response = staff_client.put(f"/api/products/{product.pk}", body, format="json")

    assert response.status_code == 400
    assert response.json()["message"] == "Subcategory is required"
    product.refresh_from_db()
    assert product.category == "Audio"


def test_update_validates_like_create(staff_client):
    product = ProductFactory()

    response = staff_client.put(f"/api/products/{product.pk}", product_body(stock=-3), format="json")

    assert response.status_code == 400
    assert response.json() == {
        "message": "Stock must be 0 or greater",
        "errors": {"stock": ["Stock must be 0 or greater"]},
    }


def test_update_of_a_missing_product_is_404(staff_client):
    response = staff_client.put("/api/products/424242", product_body(), format="json")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}


def test_update_reaches_inactive_products(staff_client):
    product = ProductFactory(is_active=False)

    response = staff_client.put(f"/api/products/{product.pk}", product_body(isActive=True), format="json")

    assert response.status_code == 200
    assert response.json()["isActive"] is True


# ---- delete ---------------------------------------------------------------------------------------


def test_staff_delete_is_204_with_no_body(staff_client):
    product = ProductFactory()

    response = staff_client.delete(f"/api/products/{product.pk}")

    assert response.status_code == 204
    assert response.content == b""
    assert not Product.objects.exists()


def test_delete_of_a_missing_product_is_404(staff_client):
    response = staff_client.delete("/api/products/424242")

    assert response.status_code == 404
    assert response.json() == {"message": "Product not found"}
