from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from catalog.models import Product
from catalog.tests.factories import ProductFactory

pytestmark = pytest.mark.django_db


def names(response):
    body = response.json()
    rows = body["results"] if isinstance(body, dict) else body
    return [row["name"] for row in rows]


def test_lists_active_products_as_a_plain_array_sorted_by_name(api_client):
    ProductFactory(name="Beta")
    ProductFactory(name="Alpha")
    ProductFactory(name="Hidden", is_active=False)

    response = api_client.get("/api/products")

    assert response.status_code == 200
    assert isinstance(response.json(), list)
    assert names(response) == ["Alpha", "Beta"]


def test_product_read_shape_is_camel_case_with_money_as_two_decimal_strings(api_client):
    product = ProductFactory(
        name="Pixel 8",
        price=Decimal("699"),
        original_price=Decimal("799.5"),
        category="Smartphones",
        subcategory="Flagship",
        color="Obsidian",
        color_options=["Obsidian", "Hazel"],
        image_urls=["/static/products/smartphone-back-black.svg"],
    )

    [row] = api_client.get("/api/products").json()

    assert row == {
        "id": product.pk,
        "name": "Pixel 8",
        "description": product.description,
        "price": "699.00",
        "originalPrice": "799.50",
        "category": "Smartphones",
        "subcategory": "Flagship",
        "brand": product.brand,
        "model": product.model,
        "color": "Obsidian",
        "colorOptions": ["Obsidian", "Hazel"],
        "features": product.features,
        "specifications": product.specifications,
        "imageUrl": product.image_url,
        "imageUrls": ["/static/products/smartphone-back-black.svg"],
        "imageRenditions": {},
        "stock": product.stock,
        "isActive": True,
        "createdAt": row["createdAt"],
    }
    assert row["createdAt"].endswith("Z")


def test_filters_by_exact_category_and_subcategory(api_client):
    ProductFactory(name="Hub", category="Smart Home")
    ProductFactory(name="Air", category="Tablets", subcategory="iPad")
    ProductFactory(name="Kindle", category="Tablets", subcategory="E-Readers")

    assert names(api_client.get("/api/products", {"category": "Smart Home"})) == ["Hub"]
    assert names(api_client.get("/api/products", {"category": "Tablets"})) == ["Air", "Kindle"]
    assert names(api_client.get("/api/products", {"category": "Tablets", "subcategory": "E-Readers"})) == ["Kindle"]


def test_price_band_includes_the_minimum_and_excludes_the_maximum(api_client):
    for price in ["499.99", "500.00", "999.99", "1000.00"]:
        ProductFactory(name=f"P {price}", price=Decimal(price))

    response = api_client.get("/api/products", {"minPrice": "500", "maxPrice": "1000", "ordering": "price"})

    assert names(response) == ["P 500.00", "P 999.99"]
    assert names(api_client.get("/api/products", {"maxPrice": "500"})) == ["P 499.99"]
    assert names(api_client.get("/api/products", {"minPrice": "1000"})) == ["P 1000.00"]


def test_in_stock_true_lists_only_products_with_stock(api_client):
    ProductFactory(name="Sold out", stock=0)
    ProductFactory(name="Available", stock=3)

    assert names(api_client.get("/api/products", {"inStock": "true"})) == ["Available"]
    assert names(api_client.get("/api/products", {"inStock": "false"})) == ["Available", "Sold out"]


def test_search_is_a_case_insensitive_substring_over_every_field_by_default(api_client):
    ProductFactory(
        name="Galaxy Tab",
        brand="Samsung",
        model="SM-1",
        description="Tablet",
        category="Tablets",
        subcategory="Android Tablets",
    )
    ProductFactory(name="Speaker", brand="JBL", model="FLIP6", description="Loud", category="Audio")
    ProductFactory(name="Watch", brand="Acme", model="W1", description="Has a GALAXY face", category="Wearables")
    ProductFactory(name="Band", brand="Acme", model="B1", description="Fitness", category="Smart Home")

    assert names(api_client.get("/api/products", {"search": "galaxy"})) == ["Galaxy Tab", "Watch"]
    assert names(api_client.get("/api/products", {"search": "jbl"})) == ["Speaker"]
    assert names(api_client.get("/api/products", {"search": "flip"})) == ["Speaker"]
    assert names(api_client.get("/api/products", {"search": "smart h"})) == ["Band"]
    assert names(api_client.get("/api/products", {"search": "   "})) == ["Band", "Galaxy Tab", "Speaker", "Watch"]


