from catalog.categories import COLORS, TABLET_COLORS


def test_categories_lists_the_nine_in_shop_order_with_routes_and_colour_maps(api_client):
    response = api_client.get("/api/categories")

    assert response.status_code == 200
    body = response.json()
    assert body["categories"] == [
        {"name": "Smartphones", "slug": "smartphones", "path": "/smartphones", "subcategoryRequired": False},
        {"name": "Laptops", "slug": "laptops", "path": "/laptops", "subcategoryRequired": False},
        {"name": "Tablets", "slug": "tablets", "path": "/tablets", "subcategoryRequired": True},
        {"name": "Audio", "slug": "audio", "path": "/audio", "subcategoryRequired": False},
        {"name": "Gaming", "slug": "gaming", "path": "/gaming", "subcategoryRequired": False},
        {"name": "Smart Home", "slug": "smart-home", "path": "/smart-home", "subcategoryRequired": False},
        {"name": "Wearables", "slug": "wearables", "path": "/wearables", "subcategoryRequired": False},
        {
            "name": "Electric Scooters",
            "slug": "electric-scooters",
            "path": "/electric-scooters",
            "subcategoryRequired": False,
        },
        {"name": "Home Appliances", "slug": "home-appliances", "path": "/home-appliances", "subcategoryRequired": True},
    ]
    assert body["colors"] == COLORS
    assert body["tabletColors"] == TABLET_COLORS
    assert set(body["tabletColors"]) == {
        "Silver",
        "Space Black",
        "Space Gray",
        "Starlight",
        "Blue",
        "Purple",
        "Pink",
        "Yellow",
    }
    assert body["unknownColor"] == "#808080"


def test_categories_needs_no_database_queries(db, api_client, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert api_client.get("/api/categories").status_code == 200
