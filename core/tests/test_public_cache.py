"""Public catalogue reads come from the cache, and no write leaves shoppers looking at old data."""

import gzip
import json
from decimal import Decimal

import brotli
import pytest
from django.test import RequestFactory
from django_vite.core.asset_loader import DjangoViteAssetLoader

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from core import public_cache
from core.data_versions import read_under
from core.public_cache import BEST_BROTLI_QUALITY, CATALOG, body_response, refine_later
from featured.models import FeaturedItem
from orders.tests.checkout import payload
from web import cache_keys
from web.views import ENTRY, bundle_release

# Real commits: the cache is invalidated when a write commits.
pytestmark = pytest.mark.django_db(transaction=True)

PRODUCT_FIELDS = {
    "name": "Flip 6",
    "description": "Speaker",
    "price": "99.00",
    "category": "Audio",
    "brand": "JBL",
    "model": "FLIP6",
    "features": ["Loud"],
    "imageUrl": "/static/products/speaker.svg",
    "stock": 4,
}

# The first page the Audio page embeds, as the app asks it.
AUDIO_FIRST_PAGE = "/api/products?category=Audio&ordering=name&limit=24&offset=0&facets=brand"


def test_a_repeated_read_is_served_from_the_cache_with_an_etag(api_client, django_assert_num_queries):
    product = ProductFactory()
    first = api_client.get(f"/api/products/{product.pk}")

    with django_assert_num_queries(0):
        second = api_client.get(f"/api/products/{product.pk}")

    assert second.status_code == 200 and second.json() == first.json()
    assert second["ETag"] == first["ETag"]
    assert "max-age=30" in second["Cache-Control"] and "public" in second["Cache-Control"]
    not_modified = api_client.get(f"/api/products/{product.pk}", HTTP_IF_NONE_MATCH=first["ETag"])
    assert not_modified.status_code == 304 and not_modified.content == b""


DECODERS = {"br": brotli.decompress, "gzip": gzip.decompress}


def _decoded(response) -> bytes:
    encoding = response.get("Content-Encoding")
    return DECODERS[encoding](response.content) if encoding else response.content


def test_a_cached_answer_is_sent_in_brotli_or_gzip_as_the_client_takes_them(api_client):
    ProductFactory.create_batch(5)
    plain = api_client.get("/api/products")

    browser = api_client.get("/api/products", HTTP_ACCEPT_ENCODING="gzip, deflate, br, zstd")
    older = api_client.get("/api/products", HTTP_ACCEPT_ENCODING="gzip, deflate")

    assert browser["Content-Encoding"] == "br" and older["Content-Encoding"] == "gzip"
    assert json.loads(_decoded(browser)) == json.loads(_decoded(older)) == plain.json()
    assert len(browser.content) < len(older.content) < len(plain.content)
    assert browser["ETag"] == older["ETag"] == plain["ETag"] and plain["ETag"].startswith('W/"')
    assert all("Accept-Encoding" in answer["Vary"] for answer in (browser, older, plain))
    assert browser["X-Total-Count"] == older["X-Total-Count"] == "5"
    assert "Content-Encoding" not in plain


def test_an_answer_kept_before_brotli_is_sent_gzipped_to_a_client_that_takes_brotli():
    content = b'{"results": []}' * 40
    kept_then = {"content": content, "gzip": gzip.compress(content), "content_type": "application/json"}
    request = RequestFactory().get("/api/products", HTTP_ACCEPT_ENCODING="gzip, br")

    response = body_response(request, kept_then)

    assert response["Content-Encoding"] == "gzip" and gzip.decompress(response.content) == content


def test_list_headers_are_kept_in_the_cached_copy(api_client):
    ProductFactory.create_batch(3)
    first = api_client.get("/api/products")
    second = api_client.get("/api/products")

    assert first["X-Total-Count"] == second["X-Total-Count"] == "3"


