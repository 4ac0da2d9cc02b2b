"""The staff verification-call workflow at /admin in a real Chromium against the live server: the queue,
calls, the audit trail, the exports and the figures."""

import csv
import io
import re
from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone
from playwright.sync_api import Page, expect

from catalog import services as catalog_services
from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import (
    STAFF_USERNAME,
    expect_toast,
    log_in,
    order_row,
    place_order,
    save_screenshot,
    wait_for_animations,
)
from orders import services as order_services
from orders.models import Order, OrderCall, OrderStatus

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("staff")]


def placed_hours_ago(order, hours):
    Order.objects.filter(pk=order.pk).update(created_at=timezone.now() - timedelta(hours=hours))


def test_a_failed_call_then_a_verifying_call_take_the_order_out_of_the_queue(page: Page, base_url):
    phone = ProductFactory(name="Volt Phone X", price=Decimal("600.00"), stock=5)
    order = place_order("Ada Lovelace", [(phone, 2)])

    log_in(page, base_url, "/admin/queue")
    expect(page).to_have_url(base_url + "/admin/queue")
    expect(page.get_by_role("link", name="Verification Queue")).to_have_attribute("aria-current", "page")
    row = order_row(page, order.pk)
    expect(row).to_contain_text("Ada Lovelace")
    expect(row.get_by_role("link", name="5550102000")).to_have_attribute("href", "tel:5550102000")
    expect(row).to_contain_text("$1,200.00")
    expect(row.locator("td[data-label='Waited']")).to_contain_text("< 1 h")
    expect(row.locator("td[data-label='Waited']")).to_contain_text(re.compile(r"2[34] h left"))
    expect(row.locator("td[data-label='Calls']")).to_have_text("0")

    row.get_by_role("button", name=f"Open order #{order.pk}").click()
    dialog = page.get_by_role("dialog", name=f"Order #{order.pk}")
    expect(dialog).to_contain_text("Volt Phone X")
    expect(dialog).to_contain_text("**** **** **** 4242")
    expect(dialog).not_to_contain_text("4242424242424242")
    expect(dialog).to_contain_text("No calls yet.")
    dialog.get_by_role("button", name="Record call").click()
    expect(dialog.get_by_text("Choose the outcome of the call")).to_be_visible()
    dialog.get_by_role("radio", name="No answer").check()
    dialog.get_by_label("Note (optional)", exact=True).fill("Voicemail, will try again after lunch")
    dialog.get_by_role("button", name="Record call").click()
    expect_toast(page, "Call recorded", f"No answer recorded for order #{order.pk}.")
    expect(dialog).to_be_hidden()
    expect(row.locator("td[data-label='Calls']")).to_have_text("1")
    assert Order.objects.get(pk=order.pk).status == OrderStatus.PENDING

    row.get_by_role("button", name=f"Open order #{order.pk}").click()
    calls = dialog.get_by_role("list", name=f"Calls about order #{order.pk}")
    expect(calls).to_contain_text("Call: No answer")
    expect(calls).to_contain_text("Voicemail, will try again after lunch")
    expect(calls).to_contain_text(STAFF_USERNAME)
    dialog.get_by_role("radio", name="Verified").check()
    dialog.get_by_role("button", name="Record call").click()
    expect_toast(page, "Call recorded", f"Order #{order.pk} is verified.")
    expect(order_row(page, order.pk)).to_have_count(0)
    expect(page.get_by_text("No orders are waiting for a verification call.")).to_be_visible()
    expect(page.get_by_role("heading", name="Verification Queue")).to_be_focused()

    order.refresh_from_db()
    assert (order.status, order.call_attempts, order.unreachable) == (OrderStatus.VERIFIED, 2, False)
    assert list(OrderCall.objects.filter(order=order).values_list("outcome", "staff_name")) == [
        ("verified", STAFF_USERNAME),
        ("no_answer", STAFF_USERNAME),
    ]

    page.get_by_role("link", name="Orders", exact=True).click()
    row = order_row(page, order.pk)
    expect(row.locator(".admin-badge")).to_have_text("Verified")
    row.get_by_role("button", name="View").click()
    detail = page.get_by_role("dialog", name=f"Order #{order.pk}")
    expect(detail).to_contain_text("2 calls")
    history = detail.get_by_role("list", name=f"History of order #{order.pk}")
    expect(history.locator(".admin-history__what")).to_have_text(
        [
            "Call: Verified",
            "Status changed: Pending Verification → Verified",
            "Payment: Authorised, not charged → Charged",  # Verified captured the card's authorisation first
            "Call: No answer",
        ]
    )
    expect(history.get_by_role("listitem").nth(1)).to_contain_text("Call: Verified")  # the status change's note
    expect(history.get_by_role("listitem").nth(3)).to_contain_text("Voicemail, will try again after lunch")
    expect(history.get_by_role("listitem").filter(has_text=STAFF_USERNAME)).to_have_count(4)


