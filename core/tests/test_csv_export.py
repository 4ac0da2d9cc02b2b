"""CSV downloads quote every cell and write no cell a spreadsheet would run as a formula, whatever delimiter the
spreadsheet splits on (a comma, or the ";" much of Europe uses)."""

import csv
import io
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from catalog.tests.factories import ProductFactory
from core.csv_export import csv_response
from orders.tests.factories import OrderFactory, OrderItemFactory

pytestmark = pytest.mark.django_db


def split_like_a_spreadsheet(line: str, delimiter: str) -> list[str]:
    """Cells as a spreadsheet set to another delimiter cuts a line: a '"' opens or closes quoting wherever it
    stands (two in a row are a quote), and a delimiter inside quotes is text."""
    cells, cell, quoted, previous = [], "", False, ""
    for char in line:
        if char == '"':
            quoted = not quoted
            if previous == '"' and quoted:
                cell += '"'
        elif char == delimiter and not quoted:
            cells.append(cell)
            cell = ""
        else:
            cell += char
        previous = char
    return [*cells, cell]


def _bytes(response) -> bytes:
    return b"".join(response.streaming_content)


def test_every_cell_is_quoted_and_formulas_stay_text():
    response = csv_response(
        "x.csv",
        ["id", "name", "note"],
        [[1, "Bob;=1+2;", "=SUM(A1)"], [2, 'Say "hi"', None], [3, "+1 555", "@cmd"], [4, "-2", "\tx"]],
    )

    assert _bytes(response) == (
        b'"id","name","note"\r\n'
        b'"1","Bob;=1+2;","\'=SUM(A1)"\r\n'
        b'"2","Say ""hi""",""\r\n'
        b'"3","\'+1 555","\'@cmd"\r\n'
        b'"4","\'-2","\'\tx"\r\n'
    )


def test_split_on_semicolons_a_quoted_row_keeps_its_cells(staff_client):
    order = OrderFactory(customer_name="Bob;=1+2;", phone="555-010-2000", total=Decimal("9.50"))
    OrderItemFactory(order=order, product__name="Cable", quantity=2, price=Decimal("4.75"))
    order.created_at = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    order.save(update_fields=["created_at"])

    body = _bytes(staff_client.get("/api/orders/export.csv"))

    assert body == (
        b'"id","createdAt","customerName","phone","status","total","items"\r\n'
        + f'"{order.pk}","2026-03-01T12:00:00+00:00","Bob;=1+2;","555-010-2000","Pending Verification","9.50",'
        '"2 × Cable"\r\n'.encode()
    )
    # A spreadsheet that splits on ";" finds every ";" of the name inside quotes: no "=1+2" cell. Quoted only
    # where needed (csv's default), the name was bare and split into one.
    line = body.decode().splitlines()[1]
    assert not any(cell.startswith("=") for cell in split_like_a_spreadsheet(line, ";"))
    minimal = io.StringIO()
    csv.writer(minimal).writerow([order.pk, "Bob;=1+2;", "555-010-2000"])
    assert "=1+2" in split_like_a_spreadsheet(minimal.getvalue().strip(), ";")


def test_the_low_stock_csv_is_quoted_too(staff_client):
    product = ProductFactory(name="=Evil", brand="Acme", model="X-1", stock=1, price=Decimal("2.00"))

    body = _bytes(staff_client.get("/api/admin/reports/low-stock", {"format": "csv"}))

    assert body.decode().splitlines()[1] == f'"{product.pk}","\'=Evil","Acme","X-1","Smartphones","1","2.00"'
