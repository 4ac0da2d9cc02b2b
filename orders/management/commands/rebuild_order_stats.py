"""`manage.py rebuild_order_stats`: recount the dashboard's daily figures from the orders (after an import
or a change made with SQL); checkouts wait while it runs on PostgreSQL."""

from django.core.management import BaseCommand

from orders.models import OrderDailyStats
from orders.services import order_stats_rebuild


class Command(BaseCommand):
    help = "Recount the dashboard's daily order figures from the orders themselves."

    def handle(self, *args, **options):
        order_stats_rebuild()
        self.stdout.write(self.style.SUCCESS(f"Daily figures rebuilt: {OrderDailyStats.objects.count()} rows."))