def test_a_staff_edit_is_visible_at_once(api_client, staff_client):
    product = ProductFactory(name="Old name", category="Audio")
    api_client.get(f"/api/products/{product.pk}")
    api_client.get("/api/products", {"category": "Audio", "limit": 24})

    assert staff_client.put(f"/api/products/{product.pk}", PRODUCT_FIELDS, format="json").status_code == 200

    assert api_client.get(f"/api/products/{product.pk}").json()["name"] == "Flip 6"
    assert api_client.get("/api/products", {"category": "Audio", "limit": 24}).json()["results"][0]["name"] == "Flip 6"


def test_a_django_admin_edit_is_visible_at_once(api_client, admin_client):
    product = ProductFactory(name="Old name", price=Decimal("10.00"))
    api_client.get(f"/api/products/{product.pk}")

    product.price = Decimal("12.50")
    product.save()  # what /django-admin/ does

    assert api_client.get(f"/api/products/{product.pk}").json()["price"] == "12.50"


def test_a_product_that_sells_out_is_shown_out_of_stock_at_once(api_client):
    product = ProductFactory(stock=1, price=Decimal("20.00"))
    assert api_client.get(f"/api/products/{product.pk}").json()["stock"] == 1

    response = api_client.post("/api/orders", payload([(product, 1)]), format="json")

    assert response.status_code == 201
    assert api_client.get(f"/api/products/{product.pk}").json()["stock"] == 0


def test_no_cache_requests_read_the_database(api_client, django_assert_max_num_queries):
    product = ProductFactory(stock=5)
    api_client.get(f"/api/products/{product.pk}")
    Product.objects.filter(pk=product.pk).update(stock=3)  # a checkout elsewhere, not a sell-out

    cached = api_client.get(f"/api/products/{product.pk}").json()
    fresh = api_client.get(f"/api/products/{product.pk}", HTTP_CACHE_CONTROL="no-cache").json()

    assert cached["stock"] == 5
    assert fresh["stock"] == 3


def test_activating_a_featured_item_replaces_the_cached_one(api_client, staff_client):
    first, second = ProductFactory(), ProductFactory()
    item = FeaturedItem.objects.create(
        product=first, title="One", subtitle="s", button_text="Go", button_link="/audio", is_active=True
    )
    other = FeaturedItem.objects.create(
        product=second, title="Two", subtitle="s", button_text="Go", button_link="/audio", is_active=False
    )
    assert api_client.get("/api/featured-items/active").json()["id"] == item.pk

    assert staff_client.patch(f"/api/admin/featured-items/{other.pk}/activate").status_code == 200

    assert api_client.get("/api/featured-items/active").json()["id"] == other.pk


def test_staff_lists_and_errors_are_never_cached(api_client, staff_client):
    assert api_client.get("/api/products/987654").status_code == 404
    ProductFactory(name="Hidden", is_active=False)

    staff_list = staff_client.get("/api/admin/products")
    assert "public" not in staff_list["Cache-Control"] and "no-store" in staff_list["Cache-Control"]
    assert [row["name"] for row in staff_client.get("/api/admin/products").json()] == ["Hidden"]


def test_a_checkout_succeeds_when_the_cache_cannot_be_told_of_it(api_client, monkeypatch, caplog):
    product = ProductFactory(stock=1, price=Decimal("20.00"))  # selling out bumps the catalogue version too

    def unreachable(name):
        raise ConnectionError("cache down")

    monkeypatch.setattr("core.data_versions._bump", unreachable)  # the version bumps after the commit
    response = api_client.post("/api/orders", payload([(product, 1)]), format="json")

    assert response.status_code == 201
    assert Product.objects.get(pk=product.pk).stock == 0
    assert "cache down" in caplog.text


def _embedded(response):
    html = _decoded(response).decode()
    start = html.index('<script id="initial-data" type="application/json">') + len(
        '<script id="initial-data" type="application/json">'
    )
    return json.loads(html[start : html.index("</script>", start)])


