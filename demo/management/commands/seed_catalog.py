"""`manage.py seed_catalog [--products N]`: the demo catalogue and its featured item, plus optional
synthetic benchmark products, with the demo data it writes (demo/catalog_data.py, demo/synthetic.py)."""

from django.core.management import BaseCommand, CommandError
from django.db import transaction

from catalog.models import Product
from core.db import vacuum_analyze
from core.progress import ProgressBar
from demo.catalog_data import PRODUCTS
from demo.catalog_seed import catalog_seed_demo, catalog_seed_photos, catalog_seed_synthetic
from demo.featured_seed import featured_item_seed_demo


class Command(BaseCommand):
    help = (
        "Create or refresh the demo catalogue (all nine categories, local images and a few drawn photos, one "
        "active featured item). "
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
            created = catalog_seed_demo()
            photos = catalog_seed_photos()
            featured_item_seed_demo()
            progress = ProgressBar(self.stderr, "synthetic products")
            synthetic = catalog_seed_synthetic(products, progress) if products else 0
            if products:
                progress.finish()
        if products:
            vacuum_analyze(Product)
        self.stdout.write(
            self.style.SUCCESS(
                f"Catalogue seeded: {created} new and {len(PRODUCTS) - created} refreshed demo products "
                f"({photos} with a photo), {synthetic} synthetic products added."
            )
        )
