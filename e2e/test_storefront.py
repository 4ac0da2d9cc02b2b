"""Shopper journeys in a real Chromium against the live server (run `npm run build` first)."""

import re
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from e2e.checkout_helpers import fill_checkout, open_checkout
from orders.models import Order

pytestmark = pytest.mark.django_db(transaction=True)

GOOD_CARD = "4242424242424242"
BAD_CARD = "4242424242424241"  # 16 digits that fail the Luhn check: the form refuses it, as the server would


@pytest.fixture
def phones():
    """Three smartphones: one with colours and low stock, one out of stock, one pricey."""
    return {
        "aurora": ProductFactory(
            name="Aurora X1",
            brand="Lumen",
            description="A bright OLED phone with all-day battery.",
            price=Decimal("899.00"),
            stock=5,
            color="Blue",
            color_options=["Blue", "Black"],
            image_url="/static/products/smartphone-blue.svg",
            image_urls=["/static/products/smartphone-back-blue.svg"],
            specifications={"Display": "6.1-inch OLED", "Storage": "256 GB"},
        ),
        "nimbus": ProductFactory(
            name="Nimbus N5",
            brand="Cirrus",
            price=Decimal("499.00"),
            stock=0,
            image_url="/static/products/smartphone-black.svg",
        ),
        "zenith": ProductFactory(
            name="Zenith Z9",
            brand="Apex",
            price=Decimal("1299.00"),
            original_price=Decimal("1499.00"),
            stock=3,
            image_url="/static/products/smartphone-titanium.svg",
        ),
    }


def card_names(page: Page):
    return page.locator(".product-card__name").all_inner_texts()


def test_shopper_journey_from_home_to_a_placed_order(page: Page, base_url, phones):
    page.goto(base_url + "/")
    expect(page.get_by_text("EXPLORE")).to_be_visible()
    expect(page.get_by_role("heading", name="Latest Electronics")).to_be_visible()
    smartphones = page.get_by_role("region", name="Smartphones")
    expect(smartphones.get_by_role("article")).to_have_count(3)

    # Category page: name A-Z by default, then the server sorts and searches.
    smartphones.get_by_role("link", name="See all Smartphones").click()
    expect(page).to_have_url(base_url + "/smartphones")
    expect(page.get_by_text("3 products found")).to_be_visible()
    assert card_names(page) == ["Aurora X1", "Nimbus N5", "Zenith Z9"]
    expect(page.get_by_text("Out of Stock")).to_be_visible()
    expect(page.get_by_text("SALE!")).to_be_visible()
    expect(page.get_by_text("$1,299.00")).to_be_visible()
    page.get_by_label("Sort by").select_option(label="Price: High to Low")
    expect(page.locator(".product-card__name").first).to_have_text("Zenith Z9")
    assert card_names(page) == ["Zenith Z9", "Aurora X1", "Nimbus N5"]
    page.get_by_placeholder("Search smartphones...").fill("bright oled")
    expect(page.get_by_text("1 product found")).to_be_visible()
    page.get_by_role("link", name="Aurora X1").click()

    # Product page: a colour is required before adding.
    expect(page.get_by_role("heading", name="Aurora X1", level=1)).to_be_visible()
    expect(page.get_by_text("Low Stock - Only 5 left!")).to_be_visible()
    expect(page.get_by_role("row", name="Storage 256 GB")).to_be_visible()
    page.get_by_role("button", name="Add to Cart").click()
    expect(page.locator(".toast")).to_contain_text("Color Required")
    page.get_by_role("radio", name="Black").check()
    page.get_by_role("button", name="Add to Cart").click()
    expect(page.locator(".toast")).to_contain_text("Aurora X1 has been added to your cart.")
    expect(page.get_by_role("button", name="Shopping cart, 1 item")).to_be_visible()

    # The cart survives a reload.
    page.reload()
    expect(page.get_by_role("button", name="Shopping cart, 1 item")).to_be_visible()

    # A card number that fails the card rule keeps the dialog open; the right one places the order.
    dialog = open_checkout(page)
    expect(dialog.get_by_text("Aurora X1")).to_be_visible()
    expect(dialog.get_by_text("Color: Black")).to_be_visible()
    fill_checkout(dialog, BAD_CARD)
    expect(dialog.get_by_label("Card Number")).to_have_value("4242 4242 4242 4241")
    dialog.get_by_role("button", name="Place Order").click()
    expect(dialog.get_by_label("Card Number")).to_have_accessible_description("Valid card number is required")
    expect(dialog).to_be_visible()
    assert Order.objects.count() == 0

    fill_checkout(dialog, GOOD_CARD)
    dialog.get_by_role("button", name="Place Order").click()
    toast = page.locator(".toast")
    expect(toast).to_contain_text("Order placed successfully!")
    expect(toast).to_contain_text("You will be contacted within 24 hours for verification.")
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Shopping cart, 0 items")).to_be_visible()

    order = Order.objects.get()
    expect(toast).to_contain_text(f"#{order.pk}")
    assert order.customer_name == "Ada Lovelace"
    assert order.status == "Pending Verification"
    assert order.total == Decimal("899.00")
    assert order.card_last4 == "4242"
    item = order.items.get()
    assert (item.product_id, item.quantity, item.price, item.selected_color) == (
        phones["aurora"].pk,
        1,
        Decimal("899.00"),
        "Black",
    )
    assert Product.objects.get(pk=phones["aurora"].pk).stock == 4
    # The shopper is on the order's confirmation page; back on the product, it shows the new stock without a reload.
    expect(page).to_have_url(base_url + f"/order/{order.pk}")
    expect(page.get_by_role("heading", name=f"Order #{order.pk}")).to_be_visible()
    page.go_back()
    expect(page.get_by_text("Low Stock - Only 4 left!")).to_be_visible()


