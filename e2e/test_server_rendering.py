"""Storefront pages arrive rendered by the server (web/server_render.py) and the browser adopts that HTML:
the content is there before (and without) JavaScript, and hydration keeps the server's elements, with the
visitor's stored cart shown right after and no error."""

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import expect_app_started

pytestmark = pytest.mark.django_db(transaction=True)

CART_BUTTON = re.compile("^Shopping cart")
NOT_FOUND_STATUS = "Failed to load resource: the server responded with a status of 404"
# Keeps the first <main> the parser creates, before any script of the page runs.
KEEP_SERVER_MAIN = """
new MutationObserver(() => {
  window.serverMain ??= document.getElementById('main');
}).observe(document, { childList: true, subtree: true });
"""


@pytest.fixture
def phone():
    return ProductFactory(name="Volt Phone Prime", category="Smartphones", price="749.00", stock=5)


def pages(phone):
    return {"home": "/", "category": "/smartphones", "product": f"/product/{phone.pk}", "not found": "/nowhere"}


@pytest.mark.parametrize("name", ["home", "category", "product", "not found"])
def test_hydration_keeps_the_servers_html_and_then_shows_the_stored_cart(page: Page, base_url, phone, name):
    cart = [{"productId": phone.pk, "quantity": 2, "price": 749}]
    page.add_init_script(f"localStorage.setItem('voltcart_cart', {json.dumps(json.dumps(cart))});")
    page.add_init_script(KEEP_SERVER_MAIN)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))

    page.goto(base_url + pages(phone)[name])

    expect(page.get_by_role("button", name=CART_BUTTON)).to_have_accessible_name("Shopping cart, 2 items")
    assert page.evaluate("window.serverMain !== null && window.serverMain === document.getElementById('main')")
    # The Not Found page's own 404 status is the one error the browser may log.
    assert [error for error in errors if not error.startswith(NOT_FOUND_STATUS)] == []


# Keeps the home rows the parser created (once it is done, before the page's scripts run) and adds up the page's
# layout shifts.
KEEP_SERVER_ROWS = """
window.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
document.addEventListener('readystatechange', () => {
  if (document.readyState === 'interactive') window.serverRows = [...document.querySelectorAll('section.carousel')];
});
"""
SAME_ROWS = "[...document.querySelectorAll('section.carousel')].every((row, i) => row === window.serverRows[i])"
ADOPTED = "(i) => Object.keys(window.serverRows[i]).some((key) => key.startsWith('__reactFiber'))"


def test_home_rows_below_the_first_screen_keep_the_servers_html_until_needed(page: Page, base_url):
    """On a phone the rows below the first one are hydrated as they near the screen or when pressed
    (components/LazyHydrate.jsx): the server's elements stay, an Add pressed in the last row counts, and scrolling
    through the page shifts nothing."""
    ProductFactory(
        name="Volt Kettle", category="Home Appliances", subcategory="Kitchen", image_url="/static/products/blender.svg"
    )
    ProductFactory(name="Volt Speaker", category="Audio", image_url="/static/products/speaker.svg")
    page.set_viewport_size({"width": 390, "height": 844})
    page.add_init_script(KEEP_SERVER_ROWS)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))

    page.goto(base_url + "/")
    expect_app_started(page)
    assert page.evaluate("window.serverRows.length") == 9
    # Far below the screen, the last row is not adopted yet (React keeps its fiber on the elements it adopted).
    assert page.evaluate("window.serverRows[8].getBoundingClientRect().top") > 1200
    assert not page.evaluate(ADOPTED, 8)
    page.get_by_role("region", name="Home Appliances").get_by_role("button", name="Add Volt Kettle to cart").click()
    expect(page.get_by_role("button", name=CART_BUTTON)).to_have_accessible_name("Shopping cart, 1 item")

    for _ in range(3):  # to the top and through every row down to the footer
        page.evaluate("window.scrollTo(0, 0)")
        page.get_by_role("contentinfo").scroll_into_view_if_needed()
    page.get_by_role("region", name="Audio").get_by_role("button", name="Add Volt Speaker to cart").click()
    expect(page.get_by_role("button", name=CART_BUTTON)).to_have_accessible_name("Shopping cart, 2 items")
    assert page.evaluate(SAME_ROWS)
    assert page.evaluate(ADOPTED, 8)
    assert page.evaluate("window.layoutShift") == 0
    assert errors == []


def test_without_javascript_the_category_and_product_pages_show_their_products(browser: Browser, base_url, phone):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()

    page.goto(f"{base_url}/smartphones")
    expect(page.get_by_role("heading", name="Smartphones", level=1)).to_be_visible()
    expect(page.get_by_role("link", name=re.compile("Volt Phone Prime")).first).to_be_visible()
    expect(page.get_by_text("$749.00").first).to_be_visible()

    page.goto(f"{base_url}/product/{phone.pk}")
    expect(page.get_by_role("heading", name="Volt Phone Prime", level=1)).to_be_visible()
    expect(page.get_by_role("img", name="Volt Phone Prime").first).to_be_visible()
    context.close()


