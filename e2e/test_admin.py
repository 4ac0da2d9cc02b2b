"""The staff back office at /admin in a real Chromium against the live server."""

from decimal import Decimal

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import (
    STAFF_PASSWORD,
    STAFF_USERNAME,
    expect_toast,
    feature_on_home,
    log_in,
    order_row,
    place_order,
    product_row,
    save_screenshot,
)
from featured.models import FeaturedItem
from orders import services as order_services
from orders.models import Order, OrderStatus

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("staff")]


def test_failed_then_good_login_and_the_session_survives_a_reload(page: Page, base_url):
    admin_chunks = []
    page.on("request", lambda request: "AdminApp" in request.url and admin_chunks.append(request.url))
    page.goto(base_url + "/")
    expect(page.get_by_role("heading", name="Latest Electronics")).to_be_visible()
    assert admin_chunks == [], "shoppers must not download the admin code"

    page.goto(base_url + "/admin")
    expect(page.get_by_role("heading", name="Admin Login")).to_be_visible()
    assert admin_chunks, "the admin code is its own lazily loaded chunk"
    page.get_by_role("button", name="Login").click()
    expect(page.get_by_text("Username is required")).to_be_visible()
    expect(page.get_by_text("Password is required")).to_be_visible()

    page.get_by_label("Username", exact=True).fill(STAFF_USERNAME)
    page.get_by_label("Password", exact=True).fill("wrong password")
    page.get_by_role("button", name="Login").click()
    expect(page.get_by_role("alert")).to_have_text("Invalid username or password")

    page.get_by_label("Password", exact=True).fill(STAFF_PASSWORD)
    page.get_by_role("button", name="Login").click()
    expect_toast(page, "Welcome!", "Successfully logged in to admin dashboard.")
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
    expect(page.get_by_text(f"Welcome, {STAFF_USERNAME}")).to_be_visible()
    # Orders is the default tab: /admin opens it, the verification queue is the tab beside it.
    expect(page.get_by_role("heading", name="Order Management")).to_be_visible()
    expect(page).to_have_url(base_url + "/admin/orders")
    expect(page.get_by_role("link", name="Orders", exact=True)).to_have_attribute("aria-current", "page")

    page.get_by_role("link", name="Products").click()
    expect(page).to_have_url(base_url + "/admin/products")
    page.reload()
    expect(page.get_by_role("heading", name="Product Management")).to_be_visible()
    expect(page.get_by_text(f"Welcome, {STAFF_USERNAME}")).to_be_visible()

    page.get_by_role("button", name="Logout").click()
    expect(page.get_by_role("heading", name="Admin Login")).to_be_visible()
    expect(page).to_have_url(base_url + "/admin")
    assert page.request.get(base_url + "/api/admin/me").status == 401
    page.reload()
    expect(page.get_by_role("heading", name="Admin Login")).to_be_visible()


def test_verify_and_cancel_orders_and_cancelling_returns_the_stock(page: Page, base_url):
    phone = ProductFactory(name="Volt Phone X", price=Decimal("600.00"), stock=5)
    verify_me = place_order("Ada Lovelace", [(phone, 2)])
    cancel_me = place_order("Alan Turing", [(phone, 2)], card_number="5555555555554444")
    phone.refresh_from_db()
    assert phone.stock == 1

    # Products first: after the cancel below, the tab must show the returned stock, not its cached list.
    log_in(page, base_url, "/admin/products")
    expect(product_row(page, "Volt Phone X").locator("td[data-label='Stock']")).to_have_text("1")
    page.get_by_role("link", name="Orders").click()
    row = order_row(page, verify_me.pk)
    expect(row).to_contain_text("Ada Lovelace")
    expect(row).to_contain_text("$1,200.00")
    expect(row).to_contain_text("Pending Verification")
    row.get_by_role("button", name=f"Verify order #{verify_me.pk}").click()
    expect_toast(page, "Status updated", "Order status has been updated successfully.")
    expect(row.locator(".admin-badge")).to_have_text("Verified")
    expect(row.get_by_role("button", name=f"Ship order #{verify_me.pk}")).to_be_visible()
    expect(row.get_by_role("button", name=f"Verify order #{verify_me.pk}")).to_have_count(0)

    cancel_row = order_row(page, cancel_me.pk)
    cancel_row.get_by_role("button", name=f"Cancel order #{cancel_me.pk}").click()
    page.get_by_role("dialog", name=f"Cancel order #{cancel_me.pk}").get_by_role(
        "button", name="Yes, cancel order"
    ).click()
    expect(cancel_row.locator(".admin-badge")).to_have_text("Canceled")
    expect(cancel_row.get_by_role("button", name="View")).to_be_visible()
    expect(cancel_row.get_by_role("button")).to_have_count(1)  # no transition out of Canceled
    assert Order.objects.get(pk=verify_me.pk).status == OrderStatus.VERIFIED
    assert Order.objects.get(pk=cancel_me.pk).status == OrderStatus.CANCELED
    phone.refresh_from_db()
    assert phone.stock == 3

    page.get_by_label("Filter by status", exact=True).select_option("Canceled")
    expect(page).to_have_url(base_url + "/admin/orders?status=Canceled")
    expect(page.get_by_role("rowheader")).to_have_text([f"#{cancel_me.pk}"])

    order_row(page, cancel_me.pk).get_by_role("button", name="View").click()
    dialog = page.get_by_role("dialog", name=f"Order #{cancel_me.pk}")
    for text in (
        "Alan Turing",
        "5550102000",
        "1 Main Street, Springfield 12345",
        "**** **** **** 4444",
        "Canceled",
        "$1,200.00",
        "Volt Phone X",
    ):
        expect(dialog).to_contain_text(text)
    expect(dialog).not_to_contain_text("5555555555554444")
    page.keyboard.press("Escape")

    page.get_by_role("link", name="Products").click()
    expect(product_row(page, "Volt Phone X").locator("td[data-label='Stock']")).to_have_text("3")


