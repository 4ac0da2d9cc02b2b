"""Shopper features beyond the basic storefront in a real Chromium (run `npm run build` first): suggestions as you type,
comparison, and order tracking, each at desktop (1280 px) and phone (390 px) width, with an axe scan of
every screen. SQLite serves e2e, so suggestions match substrings (typo tolerance is PostgreSQL-only and
tested through the API)."""

import os
import re
from decimal import Decimal
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import place_order
from e2e.axe import assert_no_axe_violations
from orders import services as order_services

pytestmark = pytest.mark.django_db(transaction=True)

WIDTHS = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
# SHOPPER_SCREENSHOTS=/tmp/shots keeps a picture of each screen for a look by eye.
SCREENSHOTS = os.environ.get("SHOPPER_SCREENSHOTS")


@pytest.fixture(params=list(WIDTHS), ids=list(WIDTHS))
def width(request, page: Page):
    page.set_viewport_size(WIDTHS[request.param])
    return request.param


def shot(page: Page, name: str, width: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=f"{SCREENSHOTS}/{name}-{width}.png", full_page=False)


def assert_no_page_scroll_sideways(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


@pytest.fixture
def catalogue():
    """Three smartphones with comparable specifications and a laptop (another category)."""
    return {
        "aurora": ProductFactory(
            name="Aurora X1",
            brand="Lumen",
            price=Decimal("899.00"),
            stock=5,
            image_url="/static/products/smartphone-blue.svg",
            specifications={"Display": "6.1-inch OLED", "Storage": "256 GB", "Battery": "4000 mAh"},
        ),
        "zenith": ProductFactory(
            name="Zenith Z9",
            brand="Apex",
            price=Decimal("1299.00"),
            original_price=Decimal("1499.00"),
            stock=3,
            image_url="/static/products/smartphone-titanium.svg",
            specifications={"Display": "6.7-inch OLED", "Storage": "256 GB", "Battery": "5000 mAh"},
        ),
        "nimbus": ProductFactory(
            name="Nimbus N5",
            brand="Cirrus",
            price=Decimal("499.00"),
            stock=8,
            image_url="/static/products/smartphone-black.svg",
        ),
        "laptop": ProductFactory(
            name="Book Pro 14",
            brand="Apex",
            category="Laptops",
            price=Decimal("1999.00"),
            image_url="/static/products/laptop-silver.svg",
            specifications={"RAM": "16 GB"},
        ),
    }


def search_field(page: Page):
    return page.get_by_role("combobox", name="Search products")  # only the variant CSS shows is visible


def test_suggestions_by_keyboard(page: Page, base_url, catalogue, width):
    page.goto(base_url + "/")
    search = search_field(page)
    expect(search).to_have_count(1)
    # The server's page arrives with its fields disabled until the app has started (HydrationFrame.jsx); typing
    # into it before then would go nowhere, and focus() and press_sequentially() do not wait.
    expect(search).to_be_enabled()

    # Type, ArrowDown, Enter: the product page.
    search.focus()
    search.press_sequentially("zen")
    listbox = page.get_by_role("listbox", name="Search suggestions")
    expect(listbox).to_be_visible()
    expect(search).to_have_attribute("aria-expanded", "true")
    option = listbox.get_by_role("option", name=re.compile("^Zenith Z9"))
    expect(option).to_contain_text("$1,299.00")
    expect(option.locator("img")).to_be_visible()
    box = listbox.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= WIDTHS[width]["width"]
    search.press("ArrowDown")
    expect(option).to_have_attribute("aria-selected", "true")
    expect(search).to_have_attribute("aria-activedescendant", option.get_attribute("id"))
    shot(page, "suggestions", width)
    # The whole page with the listbox open.
    assert_no_axe_violations(page)
    search.press("Enter")
    expect(page).to_have_url(base_url + f"/product/{catalogue['zenith'].pk}")
    expect(page.get_by_role("heading", name="Zenith Z9", level=1)).to_be_visible()
    expect(listbox).to_be_hidden()

    # A category is offered too; Enter without choosing keeps the full results.
    search.focus()
    search.press_sequentially("lapt")
    expect(listbox.get_by_role("group", name="Categories").get_by_role("option", name="Laptops")).to_be_visible()
    search.press("Enter")
    expect(page).to_have_url(re.compile(r"/\?q=lapt$"))
    expect(page.get_by_role("heading", name="Results for “lapt”")).to_be_visible()
    expect(listbox).to_be_hidden()

    # Escape closes, then clears.
    search.press("Backspace")
    search.press_sequentially("op")  # "lapop": nothing, then back to something
    search.fill("")
    search.press_sequentially("aur")
    expect(listbox.get_by_role("option", name=re.compile("^Aurora X1"))).to_be_visible()
    search.press("Escape")
    expect(listbox).to_be_hidden()
    expect(search).to_have_value("aur")
    search.press("Escape")
    expect(search).to_have_value("")
    expect(page).to_have_url(base_url + "/")
    assert_no_page_scroll_sideways(page)


def test_compare_products(page: Page, base_url, catalogue, width):
    aurora, zenith, nimbus = catalogue["aurora"], catalogue["zenith"], catalogue["nimbus"]

    # Two from the category's cards and one from a product page.
    page.goto(base_url + "/smartphones")
    page.get_by_role("button", name="Compare Aurora X1").click()
    page.get_by_role("button", name="Compare Nimbus N5").click()
    expect(page.get_by_role("button", name="Compare Aurora X1")).to_have_attribute("aria-pressed", "true")
    tray = page.get_by_role("complementary", name="Product comparison")
    expect(tray.get_by_role("link", name="Compare (2)")).to_be_visible()
    page.goto(base_url + f"/product/{zenith.pk}")
    page.get_by_role("button", name="Compare Zenith Z9").click()
    expect(tray.get_by_role("link", name="Compare (3)")).to_be_visible()
    shot(page, "compare-detail", width)

    # Another category is refused, saying why.
    page.goto(base_url + "/laptops")
    page.get_by_role("button", name="Compare Book Pro 14").click()
    expect(page.locator(".toast")).to_contain_text("Only products of one category can be compared")
    expect(page.get_by_role("button", name="Compare Book Pro 14")).to_have_attribute("aria-pressed", "false")
    # The tray leaves the page's own buttons reachable: the last card's button is not under it.
    page.evaluate("window.scrollTo({top: document.documentElement.scrollHeight, behavior: 'instant'})")
    tray_top = tray.bounding_box()["y"]
    last_button = page.get_by_role("button", name="Compare Book Pro 14").bounding_box()
    assert last_button["y"] + last_button["height"] <= tray_top
    shot(page, "compare-tray", width)
    assert_no_axe_violations(page)  # the tray and the cards' Compare toggles

    # The choice survives a reload.
    page.reload()
    expect(tray.get_by_role("link", name="Compare (3)")).to_be_visible()

    # Nimbus is withdrawn meanwhile: the compare page says so and drops it.
    nimbus.is_active = False
    nimbus.save()
    tray.get_by_role("link", name="Compare (3)").click()
    expect(page).to_have_url(re.compile(rf"/compare\?ids={aurora.pk},{nimbus.pk},{zenith.pk}$"))
    expect(page.get_by_text("Nimbus N5 is no longer available and was removed from your comparison.")).to_be_visible()
    table = page.get_by_role("table", name="Comparison of 2 products")
    expect(table.get_by_role("columnheader")).to_have_text(["Aurora X1", "Zenith Z9"])
    display = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name=re.compile("^Display")))
    storage = table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Storage", exact=True))
    expect(display).to_have_class("compare-table__row--differs")
    expect(display).to_contain_text("Differs")
    expect(storage).to_be_visible()
    expect(storage).not_to_have_class("compare-table__row--differs")
    expect(table.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Price"))).to_contain_text(
        "$1,299.00"
    )
    if width == "phone":
        region = page.get_by_role("region", name="Comparison of 2 products")
        assert region.evaluate("(el) => el.scrollWidth > el.clientWidth")  # the table scrolls, not the page
    assert_no_page_scroll_sideways(page)
    shot(page, "compare-page", width)
    assert_no_axe_violations(page)

    # Only the differences.
    switch = page.get_by_role("switch", name="Show only differences")
    switch.check()
    expect(storage).to_have_count(0)
    expect(display).to_be_visible()
    switch.uncheck()
    expect(storage).to_be_visible()

    # Add to cart, then remove a product.
    table.get_by_role("button", name="Add to Cart – Aurora X1").click()
    expect(page.locator(".toast")).to_contain_text("Aurora X1 has been added to your cart.")
    expect(page.get_by_role("button", name=re.compile("^Shopping cart, 1 item"))).to_be_visible()
    table.get_by_role("button", name="Remove Zenith Z9 from comparison").click()
    expect(page.get_by_role("table", name="Comparison of 1 product").get_by_role("columnheader")).to_have_text(
        ["Aurora X1"]
    )
    assert page.evaluate("JSON.parse(localStorage.getItem('voltcart_compare')).map((entry) => entry.name)") == [
        "Aurora X1"
    ]
    page.get_by_role("button", name="Remove Aurora X1 from comparison").click()
    expect(page.get_by_role("heading", name="Nothing to compare yet")).to_be_visible()
    assert_no_axe_violations(page)