def test_search_fields_restrict_where_search_looks(api_client):
    ProductFactory(name="Galaxy Tab", brand="Samsung", model="SM-1", description="A tablet")
    ProductFactory(name="Watch", brand="Acme", model="GALAXY-W", description="Has a galaxy face")

    assert names(api_client.get("/api/products", {"search": "galaxy", "searchFields": "name"})) == ["Galaxy Tab"]
    assert names(api_client.get("/api/products", {"search": "galaxy", "searchFields": "name,model"})) == [
        "Galaxy Tab",
        "Watch",
    ]
    assert names(api_client.get("/api/products", {"search": "samsung", "searchFields": "name, description"})) == []
    assert names(api_client.get("/api/products", {"search": "samsung", "searchFields": "brand"})) == ["Galaxy Tab"]


def test_search_combines_with_category_and_only_finds_active_products(api_client):
    ProductFactory(name="Pro Phone", category="Smartphones")
    ProductFactory(name="Pro Laptop", category="Laptops")
    ProductFactory(name="Pro Retired", category="Laptops", is_active=False)

    assert names(api_client.get("/api/products", {"search": "pro", "category": "Laptops"})) == ["Pro Laptop"]


@pytest.mark.parametrize(
    ("ordering", "expected"),
    [
        ("name", ["Apple", "Banana", "Cherry"]),
        ("-name", ["Cherry", "Banana", "Apple"]),
        ("brand", ["Cherry", "Apple", "Banana"]),
        ("price", ["Banana", "Cherry", "Apple"]),
        ("-price", ["Apple", "Cherry", "Banana"]),
    ],
)
def test_ordering(api_client, ordering, expected):
    ProductFactory(name="Apple", brand="B-brand", price=Decimal("300"))
    ProductFactory(name="Banana", brand="C-brand", price=Decimal("100"))
    ProductFactory(name="Cherry", brand="A-brand", price=Decimal("200"))

    assert names(api_client.get("/api/products", {"ordering": ordering})) == expected


def test_limit_and_offset_return_the_paged_envelope(api_client):
    for name in ["A", "B", "C", "D", "E"]:
        ProductFactory(name=name)

    response = api_client.get("/api/products", {"limit": 2, "offset": 2})

    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"count", "next", "previous", "results"}
    assert body["count"] == 5
    assert [row["name"] for row in body["results"]] == ["C", "D"]
    assert "offset=4" in body["next"]
    assert body["previous"] is not None
    assert api_client.get("/api/products", {"limit": 2, "offset": 4}).json()["next"] is None


def test_limit_is_capped_at_200(api_client):
    ProductFactory.create_batch(205)

    body = api_client.get("/api/products", {"limit": 1000}).json()

    assert body["count"] == 205
    assert len(body["results"]) == 200


@pytest.mark.parametrize(
    ("params", "field", "message"),
    [
        ({"minPrice": "cheap"}, "minPrice", "minPrice must be a price like 499.99"),
        ({"maxPrice": "1e999"}, "maxPrice", "maxPrice must be a price like 499.99"),
        ({"maxPrice": "10.001"}, "maxPrice", "maxPrice must be a price like 499.99"),
        (
            {"ordering": "stock"},
            "ordering",
            'Unknown ordering "stock". Use one of: name, -name, brand, price, -price, relevance',
        ),
        (
            {"searchFields": "name,colour", "search": "x"},
            "searchFields",
            'Unknown searchFields "name,colour". Use a comma-separated list of: '
            "name, brand, description, model, category, subcategory",
        ),
        (
            {"searchFields": ","},
            "searchFields",
            'Unknown searchFields ",". Use a comma-separated list of: '
            "name, brand, description, model, category, subcategory",
        ),
        ({"category": "Phones"}, "category", 'Unknown category "Phones"'),
        ({"inStock": "maybe"}, "inStock", "inStock must be true or false"),
        ({"limit": "ten"}, "limit", "limit must be a whole number of 1 or more"),
        ({"limit": "0"}, "limit", "limit must be a whole number of 1 or more"),
        ({"limit": "5", "offset": "-1"}, "offset", "offset must be a whole number of 0 or more"),
    ],
)
def test_bad_query_parameters_are_400_in_the_error_format(api_client, params, field, message):
    response = api_client.get("/api/products", params)

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {field: [message]}}


def test_blank_optional_parameters_are_ignored(api_client):
    ProductFactory(name="Only")

    response = api_client.get("/api/products", {"category": "", "minPrice": "", "search": "", "subcategory": ""})

    assert names(response) == ["Only"]


