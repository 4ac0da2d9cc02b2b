"""Bulk actions on the staff Products list in a real Chromium (issue 27): select three products, deactivate them
after a confirmation naming the count, read the result, and find the change in the database and its audit trail,
at 1280 and 390 px."""

import pytest
from playwright.sync_api import Page, expect

from audit.models import AuditEntry
from catalog.models import Product
from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import STAFF_PASSWORD, STAFF_USERNAME, log_in, product_row, save_screenshot, wait_for_animations
from e2e.axe import assert_no_axe_violations
from staff.roles import CATALOGUE
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db(transaction=True)

CHOSEN = ["Volt Bulk Buds", "Volt Bulk Radio", "Volt Bulk Speaker"]


@pytest.fixture(autouse=True)
def staff():
    """A catalogue member, the role that manages products."""
    return staff_member_create(STAFF_USERNAME, password=STAFF_PASSWORD, roles=[CATALOGUE])


@pytest.mark.parametrize("width", [1280, 390])
def test_select_three_products_and_deactivate_them_after_confirming(page: Page, base_url, width):
    chosen = [ProductFactory(name=name, category="Audio") for name in CHOSEN]
    kept = ProductFactory(name="Volt Quiet Lamp", category="Audio")
    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, base_url)
    page.get_by_role("link", name="Products", exact=True).click()
    expect(product_row(page, "Volt Quiet Lamp")).to_be_visible()

    for name in CHOSEN:
        page.get_by_role("checkbox", name=f"Select {name}", exact=True).check()
    bar = page.get_by_role("region", name="Bulk actions")
    expect(bar).to_contain_text("3 products selected.")
    bar.get_by_label("Bulk action", exact=True).select_option("Deactivate")
    bar.get_by_role("button", name="Apply", exact=True).click()

    dialog = page.get_by_role("dialog", name="Bulk action")
    expect(dialog).to_contain_text("Deactivate 3 products?")
    wait_for_animations(page)
    assert_no_axe_violations(page)
    save_screenshot(page, f"bulk-deactivate-confirm-{width}")
    dialog.get_by_role("button", name="Deactivate", exact=True).click()

    expect(page.get_by_role("status").filter(has_text="Deactivated 3 products.")).to_be_visible()
    expect(bar).to_have_count(0)  # the selection is cleared
    for name in CHOSEN:
        expect(page.get_by_role("switch", name=f"{name} active")).to_have_attribute("aria-checked", "false")
        expect(page.get_by_role("checkbox", name=f"Select {name}", exact=True)).not_to_be_checked()
    expect(page.get_by_role("switch", name="Volt Quiet Lamp active")).to_have_attribute("aria-checked", "true")
    wait_for_animations(page)
    assert_no_axe_violations(page)
    save_screenshot(page, f"bulk-deactivate-done-{width}")

    assert set(Product.objects.filter(is_active=False).values_list("pk", flat=True)) == {p.pk for p in chosen}
    assert Product.objects.get(pk=kept.pk).is_active
    entries = AuditEntry.objects.filter(subject="product", field="is_active")
    assert sorted(entries.values_list("subject_id", "old", "new", "actor_name")) == [
        (p.pk, "True", "False", STAFF_USERNAME) for p in chosen
    ]
