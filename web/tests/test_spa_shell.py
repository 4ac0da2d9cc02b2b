import base64
import hashlib
import json
import re

import pytest

from catalog.tests.factories import ProductFactory
from featured.models import FeaturedItem
from staff.roles import OWNER
from staff.services import staff_member_create
from web.page_assets import entry_style
from web.tests.content_security_policy import policy_directives


@pytest.mark.django_db  # the shell embeds the first screen's data
@pytest.mark.parametrize(
    "path", ["/", "/smartphones", "/admin", "/admin/orders", "/track", "/compare", "/order/5", "/?q=phone"]
)
def test_every_spa_route_renders_the_react_shell(client, path):
    response = client.get(path)

    assert response.status_code == 200
    html = response.content.decode()
    assert '<div id="root">' in html
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


# What a card reads of a product (frontend/src/components/product/cardProduct.js): the pages embed their cards'
# products with these alone, not their features, specifications or model.
CARD_FIELDS = ["id", "name", "brand", "category", "price", "originalPrice", "stock", "imageUrl", "colorOptions"]
GRID_CARD_FIELDS = [*CARD_FIELDS, "description", "color", "imageUrls", "imageRenditions"]


def _as_cards(products, fields):
    return [{field: product[field] for field in fields} for product in products]


def _listing_as_cards(page):
    return {**page, "results": _as_cards(page["results"], GRID_CARD_FIELDS)}


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
    assert set(data) == {"/api/categories", "/api/featured-items/active", "/api/products/home", "site"}
    assert data["/api/categories"] == client.get("/api/categories").json()
    assert data["/api/products/home"] == [
        {**section, "products": _as_cards(section["products"], CARD_FIELDS)}
        for section in client.get("/api/products/home").json()
    ]
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
    # As the app writes the URL (frontend/src/lib/useProductList.js productListPageUrl): a space as "+".
    page_url = "/api/products?category=Smart+Home&ordering=name&limit=24&offset=0&facets=brand"
    assert category_data[page_url] == _listing_as_cards(client.get(page_url).json())
    assert category_data[page_url]["results"][0]["id"] == product.pk
    assert category_data[page_url]["facets"]["brand"] == [{"value": product.brand, "count": 1}]
    # A search's first page too, with its filters' counts: the server renders the filtered page.
    searched_url = (
        "/api/products?category=Smart+Home&search=plug&searchFields=name%2Cbrand%2Cdescription&ordering=name"
        "&limit=24&offset=0&facets=brand"
    )
    assert set(searched_data) == {"/api/categories", "site", searched_url}
    assert searched_data[searched_url] == _listing_as_cards(client.get(searched_url).json())
    # A missing product is embedded as null, what the product page shows as Product Not Found.
    assert set(missing_data) == {"/api/categories", "/api/products/987654", "site"}
    assert missing_data["/api/products/987654"] is None


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/admin", "/admin/orders"])
def test_the_staff_app_embeds_who_is_signed_in_and_no_cache_keeps_it(client, path):
    # Logged out: the API says 401, the page says null (the SPA's reading of that 401), so no probe is needed.
    logged_out = client.get(path)
    assert _initial_data(logged_out)["/api/admin/me"] is None
    assert client.get("/api/admin/me").status_code == 401

    client.force_login(staff_member_create("boss", password="pw", roles=[OWNER]))
    logged_in = client.get(path)

    assert _initial_data(logged_in)["/api/admin/me"] == client.get("/api/admin/me").json()
    assert _initial_data(logged_in)["/api/admin/me"]["admin"]["username"] == "boss"
    for response in (logged_out, logged_in):
        assert "no-store" in response["Cache-Control"] and "private" in response["Cache-Control"]
        assert "<title>Staff – Voltcart</title>" in response.content.decode()
    assert "no-store" not in client.get("/").get("Cache-Control", "")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("provider", "debug", "test_payments"), [("test", False, True), ("test", True, False), ("stripe", False, False)]
)
def test_every_page_says_whether_the_test_gateway_takes_the_cards(client, settings, provider, debug, test_payments):
    # Only the test gateway outside development earns the banner: whoever runs DEBUG knows the cards are not charged.
    settings.PAYMENT_PROVIDER, settings.DEBUG = provider, debug

    for path in ("/", "/product/987654", "/admin", "/track"):
        assert _initial_data(client.get(path))["site"]["testPayments"] is test_payments, path


