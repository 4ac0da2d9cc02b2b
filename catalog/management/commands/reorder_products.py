"""`manage.py reorder_products [--database-url URL]`: rewrite the products' table in the order searches and
category pages read it, with pg_repack, while the shop stays open (catalog.table_order; weekly from
deploy/crontab)."""

import dj_database_url
from django.core.management import BaseCommand, CommandError

from catalog.table_order import PRODUCT_TABLE_ORDER, Connection, ReorderUnavailable, products_reorder


class Command(BaseCommand):
    help = f"Rewrite the products' table in ({PRODUCT_TABLE_ORDER}) order with pg_repack, online."

    def add_arguments(self, parser):
        parser.add_argument(
            "--database-url",
            help="The PostgreSQL server itself, when DATABASE_URL names a pooler (pg_repack holds session locks).",
        )

    def handle(self, *args, database_url, **options):
        target = Connection.of_settings(dj_database_url.parse(database_url)) if database_url else None
        try:
            report = products_reorder(target)
        except ReorderUnavailable as problem:
            raise CommandError(str(problem)) from problem
        self.stdout.write(self.style.SUCCESS(report))
