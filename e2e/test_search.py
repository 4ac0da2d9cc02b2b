"""Search in a real Chromium: a category page offers Best match beside the other sorts and keeps
Name A-Z as its default; several words find a product whatever field holds each; a mistyped word is corrected and
says so, with a way back to the text as typed; a search that finds nothing is what a catalogue member then reads
in the Searches tab, counted and with no shopper data."""

import pytest
from playwright.sync_api import Page, expect

from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import log_in
from e2e.axe import assert_no_axe_violations
from staff.roles import CATALOGUE
from staff.services import staff_member_create

pytestmark = pytest.mark.django_db(transaction=True)
PASSWORD = "a long enough passphrase"


@pytest.mark.parametrize("width", [1280, 390])
def test_best_match_sorts_a_category_search_and_the_name_default_stays(page: Page, base_url, width):
    page.set_viewport_size({"width": width, "height": 900})
    ProductFactory(name="Aura Speaker", description="Pairs with any Nova phone")
    ProductFactory(name="Nova 2", brand="Lumen")
    ProductFactory(name="Basic", brand="Novamark")

    page.goto(base_url + "/smartphones?search=nova")

    sort = page.get_by_label("Sort by")
    expect(sort).to_have_value("name")
    expect(page.locator(".product-card__name")).to_have_text(["Aura Speaker", "Basic", "Nova 2"])
    sort.select_option("relevance")
    # The text in a name first, then in any other field searched, each by name.
    expect(page.locator(".product-card__name")).to_have_text(["Nova 2", "Aura Speaker", "Basic"])
    expect(page).to_have_url(base_url + "/smartphones?search=nova&sort=relevance")


@pytest.fixture
def headphones():
    ProductFactory(
        name="WH-1000XM5",
        brand="Sony",
        category="Audio",
        subcategory="Headphones",
        description="Industry-leading noise cancelling.",
        image_url="/static/products/earbuds.svg",  # one the app serves: the page logs no missing picture
    )
    ProductFactory(
        name="Galaxy S24", brand="Samsung", description="An Android phone.", image_url="/static/products/earbuds.svg"
    )


@pytest.mark.parametrize("width", [1280, 390])
def test_several_words_find_a_product_and_a_mistyped_one_is_corrected_with_a_way_back(
    page: Page, base_url, width, headphones
):
    page.set_viewport_size({"width": width, "height": 900})
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(base_url + "/")

    # The home search looks in the name, description and category, and the subcategory ("Headphones").
    page.locator("input[aria-label='Search products']:visible").first.fill("headphones noise")

    expect(page.get_by_role("heading", name="Results for “headphones noise”")).to_be_visible()
    expect(page.locator(".product-card__name")).to_have_text(["WH-1000XM5"])

    page.goto(base_url + "/?q=" + "noise%20headphnoes")

    notice = page.get_by_role("status").filter(has_text="Showing results for")
    expect(notice).to_have_text(
        "No exact matches for “noise headphnoes”. Showing results for “noise headphones”. "
        "Search for “noise headphnoes” exactly"
    )
    expect(page.locator(".product-card__name")).to_have_text(["WH-1000XM5"])
    assert_no_axe_violations(page)
    notice.get_by_role("link", name="Search for “noise headphnoes” exactly").click()

    expect(page.get_by_text("No products found matching “noise headphnoes”")).to_be_visible()
    expect(page).to_have_url(base_url + "/?q=noise+headphnoes&exact=1")
    assert errors == []


def test_searches_that_found_nothing_reach_the_catalogue_members_report(page: Page, base_url):
    ProductFactory(name="Volt Phone")
    for text in ("walkman", "Walkman ", "me@example.com"):
        page.goto(base_url + "/?" + f"q={text}")
        expect(page.get_by_text(f"No products found matching “{text.strip()}”")).to_be_visible()
    staff_member_create("cato", password=PASSWORD, roles=[CATALOGUE])

    log_in(page, base_url, "/admin/searches", username="cato", password=PASSWORD)

    expect(page.get_by_role("heading", name="Searches With No Results")).to_be_visible()
    rows = page.locator(".admin-table--search-report tbody tr")
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("walkman")
    expect(rows.first.locator("td").first).to_have_text("2")
    assert_no_axe_violations(page)
