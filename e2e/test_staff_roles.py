"""Staff roles in the browser (issue 27): a verifier signs in and finds the orders and the queue but no way to
change the catalogue, and the API refuses a price change with the role's message; a catalogue member opens on
Products and never sees an order."""

import re

import pytest
from playwright.sync_api import Page, expect

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import log_in, save_screenshot
from staff.roles import CATALOGUE, VERIFIER
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db(transaction=True)
PASSWORD = "a long enough passphrase"


@pytest.mark.parametrize("width", [1280, 390])
def test_a_verifier_finds_no_catalogue_controls_and_the_api_refuses_a_price_change(page: Page, base_url, width):
    page.set_viewport_size({"width": width, "height": 900})
    phone = ProductFactory(name="Volt Phone V", price="499.00")
    staff_member_create("vera", password=PASSWORD, roles=[VERIFIER])

    log_in(page, base_url, username="vera", password=PASSWORD)

    sections = page.get_by_role("navigation", name="Dashboard sections").get_by_role("link")
    expect(sections).to_have_text(["Orders", "Verification Queue", "Products", "Low Stock", "Featured Items"])
    expect(page).to_have_url(base_url + "/admin/orders")
    page.get_by_role("link", name="Products").click()
    expect(page.get_by_text("Volt Phone V")).to_be_visible()
    for name in ("Add Product", "Import CSV", "Edit Volt Phone V", "Delete Volt Phone V", "50% Off Volt Phone V"):
        expect(page.get_by_role("button", name=name)).to_have_count(0)
    expect(page.get_by_role("switch")).to_have_count(0)
    save_screenshot(page, f"admin-verifier-products-{width}")

    # The server decides too: the member's own session, asking anyway.
    answer = page.evaluate(
        """async (id) => {
            const token = document.cookie.split('; ').find((row) => row.startsWith('csrftoken=')).split('=')[1];
            const response = await fetch(`/api/products/${id}`, {
                method: 'PUT',
                headers: {'Content-Type': 'application/json', 'X-CSRFToken': token},
                body: JSON.stringify({price: '1.00'}),
            });
            return {status: response.status, body: await response.json()};
        }""",
        phone.pk,
    )
    assert answer == {"status": 403, "body": {"message": "Your role does not allow this"}}
    assert str(Product.objects.get(pk=phone.pk).price) == "499.00"


def test_a_catalogue_member_opens_on_products_and_never_sees_an_order(page: Page, base_url):
    staff_member_create("cato", password=PASSWORD, roles=[CATALOGUE])

    log_in(page, base_url, username="cato", password=PASSWORD)

    expect(page).to_have_url(re.compile(r"/admin/products$"))
    expect(page.get_by_role("button", name="Add Product")).to_be_visible()
    expect(page.get_by_role("link", name="Orders")).to_have_count(0)
    expect(page.get_by_role("link", name="Analytics")).to_have_count(0)
    page.goto(base_url + "/admin/orders")
    expect(page).to_have_url(re.compile(r"/admin/products$"))
