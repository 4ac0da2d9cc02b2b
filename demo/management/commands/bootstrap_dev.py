from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import BaseCommand, call_command

from catalog.models import Product

DEV_USERNAME = "admin"
DEV_PASSWORD = "admin"


class Command(BaseCommand):
    help = "Local set-up for `make run`: seed an empty catalogue and, with DEBUG on, ensure the dev staff user."

    def handle(self, *args, **options):
        if not Product.objects.exists():
            call_command("seed_catalog", stdout=self.stdout)
        if not settings.DEBUG:
            self.stdout.write("DEBUG is off: no dev admin created (use `manage.py createsuperuser`).")
            return
        user, created = get_user_model().objects.get_or_create(username=DEV_USERNAME)
        if created or not user.check_password(DEV_PASSWORD) or not user.is_staff:
            user.is_staff = True
            user.is_superuser = True
            user.set_password(DEV_PASSWORD)
            user.save()
        self.stdout.write(
            self.style.SUCCESS(
                f"Dev staff login (DEBUG only): username '{DEV_USERNAME}', password '{DEV_PASSWORD}' "
                "at /admin (staff app) and /django-admin/ (operators)."
            )
        )
