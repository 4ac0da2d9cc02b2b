"""The catalogue as CSV: export with the staff list's filters, import with a
dry run, row errors in the product form's words, all-or-nothing writes in the audit trail, hostile files refused."""

import csv
import io
from decimal import Decimal

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from audit.models import AuditEntry
from catalog.categories import CATEGORY_NAMES
from catalog.models import Product
from catalog.product_csv import COLUMNS
from catalog.tests.factories import ProductFactory

pytestmark = pytest.mark.django_db

HEADER = ",".join(COLUMNS)
GOOD = {
    "model": "VX-1",
    "name": "Volt X",
    "brand": "Volt",
    "category": "Audio",
    "description": "Big sound",
    "price": "199.99",
    "stock": "12",
    "isActive": "true",
    "features": "Loud|Small",
    "specifications": "Battery: 10 h|Weight: 300 g",
    "imageUrl": "/static/products/audio.svg",
}


def row(**changes) -> str:
    """A CSV line in COLUMNS' order: GOOD with these changes."""
    line = io.StringIO()
    csv.writer(line).writerow([{**GOOD, **changes}.get(column, "") for column in COLUMNS])
    return line.getvalue().strip()


GOOD_ROW = row()


def export(client, **params):
    response = client.get("/api/admin/products/export.csv", params)
    assert response.status_code == 200
    return response, b"".join(response.streaming_content)


def import_file(client, content, *, dry_run, name="products.csv"):
    if isinstance(content, str):
        content = content.encode()
    upload = SimpleUploadedFile(name, content, content_type="text/csv")
    query = "true" if dry_run else "false"
    return client.post(f"/api/admin/products/import?dryRun={query}", {"file": upload}, format="multipart")


def test_the_export_is_every_product_in_the_designs_columns(staff_client):
    ProductFactory(
        name="Arc",
        model="ARC-1",
        brand="Sonos",
        category="Audio",
        price=Decimal("899.00"),
        original_price=Decimal("999.00"),
        is_active=False,
        color_options=["Black", "White"],
        features=["Dolby Atmos", "Wi-Fi"],
        specifications={"Width": "114 cm", "Weight": "6.25 kg"},
        image_urls=["/static/a.svg", "/static/b.svg"],
    )
    ProductFactory(name="Buds", category="Audio")

    response, body = export(staff_client)

    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="products.csv"'
    rows = list(csv.DictReader(io.StringIO(body.decode())))
    assert list(rows[0]) == list(COLUMNS)
    assert [row["name"] for row in rows] == ["Arc", "Buds"]
    assert rows[0] | {"description": ""} == {
        "model": "ARC-1",
        "name": "Arc",
        "brand": "Sonos",
        "category": "Audio",
        "subcategory": "",
        "description": "",
        "price": "899.00",
        "originalPrice": "999.00",
        "stock": "10",
        "isActive": "false",
        "color": "",
        "colorOptions": "Black|White",
        "features": "Dolby Atmos|Wi-Fi",
        "specifications": "Width: 114 cm|Weight: 6.25 kg",
        "imageUrl": "/static/products/smartphones.svg",
        "imageUrls": "/static/a.svg|/static/b.svg",
    }


def test_the_export_keeps_the_staff_lists_filters(staff_client):
    ProductFactory(name="Flip", brand="JBL", category="Audio")
    ProductFactory(name="Flip Phone", category="Smartphones")
    ProductFactory(name="Arc", brand="Sonos", category="Audio")

    _, body = export(staff_client, search="flip", category="Audio")

    assert [row["name"] for row in csv.DictReader(io.StringIO(body.decode()))] == ["Flip"]
    assert staff_client.get("/api/admin/products/export.csv", {"category": "Toys"}).status_code == 400


def test_an_export_imported_again_changes_nothing(staff_client):
    ProductFactory(name="=HYPERLINK(1)", description="-2 dB noise", features=["+5 V", "Plain"], original_price=None)
    ProductFactory(category="Tablets", subcategory="iPad", color="Black", specifications={})
    _, body = export(staff_client)
    assert b'"\'=HYPERLINK(1)"' in body  # a formula leaves as text

    response = import_file(staff_client, body, dry_run=False)

    assert response.status_code == 200
    assert response.json() == {"created": 0, "updated": 0, "unchanged": 2, "errors": []}
    assert Product.objects.filter(name="=HYPERLINK(1)", description="-2 dB noise").exists()


def test_a_dry_run_counts_what_would_change_and_writes_nothing(staff_client):
    ProductFactory(model="VX-2", name="Changed", price=Decimal("10.00"))
    ProductFactory(model="VX-3", name="Same")
    _, existing = export(staff_client)
    changed_row, same_row = existing.decode().splitlines()[1:]
    content = "\n".join([HEADER, GOOD_ROW, same_row, changed_row.replace('"10.00"', '"12.50"')])

    response = import_file(staff_client, content, dry_run=True)

    assert response.json() == {"created": 1, "updated": 1, "unchanged": 1, "errors": []}
    assert not Product.objects.filter(model="VX-1").exists()
    assert Product.objects.get(model="VX-2").price == Decimal("10.00")