def test_a_storefront_page_is_kept_until_the_catalogue_changes(client, django_assert_num_queries):
    product = ProductFactory(name="Flip 5", price=Decimal("99.00"))
    first = client.get(f"/product/{product.pk}")
    assert "<title>Flip 5 – $99.00 – Voltcart</title>" in first.content.decode()

    with django_assert_num_queries(0):
        again = client.get(f"/product/{product.pk}", HTTP_ACCEPT_ENCODING="gzip")
        browser = client.get(f"/product/{product.pk}", HTTP_ACCEPT_ENCODING="gzip, deflate, br, zstd")
    assert again["Content-Encoding"] == "gzip" and gzip.decompress(again.content) == first.content
    assert browser["Content-Encoding"] == "br" and brotli.decompress(browser.content) == first.content
    assert "csrftoken" in browser.cookies
    assert "csrftoken" in again.cookies  # each visitor still gets its own CSRF cookie
    assert "public" not in again.get("Cache-Control", "")  # no shared cache may keep a page that sets a cookie

    product.name = "Flip 6"
    product.save()
    fresh = client.get(f"/product/{product.pk}")
    assert "<title>Flip 6 – $99.00 – Voltcart</title>" in fresh.content.decode()
    assert _embedded(fresh)[f"/api/products/{product.pk}"]["name"] == "Flip 6"


BROWSER = {"HTTP_ACCEPT_ENCODING": "gzip, deflate, br, zstd"}


def _page_key(path):
    """The cache key of the page kept for `path`, as the page view makes it."""
    return cache_keys.page(bundle_release(), f"http://testserver{path}")


def _kept_page(path):
    """(the catalogue's version, the page kept for `path`) as the page view reads them."""
    return read_under(CATALOG, _page_key(path))


def test_a_page_read_again_is_sent_at_brotlis_best_quality_to_the_next_visitors(client, monkeypatch):
    monkeypatch.setattr(public_cache, "_in_background", lambda work, *args: work(*args))
    product = ProductFactory()
    path = f"/product/{product.pk}"

    first = client.get(path, **BROWSER)  # rendered, kept and sent at the quality a visitor can wait for
    second = client.get(path, **BROWSER)  # read again: recompressed after this answer
    third = client.get(path, **BROWSER)

    page = brotli.decompress(first.content)
    assert second.content == first.content
    assert third["Content-Encoding"] == "br" and brotli.decompress(third.content) == page
    assert third.content == brotli.compress(page, quality=BEST_BROTLI_QUALITY)
    assert len(third.content) < len(first.content)
    assert gzip.decompress(client.get(path, HTTP_ACCEPT_ENCODING="gzip").content) == page


def test_a_page_recompressed_in_the_background_is_kept_for_the_rest_of_its_time_only(client):
    product = ProductFactory()
    path = f"/product/{product.pk}"
    client.get(path)
    version, kept = _kept_page(path)

    refine_later(_page_key(path), version, kept).join()

    refined_version, refined = _kept_page(path)
    assert refined_version == version and refined["content"] == kept["content"]
    assert brotli.decompress(refined["br"]) == kept["content"] and len(refined["br"]) < len(kept["br"])
    assert refined["kept_until"] == kept["kept_until"]


def test_a_page_changed_while_it_was_recompressed_keeps_its_new_copy(client, monkeypatch):
    monkeypatch.setattr(public_cache, "_in_background", lambda work, *args: work(*args))
    product = ProductFactory(name="Flip 5")
    path = f"/product/{product.pk}"
    client.get(path)
    old_version, old_page = _kept_page(path)
    product.name = "Flip 6"
    product.save()
    client.get(path)  # the new page, kept under the new version

    refine_later(_page_key(path), old_version, old_page)

    assert "<title>Flip 6" in brotli.decompress(client.get(path, **BROWSER).content).decode()


def test_one_page_at_a_time_is_recompressed(client):
    product = ProductFactory()
    path = f"/product/{product.pk}"
    client.get(path)
    version, kept = _kept_page(path)
    key = _page_key(path)

    with public_cache._refining:  # another page's recompression under way
        assert refine_later(key, version, kept) is None
    refine_later(key, version, kept).join()
    assert refine_later(key, *_kept_page(path)) is None  # already at the best quality


def test_a_page_kept_before_recompression_existed_is_left_as_it_is(client):
    product = ProductFactory()
    path = f"/product/{product.pk}"
    client.get(path)
    version, kept = _kept_page(path)
    kept_then = {name: value for name, value in kept.items() if name not in ("br_quality", "kept_until")}

    assert refine_later(_page_key(path), version, kept_then) is None


