"""`manage.py seed_catalog [--products N]`: the demo catalogue, plus optional synthetic benchmark products."""
import random
from decimal import Decimal

from django.core.management import BaseCommand, CommandError
from django.db import transaction
from django.db.models import Max

from catalog.categories import CATEGORY_NAMES
from catalog.models import Product
from catalog.seed_data import (
    FEATURED_ITEM,
    FLAGSHIP_MODEL,
    FLAGSHIP_NAME,
    PRODUCTS,
    SYNTHETIC_BRANDS,
    SYNTHETIC_MODEL_PREFIX,
    SYNTHETIC_TEMPLATES,
)
from featured.models import FeaturedItem


def seed_products():
    """Create or refresh the demo products, keyed on name + model; returns how many were new."""
    created_count = 0
    for data in PRODUCTS:
        fields = dict(data)
        _, created = Product.objects.update_or_create(
            name=fields.pop("name"), model=fields.pop("model"), defaults=fields
        )
        created_count += created
    return created_count


def ensure_featured_item():
    """Feature the flagship phone unless some item is already active (at most one may be)."""
    if FeaturedItem.objects.filter(is_active=True).exists():
        return
    flagship = Product.objects.get(name=FLAGSHIP_NAME, model=FLAGSHIP_MODEL)
    FeaturedItem.objects.update_or_create(
        product=flagship,
        title=FEATURED_ITEM["title"],
        defaults={
            "subtitle": FEATURED_ITEM["subtitle"],
            "button_text": FEATURED_ITEM["button_text"],
            "button_link": f"/product/{flagship.pk}",
            "is_active": True,
        },
    )


def _synthetic_product(number, rng):
    category = CATEGORY_NAMES[number % len(CATEGORY_NAMES)]
    noun, images, subcategories = SYNTHETIC_TEMPLATES[category]
    brand = rng.choice(SYNTHETIC_BRANDS)
    price = Decimal(rng.randrange(1999, 299999)) / 100
    on_sale = rng.random() < 0.1
    return Product(
        name=f"{brand} {noun} {number}",
        model=f"{SYNTHETIC_MODEL_PREFIX}{number:07d}",
        brand=brand,
        category=category,
        subcategory=rng.choice(subcategories),
        description=f"Synthetic {category.lower()} product number {number}, generated for benchmarks.",
        price=price,
        original_price=(price * Decimal("1.25")).quantize(Decimal("0.01")) if on_sale else None,
        stock=rng.choice([0, 2, 5, 10, 25, 50, 100]),
        features=["Benchmark product", f"{noun} feature {number % 7 + 1}"],
        specifications={"Series": f"{number // 1000}", "Warranty": "2 years"},
        image_url=f"/static/products/{rng.choice(images)}.svg",
        is_active=rng.random() > 0.05,
    )


def add_synthetic_products(count):
    """Add `count` synthetic products, numbered after any earlier ones so none is duplicated."""
    last_model = Product.objects.filter(model__startswith=SYNTHETIC_MODEL_PREFIX).aggregate(last=Max("model"))["last"]
    first = int(last_model.removeprefix(SYNTHETIC_MODEL_PREFIX)) + 1 if last_model else 1
    rng = random.Random(first)
    products = [_synthetic_product(number, rng) for number in range(first, first + count)]
    Product.objects.bulk_create(products, batch_size=1000)
    return len(products)


class Command(BaseCommand):
    help = (
        "Create or refresh the demo catalogue (all nine categories, local images, one active featured item). "
        "Idempotent. --products N also adds N synthetic products for benchmarks."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--products", type=int, default=0, metavar="N", help="Also add N synthetic products (for benchmarks)."
        )

    def handle(self, *args, products, **options):
        if products < 0:
            raise CommandError("--products must be 0 or more.")
        with transaction.atomic():
            created = seed_products()
            ensure_featured_item()
            synthetic = add_synthetic_products(products) if products else 0
        self.stdout.write(
            self.style.SUCCESS(
                f"Catalogue seeded: {created} new and {len(PRODUCTS) - created} refreshed demo products, "
                f"{synthetic} synthetic products added."
            )
        )
