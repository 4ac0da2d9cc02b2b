from io import StringIO
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command
from django.db import connection
from PIL import Image

from catalog.categories import CATEGORIES_WITH_SUBCATEGORY, CATEGORY_NAMES, COLORS, TABLET_COLORS
from catalog.models import Product
from conftest import postgresql_only
from demo.catalog_data import PRODUCTS
from demo.photos import DEMO_PHOTOS
from demo.synthetic import SEQUENCE_REGEX
from featured.models import FeaturedItem
from uploads.models import Upload

pytestmark = pytest.mark.django_db


def seed(*args):
    """Run seed_catalog; what it wrote to stderr (its progress bar)."""
    stderr = StringIO()
    call_command("seed_catalog", *args, stdout=StringIO(), stderr=stderr)
    return stderr.getvalue()


def test_seed_builds_a_catalogue_for_all_nine_categories():
    seed()

    assert Product.objects.count() == len(PRODUCTS)
    for category in CATEGORY_NAMES:
        assert 8 <= Product.objects.active().filter(category=category).count() <= 10, category


def test_seed_keeps_the_promised_stock_sale_and_activity_invariants():
    seed()
    active = Product.objects.active()

    assert active.filter(stock=0).exists()
    assert active.filter(stock__gte=1, stock__lte=5).exists()
    assert active.filter(original_price__isnull=False).exists()
    assert Product.objects.filter(is_active=False).count() >= 3
    for product in Product.objects.filter(original_price__isnull=False):
        assert product.original_price > product.price, product.name


def test_seed_has_exactly_one_active_featured_item_for_an_active_flagship():
    seed()

    item = FeaturedItem.objects.get(is_active=True)
    product = Product.objects.get(pk=item.product_id)
    assert product.is_active and product.stock > 0
    assert item.button_link == f"/product/{product.pk}"
    assert item.title and item.subtitle and item.button_text


def test_seed_is_idempotent():
    seed()
    first = {(p.name, p.model): p.pk for p in Product.objects.all()}

    seed()

    assert {(p.name, p.model): p.pk for p in Product.objects.all()} == first
    assert FeaturedItem.objects.count() == 1


def test_seed_leaves_a_featured_item_chosen_by_staff_alone():
    seed()
    FeaturedItem.objects.update(is_active=False)
    staff_choice = FeaturedItem.objects.create(
        product=Product.objects.get(name="Flip 6"),
        title="Summer sound",
        subtitle="Loud",
        button_text="Go",
        button_link="/audio",
        is_active=True,
    )

    seed()

    assert list(FeaturedItem.objects.filter(is_active=True)) == [staff_choice]


def test_seed_products_satisfy_the_product_rules():
    seed()

    for product in Product.objects.all():
        assert product.features and all(isinstance(f, str) and f.strip() for f in product.features)
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in product.specifications.items())
        assert len(product.image_urls) <= 3
        if product.category in CATEGORIES_WITH_SUBCATEGORY:
            assert product.subcategory, product.name
        palette = TABLET_COLORS if product.category == "Tablets" else COLORS
        assert all(colour in palette for colour in product.color_options), product.name
    assert Product.objects.filter(category="Smartphones", is_active=True).exclude(color_options=[]).count() >= 5
    assert Product.objects.filter(category="Tablets", name__icontains="ipad").exclude(color_options=[]).count() >= 3
    assert Product.objects.exclude(image_urls=[]).exists()


def test_every_seed_image_is_a_local_static_file_or_a_drawn_photo():
    seed()
    static_dir = Path(settings.BASE_DIR) / "static"
    photos = set(Upload.objects.values_list("url", flat=True))

    assert len(photos) == len(DEMO_PHOTOS)
    for product in Product.objects.all():
        for url in [product.image_url, *product.image_urls]:
            if url in photos:
                continue
            assert url.startswith("/static/products/") and url.endswith(".svg")
            image = static_dir / url.removeprefix("/static/")
            assert image.is_file(), url
            assert image.read_text().startswith("<svg")


def test_some_products_show_a_drawn_photo_with_its_renditions_and_keep_their_illustration(media_root):
    seed()

    for photo in DEMO_PHOTOS:
        product = Product.objects.get(name=photo.name, model=photo.model)
        upload = Upload.objects.get(url=product.image_url)
        assert upload.attached_at is not None
        with Image.open(media_root / upload.name) as image:
            assert (image.format, image.size) == ("JPEG", (1600, 1200))
        assert set(product.image_renditions[product.image_url]) == {"320", "640", "1280"}
        assert product.image_urls[0].startswith("/static/products/") and product.image_urls[0].endswith(".svg")


