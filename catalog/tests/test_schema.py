import pytest

pytestmark = pytest.mark.django_db


def test_openapi_schema_documents_the_catalogue_api(api_client):
    response = api_client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert response.status_code == 200
    schema = response.json()
    paths = schema["paths"]
    for path, methods in {
        "/api/categories": {"get"},
        "/api/products": {"get", "post"},
        "/api/products/home": {"get"},
        "/api/products/suggest": {"get"},
        "/api/products/subcategories": {"get"},
        "/api/products/{product_id}": {"get", "put", "delete"},
        "/api/products/{product_id}/discount-50": {"patch"},
        "/api/products/{product_id}/image": {"put"},
        "/api/products/{product_id}/images": {"post"},
        "/api/products/{product_id}/images/{index}": {"delete"},
        "/api/admin/products": {"get"},
        "/api/admin/reports/zero-result-searches": {"get"},
        "/api/admin/search-synonyms": {"get", "post"},
        "/api/admin/search-synonyms/{synonym_id}": {"delete"},
    }.items():
        assert methods <= set(paths[path]), path
    list_params = {p["name"] for p in paths["/api/products"]["get"]["parameters"]}
    assert list_params == {
        "ids",
        "category",
        "subcategory",
        "search",
        "searchFields",
        "brand",
        "facets",
        "minPrice",
        "maxPrice",
        "ordering",
        "inStock",
        "exact",
        "limit",
        "offset",
    }
    product = schema["components"]["schemas"]["Product"]["properties"]
    assert product["price"]["type"] == "string" and product["price"]["format"] == "decimal"
    assert {"originalPrice", "colorOptions", "imageUrl", "imageUrls", "isActive", "createdAt"} <= set(product)
    assert {"imageURL", "imageUrl"} <= set(schema["components"]["schemas"]["ExtraImageInputRequest"]["properties"])