def test_create_edit_images_discount_and_delete_a_product(page: Page, base_url):
    log_in(page, base_url, "/admin/products")
    page.get_by_role("button", name="Add Product").click()
    form = page.get_by_role("dialog", name="Add Product")
    form.get_by_label("Name", exact=True).fill("Volt Tab 11")
    form.get_by_label("Brand", exact=True).fill("Voltcart")
    form.get_by_label("Model", exact=True).fill("VT-11")
    form.get_by_label("Description", exact=True).fill("An 11-inch tablet with a bright display and all-day battery.")
    form.get_by_label("Price ($)", exact=True).fill("400.00")
    form.get_by_label("Category", exact=True).select_option("Tablets")
    form.get_by_label("Stock", exact=True).fill("8")
    form.get_by_label("Color options", exact=True).fill("Silver, Blue,  ")
    form.get_by_label("Features", exact=True).fill(" 11-inch display , USB-C,, Face unlock")
    form.get_by_label("Main image URL", exact=True).fill("/static/products/tablets.svg")
    form.get_by_label("Specification 1 name", exact=True).fill("Storage")
    form.get_by_label("Specification 1 value", exact=True).fill("128 GB")
    form.get_by_role("button", name="Add specification").click()
    form.get_by_label("Specification 2 name", exact=True).fill("Weight")
    form.get_by_label("Specification 2 value", exact=True).fill("480 g")
    form.get_by_role("button", name="Create Product").click()
    # Tablets need a subcategory: the server's message lands under the field.
    expect(form.locator(".admin-field__error")).to_have_text("Subcategory is required")
    expect(form.get_by_label("Subcategory", exact=True)).to_be_focused()
    form.get_by_label("Subcategory", exact=True).fill("Android Tablets")
    form.get_by_role("button", name="Create Product").click()
    expect_toast(page, "Success", "Product created successfully")
    expect(form).to_be_hidden()

    product = Product.objects.get(name="Volt Tab 11")
    assert product.features == ["11-inch display", "USB-C", "Face unlock"]
    assert product.color_options == ["Silver", "Blue"]
    assert product.specifications == {"Storage": "128 GB", "Weight": "480 g"}
    assert (product.subcategory, product.stock, product.is_active) == ("Android Tablets", 8, True)

    page.get_by_label("Search products", exact=True).fill("Volt Tab")
    expect(page).to_have_url(base_url + "/admin/products?search=Volt+Tab")
    row = product_row(page, "Volt Tab 11")
    expect(row).to_contain_text("An 11-inch tablet with a bright display and all-da...")
    row.get_by_role("button", name="Edit Volt Tab 11").click()
    form = page.get_by_role("dialog", name="Edit Product")
    expect(form.get_by_label("Features", exact=True)).to_have_value("11-inch display, USB-C, Face unlock")
    form.get_by_label("Price ($)", exact=True).fill("420.00")
    form.get_by_role("button", name="Update Product").click()
    expect_toast(page, "Success", "Product updated successfully")
    expect(row).to_contain_text("$420.00")
    product.refresh_from_db()
    assert product.price == Decimal("420.00")

    row.get_by_role("button", name="Images of Volt Tab 11").click()
    images = page.get_by_role("dialog", name="Manage Images")
    images.get_by_role("button", name="Update Image").click()
    expect(images.get_by_text("Please enter a valid image URL.")).to_be_visible()
    images.get_by_label("New main image URL", exact=True).fill("/static/products/laptops.svg")
    images.get_by_role("button", name="Update Image").click()
    expect(page.locator(".toast")).to_contain_text("Image Updated")
    for number, name in enumerate(("audio", "gaming", "wearables", "smart-home"), start=1):
        images.get_by_label("Image URL", exact=True).fill(f"/static/products/{name}.svg")
        images.get_by_role("button", name="Add Image").click()
        expect_toast(page, "Success", "Image added successfully")
        # The same toast may still show from the last image: wait for this one to be listed (and the form reset).
        expect(images.get_by_role("img", name=f"Volt Tab 11, extra image {number}")).to_be_visible()
    expect(images.get_by_text("Maximum of 4 images reached. Remove an image to add a new one.")).to_be_visible()
    expect(images.get_by_label("Image URL", exact=True)).to_have_count(0)
    images.get_by_role("button", name="Remove image 2").click()
    expect_toast(page, "Success", "Image removed successfully")
    expect(images.get_by_label("Image URL", exact=True)).to_be_visible()
    product.refresh_from_db()
    assert product.image_url == "/static/products/laptops.svg"
    assert product.image_urls == [
        "/static/products/audio.svg",
        "/static/products/wearables.svg",
        "/static/products/smart-home.svg",
    ]
    images.get_by_role("button", name="Close").click()

    row.get_by_role("button", name="50% Off Volt Tab 11").click()
    expect(page.get_by_role("dialog")).to_contain_text('Apply 50% discount to "Volt Tab 11"?')
    page.get_by_role("button", name="Apply 50% discount").click()
    expect_toast(page, "Success", "50% discount applied successfully")
    expect(row).to_contain_text("$210.00")
    expect(row.locator("s")).to_have_text("$420.00")
    expect(row.get_by_role("button", name="50% Off Volt Tab 11")).to_be_disabled()
    product.refresh_from_db()
    assert (product.price, product.original_price) == (Decimal("210.00"), Decimal("420.00"))

    row.get_by_role("switch", name="Volt Tab 11 active").click()
    expect(row.get_by_role("switch")).to_have_attribute("aria-checked", "false")
    product.refresh_from_db()
    assert product.is_active is False

    row.get_by_role("button", name="Delete Volt Tab 11").click()
    expect(page.get_by_role("dialog")).to_contain_text("Are you sure you want to delete this product?")
    page.get_by_role("dialog").get_by_role("button", name="Delete").click()
    expect_toast(page, "Success", "Product deleted successfully")
    expect(page.get_by_text("No products found.")).to_be_visible()
    assert not Product.objects.filter(pk=product.pk).exists()


