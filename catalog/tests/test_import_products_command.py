"""`manage.py import_products`: the staff import for files of any size, from an operator's shell."""

import pytest
from django.core.management import CommandError, call_command

from catalog.models import Product
from catalog.product_csv import COLUMNS
from catalog.tests.factories import ProductFactory

pytestmark = pytest.mark.django_db


def rows(count):
    return "\n".join(
        [
            ",".join(COLUMNS),
            *(f"M-{n},Phone {n},Volt,Smartphones,,Nice,9.99,,1,true,,,Fast,,/p.svg," for n in range(count)),
        ]
    )


def test_a_file_beyond_a_requests_10000_rows_is_imported_with_a_progress_bar(tmp_path, capsys):
    path = tmp_path / "products.csv"
    path.write_text(rows(10_500))

    call_command("import_products", str(path))

    out, err = capsys.readouterr()
    assert "Imported: 10500 created, 0 updated, 0 unchanged." in out
    assert "[##############################] 10,500 of 10,500 rows checked" in err
    assert Product.objects.count() == 10_500


def test_a_dry_run_writes_nothing_and_errors_name_row_and_column(tmp_path, capsys):
    ProductFactory(model="M-1", price="9.99")
    path = tmp_path / "products.csv"
    path.write_text(rows(3).replace("M-2,Phone 2,Volt,Smartphones", "M-2,Phone 2,Volt,Toys"))

    with pytest.raises(CommandError, match="1 errors: nothing was imported"):
        call_command("import_products", str(path), "--dry-run")
    assert "Row 4, category: Category must be one of:" in capsys.readouterr().out

    path.write_text(rows(3))
    call_command("import_products", str(path), "--dry-run")
    assert "Would be: 2 created, 1 updated, 0 unchanged." in capsys.readouterr().out
    assert Product.objects.count() == 1


def test_a_file_that_is_not_the_catalogues_csv_or_missing_is_an_error(tmp_path):
    path = tmp_path / "photo.csv"
    path.write_bytes(b"\x89PNG\0")
    with pytest.raises(CommandError, match="The file is not a CSV file"):
        call_command("import_products", str(path))
    with pytest.raises(CommandError, match="Cannot read"):
        call_command("import_products", str(tmp_path / "nowhere.csv"))