def test_three_failed_calls_mark_the_customer_unreachable_and_a_cancelling_call_returns_the_stock(
    page: Page, base_url, staff
):
    phone = ProductFactory(name="Volt Phone Y", price=Decimal("300.00"), stock=4)
    order = place_order("Grace Hopper", [(phone, 3)])
    placed_hours_ago(order, 30)
    for outcome in ("no_answer", "wrong_number"):
        order_services.order_call_record(order.pk, outcome=outcome, actor=staff)

    log_in(page, base_url, "/admin/queue")
    row = order_row(page, order.pk)
    expect(row.locator("td[data-label='Waited']")).to_contain_text("1 d 6 h")
    expect(row.locator("td[data-label='Waited']")).to_contain_text("Overdue by 6 h")
    row.get_by_role("button", name=f"Open order #{order.pk}").click()
    dialog = page.get_by_role("dialog", name=f"Order #{order.pk}")
    dialog.get_by_role("radio", name="Wrong number").check()
    dialog.get_by_role("button", name="Record call").click()
    expect_toast(page, "Call recorded", f"Wrong number recorded for order #{order.pk}.")
    expect(row.locator("td[data-label='Calls']")).to_contain_text("Unreachable")
    assert Order.objects.get(pk=order.pk).unreachable is True

    row.get_by_role("button", name=f"Open order #{order.pk}").click()
    expect(dialog).to_contain_text("3 calls, unreachable")
    dialog.get_by_role("radio", name="Customer canceled").check()
    dialog.get_by_role("button", name="Record call").click()
    page.get_by_role("dialog", name=f"Cancel order #{order.pk}").get_by_role("button", name="Yes, cancel order").click()
    expect_toast(page, "Call recorded", f"Order #{order.pk} is canceled and its stock returned.")
    expect(order_row(page, order.pk)).to_have_count(0)
    phone.refresh_from_db()
    assert (Order.objects.get(pk=order.pk).status, phone.stock) == (OrderStatus.CANCELED, 4)


def test_exports_low_stock_and_the_verification_figures(page: Page, base_url, staff):
    buds = ProductFactory(name="Volt Buds", stock=0, price=Decimal("99.00"))
    ProductFactory(name="Volt Watch", stock=3)
    ProductFactory(name="Volt Tower", stock=50)
    verified = place_order("Linus Torvalds", [(ProductFactory(name="Volt Cable", stock=20), 1)])
    order_services.order_call_record(verified.pk, outcome="verified", actor=staff)
    late = place_order("Barbara Liskov", [(ProductFactory(name="Volt Lamp", stock=20), 1)])
    placed_hours_ago(late, 26)

    log_in(page, base_url, "/admin/analytics")
    cards = page.locator(".admin-stat")
    expect(cards.filter(has_text="Waiting Over 24 h").locator(".admin-stat__value")).to_have_text("1")
    expect(cards.filter(has_text="Average Time to Verify").locator(".admin-stat__value")).to_have_text("< 1 h")

    page.get_by_role("link", name="Orders", exact=True).click()
    page.get_by_label("Filter by status", exact=True).select_option("Verified")
    today = timezone.localdate().isoformat()
    export = page.get_by_role("group", name="Export orders as CSV")
    export.get_by_label("From", exact=True).fill(today)
    export.get_by_label("To", exact=True).fill(today)
    link = export.get_by_role("link", name="Export CSV")
    expect(link).to_have_attribute("href", f"/api/orders/export.csv?status=Verified&from={today}&to={today}")
    with page.expect_download() as download:
        link.click()
    rows = list(csv.reader(io.StringIO(download.value.path().read_text(encoding="utf-8"))))
    assert rows[0] == ["id", "createdAt", "customerName", "phone", "status", "total", "items"]
    assert [row[0] for row in rows[1:]] == [str(verified.pk)]

    page.get_by_role("link", name="Low Stock").click()
    expect(page.get_by_role("heading", name="Low Stock Report")).to_be_visible()
    expect(page.get_by_role("rowheader")).to_have_count(2)
    expect(page.get_by_role("rowheader").first).to_contain_text("Volt Buds")
    expect(page.get_by_role("row").filter(has_text="Volt Buds")).to_contain_text("Out of stock")
    page.get_by_label("Stock at or under", exact=True).fill("0")
    expect(page).to_have_url(base_url + "/admin/low-stock?threshold=0")
    expect(page.get_by_role("rowheader")).to_have_count(1)
    with page.expect_download() as download:
        page.get_by_role("link", name="Download CSV").click()
    rows = list(csv.reader(io.StringIO(download.value.path().read_text(encoding="utf-8"))))
    assert rows[0] == ["id", "name", "brand", "model", "category", "stock", "price"]
    assert [row[1] for row in rows[1:]] == ["Volt Buds"]

    page.get_by_role("button", name="Edit Volt Buds").click()
    form = page.get_by_role("dialog", name="Edit Product")
    form.get_by_label("Stock", exact=True).fill("25")
    form.get_by_role("button", name="Update Product").click()
    expect_toast(page, "Success", "Product updated successfully")
    expect(page.get_by_text("No active product has 0 or fewer units.")).to_be_visible()
    buds.refresh_from_db()
    assert buds.stock == 25

    page.get_by_label("Stock at or under", exact=True).fill("30")
    page.get_by_role("button", name="Edit Volt Buds").click()
    history = page.get_by_role("dialog", name="Edit Product").get_by_role("region", name="History")
    expect(history.get_by_role("listitem")).to_have_count(1)
    expect(history.get_by_role("listitem")).to_contain_text("Stock: 0 → 25")
    expect(history.get_by_role("listitem")).to_contain_text(STAFF_USERNAME)