STRIPE_SITE = {
    "testPayments": False,
    "cardForm": "stripe",
    "stripeJsUrl": "http://127.0.0.1:8420/js.stripe.com/v3/",
    "stripePublishableKey": "pk_test_voltcart",
    "lowStockThreshold": 5,
}


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("provider", "site"),
    [("test", {"testPayments": True, "cardForm": "shop", "lowStockThreshold": 5}), ("stripe", STRIPE_SITE)],
)
def test_every_page_names_the_checkouts_card_form(client, settings, provider, site):
    # The checkout draws its card inputs from this on its first render, the same in the server's render and the browser.
    settings.PAYMENT_PROVIDER = provider
    settings.STRIPE_JS_URL = "http://127.0.0.1:8420/js.stripe.com/v3/"
    settings.STRIPE_PUBLISHABLE_KEY = "pk_test_voltcart"

    for path in ("/", "/product/987654", "/admin", "/track"):
        assert _initial_data(client.get(path))["site"] == site, path


@pytest.mark.django_db
def test_a_shopper_account_is_embedded_as_not_signed_in_to_the_staff_app(client, customer_user):
    client.force_login(customer_user)

    assert _initial_data(client.get("/admin"))["/api/admin/me"] is None


@pytest.mark.django_db
def test_product_pages_preload_the_product_detail_chunk(client):
    product = ProductFactory()

    def preloads_detail(path):
        html = client.get(path).content.decode()
        return re.search(r'<link rel="modulepreload" href="/static/assets/ProductDetail-[^"]+\.js"', html) is not None

    assert preloads_detail(f"/product/{product.pk}")
    assert preloads_detail(f"/products/{product.pk}")
    assert not preloads_detail("/")
    assert not preloads_detail("/smartphones")


@pytest.mark.django_db
def test_each_storefront_page_preloads_the_chunk_its_first_screen_shows(client):
    # The category pages' and the home search's code is a chunk of their own, and the home page's banners and
    # carousels another: each page's first view loads its own, not the others'.
    ProductFactory(category="Smartphones", name="Volt Phone")

    def module_preloads(path):
        html = client.get(path).content.decode()
        return [
            url.split("/")[-1].split("-")[0] for url in re.findall(r'<link rel="modulepreload" href="([^"]+)"', html)
        ]

    # Not the controls whose code comes after the page's (the filters, the category's toolbar, the categories menu):
    # they are fetched as the page hydrates, off its first paint's path (frontend/src/components/LazyPart.jsx).
    assert sorted(module_preloads("/smartphones")) == ["CategoryPage", "listing"]
    assert "CategoryPage" in module_preloads("/smartphones?search=volt&sort=price")
    assert sorted(module_preloads("/?q=volt")) == ["SearchResults", "listing"]
    assert module_preloads("/") == ["HomeLanding"]
    assert "HomeLanding" not in module_preloads("/smartphones")
    assert module_preloads("/nowhere") == []


@pytest.mark.django_db
def test_a_product_page_preloads_only_what_its_entry_does_not_load(client):
    # The entry's style sheet is inlined and its script is the page's own <script>: preloading either again would
    # download it a second time beside the document.
    html = client.get(f"/product/{ProductFactory().pk}").content.decode()

    preloaded = re.findall(r'<link rel="(?:modulepreload|preload)" href="([^"]+)"', html)
    assert any("/ProductDetail-" in url for url in preloaded), html
    assert [url for url in preloaded if "/main-" in url or url.endswith(".css")] == []
    assert "<style>" in html
    assert len(re.findall(r'src="/static/assets/main-[^"]+\.js"', html)) == 1


def _preloaded_images(response):
    return re.findall(r'<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">', response.content.decode())