def test_list_query_count_does_not_grow_with_the_catalogue(api_client, django_assert_max_num_queries):
    ProductFactory.create_batch(60, image_urls=["/static/products/laptop-space.svg"])

    # The matching ids (their number is X-Total-Count), the ids in order, then the page's rows.
    with django_assert_max_num_queries(3):
        assert len(api_client.get("/api/products", {"search": "phone", "ordering": "-price"}).json()) == 60
    with django_assert_max_num_queries(2):
        assert api_client.get("/api/products", {"limit": 50}).json()["count"] == 60


# ---- subcategories --------------------------------------------------------------------------------


def test_subcategories_are_the_sorted_distinct_ones_of_active_products(api_client):
    ProductFactory(category="Tablets", subcategory="iPad")
    ProductFactory(category="Tablets", subcategory="iPad")
    ProductFactory(category="Tablets", subcategory="E-Readers")
    ProductFactory(category="Tablets", subcategory="Android Tablets")
    ProductFactory(category="Tablets", subcategory="Retired", is_active=False)
    ProductFactory(category="Home Appliances", subcategory="Kitchen")
    ProductFactory(category="Audio", subcategory="")

    response = api_client.get("/api/products/subcategories", {"category": "Tablets"})

    assert response.status_code == 200
    assert response.json() == ["Android Tablets", "E-Readers", "iPad"]
    assert api_client.get("/api/products/subcategories").json() == ["Android Tablets", "E-Readers", "iPad", "Kitchen"]
    assert api_client.get("/api/products/subcategories", {"category": "Gaming"}).json() == []


def test_subcategories_refuse_an_unknown_category(api_client):
    response = api_client.get("/api/products/subcategories", {"category": "Toys"})

    assert response.status_code == 400
    assert response.json()["message"] == 'Unknown category "Toys"'


# ---- home -----------------------------------------------------------------------------------------


def test_home_has_one_section_per_category_in_shop_order(api_client):
    ProductFactory(category="Audio", name="Speaker")

    response = api_client.get("/api/products/home")

    assert response.status_code == 200
    sections = response.json()
    assert [(s["category"], s["slug"]) for s in sections] == [
        ("Smartphones", "smartphones"),
        ("Laptops", "laptops"),
        ("Tablets", "tablets"),
        ("Audio", "audio"),
        ("Gaming", "gaming"),
        ("Smart Home", "smart-home"),
        ("Wearables", "wearables"),
        ("Electric Scooters", "electric-scooters"),
        ("Home Appliances", "home-appliances"),
    ]
    assert [p["name"] for p in sections[3]["products"]] == ["Speaker"]
    assert sections[0]["products"] == []


def test_home_shows_up_to_six_active_products_in_stock_first_then_newest(api_client):
    now = timezone.now()
    for age, name, stock, active in [
        (1, "new but sold out", 0, True),
        (2, "in stock 1", 5, True),
        (3, "in stock 2", 5, True),
        (4, "in stock 3", 5, True),
        (0, "inactive newest", 5, False),
        (5, "in stock 4", 5, True),
        (6, "in stock 5", 5, True),
        (7, "in stock 6", 5, True),
        (8, "in stock 7", 5, True),
    ]:
        product = ProductFactory(category="Gaming", name=name, stock=stock, is_active=active)
        Product.objects.filter(pk=product.pk).update(created_at=now - timedelta(days=age))

    sections = {s["category"]: s for s in api_client.get("/api/products/home").json()}

    assert [p["name"] for p in sections["Gaming"]["products"]] == [
        "in stock 1",
        "in stock 2",
        "in stock 3",
        "in stock 4",
        "in stock 5",
        "in stock 6",
    ]


def test_home_fills_with_sold_out_products_after_the_in_stock_ones(api_client):
    ProductFactory(category="Wearables", name="sold out", stock=0)
    ProductFactory(category="Wearables", name="available", stock=1)

    sections = {s["category"]: s for s in api_client.get("/api/products/home").json()}

    assert [p["name"] for p in sections["Wearables"]["products"]] == ["available", "sold out"]


def test_home_uses_at_most_two_queries_however_big_the_catalogue(api_client, django_assert_max_num_queries):
    for category in ["Smartphones", "Laptops", "Audio", "Gaming"]:
        ProductFactory.create_batch(15, category=category)

    # The newest in-stock products of every category, then out-of-stock ones where fewer than six are in stock.
    with django_assert_max_num_queries(2):
        sections = api_client.get("/api/products/home").json()

    assert [len(s["products"]) for s in sections] == [6, 6, 0, 6, 6, 0, 0, 0, 0]
