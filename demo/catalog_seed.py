"""The demo catalogue and synthetic benchmark products (`manage.py seed_catalog`)."""

from contextlib import nullcontext
from itertools import islice

from django.core.files.uploadedfile import SimpleUploadedFile

from catalog.models import Product
from catalog.services import product_update
from core.db import indexes_built_after
from uploads.services import upload_create

from .catalog_data import PRODUCTS
from .photos import DEMO_PHOTOS, photo_jpeg
from .synthetic import SEQUENCE_REGEX, sequence_number, synthetic_products

# Synthetic products written per INSERT (and per step of the progress bar).
SEED_BATCH = 5000
# A load of at least this many products that at least doubles the catalogue builds the indexes once, after it:
# that is cheaper than updating them row by row (a million products seed in two thirds of the time; bench/RESULTS.md
# history, session 14).
BULK_LOAD = 100_000


def catalog_seed_demo() -> int:
    """Create or refresh the demo products, keyed on name + model; returns how many were new."""
    created_count = 0
    for data in PRODUCTS:
        # The seed's pictures are static files: no uploaded photo's renditions stay listed after a reset.
        fields = {**data, "image_renditions": {}}
        _, created = Product.objects.update_or_create(
            name=fields.pop("name"), model=fields.pop("model"), defaults=fields
        )
        created_count += created
    return created_count


def catalog_seed_photos() -> int:
    """Give the demo products of demo/photos.py their drawn photo as the main picture (uploaded as staff would,
    so it has renditions), their illustration becoming the first extra image. Returns how many were given one."""
    for photo in DEMO_PHOTOS:
        product = Product.objects.get(name=photo.name, model=photo.model)
        upload = upload_create(file=SimpleUploadedFile(photo.file_name, photo_jpeg(photo), "image/jpeg"))
        illustrations = [url for url in [product.image_url, *product.image_urls] if url != upload.url]
        product_update(product.pk, image_url=upload.url, image_urls=illustrations)
    return len(DEMO_PHOTOS)


def catalog_seed_synthetic(count: int, progress=None) -> int:
    """Add `count` synthetic products, numbered after any earlier ones so none is duplicated, in batches, calling
    `progress(done, count)` after each; inside the caller's transaction (a bulk load drops and builds indexes)."""
    last = Product.objects.filter(model__regex=SEQUENCE_REGEX).order_by("-id").values_list("model", flat=True).first()
    first = sequence_number(last) + 1 if last else 1
    products = synthetic_products(first, count)
    done = 0
    bulk = count >= BULK_LOAD and count >= Product.objects.count()
    with indexes_built_after(Product) if bulk else nullcontext():
        while batch := [Product(**fields) for fields in islice(products, SEED_BATCH)]:
            Product.objects.bulk_create(batch)
            done += len(batch)
            if progress is not None:
                progress(done, count)
        if bulk and progress is not None:
            progress(done, count, "building the indexes")
    return count
