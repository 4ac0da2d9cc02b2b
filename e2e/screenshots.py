"""Screenshots of every screen at 1280 and 390 px: docs/screenshots/<screen>-<width>.png (docs/screenshots.md).

Not part of `make test` (pytest collects test_*.py only): `make screenshots` runs it, against the live
server with the demo catalogue (`seed_catalog`). Each screen at each width is a test of its own, so a
screen that cannot be reached fails by its name and every other screen is still saved.
"""

import io
import re
from decimal import Decimal
from pathlib import Path

import pytest
from django.core.management import call_command
from django.test import Client
from django.utils import timezone
from playwright.sync_api import Locator, Page, expect

from catalog.models import Product, SearchMiss
from catalog.search.synonyms import search_synonym_create
from e2e.admin_helpers import expect_toast, order_row, place_order, wait_for_animations
from orders import services as order_services
from orders.models import OrderStatus
from orders.tests.checkout import payload
from payments import services as payment_services
from payments.providers.base import DECLINE_MESSAGES

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
HEIGHT = {1280: 800, 390: 844}
# A long page (home, a search) is captured down to here: its whole length made pictures of over 1 MB.
MAX_HEIGHT = 2400
ADMIN_TABS = {
    "orders": "Order Management",
    "queue": "Verification Queue",
    "products": "Product Management",
    "low-stock": "Low Stock Report",
    "featured": "Featured Items Management",
    "analytics": "Analytics",
    "searches": "Searches With No Results",
}

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.parametrize("width", list(HEIGHT))]


@pytest.fixture(autouse=True)
def catalogue():
    call_command("seed_catalog", stdout=io.StringIO())


@pytest.fixture
def shop(page: Page, width):
    page.set_viewport_size({"width": width, "height": HEIGHT[width]})
    return page


# Searches that found nothing (text, times) and the synonym sets staff added, for the Searches tab.
SEARCH_MISSES = [("earphones", 14), ("walkman", 6), ("tv stand", 3), ("vr headset", 2)]
SYNONYMS = [["laptop", "notebook"], ["mobile", "smartphone", "cell phone"], ["tv", "television"]]


