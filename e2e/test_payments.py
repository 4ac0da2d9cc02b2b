"""Card payments in a real Chromium against the live server and its test gateway (run `npm run build` first): a declined
card keeps the checkout open with the cart, an accepted one is authorised, Verify charges it, an Owner refunds part of
it through the refund dialog, and the shopper's receipt says where the money stands. At 1280 and 390 px, with axe-core
on the order detail's payment and the refund dialog, and no console error but the decline's own 402."""

import re
from decimal import Decimal

import pytest
from playwright.sync_api import Browser, Page, expect

from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import expect_toast, log_in, order_row, wait_for_animations
from e2e.axe import assert_no_axe_violations
from e2e.checkout_helpers import fill_checkout, open_checkout
from orders.models import Order
from payments.models import STATUS_WORDS, PaymentStatus
from payments.providers.base import DECLINE_MESSAGES

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("staff")]

DECLINED_CARD = "4000000000000002"  # the test gateway's "card_declined"
GOOD_CARD = "4242424242424242"
HEIGHT = 900


def watch_console(page: Page, *, expected: tuple[int, str] | None = None) -> list[str]:
    """Uncaught errors and console errors, but the browser's report of the one refusal the journey expects, as
    (status, URL path)."""
    errors = []

    def on_console(message):
        if message.type != "error":
            return
        refused_on_purpose = expected is not None and (
            f"status of {expected[0]}" in message.text and message.location.get("url", "").endswith(expected[1])
        )
        if not refused_on_purpose:
            errors.append(f"console: {message.text} ({message.location.get('url')})")

    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    return errors


def pay_with(dialog, card_number: str) -> None:
    dialog.get_by_label("Card Number").fill("")
    dialog.get_by_label("Card Number").press_sequentially(card_number)
    dialog.get_by_role("button", name="Place Order").click()


def check_out(page: Page, card_number: str):
    """Fill the open cart's checkout (the shopper's details and `card_number`) and place the order."""
    dialog = open_checkout(page)
    fill_checkout(dialog, card_number)
    dialog.get_by_role("button", name="Place Order").click()
    return dialog


def scan(page: Page) -> None:
    """axe on the page with its dialog open, once the dialog has faded in."""
    wait_for_animations(page)
    assert_no_axe_violations(page)


@pytest.mark.parametrize("width", [1280, 390])
def test_a_declined_card_then_a_charge_verified_and_partly_refunded(page: Page, browser: Browser, base_url, width):
    phone = ProductFactory(
        name="Volt Phone X", price=Decimal("200.00"), stock=5, image_url="/static/products/smartphone-blue.svg"
    )
    page.set_viewport_size({"width": width, "height": HEIGHT})
    shopper_errors = watch_console(page, expected=(402, "/api/orders"))

    page.goto(base_url + f"/product/{phone.pk}")
    expect(page.get_by_role("status").filter(has_text="Test payments")).to_have_text(
        "Test payments: no card is charged"
    )
    page.get_by_role("button", name="Add to Cart").click()
    expect(page.get_by_role("button", name="Shopping cart, 1 item")).to_be_visible()

    # Declined: the server's sentence, the dialog open with the cart and the card as typed.
    dialog = check_out(page, DECLINED_CARD)
    expect_toast(page, "Error", DECLINE_MESSAGES["card_declined"])
    expect(dialog).to_be_visible()
    expect(dialog.get_by_text("Volt Phone X")).to_be_visible()
    expect(dialog.get_by_label("Card Number")).to_have_value("4000 0000 0000 0002")
    expect(dialog.get_by_label("Full Name")).to_have_value("Ada Lovelace")
    assert not Order.objects.exists()

    # Another card: authorised, not charged, until the order is verified.
    pay_with(dialog, GOOD_CARD)
    expect(page).to_have_url(re.compile(r"/order/\d+$"))
    order = Order.objects.get()
    facts = page.locator(".order-facts")
    expect(facts).to_contain_text(STATUS_WORDS[PaymentStatus.AUTHORIZED])

    # An Owner verifies (the charge), then refunds part of it, in a browser of their own.
    staff_context = browser.new_context(viewport={"width": width, "height": HEIGHT})
    staff = staff_context.new_page()
    staff_errors = watch_console(staff)
    log_in(staff, base_url, "/admin/orders")
    row = order_row(staff, order.pk)
    row.get_by_role("button", name=f"Verify order #{order.pk}").click()
    expect_toast(staff, "Status updated", "Order status has been updated successfully.")
    row.get_by_role("button", name="View").click()
    detail = staff.get_by_role("dialog", name=f"Order #{order.pk}")
    payment = detail.get_by_role("region", name="Payment")
    expect(payment.locator(".admin-badge")).to_have_text(STATUS_WORDS[PaymentStatus.CAPTURED])
    ledger = payment.get_by_role("list", name=f"Payment ledger of order #{order.pk}")
    expect(ledger.get_by_role("listitem")).to_have_count(2)  # authorised, charged
    scan(staff)

    payment.get_by_role("button", name="Refund").click()
    refund = staff.get_by_role("dialog", name=f"Refund order #{order.pk}")
    amount = refund.get_by_label("Amount (USD)", exact=True)
    expect(amount).to_have_value("200.00")
    scan(staff)
    amount.fill("30")
    refund.get_by_role("button", name="Issue refund").click()
    expect(refund.get_by_label("Reason", exact=True)).to_be_focused()  # the reason is required
    scan(staff)
    refund.get_by_label("Reason", exact=True).fill("Scratched case")
    refund.get_by_role("button", name="Issue refund").click()
    expect_toast(staff, "Refund issued", "$30.00 refunded to the card.")
    expect(refund).to_be_hidden()
    expect(payment.locator(".admin-badge")).to_have_text(STATUS_WORDS[PaymentStatus.PARTIALLY_REFUNDED])
    expect(ledger.get_by_role("listitem").last).to_contain_text("Scratched case")
    order.payment.refresh_from_db()
    assert (order.payment.captured, order.payment.refunded) == (Decimal("200.00"), Decimal("30.00"))

    # The shopper's receipt, read again.
    page.reload()
    expect(facts).to_contain_text(STATUS_WORDS[PaymentStatus.PARTIALLY_REFUNDED])
    staff_context.close()
    assert shopper_errors == []
    assert staff_errors == []
