"""The staff's CSV downloads read the catalogue a batch at a time (core.db.in_batches): memory holds one batch and no
cursor stays open between them, behind PgBouncer too (shop/tests/test_pgbouncer.py). Every product comes once, in
the download's order, whatever the batch's size; names alike but for case and equal stocks go on across batches."""

import csv
import io

import pytest

from catalog.tests.factories import ProductFactory
from core import db

pytestmark = pytest.mark.django_db

NAMES = ["iPad", "IPAD", "ipad", "Zed", "alpha", "Alpha", "beta", "Beta", "gamma", "Delta", "delta", "epsilon"]


def rows(response):
    return list(csv.DictReader(io.StringIO(b"".join(response.streaming_content).decode())))


@pytest.fixture(params=[1, 2, 5, 100])
def batch_rows(request, monkeypatch):
    monkeypatch.setattr(db, "BATCH_ROWS", request.param)
    return request.param


def test_the_export_reads_every_product_once_by_name_across_batches(staff_client, batch_rows):
    made = [ProductFactory(name=name) for name in NAMES]
    expected = [p.model for p in sorted(made, key=lambda p: (p.name.lower(), p.pk))]

    response = staff_client.get("/api/admin/products/export.csv")

    assert response.status_code == 200
    assert [row["model"] for row in rows(response)] == expected


def test_the_low_stock_download_reads_every_product_once_lowest_first_across_batches(staff_client, batch_rows):
    made = [ProductFactory(name=name, stock=n % 3) for n, name in enumerate(NAMES)]
    expected = [p.pk for p in sorted(made, key=lambda p: (p.stock, p.name.lower(), p.pk))]

    response = staff_client.get("/api/admin/reports/low-stock?format=csv&threshold=5")

    assert response.status_code == 200
    assert [int(row[next(iter(row))]) for row in rows(response)] == expected
