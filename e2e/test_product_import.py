"""The catalogue's CSV import in the browser (issue 27): a file with two bad rows is checked and its problems
shown by row and column with nothing written; the fixed file imports, and its products are in the storefront."""

import re

import pytest
from playwright.sync_api import Page, expect

from catalog.models import Product
from catalog.product_csv import COLUMNS
from e2e.admin_helpers import log_in, save_screenshot, wait_for_animations
from e2e.axe import assert_no_axe_violations

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("staff")]

ROW = "{model},{name},Volt,Audio,,Room-filling sound,{price},,5,true,,,Loud|Small,Battery: 10 h,/static/products/speaker.svg,"  # noqa: E501


def catalogue_file(tmp_path, rows, name="speakers.csv"):
    path = tmp_path / name
    path.write_text("\n".join([",".join(COLUMNS), *(ROW.format(**row) for row in rows)]) + "\n")
    return path


@pytest.mark.parametrize("width", [1280, 390])
def test_a_file_with_two_bad_rows_is_checked_then_fixed_and_imported(page: Page, base_url, tmp_path, width):
    page.set_viewport_size({"width": width, "height": 900})
    good = {"model": "VS-1", "name": "Volt Speaker One", "price": "99.00"}
    bad = [
        good,
        {"model": "VS-2", "name": "", "price": "149.00"},
        {"model": "VS-3", "name": "Volt Speaker Three", "price": "19.999"},
    ]
    log_in(page, base_url, "/admin/products")

    page.get_by_role("button", name="Import CSV").click()
    dialog = page.get_by_role("dialog", name="Import products")
    dialog.get_by_label("CSV file").set_input_files(catalogue_file(tmp_path, bad))

    expect(dialog.get_by_text("1 to create, 0 to update, 0 unchanged.")).to_be_visible()  # the good row
    problems = "2 problems in the file: nothing will be imported until they are fixed."
    expect(dialog.get_by_role("heading", name=problems)).to_be_visible()
    # At 390 px each cell shows its column's name too (a card per row).
    expect(dialog.get_by_role("row", name=re.compile(r"3 .*name .*Name is required$"))).to_be_visible()
    expect(dialog.get_by_role("row", name=re.compile(r"4 .*price .*at most 2 decimal places$"))).to_be_visible()
    expect(dialog.get_by_role("button", name="Import")).to_be_disabled()
    assert not Product.objects.exists()
    wait_for_animations(page)
    assert_no_axe_violations(page, include="[role=dialog]")
    save_screenshot(page, f"admin-import-problems-{width}")

    fixed = [good, {**bad[1], "name": "Volt Speaker Two"}, {**bad[2], "price": "19.99"}]
    dialog.get_by_label("CSV file").set_input_files(catalogue_file(tmp_path, fixed, "fixed.csv"))
    expect(dialog.get_by_text("3 to create, 0 to update, 0 unchanged.")).to_be_visible()
    dialog.get_by_role("button", name="Import").click()
    expect(dialog.get_by_text("Imported: 3 created, 0 updated, 0 unchanged.")).to_be_visible()
    dialog.get_by_role("button", name="Done").click()
    expect(page.get_by_text("Volt Speaker Two")).to_be_visible()  # the list is fresh

    page.goto(base_url + "/audio")
    expect(page.get_by_role("link", name="Volt Speaker Three").first).to_be_visible()
    expect(page.get_by_text("$19.99").first).to_be_visible()