@pytest.mark.django_db(transaction=True)  # real commits: kept pages are replaced when a write commits
def test_pages_preload_the_picture_their_first_screen_shows_first(client):
    product = ProductFactory(category="Audio", name="A speaker", image_url="", image_urls=["/static/one.svg"])
    ProductFactory(category="Audio", name="B speaker", image_url="/static/two.svg")
    FeaturedItem.objects.create(
        product=ProductFactory(image_url="/static/featured.svg"),
        title="T",
        subtitle="S",
        button_text="Go",
        button_link="/",
        is_active=True,
    )

    assert _preloaded_images(client.get(f"/product/{product.pk}")) == ["/static/one.svg"]
    assert _preloaded_images(client.get("/audio")) == ["/static/one.svg"]  # the first card, by name
    assert _preloaded_images(client.get("/")) == ["/static/featured.svg"]
    FeaturedItem.objects.all().delete()
    assert _preloaded_images(client.get("/")) == []  # the default banner has no picture
    assert _preloaded_images(client.get("/laptops")) == []  # no product yet
    # A search's first page is embedded too: its first card's picture.
    assert _preloaded_images(client.get("/audio?search=speaker")) == ["/static/one.svg"]


@pytest.mark.django_db
def test_an_uploaded_lead_picture_is_preloaded_at_the_rendition_the_page_will_pick(client):
    photo = "/media/uploads/ab/photo.jpg"
    renditions = {width: f"/media/uploads/ab/photo-{width}.webp" for width in ("320", "640", "1280")}
    product = ProductFactory(image_url=photo, image_renditions={photo: renditions})

    html = client.get(f"/product/{product.pk}").content.decode()

    preload = re.search(
        r'<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)"', html
    )
    assert preload is not None, html[:2000]
    assert preload.group(1) == photo
    assert preload.group(2) == ", ".join(f"{url} {width}w" for width, url in renditions.items())
    img = re.search(r'<img[^>]* sizes="([^"]+)"[^>]* src="' + re.escape(photo), html)
    assert img is not None and img.group(1) == preload.group(3)  # the preload and the picture choose alike


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("path", "title"),
    [("/no/such/page", "Page Not Found – Voltcart"), ("/product/987654", "Product Not Found – Voltcart")],
)
def test_unknown_pages_and_missing_products_are_404_with_the_spa(client, path, title):
    hidden = ProductFactory(is_active=False)

    for response in (client.get(path), client.get(f"/product/{hidden.pk}")):
        html = response.content.decode()
        assert response.status_code == 404
        assert '<div id="root">' in html and '<meta name="robots" content="noindex">' in html
    assert f"<title>{title}</title>" in client.get(path).content.decode()


@pytest.mark.django_db
def test_each_route_has_its_own_title_description_canonical_and_product_data(client):
    product = ProductFactory(name="Aurora X1", brand="Volt", price="899.00", stock=0, description="A bright phone.")

    product_html = client.get(f"/products/{product.pk}").content.decode()
    category_html = client.get("/smart-home").content.decode()
    search_html = client.get("/?q=aurora").content.decode()

    assert "<title>Aurora X1 – $899.00 – Voltcart</title>" in product_html
    assert '<meta name="description" content="Volt Aurora X1: A bright phone.">' in product_html
    assert f'<link rel="canonical" href="http://testserver/products/{product.pk}">' in product_html
    assert '<meta property="og:image" content="http://testserver/static/products/smartphones.svg">' in product_html
    start = product_html.index('<script type="application/ld+json">') + len('<script type="application/ld+json">')
    data = json.loads(product_html[start : product_html.index("</script>", start)])
    assert data["@type"] == "Product" and data["offers"]["price"] == "899.00"
    assert data["offers"]["availability"] == "https://schema.org/OutOfStock"
    assert "<title>Smart Home – Voltcart</title>" in category_html
    assert "<title>Results for “aurora” – Voltcart</title>" in search_html
    assert '<meta name="robots" content="noindex">' in search_html


@pytest.mark.django_db
def test_robots_sitemap_and_favicon(client):
    products = ProductFactory.create_batch(3)
    ProductFactory(is_active=False)

    robots = client.get("/robots.txt")
    index = client.get("/sitemap.xml")
    product_urls = client.get("/sitemap-products.xml").content.decode()
    favicon = client.get("/favicon.ico")

    assert robots.status_code == 200 and "Sitemap: http://testserver/sitemap.xml" in robots.content.decode()
    assert "Disallow: /admin" in robots.content.decode()
    assert "http://testserver/sitemap-products.xml" in index.content.decode()
    assert all(f"/product/{p.pk}</loc>" in product_urls for p in products)
    assert product_urls.count("<url>") == 3
    assert "/smart-home</loc>" in client.get("/sitemap-categories.xml").content.decode()
    assert favicon.status_code == 301 and favicon["Location"] == "/static/favicon.ico"