def test_a_shopper_who_scrolled_while_the_page_loaded_stays_where_they_are(page: Page, base_url, phone):
    page.set_viewport_size({"width": 390, "height": 844})
    held = []
    # The app's scripts wait until the shopper has scrolled.
    page.route("**/*.js", lambda script: held.append(script) if held is not None else script.continue_())
    page.goto(base_url + "/", wait_until="commit")  # the page's scripts are deferred: no DOMContentLoaded yet
    expect(page.get_by_role("contentinfo")).to_be_attached()  # the server's HTML is all there
    page.evaluate("window.scrollTo(0, 600)")
    scripts, held = held, None
    for script in scripts:
        script.continue_()

    expect_app_started(page)
    page.wait_for_load_state("networkidle")  # and all of it has arrived and run
    assert page.evaluate("window.scrollY") == 600
    page.get_by_role("contentinfo").get_by_role("link", name="Track your order").click()
    expect(page).to_have_url(base_url + "/track")
    assert page.evaluate("window.scrollY") == 0  # the next page starts at its top


@pytest.mark.parametrize("path", ["/", "/smartphones"])
def test_a_product_opened_from_a_card_shows_what_the_page_did_not_embed(page: Page, base_url, path):
    """The home and category pages embed their cards' products with what the cards show (not their features or
    specifications): the product page opened from a card reads the whole product."""
    phone = ProductFactory(
        name="Volt Phone Prime", category="Smartphones", image_url="/static/products/smartphone-black.svg"
    )
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(base_url + path)
    expect_app_started(page)

    page.get_by_role("link", name="Volt Phone Prime").first.click()

    expect(page).to_have_url(f"{base_url}/product/{phone.pk}")
    expect(page.get_by_role("heading", name="Volt Phone Prime", level=1)).to_be_visible()
    expect(page.get_by_text("A dependable device for everyday use.")).to_be_visible()
    expect(page.get_by_role("region", name="Key Features")).to_contain_text("Fast charging")
    expect(page.get_by_role("region", name="Technical Specifications")).to_contain_text("128 GB")
    assert errors == []


# Adds up the page's layout shifts.
RECORD_LAYOUT_SHIFTS = """
window.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
"""
LATE_PARTS = [".filters", ".toolbar", ".categories-menu", ".site-footer"]
LATE_CHUNKS = re.compile(r"/static/assets/(FilterPanel|ToolbarFields|CategoriesMenu|Footer)-[\w-]+\.js$")


def parts_boxes(page: Page):
    """Where the parts whose code comes later are, seen from the top of the page (a click scrolls what it clicks
    into view)."""
    page.evaluate("window.scrollTo(0, 0)")
    return [page.locator(selector).bounding_box() for selector in LATE_PARTS]


@pytest.mark.parametrize("width", [1280, 390])
def test_parts_whose_code_comes_later_stay_in_place_disabled_until_it_arrives(page: Page, base_url, width):
    """A category page's filters and toolbar, the categories menu and the footer have chunks of their own, fetched as
    the page hydrates (components/LazyPart.jsx). Until they arrive the server's parts stay, their controls disabled,
    while the rest of the page works: a product goes into the cart (a change React cannot pass on to parts without
    their code: it shows their server HTML instead, inert). Then they work, and nothing moved."""
    picture = "/static/products/smartphone-black.svg"
    phone = ProductFactory(name="Volt Phone Prime", category="Smartphones", price="749.00", image_url=picture)
    ProductFactory(name="Volt Phone Lite", brand="Volt", category="Smartphones", price="349.00", image_url=picture)
    cart = [{"productId": phone.pk, "quantity": 2, "price": 749}]
    page.add_init_script(f"localStorage.setItem('voltcart_cart', {json.dumps(json.dumps(cart))});")
    page.add_init_script(RECORD_LAYOUT_SHIFTS)
    page.set_viewport_size({"width": width, "height": 900})
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    held = []
    page.route(LATE_CHUNKS, lambda route: held.append(route))

    page.goto(base_url + "/smartphones")

    expect(page.locator("fieldset.app-frame:not([disabled])").first).to_be_attached()  # the app has started
    for _ in range(50):  # the browser asks for the four chunks as React hydrates the page
        if len(held) == 4:
            break
        page.wait_for_timeout(100)
    assert sorted(LATE_CHUNKS.search(route.request.url)[1] for route in held) == [
        "CategoriesMenu",
        "FilterPanel",
        "Footer",
        "ToolbarFields",
    ]
    boxes = parts_boxes(page)
    sort = page.get_by_role("combobox", name="Sort by")
    filters = (
        page.get_by_role("spinbutton", name="Max price") if width >= 900 else page.get_by_role("button", name="Filters")
    )
    for control in [sort, filters, page.get_by_role("button", name="Categories")]:
        expect(control).to_be_disabled()
    page.get_by_role("button", name="Add Volt Phone Lite to cart").click()
    expect(page.get_by_role("button", name=CART_BUTTON)).to_have_accessible_name("Shopping cart, 3 items")
    expect(sort).to_be_disabled()
    expect(page.get_by_role("contentinfo").get_by_role("link", name="Track your order")).to_be_attached()
    assert parts_boxes(page) == boxes

    for route in held:
        route.continue_()

    expect_app_started(page)
    assert parts_boxes(page) == boxes
    assert page.evaluate("window.layoutShift") == 0
    sort.select_option("Price: Low to High")
    expect(page).to_have_url(re.compile(r"sort=price"))
    page.get_by_role("button", name="Categories").click()
    expect(page.get_by_role("link", name="Audio")).to_be_visible()
    assert errors == []
