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
    """Scrolled to `y`, again at each poll, until a poll finds the page still there (nothing scrolled it back)."""
    page.wait_for_function(
        """(y) => {
            const stayed = window.scrollY === y && window.scrolledTo === y;
            window.scrolledTo = y;
            window.scrollTo(0, y);
            return stayed;
        }""",
        arg=y,
        polling=50,
    )


def count_gestures(page: Page) -> None:
    """The page counts the wheel turns and key presses that reach it, and the frames drawn since the last one."""
    page.evaluate(
        """() => {
            window.gestures = 0;
            window.framesSinceGesture = 0;
            const gesture = () => { window.gestures += 1; window.framesSinceGesture = 0; };
            addEventListener('wheel', gesture, { capture: true, passive: true });
            addEventListener('keydown', gesture, { capture: true });
            const frame = () => { window.framesSinceGesture += 1; requestAnimationFrame(frame); };
            requestAnimationFrame(frame);
        }"""
    )


def wait_for_the_gestures_to_be_handled(page: Page, gestures: int) -> None:
    # A scroll the gestures caused would have moved the page within the frames drawn after the last of them.
    page.wait_for_function("(gestures) => window.gestures >= gestures && window.framesSinceGesture >= 10", arg=gestures)


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
    count_gestures(page)
    page.mouse.wheel(0, 600)
    page.keyboard.press("PageDown")
    wait_for_the_gestures_to_be_handled(page, 2)

    assert page.evaluate("window.scrollY") == before
    # Closed, the dialog lets the same wheel scroll the page again, within as many frames.
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog")).to_have_count(0)
    page.mouse.wheel(0, 600)
    wait_for_the_gestures_to_be_handled(page, 4)
    assert page.evaluate("window.scrollY") > before
    assert refusals == []
