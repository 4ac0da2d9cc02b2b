"""The brand and price filters of a category page and of the home search's results in a real Chromium, at 1280 and
390 px: checking a brand narrows the list and keeps every brand's count, Back undoes it, a price range's maximum is
included, and a page opened with its filters in the URL arrives rendered by the server with them chosen."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import expect_app_started
from e2e.axe import assert_no_axe_violations

pytestmark = pytest.mark.django_db(transaction=True)

# Keeps the first <main> the parser creates, before any script of the page runs.
KEEP_SERVER_MAIN = """
new MutationObserver(() => {
  window.serverMain ??= document.getElementById('main');
}).observe(document, { childList: true, subtree: true });
"""
# Sums the page's layout shifts (Cumulative Layout Shift without its session windows: any shift counts).
RECORD_LAYOUT_SHIFTS = """
window.layoutShift = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShift += entry.value;
}).observe({ type: 'layout-shift', buffered: true });
"""


@pytest.fixture
def audio():
    for name, brand, price in [
        ("Sony Buds", "Sony", "129.00"),
        ("Sony Headphones", "Sony", "399.99"),
        ("Sony Speaker", "Sony", "500.00"),
        ("Bose Earbuds", "Bose", "279.00"),
        ("Bose Speaker", "Bose", "500.01"),
        ("JBL Flip", "JBL", "99.95"),
    ]:
        # A picture the app serves (the factory's own names none), so the page logs no missing resource.
        ProductFactory(name=name, brand=brand, price=price, category="Audio", image_url="/static/products/earbuds.svg")


@pytest.fixture
def console_errors(page: Page):
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    return errors


def names(page: Page):
    return page.locator(".product-card__name")


def open_listing(page: Page, url: str, width: int, count_line: str) -> None:
    """The listing at `url` in a window `width` px wide, once the app has started, with its filters in sight."""
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(url)
    expect_app_started(page)
    expect(page.get_by_text(count_line)).to_be_visible()
    open_filters(page, width)


def open_filters(page: Page, width: int) -> None:
    """On a phone the panel folds behind its button; on a wide screen it is a column beside the grid."""
    toggle = page.locator(".filters__toggle")
    if width < 900:
        expect(toggle).to_be_visible()
        toggle.click()
        expect(toggle).to_have_attribute("aria-expanded", "true")
    else:
        expect(toggle).to_be_hidden()
    expect(page.get_by_role("group", name="Brand")).to_be_visible()


@pytest.mark.parametrize("width", [1280, 390])
def test_a_brand_narrows_the_category_and_back_restores_it(page: Page, base_url, audio, console_errors, width):
    open_listing(page, base_url + "/audio", width, "6 products found")
    brands = page.get_by_role("group", name="Brand")
    expect(brands.get_by_role("checkbox")).to_have_count(3)
    expect(brands.locator(".facet")).to_have_text(["Sony 3", "Bose 2", "JBL 1"])
    assert_no_axe_violations(page)

    brands.get_by_role("checkbox", name="Sony 3").check()

    expect(page).to_have_url(base_url + "/audio?brand=Sony")
    expect(page.get_by_text("3 products found")).to_be_visible()
    expect(names(page)).to_have_text(["Sony Buds", "Sony Headphones", "Sony Speaker"])
    # A brand filter does not shrink the brand counts: Bose still says what checking it would add.
    expect(brands.locator(".facet")).to_have_text(["Sony 3", "Bose 2", "JBL 1"])
    expect(brands.get_by_role("checkbox", name="Sony 3")).to_be_checked()
    assert_no_axe_violations(page)

    page.go_back()

    expect(page).to_have_url(base_url + "/audio")
    expect(page.get_by_text("6 products found")).to_be_visible()
    expect(names(page)).to_have_count(6)
    expect(brands.get_by_role("checkbox", name="Sony 3")).not_to_be_checked()
    assert console_errors == []


@pytest.mark.parametrize("width", [1280, 390])
def test_a_price_range_includes_its_maximum_and_combines_with_a_brand(
    page: Page, base_url, audio, console_errors, width
):
    open_listing(page, base_url + "/audio?sort=price&brand=Bose,Sony", width, "5 products found")

    page.get_by_label("Min price").fill("200")
    page.get_by_label("Max price").fill("500")
    expect(page).to_have_url(base_url + "/audio?sort=price&brand=Bose,Sony")  # nothing applied while typing
    page.get_by_label("Max price").press("Enter")

    expect(page).to_have_url(re.compile(r"minPrice=200&maxPrice=500$"))
    # $500.00 is in ("Max $500"), $500.01 is not; sorted by price as the URL asks.
    expect(names(page)).to_have_text(["Bose Earbuds", "Sony Headphones", "Sony Speaker"])
    page.get_by_role("button", name="Clear filters").click()
    expect(page).to_have_url(base_url + "/audio?sort=price")
    expect(names(page)).to_have_count(6)
    assert_no_axe_violations(page)
    assert console_errors == []


def test_a_filtered_category_arrives_rendered_by_the_server_and_is_adopted(
    page: Page, browser: Browser, base_url, audio, console_errors
):
    html = page.request.get(base_url + "/audio?brand=Sony&maxPrice=400").text()
    root = html[html.index('<div id="root">') :]
    assert re.search(r'<input type="checkbox" class="facet__box" checked=""/><span class="facet__name">Sony', root)
    assert "Sony Headphones" in root and "Sony Speaker" not in root  # $500.00 is over the $400 asked
    assert 'value="400"' in root

    page.add_init_script(KEEP_SERVER_MAIN)
    page.goto(base_url + "/audio?brand=Sony&maxPrice=400")
    expect_app_started(page)
    expect(page.get_by_role("checkbox", name="Sony 2")).to_be_checked()
    assert page.evaluate("window.serverMain !== null && window.serverMain === document.getElementById('main')")
    assert console_errors == []

    context = browser.new_context(java_script_enabled=False)
    static = context.new_page()
    static.goto(base_url + "/?q=speaker&brand=Bose")
    expect(static.get_by_role("heading", name="Results for “speaker”")).to_be_visible()
    expect(static.get_by_role("checkbox", name="Bose 1")).to_be_checked()
    expect(static.locator(".product-card__name")).to_have_text(["Bose Speaker"])
    context.close()


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("path", ["/audio?brand=Sony&sort=price", "/?q=speaker&maxPrice=400"])
def test_a_filtered_page_loads_without_a_layout_shift(page: Page, base_url, audio, width, path):
    """The filter panel and the first products come with the page: nothing moves once the app has started."""
    page.set_viewport_size({"width": width, "height": 900})
    page.add_init_script(RECORD_LAYOUT_SHIFTS)
    page.goto(base_url + path)
    expect_app_started(page)
    page.wait_for_load_state("networkidle")
    # Every picture due on the screen loaded and the fonts in; the frames after them drawn, and their shifts reported.
    page.wait_for_function(
        "() => document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete"
        " || image.loading === 'lazy')"
    )
    page.evaluate(
        "() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(drawn))))"
    )
    assert page.evaluate("PerformanceObserver.supportedEntryTypes.includes('layout-shift')")
    assert page.evaluate("window.layoutShift") == 0


@pytest.mark.parametrize("width", [1280, 390])
def test_the_home_search_filters_by_brand(page: Page, base_url, audio, console_errors, width):
    open_listing(page, base_url + "/?q=speaker", width, "2 products found")

    page.get_by_role("checkbox", name="Bose 1").check()

    expect(page).to_have_url(base_url + "/?q=speaker&brand=Bose")
    expect(names(page)).to_have_text(["Bose Speaker"])
    assert_no_axe_violations(page)
    page.go_back()
    expect(names(page)).to_have_count(2)
    assert console_errors == []