@pytest.mark.parametrize("width", [1280, 390])
def test_the_verification_screens_fit_the_screen(page: Page, base_url, staff, width):
    phone = ProductFactory(name="Volt Phone Mini", price=Decimal("349.00"), stock=3)
    catalog_services.product_update(phone.pk, actor=staff, price=Decimal("329.00"), original_price=Decimal("349.00"))
    catalog_services.product_update(phone.pk, actor=staff, stock=4)
    phone.refresh_from_db()
    unreachable = place_order("Margaret Hamilton", [(phone, 1)])
    placed_hours_ago(unreachable, 52)
    for outcome in ("no_answer", "no_answer", "wrong_number"):
        order_services.order_call_record(unreachable.pk, outcome=outcome, note="Tried the mobile", actor=staff)
    overdue = place_order("Dennis Ritchie", [(phone, 1)])
    placed_hours_ago(overdue, 27)
    place_order("Ken Thompson", [(phone, 1)])
    verified = place_order("Alan Kay", [(ProductFactory(name="Volt Cable", stock=9), 2)])
    order_services.order_call_record(verified.pk, outcome="verified", note="Confirmed the address", actor=staff)

    page.set_viewport_size({"width": width, "height": 900})
    log_in(page, base_url, "/admin/queue")
    page.get_by_role("button", name="Close notification").click()  # the welcome toast

    def fits(name):
        expect(page.locator(".admin-muted[role=status]")).to_have_count(0)  # loaded
        wait_for_animations(page)
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{name} scrolls sideways at {width}px"
        save_screenshot(page, f"admin-{name}-{width}")

    expect(order_row(page, unreachable.pk)).to_contain_text("Unreachable")
    fits("queue")
    order_row(page, unreachable.pk).get_by_role("button", name=re.compile("Open order")).click()
    expect(page.get_by_role("dialog")).to_contain_text("**** **** **** 4242")
    expect(page.get_by_role("dialog").get_by_role("listitem")).to_have_count(4)  # 1 order line, 3 calls
    fits("queue-call-dialog")
    page.get_by_role("dialog").get_by_role("button", name="Record call").click()
    expect(page.get_by_role("dialog").get_by_text("Choose the outcome of the call")).to_be_visible()
    expect(page.get_by_role("dialog").get_by_role("radio", name="Verified")).to_be_focused()
    fits("queue-call-form")
    page.keyboard.press("Escape")

    page.get_by_role("link", name="Orders", exact=True).click()
    order_row(page, verified.pk).get_by_role("button", name="View").click()
    history = page.get_by_role("list", name=f"History of order #{verified.pk}")
    expect(history.locator(".admin-history__entry")).to_have_count(3)  # the call, the status change, the capture
    fits("order-history-dialog")
    page.keyboard.press("Escape")
    fits("orders-export")

    page.get_by_role("link", name="Low Stock").click()
    expect(page.get_by_role("rowheader")).to_have_count(1)
    fits("low-stock")
    page.get_by_role("button", name="Edit Volt Phone Mini").click()
    expect(page.get_by_role("dialog").locator(".admin-history__entry")).to_have_count(3)
    page.get_by_role("dialog").get_by_role("region", name="History").scroll_into_view_if_needed()
    fits("product-history-dialog")
    page.keyboard.press("Escape")

    page.get_by_role("link", name="Analytics").click()
    expect(page.locator(".admin-stat").filter(has_text="Waiting Over 24 h")).to_contain_text("2")
    fits("analytics-verification")
