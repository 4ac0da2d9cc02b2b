import pytest

from catalog.tests.factories import ProductFactory

pytestmark = pytest.mark.django_db


def test_lists_every_product_including_inactive_ones_sorted_by_name(staff_client):
    ProductFactory(name="Beta", is_active=False)
    ProductFactory(name="Alpha")

    response = staff_client.get("/api/admin/products")

    assert response.status_code == 200
    assert [(p["name"], p["isActive"]) for p in response.json()] == [("Alpha", True), ("Beta", False)]


def test_search_looks_in_name_brand_model_and_description(staff_client):
    ProductFactory(name="Flip 6", brand="JBL", model="JBLFLIP6", description="Speaker", category="Audio")
    ProductFactory(name="Buds", brand="Samsung", model="SM-R510", description="Pairs with a Flip phone")
    ProductFactory(name="Arc", brand="Sonos", model="ARC", description="Soundbar", category="Audio", is_active=False)

    def search(term):
        return [p["name"] for p in staff_client.get("/api/admin/products", {"search": term}).json()]

    assert search("flip") == ["Buds", "Flip 6"]
    assert search("SONOS") == ["Arc"]
    assert search("r510") == ["Buds"]
    assert search("audio") == []  # category is a filter here, not a search field


def test_filters_by_category_and_pages_with_limit(staff_client):
    for number in range(5):
        ProductFactory(name=f"Console {number}", category="Gaming", is_active=number % 2 == 0)
    ProductFactory(name="Phone", category="Smartphones")

    response = staff_client.get("/api/admin/products", {"category": "Gaming", "limit": 2, "offset": 2})

    body = response.json()
    assert body["count"] == 5
    assert [p["name"] for p in body["results"]] == ["Console 2", "Console 3"]


def test_bad_parameters_are_400(staff_client):
    response = staff_client.get("/api/admin/products", {"category": "Toys"})

    assert response.status_code == 400
    assert response.json()["message"] == 'Unknown category "Toys"'
    assert staff_client.get("/api/admin/products", {"limit": "x"}).status_code == 400


def test_query_count_does_not_grow_with_the_catalogue(staff_client, django_assert_max_num_queries):
    ProductFactory.create_batch(80)

    # Session, user and permission lookups, then count and page.
    with django_assert_max_num_queries(5):
        assert len(staff_client.get("/api/admin/products", {"limit": 50}).json()["results"]) == 50
    with django_assert_max_num_queries(6):  # session, user, permissions, matching ids, ids in order, rows
        assert len(staff_client.get("/api/admin/products", {"search": "phone"}).json()) == 80
