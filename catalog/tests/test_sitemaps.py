"""sitemap.xml and its product pages: paged under the index, built once per catalogue version."""

import re

import pytest

from catalog.sitemaps import ProductSitemap
from catalog.tests.factories import ProductFactory

# Real commits: a product change bumps the catalogue's version when its transaction commits.
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def limit(monkeypatch):
    """Pages of 2 products instead of 10,000."""
    monkeypatch.setattr(ProductSitemap, "limit", 2)
    return 2


def locations(response) -> list[str]:
    return re.findall(r"<loc>([^<]*)</loc>", response.content.decode())


def test_the_index_lists_every_page_of_products(client, limit):
    ProductFactory.create_batch(5)

    index = client.get("/sitemap.xml")

    assert index.status_code == 200 and index["Content-Type"] == "application/xml"
    assert locations(index) == [
        "http://testserver/sitemap-categories.xml",
        "http://testserver/sitemap-products.xml",
        "http://testserver/sitemap-products.xml?p=2",
        "http://testserver/sitemap-products.xml?p=3",
    ]


def test_each_page_holds_at_most_the_limit_and_a_page_past_the_end_is_404(client, limit):
    products = ProductFactory.create_batch(3)
    ProductFactory(is_active=False)

    first, second = client.get("/sitemap-products.xml?p=1"), client.get("/sitemap-products.xml?p=2")

    assert locations(first) == [f"http://testserver/product/{p.pk}" for p in products[:2]]
    assert locations(second) == [f"http://testserver/product/{products[2].pk}"]
    assert client.get("/sitemap-products.xml").content == first.content
    assert client.get("/sitemap-products.xml?p=3").status_code == 404
    assert client.get("/sitemap-products.xml?p=two").status_code == 404


def test_a_page_is_built_once_per_catalogue_version(client, limit, django_assert_num_queries):
    ProductFactory.create_batch(3)
    first = client.get("/sitemap-products.xml?p=2")
    index = client.get("/sitemap.xml")

    with django_assert_num_queries(0):
        again = client.get("/sitemap-products.xml?p=2")
        index_again = client.get("/sitemap.xml")

    assert again.content == first.content and again["ETag"] == first["ETag"]
    assert "public" in again["Cache-Control"] and again["X-Robots-Tag"] == first["X-Robots-Tag"]
    assert index.content == index_again.content


def test_a_product_change_shows_in_the_next_answer(client, limit):
    products = ProductFactory.create_batch(3)
    assert len(locations(client.get("/sitemap-products.xml?p=2"))) == 1
    assert len(locations(client.get("/sitemap.xml"))) == 3

    added = ProductFactory.create_batch(2)
    products[0].is_active = False
    products[0].save()

    second = locations(client.get("/sitemap-products.xml?p=2"))
    assert second == [f"http://testserver/product/{p.pk}" for p in added]
    assert locations(client.get("/sitemap.xml"))[-1] == "http://testserver/sitemap-products.xml?p=2"
    assert client.get("/sitemap-products.xml?p=3").status_code == 404


def test_http_and_https_answers_are_kept_apart(client, limit):
    ProductFactory.create_batch(3)

    assert locations(client.get("/sitemap.xml"))[1] == "http://testserver/sitemap-products.xml"
    assert locations(client.get("/sitemap.xml", secure=True))[1] == "https://testserver/sitemap-products.xml"
    assert locations(client.get("/sitemap-products.xml", secure=True))[0].startswith("https://testserver/product/")