def test_seeding_again_reuses_the_stored_photos(media_root):
    seed()
    pictures = {(p.name, p.model): (p.image_url, p.image_urls) for p in Product.objects.all()}
    files = sorted(media_root.rglob("*"))

    seed()

    assert {(p.name, p.model): (p.image_url, p.image_urls) for p in Product.objects.all()} == pictures
    assert Upload.objects.count() == len(DEMO_PHOTOS)
    assert sorted(media_root.rglob("*")) == files


def test_a_drawn_photo_is_served_with_its_renditions(api_client):
    seed()
    product = Product.objects.get(name=DEMO_PHOTOS[0].name, model=DEMO_PHOTOS[0].model)

    answer = api_client.get(f"/api/products/{product.pk}").json()
    rendition = answer["imageRenditions"][answer["imageUrl"]]["640"]
    picture = api_client.get(rendition)
    assert picture.status_code == 200
    assert picture["Content-Type"] == "image/webp"


def test_products_option_adds_synthetic_products_without_duplicating():
    assert seed("--products", "50").endswith(f"[{'#' * 30}] 50 of 50 synthetic products\n")
    seed("--products", "30")

    synthetic = Product.objects.filter(model__regex=SEQUENCE_REGEX)
    assert synthetic.count() == 80
    assert Product.objects.count() == len(PRODUCTS) + 80
    assert len({(p.name, p.model) for p in synthetic}) == 80
    assert set(synthetic.values_list("category", flat=True)) == set(CATEGORY_NAMES)
    assert not synthetic.filter(category__in=CATEGORIES_WITH_SUBCATEGORY, subcategory="").exists()


def test_products_are_numbered_on_past_the_millionth_without_duplicating():
    seed("--products", "2")
    Product.objects.filter(pk=Product.objects.latest("id").pk).update(model="XX100-1000000")

    seed("--products", "1")

    assert Product.objects.latest("id").model.endswith("-1000001")
    assert Product.objects.filter(model__regex=SEQUENCE_REGEX).count() == 3


@postgresql_only("VACUUM marks the pages all-visible in PostgreSQL's own record of the table")
@pytest.mark.django_db(transaction=True)
def test_a_load_of_synthetic_products_leaves_their_pages_all_visible_for_index_only_walks():
    seed("--products", "300")

    with connection.cursor() as cursor:
        cursor.execute("SELECT relallvisible, relpages FROM pg_class WHERE relname = 'catalog_product'")
        all_visible, pages = cursor.fetchone()
    assert all_visible == pages > 0
    assert Product.objects.filter(model__regex=SEQUENCE_REGEX).count() == 300


def test_a_load_that_doubles_the_catalogue_builds_the_indexes_after_it(api_client, monkeypatch):
    monkeypatch.setattr("demo.catalog_seed.BULK_LOAD", 100)
    indexes_before = _product_index_names()

    bar = seed("--products", "200")

    assert bar.endswith("200 of 200 synthetic products, building the indexes…\n")
    assert _product_index_names() == indexes_before
    assert Product.objects.filter(model__regex=SEQUENCE_REGEX).count() == 200
    found = api_client.get("/api/products", {"search": "galaxy s24", "limit": 5}).json()
    assert "Galaxy S24" in [product["name"] for product in found["results"]]


def _product_index_names():
    with connection.cursor() as cursor:
        constraints = connection.introspection.get_constraints(cursor, Product._meta.db_table)
    return sorted(name for name, info in constraints.items() if info["index"])


def test_products_option_refuses_a_negative_count():
    with pytest.raises(CommandError, match="--products must be 0 or more"):
        seed("--products", "-1")


def test_seeded_catalogue_is_served_by_the_api(api_client):
    seed()

    home = api_client.get("/api/products/home").json()
    assert all(len(section["products"]) == 6 for section in home)
    tablets = api_client.get("/api/products/subcategories", {"category": "Tablets"}).json()
    assert tablets == ["Android Tablets", "E-Readers", "iPad", "Windows Tablets"]
    appliances = api_client.get("/api/products/subcategories", {"category": "Home Appliances"}).json()
    assert {"Kitchen", "Cleaning", "Climate"} <= set(appliances)