def test_create_and_activate_a_featured_item_and_see_it_on_the_home_page(page: Page, base_url):
    speaker = ProductFactory(name="Volt Boom Speaker", brand="Voltcart", category="Audio")
    old = FeaturedItem.objects.create(
        product=ProductFactory(name="Old Phone"),
        title="Spring deals",
        subtitle="Old news",
        button_text="Look",
        button_link="/smartphones",
        is_active=True,
    )

    log_in(page, base_url, "/admin/featured")
    expect(page.get_by_role("heading", name="Featured Items Management")).to_be_visible()
    page.get_by_role("button", name="Add Featured Item").click()
    dialog = page.get_by_role("dialog", name="Create Featured Item")
    expect(dialog.get_by_label("Button Text", exact=True)).to_have_attribute("placeholder", "Shop Now")
    expect(dialog.get_by_label("Button Link", exact=True)).to_have_attribute("placeholder", "/smartphones")
    dialog.get_by_label("Find a product", exact=True).fill("Boom")
    dialog.get_by_label("Product", exact=True).select_option(label="Volt Boom Speaker - Voltcart")
    dialog.get_by_label("Title", exact=True).fill("Summer of Sound")
    dialog.get_by_label("Subtitle", exact=True).fill("Big bass, small price.")
    dialog.get_by_label("Button Text", exact=True).fill("Hear it")
    dialog.get_by_label("Button Link", exact=True).fill("/audio")
    dialog.get_by_role("button", name="Create").click()
    expect_toast(page, "Success", "Featured item created successfully")

    card = page.locator(".admin-featured").filter(has_text="Summer of Sound")
    expect(card).to_contain_text("Big bass, small price.")
    expect(card).to_contain_text("Volt Boom Speaker")
    expect(card).to_contain_text("Hear it")
    expect(card).to_contain_text("/audio")
    expect(card.get_by_text("Active", exact=True)).to_have_count(0)
    card.get_by_role("button", name="Activate Summer of Sound").click()
    expect_toast(page, "Success", "Featured item activated successfully")
    expect(card.get_by_text("Active", exact=True)).to_be_visible()
    expect(card.get_by_role("button", name="Activate Summer of Sound")).to_have_count(0)
    old_card = page.locator(".admin-featured").filter(has_text="Spring deals")
    expect(old_card.get_by_role("button", name="Activate Spring deals")).to_be_visible()
    old.refresh_from_db()
    assert old.is_active is False

    page.goto(base_url + "/")
    banner = page.locator("section.featured")
    expect(banner.get_by_role("heading", name="Summer of Sound")).to_be_visible()
    expect(banner).to_contain_text("FEATURED")
    expect(banner).to_contain_text("Big bass, small price.")
    expect(banner.get_by_role("link", name="Hear it")).to_have_attribute("href", "/audio")
    assert FeaturedItem.objects.get(title="Summer of Sound").product_id == speaker.pk


