"""The bench's product with a real camera-sized photo (issue 26): a 4000×3000 JPEG drawn with Pillow, uploaded
through the same service as the staff app's upload and made its main picture. Prints the product's id.

Run by bench/run.py with the server's environment; the product is made once per database (its model says so).
"""

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")

import django  # noqa: E402

django.setup()

from django.core.files.uploadedfile import SimpleUploadedFile  # noqa: E402
from PIL import Image, ImageDraw  # noqa: E402

from catalog import services  # noqa: E402
from catalog.models import Product  # noqa: E402
from uploads.services import upload_create  # noqa: E402

MODEL = "BENCH-PHOTO-4000"


def photo() -> bytes:
    """A photo-like JPEG: a gradient with shapes and fine stripes, so it compresses as a photo does (a few MB)."""
    image = Image.radial_gradient("L").resize((4000, 3000)).convert("RGB")
    draw = ImageDraw.Draw(image)
    for n in range(0, 4000, 7):
        draw.line([(n, 0), (4000 - n, 3000)], fill=(n % 256, (n * 3) % 256, (n * 7) % 256), width=2)
    draw.ellipse([1200, 700, 2800, 2300], fill=(30, 90, 200))
    encoded = io.BytesIO()
    image.save(encoded, "JPEG", quality=90)
    return encoded.getvalue()


def main():
    product = Product.objects.filter(model=MODEL).first()
    if product is None or not product.image_renditions:
        upload = upload_create(file=SimpleUploadedFile("camera-photo.jpg", photo(), content_type="image/jpeg"))
        fields = {"image_url": upload.url}
        if product is None:
            product = services.product_create(
                name="Volt Camera Phone",
                description="A phone photographed with a camera: its main picture is a 4000×3000 JPEG.",
                price="699.00",
                category="Smartphones",
                brand="Volt",
                model=MODEL,
                features=["Camera-sized photo"],
                stock=1000,
                **fields,
            )
        else:
            product = services.product_update(product.pk, **fields)
    print(product.pk)


if __name__ == "__main__":
    main()