@pytest.fixture
def staff_shop(shop: Page, base_url, staff):
    """Signed in as staff (a session cookie, no login screen and no welcome toast), with orders to work on and
    searches that found nothing beside the synonyms added so far."""
    call_command("seed_orders", orders=12, stdout=io.StringIO())
    [laptop] = in_stock("Laptops")
    place_order("Jane Doe", [(laptop, 1)])  # one order waits for its call, whatever the seed's mix
    now = timezone.now()
    for query, count in SEARCH_MISSES:
        SearchMiss.objects.create(query=query, day=timezone.localdate(now), count=count, last_seen=now)
    for words in SYNONYMS:
        search_synonym_create(words=words, actor=staff)
    client = Client()
    client.force_login(staff)
    shop.context.add_cookies([{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": base_url}])
    return shop


def capture(page: Page, screen: str, width: int, *, full_page: bool = True) -> None:
    """The whole page; a dialog or panel (fixed to the window, the page behind it) as the window shows it."""
    if full_page:
        # Lazy images load only near the window: scroll through the page first, so the picture has them.
        page.evaluate(
            """async () => {
                for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
                    window.scrollTo(0, y);
                    await new Promise((resolve) => setTimeout(resolve, 60));
                }
                window.scrollTo(0, 0);
            }"""
        )
        page.wait_for_function("[...document.images].every((image) => image.complete)")
    wait_for_animations(page)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    height = page.evaluate("document.documentElement.scrollHeight") if full_page else 0
    clip = {"x": 0, "y": 0, "width": width, "height": MAX_HEIGHT} if height > MAX_HEIGHT else None
    page.screenshot(path=str(SCREENSHOTS / f"{screen}-{width}.png"), full_page=full_page, clip=clip)


def in_stock(category: str, count: int = 1) -> list[Product]:
    products = list(Product.objects.filter(category=category, is_active=True, stock__gt=0).order_by("id")[:count])
    assert len(products) == count, f"the demo catalogue has fewer than {count} {category} in stock"
    return products


def expect_products(page: Page) -> None:
    expect(page.get_by_role("article").first).to_be_visible()


def test_home(shop: Page, base_url, width):
    shop.goto(base_url + "/")
    expect_products(shop)
    capture(shop, "home", width)


def test_category(shop: Page, base_url, width):
    shop.goto(base_url + "/laptops")
    expect_products(shop)
    capture(shop, "category", width)


def test_category_filters(shop: Page, base_url, width):
    shop.goto(base_url + "/audio?brand=Bose,Sony&maxPrice=500")
    expect_products(shop)
    toggle = shop.locator(".filters__toggle")
    if toggle.is_visible():  # on a phone the panel folds behind its button: open it
        toggle.click()
    expect(shop.get_by_role("group", name="Brand")).to_be_visible()
    capture(shop, "category-filters", width)


def test_search(shop: Page, base_url, width):
    shop.goto(base_url + "/?q=pro")
    expect_products(shop)
    capture(shop, "search", width)


def test_product(shop: Page, base_url, width):
    [product] = in_stock("Smartphones")
    shop.goto(base_url + f"/product/{product.pk}")
    expect(shop.get_by_role("heading", name=product.name, level=1)).to_be_visible()
    capture(shop, "product", width)


def test_not_found(shop: Page, base_url, width):
    shop.goto(base_url + "/no-such-page")
    expect(shop.get_by_role("heading", name=re.compile("not found", re.I))).to_be_visible()
    capture(shop, "not-found", width)


def open_cart_with(page: Page, base_url: str, product: Product):
    page.goto(base_url + f"/product/{product.pk}")
    page.get_by_role("button", name="Add to Cart").click()
    page.get_by_role("button", name=re.compile(r"^Shopping cart, 1 item")).click()
    expect(page.get_by_role("button", name="Proceed to Checkout")).to_be_visible()


def test_cart(shop: Page, base_url, width):
    open_cart_with(shop, base_url, *in_stock("Laptops"))
    capture(shop, "cart", width, full_page=False)


def test_checkout(shop: Page, base_url, width):
    open_cart_with(shop, base_url, *in_stock("Laptops"))
    shop.get_by_role("button", name="Proceed to Checkout").click()
    expect(shop.get_by_role("dialog", name="Checkout")).to_be_visible()
    capture(shop, "checkout", width, full_page=False)


def test_checkout_declined(shop: Page, base_url, width):
    open_cart_with(shop, base_url, *in_stock("Laptops"))
    shop.get_by_role("button", name="Proceed to Checkout").click()
    dialog = shop.get_by_role("dialog", name="Checkout")
    for label, value in [
        ("Full Name", "Jane Doe"),
        ("Phone Number", "5550102000"),
        ("Street Address", "1 Main Street"),
        ("City", "Springfield"),
        ("ZIP Code", "12345"),
        ("CVV", "123"),
        ("Cardholder Name", "Jane Doe"),
    ]:
        dialog.get_by_label(label, exact=True).fill(value)
    dialog.get_by_label("Card Number", exact=True).press_sequentially("4000000000000002")  # the gateway declines it
    dialog.get_by_label("Expiry Date", exact=True).press_sequentially("1230")
    dialog.get_by_role("button", name="Place Order").click()
    expect_toast(shop, "Error", DECLINE_MESSAGES["card_declined"])
    capture(shop, "checkout-declined", width, full_page=False)


def test_order_confirmation(shop: Page, base_url, width):
    # The checkout as the SPA sends it, from this browser: its receipt cookie lets it see the order.
    [laptop] = in_stock("Laptops")
    shop.goto(base_url + "/")
    token = next(cookie["value"] for cookie in shop.context.cookies() if cookie["name"] == "csrftoken")
    placed = shop.request.post(
        base_url + "/api/orders",
        headers={"X-CSRFToken": token, "Referer": base_url + "/"},
        data=payload([(laptop, 1)], customerName="Jane Doe"),
    )
    assert placed.status == 201, placed.text()
    order_id = placed.json()["id"]
    shop.goto(base_url + f"/order/{order_id}")
    expect(shop.get_by_role("heading", name=f"Order #{order_id}", level=1)).to_be_visible()
    expect(shop.get_by_text(laptop.name).first).to_be_visible()
    capture(shop, "order", width)


def test_track(shop: Page, base_url, width):
    [laptop] = in_stock("Laptops")
    order = place_order("Jane Doe", [(laptop, 1)])
    shop.goto(base_url + "/track")
    shop.get_by_label("Order number", exact=True).fill(str(order.pk))
    shop.get_by_label("Phone number", exact=True).fill("5550102000")
    shop.get_by_role("button", name=re.compile("track", re.I)).click()
    expect(shop.get_by_text(laptop.name).first).to_be_visible()
    capture(shop, "track", width)


def test_compare(shop: Page, base_url, width):
    laptops = in_stock("Laptops", 3)
    shop.goto(base_url + "/compare?ids=" + ",".join(str(laptop.pk) for laptop in laptops))
    for laptop in laptops:
        expect(shop.get_by_text(laptop.name).first).to_be_visible()
    capture(shop, "compare", width)


def test_admin_login(shop: Page, base_url, width):
    shop.goto(base_url + "/admin")
    expect(shop.get_by_role("heading", name="Admin Login")).to_be_visible()
    capture(shop, "admin-login", width)


def expect_loaded(page: Page) -> None:
    expect(page.locator(".admin-muted[role=status]")).to_have_count(0)


@pytest.mark.parametrize("tab", list(ADMIN_TABS))
def test_admin_tab(staff_shop: Page, base_url, width, tab):
    staff_shop.goto(base_url + f"/admin/{tab}")
    expect(staff_shop.get_by_role("heading", name=ADMIN_TABS[tab], exact=True)).to_be_visible()
    expect_loaded(staff_shop)
    capture(staff_shop, f"admin-{tab}", width)


def test_admin_add_synonym(staff_shop: Page, base_url, width):
    staff_shop.goto(base_url + "/admin/searches")
    staff_shop.get_by_role("button", name="Add synonym for earphones").click()
    field = staff_shop.get_by_role("dialog", name="Add synonyms").get_by_label("Words that mean the same")
    expect(field).to_be_focused()
    staff_shop.keyboard.type("earbuds")
    capture(staff_shop, "admin-add-synonym", width, full_page=False)


def test_admin_order_detail(staff_shop: Page, base_url, width):
    staff_shop.goto(base_url + "/admin/orders")
    staff_shop.get_by_role("button", name="View").first.click()
    expect(staff_shop.get_by_role("dialog", name=re.compile(r"^Order #\d+$"))).to_be_visible()
    expect_loaded(staff_shop)
    capture(staff_shop, "admin-order-detail", width, full_page=False)


def open_paid_order(page: Page, base_url: str, staff) -> Locator:
    """The order detail of an order the test gateway charged and an Owner partly refunded (a ledger of three)."""
    [laptop] = in_stock("Laptops")
    order = place_order("Jane Doe", [(laptop, 1)])
    order_services.order_status_change(order.pk, OrderStatus.VERIFIED, actor=staff)
    payment_services.payment_refund(
        order.pk, amount=Decimal("50.00"), reason="Dent in the lid; the customer keeps it", actor=staff
    )
    page.goto(base_url + "/admin/orders")
    order_row(page, order.pk).get_by_role("button", name="View").click()
    payment = page.get_by_role("dialog", name=f"Order #{order.pk}").get_by_role("region", name="Payment")
    expect(payment.get_by_role("listitem")).to_have_count(3)
    expect_loaded(page)
    return payment


def test_admin_order_payment(staff_shop: Page, base_url, width, staff):
    open_paid_order(staff_shop, base_url, staff).scroll_into_view_if_needed()
    capture(staff_shop, "admin-order-payment", width, full_page=False)


def test_admin_refund(staff_shop: Page, base_url, width, staff):
    open_paid_order(staff_shop, base_url, staff).get_by_role("button", name="Refund").click()
    expect(staff_shop.get_by_role("dialog", name=re.compile(r"^Refund order #\d+$"))).to_be_visible()
    capture(staff_shop, "admin-refund", width, full_page=False)


def test_admin_call(staff_shop: Page, base_url, width):
    staff_shop.goto(base_url + "/admin/queue")
    staff_shop.get_by_role("button", name=re.compile(r"^Open order #")).first.click()
    expect(staff_shop.get_by_role("dialog").get_by_text(re.compile(r"\*{4} \d{4}$"))).to_be_visible()
    expect_loaded(staff_shop)
    capture(staff_shop, "admin-call", width, full_page=False)


def test_admin_cancel_order(staff_shop: Page, base_url, width):
    staff_shop.goto(base_url + "/admin/orders?status=Pending+Verification")
    staff_shop.get_by_role("button", name=re.compile(r"^Cancel order #")).first.click()
    expect(staff_shop.get_by_role("dialog", name=re.compile(r"^Cancel order #\d+$"))).to_be_visible()
    capture(staff_shop, "admin-cancel-order", width, full_page=False)


def test_admin_images_with_a_refused_url(staff_shop: Page, base_url, width):
    staff_shop.goto(base_url + "/admin/products")
    staff_shop.get_by_role("button", name=re.compile(r"^Images of ")).first.click()
    field = staff_shop.get_by_role("dialog", name="Manage Images").get_by_label("New main image URL", exact=True)
    field.fill("ftp://images.example.com/phone.png")
    staff_shop.get_by_role("button", name="Update Image").click()
    expect(field).to_have_attribute("aria-invalid", "true")
    capture(staff_shop, "admin-images", width, full_page=False)