def test_analytics_numbers_match_the_orders(page: Page, base_url):
    laptop = ProductFactory(name="Volt Book", price=Decimal("999.99"), stock=20)
    cable = ProductFactory(name="Volt Cable", price=Decimal("19.50"), stock=50)
    ProductFactory(name="Hidden Gadget", is_active=False)
    orders = [
        place_order("Grace Hopper", [(laptop, 1)]),
        place_order("Linus Torvalds", [(cable, 3)]),
        place_order("Margaret Hamilton", [(laptop, 2), (cable, 1)]),
        place_order("Dennis Ritchie", [(cable, 2)]),
        place_order("Barbara Liskov", [(laptop, 1)]),
        place_order("Ken Thompson", [(cable, 1)]),
    ]
    order_services.order_status_change(orders[1].pk, OrderStatus.CANCELED)
    order_services.order_status_change(orders[2].pk, OrderStatus.VERIFIED)

    revenue = sum(o.total for o in Order.objects.exclude(status=OrderStatus.CANCELED))
    assert revenue == Decimal("999.99") * 4 + Decimal("19.50") * 4

    log_in(page, base_url, "/admin/analytics")
    cards = page.locator(".admin-stat")
    expect(cards.filter(has_text="Total Orders").locator(".admin-stat__value")).to_have_text("6")
    expect(cards.filter(has_text="Total Revenue").locator(".admin-stat__value")).to_have_text(f"${revenue:,.2f}")
    expect(cards.filter(has_text="Pending Orders").locator(".admin-stat__value")).to_have_text("4")
    expect(cards.filter(has_text="Total Products").locator(".admin-stat__value")).to_have_text("2")

    activity = page.locator(".admin-activity__item")
    newest_five = sorted(orders, key=lambda o: (o.created_at, o.pk), reverse=True)[:5]
    expect(activity).to_have_count(5)
    expect(activity.locator(".admin-activity__title")).to_have_text([f"Order #{o.pk}" for o in newest_five])
    expect(activity.first).to_contain_text(newest_five[0].customer_name)
    expect(activity.first).to_contain_text(f"${newest_five[0].total:,.2f}")

    today = timezone.localdate()
    expect(page.get_by_role("img", name="Revenue by day, last 30 days")).to_be_visible()
    chart_table = page.get_by_role("table", name="Revenue by day, last 30 days")
    expect(
        chart_table.get_by_role("row").filter(has=page.get_by_role("rowheader", name=f"{today:%b} {today.day}"))
    ).to_contain_text(f"${revenue:,.2f}")


@pytest.mark.parametrize("width", [1280, 390])
def test_every_tab_fits_the_screen(page: Page, base_url, width):
    phone = ProductFactory(name="Volt Phone Mini", stock=9)
    place_order("Ada Lovelace", [(phone, 1)])
    feature_on_home(phone)
    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, base_url)
    for tab, heading in [
        ("Orders", "Order Management"),
        ("Verification Queue", "Verification Queue"),
        ("Products", "Product Management"),
        ("Low Stock", "Low Stock Report"),
        ("Featured Items", "Featured Items Management"),
        ("Analytics", "Analytics"),
    ]:
        page.get_by_role("link", name=tab, exact=True).click()
        expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible()
        expect(page.locator(".admin-muted[role=status]")).to_have_count(0)  # loaded
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{tab} scrolls sideways at {width}px"
        save_screenshot(page, f"admin-{tab.lower().replace(' ', '-')}-{width}")
