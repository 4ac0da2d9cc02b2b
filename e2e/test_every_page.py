"""Every route, at a desktop and a phone width, with an empty and with a stored cart, loads without an uncaught
error or a console error: a hydration mismatch (React's #418, the server's HTML thrown away) included. The one
error a page may log is its own document's 404 status, on the two not-found pages."""

import io
import json
import re

import pytest
from django.core.management import call_command
from playwright.sync_api import Page, expect

from catalog.models import Product
from e2e.admin_helpers import STAFF_PASSWORD, STAFF_USERNAME, expect_app_started
from orders.tests.checkout import payload

pytestmark = pytest.mark.django_db(transaction=True)

NOT_FOUND_STATUS = "Failed to load resource: the server responded with a status of 404"
CATEGORY_ROUTES = [
    "/smartphones",
    "/laptops",
    "/tablets",
    "/audio",
    "/gaming",
    "/smart-home",
    "/wearables",
    "/electric-scooters",
    "/home-appliances",
]
NOT_FOUND_ROUTES = {"/product/987654321", "/no/such/page"}
STAFF_TABS = ["orders", "queue", "products", "low-stock", "featured", "analytics", "searches"]


@pytest.fixture
def catalogue():
    """The demo catalogue: real names (spaces, accents), subcategories, price bands, a featured item."""
    call_command("seed_catalog", stdout=io.StringIO())
    return list(Product.objects.filter(is_active=True, stock__gt=0).order_by("pk")[:2])


def watch_errors(page: Page) -> list[str]:
    """Uncaught errors and console errors, but a not-found page's own document 404."""
    errors = []

    def on_console(message):
        if message.type != "error":
            return
        own_404 = message.text.startswith(NOT_FOUND_STATUS) and message.location.get("url") == page.url
        if not (own_404 and page.url.removeprefix(base_of(page)) in NOT_FOUND_ROUTES):
            errors.append(f"console: {message.text} ({message.location.get('url')})")

    page.on("console", on_console)
    page.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    return errors


def base_of(page: Page) -> str:
    return re.match(r"^https?://[^/]+", page.url).group(0)


def visit(page: Page, url: str) -> None:
    """Open `url` and wait until the app has taken over the page (or rendered it) and the network is quiet."""
    page.goto(url)
    expect_app_started(page)
    page.wait_for_load_state("networkidle")


def csrf_headers(page: Page) -> dict:
    token = next(cookie["value"] for cookie in page.context.cookies() if cookie["name"] == "csrftoken")
    return {"X-CSRFToken": token, "Content-Type": "application/json"}


def checkout(page: Page, base_url: str, product: Product) -> int:
    """An order placed from this browser session, so its confirmation page may show it."""
    body = payload([(product, 1)])
    response = page.request.post(base_url + "/api/orders", data=json.dumps(body), headers=csrf_headers(page))
    assert response.status == 201, response.text()
    return response.json()["id"]


@pytest.mark.parametrize("cart", ["empty cart", "stored cart"])
@pytest.mark.parametrize("width", [1280, 390])
def test_every_page_loads_without_an_error(page: Page, base_url, catalogue, staff, width, cart):
    first, second = catalogue
    page.set_viewport_size({"width": width, "height": 900})
    if cart == "stored cart":
        lines = [{"productId": first.pk, "quantity": 2, "price": float(first.price)}]
        page.add_init_script(f"localStorage.setItem('voltcart_cart', {json.dumps(json.dumps(lines))});")
    errors = watch_errors(page)

    shopper_routes = [
        "/",
        *CATEGORY_ROUTES,
        f"/product/{first.pk}",
        f"/products/{second.pk}",
        *sorted(NOT_FOUND_ROUTES),
        "/?q=pro",
        "/track",
        f"/compare?ids={first.pk},{second.pk}",
    ]
    for route in shopper_routes:
        visit(page, base_url + route)
    order_id = checkout(page, base_url, second)
    visit(page, f"{base_url}/order/{order_id}")
    expect(page.get_by_text(f"#{order_id}").first).to_be_visible()

    visit(page, base_url + "/admin")
    expect(page.get_by_role("heading", name="Admin Login")).to_be_visible()
    login = page.request.post(
        base_url + "/api/admin/login",
        data=json.dumps({"username": STAFF_USERNAME, "password": STAFF_PASSWORD}),
        headers=csrf_headers(page),
    )
    assert login.status == 200
    for tab in ["", *STAFF_TABS]:
        visit(page, f"{base_url}/admin/{tab}".rstrip("/"))
        expect(page.get_by_role("heading", name="Admin Dashboard")).to_be_visible()
        expect(page.locator(".admin-muted[role=status]")).to_have_count(0)  # the tab's list has loaded

    assert errors == []
