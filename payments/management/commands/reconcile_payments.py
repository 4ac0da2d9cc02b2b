"""`manage.py reconcile_payments`: compare every open payment with its provider now (run_jobs does it daily)."""

from django.core.management import BaseCommand

from payments.services import payments_reconcile


class Command(BaseCommand):
    help = "Compare every open payment with its provider; each that differs is logged and marked (GET /metrics)."

    def handle(self, *args, **options):
        drifted = payments_reconcile()
        message = (
            f"{drifted} payment differs from its provider."
            if drifted == 1
            else (f"{drifted} payments differ from their provider.")
        )
        self.stdout.write(self.style.WARNING(message) if drifted else self.style.SUCCESS(message))
