"""The checkout with PAYMENT_PROVIDER=stripe in a real Chromium (run `npm run build` first), against localstripe: the
page loads Stripe.js from STRIPE_JS_URL (localstripe's stand-in), the shopper types the card into its Card Element,
and the order is authorised, not charged. Screenshots of the dialog at 1280 and 390 px; no console error.

localstripe's stand-in draws the Card Element and keeps what is typed, but its confirmCardPayment only completes
3-D Secure for an intent the server confirmed. Stripe.js confirms the intent with the Element's card itself: the
test plays that part at localstripe (payments.tests.localstripe.confirm) with the card the Element holds.
"""

import re
from decimal import Decimal
from pathlib import Path

import pytest
from playwright.sync_api import Page, Route, expect

from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import wait_for_animations
from e2e.checkout_helpers import fill_shopper, open_checkout
from orders.models import Order
from payments.models import STATUS_WORDS, Payment, PaymentStatus
from payments.tests import localstripe
from payments.tests.localstripe import localstripe_url, stripe_gateway  # noqa: F401 (fixtures, found by their names)

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("stripe_gateway")]

SCREENSHOTS = Path(__file__).resolve().parent.parent / "docs" / "screenshots"
HEIGHT = {1280: 800, 390: 844}

# Appended to localstripe's Stripe.js: its confirmCardPayment replaced by the page's call to the test.
CONFIRM_WITH_THE_ELEMENTS_CARD = """
(() => {
  const standIn = window.Stripe;
  window.Stripe = (key) => {
    const stripe = standIn(key);
    stripe.confirmCardPayment = (clientSecret, { payment_method: { card } }) =>
      window.confirmAtLocalstripe(clientSecret.split('_secret_')[0], card.value.card.number);
    return stripe;
  };
})();
"""


def confirm_at_localstripe(intent_id: str, card_number: str) -> dict:
    """What Stripe.js answers the page: the intent, or the refusal's sentence."""
    localstripe.confirm(intent_id, card_number.replace(" ", ""))
    intent = localstripe.browser().v1.payment_intents.retrieve(intent_id)
    if intent.status == "requires_capture":
        return {"paymentIntent": {"id": intent.id, "status": intent.status}}
    return {"error": {"message": intent.last_payment_error.message}}


def watch_console(page: Page) -> list[str]:
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(f"console: {message.text}"))
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    return errors


def stripe_js_from_localstripe(page: Page, js_url: str) -> list[str]:
    """Serve localstripe's Stripe.js with the Element's card confirmed by the test; answers the URLs of Stripe's own
    hosts the page asked for (none: everything comes from STRIPE_JS_URL)."""

    def serve(route: Route) -> None:
        response = route.fetch()
        route.fulfill(response=response, body=response.text() + CONFIRM_WITH_THE_ELEMENTS_CARD)

    page.route(js_url, serve)
    page.expose_function("confirmAtLocalstripe", confirm_at_localstripe)
    asked_stripe = []
    page.on("request", lambda request: "stripe.com" in request.url.split("/")[2] and asked_stripe.append(request.url))
    return asked_stripe


def capture(page: Page, card, width: int) -> None:
    page.set_viewport_size({"width": width, "height": HEIGHT[width]})
    card.scroll_into_view_if_needed()
    wait_for_animations(page)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"checkout-stripe-{width}.png"))


def test_an_order_paid_through_stripes_card_element(page: Page, base_url, settings):
    phone = ProductFactory(
        name="Volt Phone X", price=Decimal("249.99"), stock=3, image_url="/static/products/smartphone-blue.svg"
    )
    errors = watch_console(page)
    asked_stripe = stripe_js_from_localstripe(page, settings.STRIPE_JS_URL)
    page.set_viewport_size({"width": 1280, "height": HEIGHT[1280]})

    page.goto(base_url + f"/product/{phone.pk}")
    page.get_by_role("button", name="Add to Cart").click()
    page.get_by_role("button", name="Close notification").click()  # out of the screenshots' way
    dialog = open_checkout(page)
    fill_shopper(dialog)
    for label in ("Card Number", "Expiry Date", "CVV"):
        expect(dialog.get_by_label(label)).to_have_count(0)
    # The stand-in's Element: one input per part of the card.
    card = dialog.get_by_role("group", name="Card details")
    card.get_by_placeholder("number").fill("4242 4242 4242 4242")
    card.get_by_placeholder("exp_month").fill("12")
    card.get_by_placeholder("exp_year").fill("30")
    card.get_by_placeholder("cvc").fill("123")
    card.get_by_placeholder("postal_code").fill("12345")
    capture(page, card, 1280)
    capture(page, card, 390)

    dialog.get_by_role("button", name="Place Order").click()

    expect(page).to_have_url(re.compile(r"/order/\d+$"))
    expect(page.locator(".order-facts")).to_contain_text(STATUS_WORDS[PaymentStatus.AUTHORIZED])
    order = Order.objects.get()
    payment = Payment.objects.get(order_id=order.pk)
    assert (payment.provider, payment.status, payment.authorized) == ("stripe", PaymentStatus.AUTHORIZED, phone.price)
    assert (order.card_last4, order.cardholder_name) == ("4242", "Ada Lovelace")
    assert asked_stripe == []
    assert errors == []
