"""Every page works under the Content-Security-Policy: no inline script, nothing refused by the browser."""

import re

import pytest
from playwright.sync_api import Page, expect

from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import expect_app_started
from web.tests.content_security_policy import policy_directives

pytestmark = pytest.mark.django_db(transaction=True)


def csp_refusals(page: Page):
    refusals = []
    page.on("console", lambda message: "Content Security Policy" in message.text and refusals.append(message.text))
    return refusals


@pytest.mark.parametrize(
    ("path", "visible"),
    [
        ("/", "Power up your"),
        ("/smartphones", "Volt Phone X"),
        ("/admin", "Admin Login"),
        ("/api/docs/", "Voltcart API"),
        ("/django-admin/login/", "Voltcart operations"),
    ],
)
def test_pages_render_with_nothing_refused(page: Page, base_url, path, visible):
    ProductFactory(name="Volt Phone X", category="Smartphones")
    refusals = csp_refusals(page)

    response = page.goto(base_url + path)
    expect(page.get_by_text(visible).first).to_be_visible()

    directives = policy_directives(response.headers["content-security-policy"])
    assert directives["script-src"] == "'self'"
    if path in ("/", "/smartphones", "/admin"):
        # The SPA's page inlines its style sheet and allows that one by its hash (web/page_assets.py); the
        # browser applying it is what the refusals below and the styled page show.
        assert re.fullmatch(r"'self' 'sha256-[A-Za-z0-9+/]+=*'", directives["style-src"])
        if path != "/admin":
            expect(page.get_by_role("banner")).to_have_css("position", "sticky")
    elif path != "/api/docs/":  # Swagger UI adds a <style> of its own
        assert directives["style-src"] == "'self'"
    assert refusals == []


def scroll_down_until_it_stays(page: Page, y: int) -> None:
    for _ in range(20):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(50)
        if page.evaluate("window.scrollY") == y:
            return
    raise AssertionError(f"the page would not stay scrolled to {y}")


def test_the_page_behind_an_open_dialog_does_not_scroll(page: Page, base_url):
    ProductFactory.create_batch(12, category="Smartphones")
    refusals = csp_refusals(page)
    page.set_viewport_size({"width": 1280, "height": 600})
    page.goto(base_url + "/smartphones")
    # Scrolled once the app has taken over the page, so that the dialog's lock is what keeps it there.
    expect_app_started(page)
    scroll_down_until_it_stays(page, 400)
    before = page.evaluate("window.scrollY")
    assert before > 0

    page.get_by_role("button", name=re.compile("^Shopping cart")).click()
    expect(page.get_by_role("dialog")).to_be_visible()
    # The lock's style sheet is adopted through the CSSOM (frontend/src/lib/styleSingleton.js), not refused.
    expect(page.locator("body")).to_have_css("overflow", "hidden")
    page.mouse.wheel(0, 600)
    page.keyboard.press("PageDown")
    page.wait_for_timeout(300)  # a scroll the lock let through would have moved the page by now

    assert page.evaluate("window.scrollY") == before
    assert refusals == []
