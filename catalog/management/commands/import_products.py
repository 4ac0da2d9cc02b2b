"""`manage.py import_products FILE [--dry-run]`: the staff app's CSV import for files of any size, with a
progress bar, the same summary and the same row errors."""

from pathlib import Path

from django.core.management import BaseCommand, CommandError

from catalog.product_csv import FileProblem
from catalog.product_import import product_import
from catalog.product_rows import ProductRowForm
from core.progress import ProgressBar


class Command(BaseCommand):
    help = "Create and update products from a CSV file in the export's columns (model is the key)."

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--dry-run", action="store_true", help="Check the file and say what would change.")

    def handle(self, *args, file, dry_run, **options):
        try:
            content = file.read_bytes()
        except OSError as error:
            raise CommandError(f"Cannot read {file}: {error.strerror}") from error
        progress = ProgressBar(self.stderr, "rows checked")
        try:
            result = product_import(content, form=ProductRowForm(), dry_run=dry_run, max_rows=None, progress=progress)
        except FileProblem as problem:
            raise CommandError(problem.message) from problem
        progress.finish()
        for error in result.errors:
            self.stdout.write(f"Row {error['row']}, {error['column']}: {error['message']}")
        summary = f"{result.created} created, {result.updated} updated, {result.unchanged} unchanged"
        if result.errors:
            raise CommandError(f"{len(result.errors)} errors: nothing was imported ({summary} once they are fixed).")
        verb = "Would be" if dry_run else "Imported"
        self.stdout.write(self.style.SUCCESS(f"{verb}: {summary}."))