def test_an_import_creates_and_updates_in_the_audit_trail(staff_client, staff_user):
    kept = ProductFactory(model="VX-2", price=Decimal("10.00"), stock=3, name="Old name")
    content = "\n".join(["model,price,stock,name", "VX-2,12.50,7,New name"])

    first = import_file(staff_client, "\n".join([HEADER, GOOD_ROW]), dry_run=False)
    second = import_file(staff_client, content, dry_run=False)

    assert first.json() == {"created": 1, "updated": 0, "unchanged": 0, "errors": []}
    assert second.json() == {"created": 0, "updated": 1, "unchanged": 0, "errors": []}
    created = Product.objects.get(model="VX-1")
    assert (created.name, created.price, created.stock, created.is_active) == ("Volt X", Decimal("199.99"), 12, True)
    assert created.features == ["Loud", "Small"]
    assert created.specifications == {"Battery": "10 h", "Weight": "300 g"}
    kept.refresh_from_db()
    assert (kept.price, kept.stock, kept.name, kept.description) == (
        Decimal("12.50"),
        7,
        "New name",
        "A dependable device for everyday use.",  # a column the file leaves out keeps its value
    )
    trail = AuditEntry.objects.filter(kind="import", actor_name=staff_user.username)
    assert set(trail.values_list("subject_id", "field", "old", "new", "note")) == {
        (created.pk, "", "", "", "Created by import"),
        (kept.pk, "price", "10.00", "12.50", ""),
        (kept.pk, "stock", "3", "7", ""),
        (kept.pk, "", "", "", "Changed by import: name"),
    }
    assert staff_client.get(f"/api/products/{created.pk}").json()["name"] == "Volt X"  # the caches know


def test_each_bad_row_is_named_with_its_column_and_the_forms_message_and_nothing_is_written(staff_client):
    rows = [
        HEADER,
        GOOD_ROW,
        row(model="VX-4", category="Toys"),
        row(model="VX-5", price="19.999"),
        row(model="VX-6", name=""),
        row(model="VX-7", imageUrls="/a.svg|/b.svg|/c.svg|/d.svg|/e.svg"),
        GOOD_ROW,
        row(model="VX-8", category="Tablets"),
        row(model="VX-9", isActive="maybe"),
    ]

    response = import_file(staff_client, "\n".join(rows), dry_run=False)

    assert response.status_code == 200
    assert response.json()["errors"] == [
        {"row": 3, "column": "category", "message": "Category must be one of: " + ", ".join(CATEGORY_NAMES)},
        {"row": 4, "column": "price", "message": "Price can have at most 2 decimal places"},
        {"row": 5, "column": "name", "message": "Name is required"},
        {"row": 6, "column": "imageUrls", "message": "At most 4 extra images"},
        {"row": 7, "column": "model", "message": "Model VX-1 is also in row 2"},
        {"row": 8, "column": "subcategory", "message": "Subcategory is required"},
        {"row": 9, "column": "isActive", "message": "isActive must be true or false"},
    ]
    assert not Product.objects.exists()


def test_a_model_several_products_share_is_a_row_error(staff_client):
    ProductFactory.create_batch(2, model="TWIN")

    response = import_file(staff_client, "model,stock\nTWIN,4", dry_run=True)

    assert response.json()["errors"] == [
        {"row": 2, "column": "model", "message": "2 products have the model TWIN: change it in the staff app first"}
    ]


def test_a_semicolon_file_from_a_spreadsheet_with_a_byte_order_mark_is_read(staff_client):
    content = (
        "\ufeffmodel;name;brand;category;description;price;features;imageUrl\nVX-9;Nine;Volt;Audio;Nice;5,00;A;/x.svg"
    )
    content = content.replace("5,00", "5.00")

    response = import_file(staff_client, content.encode("utf-8"), dry_run=False)

    assert response.json() == {"created": 1, "updated": 0, "unchanged": 0, "errors": []}
    assert Product.objects.get(model="VX-9").name == "Nine"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "The file is not a CSV file"),
        ("model,name\n".encode("utf-16"), "The file is not a CSV file"),
        (b"\xff\xfe\xfa", "The file is not a CSV file in UTF-8"),
        (b"", "The file is empty: its first row names the columns"),
        (b"model,nickname\nA,b", "Unknown column: nickname (the columns are " + ", ".join(COLUMNS) + ")"),
        (b"name,price\nA,1", "The file needs a model column: it says which product each row is"),
        (b"model,name,name\nA,b,c", "The column name appears twice"),
        (b"model,name\nA," + b",x" * 10_000, "Row 2 has 10002 cells; the header has 2 columns"),
    ],
)
def test_a_file_that_is_not_the_catalogues_csv_is_a_400(staff_client, content, message):
    response = import_file(staff_client, content, dry_run=True)

    assert response.status_code == 400
    assert response.json() == {"message": message, "errors": {"file": [message]}}


def test_more_rows_than_a_request_takes_name_the_command(staff_client):
    content = "\n".join(["model,stock", *(f"M-{number},1" for number in range(10_001))])

    response = import_file(staff_client, content, dry_run=True)

    assert response.status_code == 400
    assert response.json()["message"] == (
        "The file has more than 10,000 rows: import it with `python manage.py import_products`"
    )


def test_a_file_over_10_mb_is_a_413_and_no_file_is_a_400(staff_client):
    big = import_file(staff_client, HEADER.encode() + b"\n" + b"x" * (10 * 1024 * 1024), dry_run=True)
    missing = staff_client.post("/api/admin/products/import?dryRun=true", {}, format="multipart")

    assert big.status_code == 413
    message = "The file is larger than 10 MB"
    assert big.json() == {"message": message, "errors": {"file": [message]}}
    assert missing.status_code == 400
    assert missing.json()["errors"] == {"file": ["Choose a CSV file to import"]}


def test_shoppers_may_neither_export_nor_import(api_client, customer_client):
    assert api_client.get("/api/admin/products/export.csv").status_code == 401
    assert customer_client.get("/api/admin/products/export.csv").status_code == 403
    assert import_file(customer_client, HEADER, dry_run=True).status_code == 403