def _style_src(response) -> list[str]:
    return policy_directives(response["Content-Security-Policy"])["style-src"].split()


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/smartphones", "/admin", "/?q=phone", "/no-such-page"])
def test_pages_inline_the_entry_style_sheet_and_allow_only_it(client, path):
    ProductFactory(category="Smartphones")
    for response in (client.get(path), client.get(path)):  # rendered, then (storefront pages) from the page cache
        html = response.content.decode()
        styles = re.findall(r"<style>(.*?)</style>", html, re.S)
        assert len(styles) == 1 and ".search-box" in styles[0]
        assert 'rel="stylesheet"' not in html  # no second request before the first paint
        digest = base64.b64encode(hashlib.sha256(styles[0].encode()).digest()).decode()
        assert _style_src(response) == ["'self'", f"'sha256-{digest}'"]


@pytest.mark.django_db
def test_with_vite_dev_server_the_page_links_its_style_sheet(client, settings):
    settings.DJANGO_VITE = {"default": {**settings.DJANGO_VITE["default"], "dev_mode": True}}
    entry_style.cache_clear()
    try:
        response = client.get("/smartphones")
    finally:
        entry_style.cache_clear()

    html = response.content.decode()
    assert "<style>" not in html
    assert re.search(r'<link [^>]*rel="stylesheet"', html)  # the tags django-vite writes (here, the built ones)
    assert _style_src(response) == ["'self'"]


def _policy(response) -> dict:
    return policy_directives(response["Content-Security-Policy"])


@pytest.mark.django_db
def test_with_the_test_gateway_the_policy_allows_nothing_of_stripe(client, settings):
    configured = {name: " ".join(values) for name, values in settings.CONTENT_SECURITY_POLICY["DIRECTIVES"].items()}

    for response in (client.get("/"), client.get("/"), client.get("/admin")):  # rendered, kept, the staff app
        policy = _policy(response)
        assert policy.pop("style-src").startswith("'self' 'sha256-")  # the inlined style sheet's hash, no more
        assert policy == {name: value for name, value in configured.items() if name != "style-src"}
    assert _policy(client.get("/api/categories")) == configured


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("js_url", "api_base", "stripe_origin", "api_origin"),
    [
        ("https://js.stripe.com/v3/", "https://api.stripe.com", "https://js.stripe.com", "https://api.stripe.com"),
        # localstripe serves its Stripe.js stand-in and the API it calls from one origin.
        (
            "http://127.0.0.1:8420/js.stripe.com/v3/",
            "http://127.0.0.1:8420",
            "http://127.0.0.1:8420",
            "http://127.0.0.1:8420",
        ),
    ],
)
def test_with_stripe_the_spa_allows_stripe_js_its_frames_and_its_api(
    client, settings, js_url, api_base, stripe_origin, api_origin
):
    settings.PAYMENT_PROVIDER, settings.STRIPE_JS_URL, settings.STRIPE_API_BASE = "stripe", js_url, api_base
    frames = list(dict.fromkeys(["'self'", "https://js.stripe.com", "https://hooks.stripe.com", stripe_origin]))

    for response in (client.get("/"), client.get("/"), client.get("/smartphones")):  # rendered, kept, another
        policy = _policy(response)
        assert policy["script-src"] == f"'self' {stripe_origin}"
        assert policy["frame-src"] == " ".join(frames)
        assert policy["connect-src"] == f"'self' {api_origin}"
        assert policy["default-src"] == "'self'" and policy["object-src"] == "'none'"
        assert policy["style-src"].startswith("'self' 'sha256-")
    # Only the SPA's pages run Stripe.js: the API's answers keep the plain policy.
    assert _policy(client.get("/api/categories"))["script-src"] == "'self'"
