"""Helpers for the staff back-office browser tests (e2e/test_admin.py)."""

from decimal import Decimal
from pathlib import Path

from playwright.sync_api import Page, expect

from featured.models import FeaturedItem
from orders import services as order_services

SCREENSHOTS = Path(__file__).parent / "screenshots"
STAFF_USERNAME = "boss"
STAFF_PASSWORD = "correct-horse-battery"


def log_in(
    page: Page, base_url: str, path: str = "/admin", *, username: str = STAFF_USERNAME, password: str = STAFF_PASSWORD
) -> None:
    """Sign in through the login screen (as the `staff` fixture's member unless told) and wait for the dashboard."""
    page.goto(base_url + path)
    page.get_by_label("Username", exact=True).fill(username)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Login").click()
    expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()


def expect_toast(page: Page, title: str, description: str) -> None:
    toast = page.locator(".toast")
    expect(toast).to_contain_text(title)
    expect(toast).to_contain_text(description)


def place_order(customer_name: str, lines: list, card_number: str = "4242424242424242"):
    """An order through the real checkout service (stock is reserved). `lines`: [(product, quantity)]."""
    total = sum((product.price * quantity for product, quantity in lines), Decimal("0"))
    return order_services.order_place(
        customer_name=customer_name,
        phone="5550102000",
        street="1 Main Street",
        city="Springfield",
        zip_code="12345",
        payment_method="Credit Card",
        cardholder_name=customer_name,
        card_number=card_number,
        expiry_date="12/29",
        lines=[{"product_id": product.pk, "quantity": quantity} for product, quantity in lines],
        client_total=total,
    )


def feature_on_home(product):
    """The home page's active featured item, for `product`."""
    return FeaturedItem.objects.create(
        product=product,
        title="Tiny and mighty",
        subtitle="Fits every pocket",
        button_text="Shop Now",
        button_link="/smartphones",
        is_active=True,
    )


def order_row(page: Page, order_id: int):
    return page.get_by_role("row").filter(has=page.get_by_role("rowheader", name=f"#{order_id}", exact=True))


def product_row(page: Page, name: str):
    return page.get_by_role("row").filter(has=page.get_by_text(name, exact=True))


# Dialogs and toasts fade in; checks of colours and screenshots wait until they have (a spinner's endless
# animation is left out).
# An animation cancelled while we wait (its element re-rendered or removed) has stopped too: its `finished`
# rejects with an AbortError, which counts as done rather than failing the test.
FINITE_ANIMATIONS_DONE = """Promise.all(document.getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => null)))"""


def wait_for_animations(page: Page) -> None:
    page.evaluate(FINITE_ANIMATIONS_DONE)


def expect_app_started(page: Page) -> None:
    """Wait until the app has taken over the page, and the controls whose code comes after the page's too: their
    frames (frontend/src/components/HydrationFrame.jsx) are disabled until then. Not to_be_enabled(): Playwright
    counts only form controls as disabled, so on a fieldset it passes at once."""
    expect(page.locator("fieldset.app-frame:not([disabled])").first).to_be_attached()
    expect(page.locator("fieldset.app-frame[disabled]")).to_have_count(0)


def save_screenshot(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)
