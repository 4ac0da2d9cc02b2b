"""`manage.py purge_checkout_keys`: forget Idempotency-Keys older than a day (run it daily from cron)."""

from django.core.management import BaseCommand

from orders.services import checkout_keys_purge


class Command(BaseCommand):
    help = "Forget checkout Idempotency-Keys older than 24 hours."

    def handle(self, *args, **options):
        self.stdout.write(self.style.SUCCESS(f"{checkout_keys_purge()} expired Idempotency-Keys forgotten."))
