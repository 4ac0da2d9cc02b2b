"""GET /api/products/suggest (typing in the header search) and GET /api/products?ids= (comparison)."""

import re

import pytest
from django.contrib.postgres.indexes import GinIndex, OpClass
from django.db import connection
from django.db.models import Q
from django.db.models.functions import Upper

from catalog.models import Product, suggestion_document
from catalog.search import suggestions
from conftest import postgresql_only

from .factories import ProductFactory

pytestmark = pytest.mark.django_db


def _suggest(client, q):
    response = client.get("/api/products/suggest", {"q": q})
    assert response.status_code == 200, response.content
    return response.json()


@pytest.fixture
def catalogue():
    return {
        "headphones": ProductFactory(
            name="Momentum 4 Wireless", brand="Sennheiser", category="Audio", model="M4AEBT", price="349.95"
        ),
        "phone": ProductFactory(name="iPhone 15 Pro", brand="Apple", category="Smartphones", model="A3102"),
        "speaker": ProductFactory(name="SoundLink Flex", brand="Bose", category="Audio", model="SLF-2"),
        "hidden": ProductFactory(name="Sennheiser HD 25", brand="Sennheiser", category="Audio", is_active=False),
    }


def test_suggestions_list_matching_products_and_categories(api_client, catalogue):
    body = _suggest(api_client, "sennheiser")

    assert [p["name"] for p in body["products"]] == ["Momentum 4 Wireless"]
    assert body["products"][0] == {
        "id": catalogue["headphones"].pk,
        "name": "Momentum 4 Wireless",
        "brand": "Sennheiser",
        "category": "Audio",
        "price": "349.95",
        "imageUrl": catalogue["headphones"].image_url,
    }
    assert _suggest(api_client, "aud")["categories"] == [{"name": "Audio", "path": "/audio"}]


def test_suggestions_stop_at_six_products(api_client):
    ProductFactory.create_batch(9, brand="Zenith")

    assert len(_suggest(api_client, "zenith")["products"]) == 6


def test_a_common_text_is_ranked_among_a_bounded_number_of_matches(api_client, monkeypatch):
    # At a million products "dell" matches 16,000: suggestions rank the first matches found, not all of them.
    monkeypatch.setattr(suggestions, "SUGGESTION_CANDIDATES", 3)
    ProductFactory.create_batch(5, brand="Zenith")
    ProductFactory(name="Zenith Prime", brand="Other")

    names = [p["name"] for p in _suggest(api_client, "zenith")["products"]]

    assert len(names) == 3
    products = Product.objects.filter(name__in=names)
    assert all("zenith" in f"{p.name} {p.brand}".lower() for p in products)
    starting = [name for name in names if name.lower().startswith("zenith")]
    assert names == starting + sorted(set(names) - set(starting), key=str.lower)


def test_fewer_than_two_characters_suggest_nothing(api_client, catalogue):
    assert _suggest(api_client, "s") == {"products": [], "categories": []}
    assert _suggest(api_client, "  ") == {"products": [], "categories": []}


def test_a_typo_still_finds_the_product(api_client, catalogue):
    misspelt = {"sennhiser": "Momentum 4 Wireless", "iphnoe": "iPhone 15 Pro"}
    for typo, name in misspelt.items():
        names = [p["name"] for p in _suggest(api_client, typo)["products"]]
        assert names[:1] == [name], (typo, names)
        assert "Sennheiser HD 25" not in names  # inactive products are never suggested


def test_a_suggestion_holds_every_word_in_its_name_brand_or_model(api_client, catalogue):
    names = [p["name"] for p in _suggest(api_client, "wireless sennheiser")["products"]]

    assert names == ["Momentum 4 Wireless"]


def test_an_overlong_query_is_a_clear_400(api_client):
    response = api_client.get("/api/products/suggest", {"q": "x" * 101})

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["q"]


def test_ids_answer_those_active_products_in_the_order_asked(api_client, catalogue):
    ids = [catalogue["speaker"].pk, catalogue["hidden"].pk, catalogue["headphones"].pk]

    response = api_client.get("/api/products", {"ids": ",".join(map(str, ids))})

    assert response.status_code == 200
    assert [p["name"] for p in response.json()] == ["SoundLink Flex", "Momentum 4 Wireless"]
    assert "specifications" in response.json()[0]


def test_more_than_four_ids_is_a_400(api_client, catalogue):
    products = ProductFactory.create_batch(5)

    response = api_client.get("/api/products", {"ids": ",".join(str(p.pk) for p in products)})

    assert response.status_code == 400
    assert response.json()["errors"] == {"ids": ["ids must be 1 to 4 product ids separated by commas"]}
    assert api_client.get("/api/products", {"ids": "1,x"}).status_code == 400


@postgresql_only("the suggestion index is a PostgreSQL trigram index")
def test_the_suggestion_index_is_built_from_the_expression_suggestions_query(catalogue):
    """Migration 0004 indexes a frozen copy of suggestion_document(); PostgreSQL uses it only for the same
    expression, so an index built from today's expression must read the same."""
    current = GinIndex(
        OpClass(Upper(suggestion_document()), name="gin_trgm_ops"), name="suggest_now", condition=Q(is_active=True)
    )
    with connection.schema_editor() as editor:
        editor.add_index(Product, current)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT indexname, pg_get_indexdef(indexname::regclass) FROM pg_indexes WHERE indexname IN (%s, %s)",
            ["product_suggest_trgm", "suggest_now"],
        )
        # Storage parameters aside (migration 0014 bounds the pending list; test_listing_at_scale checks it).
        definitions = {
            name: re.sub(r" WITH \([^)]*\)", "", definition.replace(name, "<name>"))
            for name, definition in cursor.fetchall()
        }

    assert definitions["product_suggest_trgm"] == definitions["suggest_now"]


def test_ids_with_a_malformed_page_parameter_is_a_400(api_client, catalogue):
    response = api_client.get("/api/products", {"ids": str(catalogue["phone"].pk), "offset": "true"})

    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["offset"]