def test_track_an_order(page: Page, base_url, catalogue, width):
    aurora, zenith = catalogue["aurora"], catalogue["zenith"]
    order = place_order("Ada Lovelace", [(aurora, 2), (zenith, 1)])  # phone 5550102000
    order_services.order_status_change(order.pk, "Verified")

    # From the footer; the right phone shows status, progress, lines and total.
    page.goto(base_url + "/")
    page.get_by_role("contentinfo").get_by_role("link", name="Track your order").click()
    expect(page).to_have_url(base_url + "/track")
    expect(page).to_have_title("Track your order – Voltcart")
    page.get_by_label("Order number").fill(str(order.pk))
    page.get_by_label("Phone number").fill("(555) 010-2000")
    page.get_by_role("button", name="Track order").click()
    result = page.get_by_role("region", name=f"Order #{order.pk}")
    expect(result).to_be_visible()
    expect(result.locator(".order-status")).to_have_text("Verified")
    steps = result.locator(".timeline__label")
    expect(steps).to_have_text(
        ["Done: Order placed", "Done: Verified by phone", "Next: ShippedNext", "Later: Delivered"]
    )
    expect(result.locator(".order-line__name")).to_have_text(["Aurora X1 × 2", "Zenith Z9 × 1"])
    expect(result.get_by_text("$1,798.00")).to_be_visible()
    expect(result.get_by_text("$3,097.00")).to_be_visible()
    assert_no_page_scroll_sideways(page)
    shot(page, "track-found", width)
    assert_no_axe_violations(page)

    # The wrong phone: the server's neutral answer; the number comes prefilled from ?order=.
    page.goto(base_url + f"/track?order={order.pk}")
    expect(page.get_by_label("Order number")).to_have_value(str(order.pk))
    page.get_by_label("Phone number").fill("5559999999")
    page.get_by_role("button", name="Track order").click()
    expect(page.get_by_role("alert")).to_have_text("No order matches that number and phone")
    expect(page.get_by_role("region", name=re.compile("^Order #"))).to_have_count(0)
    shot(page, "track-not-found", width)
    assert_no_axe_violations(page)
