"""`manage.py seed_catalog [--products N]`: the demo catalogue, plus optional synthetic benchmark products."""
from django.core.management import BaseCommand, CommandError
from django.db import transaction

from catalog.models import Product
from catalog.seed_data import FEATURED_ITEM, FLAGSHIP_MODEL, FLAGSHIP_NAME, PRODUCTS
from catalog.synthetic import SEQUENCE_REGEX, sequence_number, synthetic_products
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


def add_synthetic_products(count):
    """Add `count` synthetic products, numbered after any earlier ones so none is duplicated."""
    last = (
        Product.objects.filter(model__regex=SEQUENCE_REGEX).order_by("-id").values_list("model", flat=True).first()
    )
    first = sequence_number(last) + 1 if last else 1
    Product.objects.bulk_create((Product(**fields) for fields in synthetic_products(first, count)), batch_size=2000)
    return count


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
