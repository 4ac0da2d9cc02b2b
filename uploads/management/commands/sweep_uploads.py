from django.core.management.base import BaseCommand

from uploads.services import SWEEP_AFTER, uploads_unattached_sweep


class Command(BaseCommand):
    help = f"Delete uploaded photos no product has used for {SWEEP_AFTER}, with their files (run from cron)."

    def handle(self, *args, **options):
        swept = uploads_unattached_sweep()
        self.stdout.write(f"Deleted {swept} unused upload{'s' if swept != 1 else ''}.")
