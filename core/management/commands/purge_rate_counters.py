"""`manage.py purge_rate_counters`: delete the rate-limit counters of ended windows (run it from cron)."""

from django.core.management import BaseCommand

from core.ratelimit import rate_counters_purge


class Command(BaseCommand):
    help = "Delete the database's rate-limit counters whose window has ended (open windows are kept)."

    def handle(self, *args, **options):
        self.stdout.write(self.style.SUCCESS(f"{rate_counters_purge()} ended rate-limit counters deleted."))