def test_a_refused_order_shows_the_server_message_and_keeps_the_cart(page: Page, base_url, phones):
    page.goto(base_url + f"/product/{phones['zenith'].pk}")
    page.get_by_role("button", name="Add to Cart").click()
    expect(page.get_by_role("button", name="Shopping cart, 1 item")).to_be_visible()
    Product.objects.filter(pk=phones["zenith"].pk).update(stock=0)  # sold out meanwhile

    dialog = open_checkout(page)
    fill_checkout(dialog, GOOD_CARD)
    dialog.get_by_role("button", name="Place Order").click()
    expect(page.locator(".toast")).to_contain_text('"Zenith Z9" is out of stock')
    expect(dialog).to_be_visible()
    assert Order.objects.count() == 0
    # Behind the open (modal) dialog, hidden from the accessibility tree but kept.
    expect(page.get_by_role("button", name="Shopping cart, 1 item", include_hidden=True)).to_be_visible()


def test_tablets_page_filters_by_subcategory(page: Page, base_url):
    ProductFactory(
        name="iPad Air",
        category="Tablets",
        subcategory="iPad",
        brand="Apple",
        color_options=["Blue"],
        image_url="/static/products/tablet-silver.svg",
    )
    ProductFactory(
        name="Galaxy Tab S9",
        category="Tablets",
        subcategory="Android Tablets",
        brand="Samsung",
        image_url="/static/products/tablet-android.svg",
    )
    ProductFactory(name="Hidden Tab", category="Tablets", subcategory="iPad", is_active=False)

    page.goto(base_url + "/tablets")
    expect(page.get_by_role("heading", name="Premium Tablets")).to_be_visible()
    expect(page.get_by_text("2 tablets found")).to_be_visible()
    page.get_by_label("Category").select_option("Android Tablets")
    expect(page.get_by_text("1 tablet found")).to_be_visible()
    assert card_names(page) == ["Galaxy Tab S9"]
    page.get_by_placeholder("Search tablets...").fill("nothing like this")
    expect(page.get_by_text("No tablets found matching your criteria.")).to_be_visible()


def test_phone_width_menu_and_search(page: Page, base_url, phones):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(base_url + "/")
    page.get_by_role("button", name="Categories").click()
    page.get_by_role("link", name="Electric Scooters", exact=True).click()
    expect(page.get_by_role("heading", name="Electric Scooters")).to_be_visible()
    expect(page.get_by_text("No electric scooters found matching your criteria.")).to_be_visible()

    search = page.get_by_role("combobox", name="Search products")
    expect(search).to_have_count(1)  # only the mobile variant is shown
    search.fill("zenith")
    expect(page).to_have_url(re.compile(r"/\?q=zenith$"))
    expect(page.get_by_role("link", name="Zenith Z9")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_unknown_page_and_missing_product(page: Page, base_url):
    page.goto(base_url + "/no/such/page")
    expect(page.get_by_role("heading", name="404 Page Not Found")).to_be_visible()
    expect(page.get_by_text("/no/such/page")).to_be_visible()

    page.goto(base_url + "/products/999999")
    expect(page.get_by_role("heading", name="Product Not Found")).to_be_visible()
    page.get_by_role("link", name="Back to Home").click()
    expect(page).to_have_url(base_url + "/")
    expect(page.get_by_role("heading", name="Latest Electronics")).to_be_visible()
