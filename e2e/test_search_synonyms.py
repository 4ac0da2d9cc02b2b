"""Search synonyms in a real Chromium: a shopper's search for "earphones" finds nothing, an Owner starts a set from
that row of the Searches tab's report ("earphones = earbuds"), and the same search then finds the earbuds; once the
set is removed it finds nothing again. The tab stays keyboard-usable and axe-clean, dialogs open, at both widths."""

import pytest
from playwright.sync_api import Browser, Page, expect

from catalog.models import SearchSynonym
from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import expect_toast, log_in, wait_for_animations
from e2e.axe import assert_no_axe_violations

pytestmark = pytest.mark.django_db(transaction=True)
HEIGHT = 900
NOTHING_FOUND = "No products found matching “earphones”"


def shopper_search(browser: Browser, base_url: str, text: str, width: int) -> Page:
    """A shopper's search from a browser of their own (nothing cached from an earlier search)."""
    page = browser.new_context(viewport={"width": width, "height": HEIGHT}).new_page()
    page.goto(base_url + f"/?q={text}")
    return page


def scan(page: Page) -> None:
    wait_for_animations(page)
    assert_no_axe_violations(page)


@pytest.mark.parametrize("width", [1280, 390])
def test_an_owner_makes_a_search_that_found_nothing_find_the_earbuds(
    page: Page, browser: Browser, base_url, staff, width
):
    ProductFactory(name="Volt Earbuds", category="Audio", description="Wireless, with a charging case.")
    shopper = shopper_search(browser, base_url, "earphones", width)
    expect(shopper.get_by_text(NOTHING_FOUND)).to_be_visible()
    shopper.context.close()

    page.set_viewport_size({"width": width, "height": HEIGHT})
    log_in(page, base_url, "/admin/searches")
    synonyms = page.get_by_role("region", name="Synonyms")
    expect(synonyms.get_by_text("No synonyms yet")).to_be_visible()
    scan(page)

    # From the report's row, by keyboard: the dialog opens with the search and the caret after it.
    add = page.get_by_role("button", name="Add synonym for earphones")
    add.focus()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog", name="Add synonyms")
    field = dialog.get_by_label("Words that mean the same")
    expect(field).to_have_value("earphones = ")
    expect(field).to_be_focused()
    scan(page)
    page.keyboard.press("Enter")  # one word only: the form says what is missing, the server is not asked
    expect(dialog.get_by_text("Add at least one more word, e.g. earphones = …")).to_be_visible()
    expect(field).to_have_attribute("aria-invalid", "true")
    scan(page)
    page.keyboard.type("Earbuds")
    page.keyboard.press("Enter")

    expect_toast(page, "Synonyms added", "earphones = earbuds")
    expect(dialog).to_be_hidden()
    expect(add).to_be_focused()
    expect(synonyms.get_by_role("rowheader", name="earphones = earbuds")).to_be_visible()
    assert list(SearchSynonym.objects.values_list("words", flat=True)) == [["earphones", "earbuds"]]
    scan(page)

    shopper = shopper_search(browser, base_url, "earphones", width)
    expect(shopper.locator(".product-card__name")).to_have_text(["Volt Earbuds"])
    shopper.context.close()

    # Removed, after the question: the search finds nothing again.
    synonyms.get_by_role("button", name="Remove earphones = earbuds").click()
    confirm = page.get_by_role("dialog", name="Remove synonyms")
    expect(confirm).to_contain_text('Remove "earphones = earbuds"?')
    scan(page)
    confirm.get_by_role("button", name="Remove").click()
    expect_toast(page, "Synonyms removed", "earphones = earbuds")
    expect(synonyms.get_by_text("No synonyms yet")).to_be_visible()
    assert not SearchSynonym.objects.exists()

    shopper = shopper_search(browser, base_url, "earphones", width)
    expect(shopper.get_by_text(NOTHING_FOUND)).to_be_visible()
    shopper.context.close()
