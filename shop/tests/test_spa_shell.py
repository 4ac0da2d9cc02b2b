import json
import re

import pytest

from catalog.tests.factories import ProductFactory


@pytest.mark.django_db  # the shell embeds the first screen's data
@pytest.mark.parametrize("path", ["/", "/smartphones", "/product/1", "/admin", "/admin/orders", "/no/such/page"])
def test_every_non_api_path_renders_the_react_shell(client, path):
    response = client.get(path)

    assert response.status_code == 200
    html = response.content.decode()
    assert '<div id="root"></div>' in html
    assert 'type="module"' in html and "/static/assets/" in html
    # The SPA reads this cookie to send X-CSRFToken on writes.
    assert "csrftoken" in response.cookies


@pytest.mark.parametrize("path", ["/api", "/api/", "/api/nothing-here", "/api/products/1/unknown-action"])
def test_unknown_api_paths_answer_json_404_not_the_spa(client, path):
    response = client.get(path)

    assert response.status_code == 404
    assert response.json() == {"message": "Not found"}


def test_django_admin_is_served_by_django_not_the_spa(client):
    response = client.get("/django-admin/")

    assert response.status_code == 302
    assert response["Location"].startswith("/django-admin/login/")


def _initial_data(response):
    html = response.content.decode()
    start = html.index('<script id="initial-data" type="application/json">') + len(
        '<script id="initial-data" type="application/json">'
    )
    return json.loads(html[start : html.index("</script>", start)])


@pytest.mark.django_db
def test_the_home_page_embeds_what_its_first_screen_reads(client):
    product = ProductFactory(name="</script><script>alert(1)</script>", category="Audio")

    response = client.get("/")

    data = _initial_data(response)
    assert set(data) == {"/api/categories", "/api/featured-items/active", "/api/products/home"}
    assert data["/api/categories"] == client.get("/api/categories").json()
    assert data["/api/products/home"] == client.get("/api/products/home").json()
    assert data["/api/featured-items/active"] is None
    # A product name cannot close the script element.
    assert "</script><script>alert(1)" not in response.content.decode()
    audio = next(section for section in data["/api/products/home"] if section["category"] == "Audio")
    assert audio["products"][0]["name"] == product.name


@pytest.mark.django_db
def test_product_and_category_pages_embed_their_first_api_answer(client):
    product = ProductFactory(category="Smart Home")

    product_data = _initial_data(client.get(f"/product/{product.pk}"))
    category_data = _initial_data(client.get("/smart-home"))
    searched_data = _initial_data(client.get("/smart-home?search=plug"))
    missing_data = _initial_data(client.get("/product/987654"))

    assert product_data[f"/api/products/{product.pk}"] == client.get(f"/api/products/{product.pk}").json()
    page_url = "/api/products?category=Smart%20Home&ordering=name&limit=24&offset=0"
    assert category_data[page_url] == client.get(page_url).json()
    assert category_data[page_url]["results"][0]["id"] == product.pk
    assert set(searched_data) == {"/api/categories"}
    assert set(missing_data) == {"/api/categories"}


@pytest.mark.django_db
def test_product_pages_preload_the_product_detail_chunk(client):
    product = ProductFactory()

    def preloads_detail(path):
        html = client.get(path).content.decode()
        return (
            re.search(r'<link href="/static/assets/ProductDetail-[^"]+\.js"[^>]* rel="modulepreload"', html) is not None
        )

    assert preloads_detail(f"/product/{product.pk}")
    assert preloads_detail(f"/products/{product.pk}")
    assert not preloads_detail("/")
    assert not preloads_detail("/smartphones")