def test_a_page_kept_before_a_deploy_is_not_served_after_it(client, monkeypatch):
    ProductFactory()
    before = client.get("/").content.decode()
    client_of_vite = DjangoViteAssetLoader.instance()._get_app_client("default")
    current = client_of_vite.manifest.get(ENTRY)
    assert f'src="/static/{current.file}"' in before

    # A deploy: a new build (the old files may be gone) served by a new process, with the cache kept.
    monkeypatch.setitem(client_of_vite.manifest._entries, ENTRY, current._replace(file="assets/main-next.js"))
    bundle_release.cache_clear()
    after = client.get("/").content.decode()
    bundle_release.cache_clear()

    assert 'src="/static/assets/main-next.js"' in after and current.file not in after


def test_a_kept_page_keeps_its_status(client):
    assert client.get("/no-such-page").status_code == 404
    assert client.get("/no-such-page").status_code == 404
    assert client.get("/product/987654").status_code == 404
    ProductFactory()
    assert client.get("/").status_code == 200


def test_staff_pages_are_never_kept(client, staff_client):
    assert _embedded(staff_client.get("/admin/orders"))["/api/admin/me"]["admin"]["username"] == "staffer"

    assert _embedded(client.get("/admin/orders"))["/api/admin/me"] is None


def test_an_answer_kept_for_http_is_never_the_https_one(api_client, client, settings):
    """Keys carry the scheme and host: a request forwarded as http (X-Forwarded-Proto, trusted through
    SECURE_PROXY_SSL_HEADER) cannot leave its http:// links in the answer https visitors get."""
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    settings.ALLOWED_HOSTS = ["shop.example"]
    behind_proxy = {"HTTP_HOST": "shop.example"}
    products = ProductFactory.create_batch(25, category="Audio")
    product = products[0]

    lists = {
        scheme: api_client.get("/api/products", {"limit": 2}, HTTP_X_FORWARDED_PROTO=scheme, **behind_proxy)
        for scheme in ("http", "https")
    }
    pages = {
        scheme: _decoded(client.get(f"/product/{product.pk}", HTTP_X_FORWARDED_PROTO=scheme, **behind_proxy)).decode()
        for scheme in ("http", "https")
    }
    category = {
        scheme: client.get("/audio", HTTP_X_FORWARDED_PROTO=scheme, **behind_proxy) for scheme in ("http", "https")
    }

    for scheme in ("http", "https"):
        assert lists[scheme].json()["next"] == f"{scheme}://shop.example/api/products?limit=2&offset=2"
        page = pages[scheme]
        assert f'<link rel="canonical" href="{scheme}://shop.example/product/{product.pk}">' in page
        assert f'<meta property="og:url" content="{scheme}://shop.example/product/{product.pk}">' in page
        assert f'<meta property="og:image" content="{scheme}://shop.example/static/products/' in page
        assert f'"url": "{scheme}://shop.example/product/{product.pk}"' in page  # the JSON-LD offer
        assert f"{'https' if scheme == 'http' else 'http'}://shop.example" not in page
        first_page = _embedded(category[scheme])[AUDIO_FIRST_PAGE]
        assert first_page["next"].startswith(f"{scheme}://shop.example/api/products?")
    # Both were kept: asked again, each scheme gets its own from the cache.
    again = api_client.get("/api/products", {"limit": 2}, HTTP_X_FORWARDED_PROTO="https", **behind_proxy)
    assert again.json()["next"].startswith("https://") and again["ETag"] == lists["https"]["ETag"]
    assert lists["http"]["ETag"] != lists["https"]["ETag"]


def test_a_page_served_over_https_directly_embeds_https_links(client):
    """TLS ended at the app server itself (no proxy header): the answers a page embeds are asked with its scheme."""
    ProductFactory.create_batch(25, category="Audio")

    page = client.get("/audio", secure=True)

    first_page = _embedded(page)[AUDIO_FIRST_PAGE]
    assert first_page["next"].startswith("https://testserver/api/products?") and "offset=24" in first_page["next"]
