"""Issue 26 in a real Chromium against the live server: staff upload a photo into the images dialog (its
progress, then its thumbnail), move it by keyboard, make it the main image; a 390 px phone then downloads at
most the 640 px rendition of it on the product page. axe-core on the dialog, screenshots at 1280 and 390 px.

The photo is drawn here with Pillow, never downloaded."""

import re
from pathlib import Path

import pytest
from PIL import Image, ImageDraw
from playwright.sync_api import Page, expect

from catalog.models import Product
from catalog.tests.factories import ProductFactory
from e2e.admin_helpers import (
    expect_toast,
    log_in,
    product_row,
    save_screenshot,
    wait_for_animations,
)
from e2e.axe import assert_no_axe_violations

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("staff")]

NAME = "Volt Phone P"
MAIN = "/static/products/smartphone-blue.svg"
EXTRAS = ["/static/products/earbuds.svg", "/static/products/console.svg"]
PHOTO_NAME = "volt-phone.jpg"


@pytest.fixture
def photo(tmp_path) -> Path:
    """A 1600x1200 JPEG: wide enough for every rendition (320, 640 and 1280)."""
    image = Image.new("RGB", (1600, 1200), (226, 232, 240))
    draw = ImageDraw.Draw(image)
    for left in range(0, 1600, 100):
        draw.rectangle((left, 0, left + 49, 1199), fill=(37, 99, 235))
    draw.ellipse((500, 300, 1100, 900), fill=(220, 38, 38))
    path = tmp_path / PHOTO_NAME
    image.save(path, "JPEG", quality=90)
    return path


def open_images(page: Page):
    product_row(page, NAME).get_by_role("button", name=f"Images of {NAME}").click()
    return page.get_by_role("dialog", name="Manage Images")


def test_upload_reorder_by_keyboard_make_main_and_a_phone_gets_a_small_rendition(page: Page, base_url, photo):
    product = ProductFactory(name=NAME, category="Smartphones", image_url=MAIN, image_urls=EXTRAS, stock=5)
    page.set_viewport_size({"width": 1280, "height": 900})
    log_in(page, base_url, "/admin/products")
    dialog = open_images(page)

    # The local server answers at once: the upload is held until its progress has been seen.
    held = []
    page.route("**/api/admin/uploads", lambda route: held.append(route))
    dialog.get_by_label("Upload extra images", exact=True).set_input_files(photo)
    expect(dialog.get_by_role("progressbar", name=f"Uploading {PHOTO_NAME}")).to_be_visible()
    while not held:
        page.wait_for_timeout(50)
    held[0].continue_()
    page.unroute("**/api/admin/uploads")

    expect(dialog.get_by_role("img", name=f"Preview of {PHOTO_NAME}")).to_be_visible()
    expect(dialog.get_by_role("progressbar")).to_have_count(0)
    expect_toast(page, "Success", "Image added successfully")
    expect(dialog.get_by_text("Extra images (3 of 4)")).to_be_visible()
    product.refresh_from_db()
    uploaded = product.image_urls[2]
    assert product.image_urls[:2] == EXTRAS and uploaded.endswith(".jpg"), product.image_urls
    renditions = product.image_renditions[uploaded]
    assert sorted(renditions, key=int) == ["320", "640", "1280"]
    # The dialog shows it by its smallest rendition, not the original.
    expect(dialog.get_by_role("img", name=f"{NAME}, extra image 3")).to_have_attribute("src", renditions["320"])

    # Keyboard: Move earlier twice; the focus follows the photo, and at the first place goes to Move later.
    dialog.get_by_role("button", name="Move image 3 earlier").focus()
    page.keyboard.press("Enter")
    expect(dialog.get_by_role("button", name="Move image 2 earlier")).to_be_focused()
    expect(dialog.get_by_role("img", name=f"{NAME}, extra image 2")).to_have_attribute("src", renditions["320"])
    page.keyboard.press("Enter")
    expect(dialog.get_by_role("button", name="Move image 1 later")).to_be_focused()
    expect(dialog.get_by_role("button", name="Move image 1 earlier")).to_be_disabled()
    expect(dialog.get_by_role("img", name=f"{NAME}, extra image 1")).to_have_attribute("src", renditions["320"])
    product.refresh_from_db()
    assert product.image_urls == [uploaded, *EXTRAS]

    wait_for_animations(page)
    assert_no_axe_violations(page, include="[role=dialog]")
    save_screenshot(page, "product-photos-dialog-1280")
    page.set_viewport_size({"width": 390, "height": 844})
    wait_for_animations(page)
    assert_no_axe_violations(page, include="[role=dialog]")
    save_screenshot(page, "product-photos-dialog-390")
    page.set_viewport_size({"width": 1280, "height": 900})

    # Make main swaps the photo with the main picture, in one call.
    dialog.get_by_role("button", name="Make main: image 1").click()
    expect_toast(page, "Image Updated", "The main product image has been changed.")
    expect(dialog.get_by_role("img", name=f"{NAME}, main image")).to_have_attribute("src", renditions["320"])
    product.refresh_from_db()
    assert (product.image_url, product.image_urls) == (uploaded, [MAIN, *EXTRAS])

    # A 390 px phone (device pixel ratio 1) draws the gallery's picture 358 px wide: the 640 rendition is the
    # narrowest that covers it, and neither the original nor the 1280 rendition is downloaded.
    requested = []
    page.on("request", lambda request: request.resource_type == "image" and requested.append(request.url))
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(base_url + f"/product/{product.pk}")
    picture = page.locator(".gallery__stage img")
    expect(picture).to_have_attribute("alt", re.compile(rf"^{NAME}, image 1 of 4$"))
    expect(picture).to_have_attribute("srcset", re.compile(r"640w"))
    page.wait_for_function("document.querySelector('.gallery__stage img').complete")
    current = picture.evaluate("(image) => new URL(image.currentSrc).pathname")
    assert current in (renditions["320"], renditions["640"]), current
    assert picture.evaluate("(image) => image.naturalWidth") <= 640
    big = {uploaded, renditions["1280"]}
    assert not [url for url in requested if any(url.endswith(name) for name in big)], requested
    save_screenshot(page, "product-photo-page-390")

    page.set_viewport_size({"width": 1280, "height": 900})
    page.reload()
    expect(picture).to_have_attribute("alt", re.compile(rf"^{NAME}, image 1 of 4$"))
    page.wait_for_function("document.querySelector('.gallery__stage img').complete")
    save_screenshot(page, "product-photo-page-1280")


def test_a_refused_file_says_why_at_the_file(page: Page, base_url, tmp_path):
    ProductFactory(name=NAME, image_url=MAIN, image_urls=[])
    text_file = tmp_path / "notes.png"
    text_file.write_text("not a picture at all")
    log_in(page, base_url, "/admin/products")
    dialog = open_images(page)
    dialog.get_by_label("Upload a main image", exact=True).set_input_files(text_file)

    row = dialog.locator(".admin-upload").filter(has_text="notes.png")
    expect(row).to_contain_text("Upload a JPEG, PNG, WebP or GIF image")
    expect(dialog.get_by_role("status").filter(has_text="notes.png was not added")).to_have_count(1)
    assert Product.objects.get(name=NAME).image_url == MAIN
