"""POST /api/admin/uploads: what is accepted and how it is stored, what is refused
and with which answer."""

import io

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image, ImageCms

from uploads.images import MAX_BYTES
from uploads.models import Upload

from .pictures import (
    BLUE,
    RED,
    SVG_WITH_SCRIPT,
    SWAPPED_PROFILE,
    animated_gif,
    encode,
    gps_exif,
    photo,
    png_header_only,
    transparent_png,
    two_halves,
)

pytestmark = pytest.mark.django_db

TYPE_REFUSAL = {
    "message": "Upload a JPEG, PNG, WebP or GIF image",
    "errors": {"file": ["Upload a JPEG, PNG, WebP or GIF image"]},
}
TOO_LARGE = {"message": "Images may be at most 10 MB", "errors": {"file": ["Images may be at most 10 MB"]}}


def stored(storage, url) -> Image.Image:
    """The stored file behind a URL the API answered, decoded."""
    name = url.removeprefix("/media/")
    with storage.open(name) as file:
        image = Image.open(io.BytesIO(file.read()))
        image.load()
        return image


def every_file(storage, answer) -> list[Image.Image]:
    return [stored(storage, url) for url in [answer["url"], *answer["renditions"].values()]]


def assert_nothing_stored(media_root):
    assert not Upload.objects.exists()
    assert not media_root.exists() or not any(path.is_file() for path in media_root.rglob("*"))


def close_to(pixel, expected, tolerance=8):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, expected, strict=True))


def test_a_photo_is_stored_with_its_renditions_and_answered(upload, storage):
    response = upload(photo(2000, 1500), name="Front view_2.JPG")

    assert response.status_code == 201, response.content
    answer = response.json()
    assert answer["width"] == 2000 and answer["height"] == 1500
    assert answer["url"].startswith("/media/uploads/") and answer["url"].endswith("/front-view-2.jpg")
    assert list(answer["renditions"]) == ["320", "640", "1280"]
    for width, url in answer["renditions"].items():
        assert url.endswith(f"/front-view-2-{width}.webp")
        rendition = stored(storage, url)
        assert rendition.format == "WEBP"
        assert rendition.size == (int(width), int(width) * 3 // 4)
    original = stored(storage, answer["url"])
    assert original.format == "JPEG" and original.size == (2000, 1500)
    upload_row = Upload.objects.get()
    assert upload_row.url == answer["url"] and upload_row.width == 2000 and upload_row.attached_at is None
    assert upload_row.uploaded_by.username == "staffer"


def test_a_photo_narrower_than_a_width_is_never_upscaled(upload, storage):
    answer = upload(photo(500, 400)).json()

    assert list(answer["renditions"]) == ["320"]
    assert stored(storage, answer["renditions"]["320"]).size == (320, 256)
    assert stored(storage, answer["url"]).size == (500, 400)


def test_a_photo_under_320_px_has_no_rendition(upload):
    answer = upload(photo(200, 200)).json()

    assert answer["renditions"] == {}


def test_the_same_bytes_twice_answer_the_same_urls(upload):
    data = photo(800, 600)

    first = upload(data, name="first.jpg").json()
    second = upload(data, name="other-name.png", content_type="image/png").json()

    assert second == first
    assert Upload.objects.count() == 1


def test_different_photos_get_different_urls(upload):
    assert upload(photo(color=RED)).json()["url"] != upload(photo(color=BLUE)).json()["url"]


def test_gps_exif_and_comments_are_gone_from_every_file(upload, storage):
    data = encode(two_halves(1400, 1000), "JPEG", exif=gps_exif(), comment=b"Taken at home")
    assert Image.open(io.BytesIO(data)).getexif().get_ifd(0x8825)  # the upload does carry GPS

    answer = upload(data).json()

    for image in every_file(storage, answer):
        assert not image.getexif(), image.format
        assert "exif" not in image.info and "comment" not in image.info and "icc_profile" not in image.info
        assert "xmp" not in image.info


def test_the_exif_orientation_is_applied(upload, storage):
    # Orientation 6: the camera was turned; shown upright, the left half (red) is at the top.
    data = encode(two_halves(1400, 700), "JPEG", exif=gps_exif(orientation=6))

    answer = upload(data).json()

    assert (answer["width"], answer["height"]) == (700, 1400)
    for image in every_file(storage, answer):
        rgb = image.convert("RGB")
        assert rgb.width < rgb.height
        assert close_to(rgb.getpixel((rgb.width // 2, rgb.height // 10)), RED)
        assert close_to(rgb.getpixel((rgb.width // 2, rgb.height * 9 // 10)), BLUE)


def test_colours_are_converted_to_srgb_from_the_embedded_profile(upload, storage):
    # In this profile, the pixel (255, 0, 0) is sRGB's pure blue.
    data = photo(700, 500, color=RED, icc_profile=SWAPPED_PROFILE)

    answer = upload(data).json()

    for image in every_file(storage, answer):
        assert "icc_profile" not in image.info  # untagged: sRGB, as browsers read it
        assert close_to(image.convert("RGB").getpixel((10, 10)), BLUE), image.getpixel((10, 10))


def test_an_srgb_tagged_photo_keeps_its_colours(upload, storage):
    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()

    answer = upload(photo(700, 500, color=(200, 120, 40), icc_profile=srgb)).json()

    assert close_to(stored(storage, answer["url"]).getpixel((10, 10)), (200, 120, 40))


def test_a_cmyk_jpeg_becomes_rgb(upload, storage):
    data = encode(Image.new("CMYK", (400, 300), (0, 255, 255, 0)), "JPEG")

    answer = upload(data).json()

    original = stored(storage, answer["url"])
    assert original.mode == "RGB" and close_to(original.getpixel((5, 5)), RED)


def test_transparency_keeps_a_png_original_and_webp_alpha(upload, storage):
    answer = upload(transparent_png(700, 500), name="cutout.png", content_type="image/png").json()

    original = stored(storage, answer["url"])
    assert answer["url"].endswith("/cutout.png")
    assert original.format == "PNG" and original.mode == "RGBA"
    assert original.getpixel((10, 10))[3] == 0 and original.getpixel((690, 10)) == (*RED, 255)
    for url in answer["renditions"].values():
        rendition = stored(storage, url)
        assert rendition.mode == "RGBA" and rendition.getpixel((5, 5))[3] == 0


def test_an_opaque_rgba_png_is_a_jpeg(upload, storage):
    data = encode(Image.new("RGBA", (400, 300), (*RED, 255)), "PNG")

    answer = upload(data, name="flat.png", content_type="image/png").json()

    assert stored(storage, answer["url"]).format == "JPEG"


def test_an_animated_gif_gives_its_first_frame(upload, storage):
    answer = upload(animated_gif((RED, BLUE)), name="spin.gif", content_type="image/gif").json()

    for image in every_file(storage, answer):
        assert close_to(image.convert("RGB").getpixel((10, 10)), RED)


def test_webp_is_accepted(upload, storage):
    answer = upload(photo(700, 500, fmt="WEBP"), name="p.webp", content_type="image/webp").json()

    assert stored(storage, answer["url"]).format == "JPEG"
    assert list(answer["renditions"]) == ["320", "640"]


def test_a_png_named_jpg_is_accepted_by_its_content(upload, storage):
    response = upload(photo(600, 400, fmt="PNG"), name="holiday.jpg", content_type="image/jpeg")

    assert response.status_code == 201
    assert stored(storage, response.json()["url"]).size == (600, 400)


@pytest.mark.parametrize(
    ("data", "name", "content_type"),
    [
        (SVG_WITH_SCRIPT, "logo.svg", "image/svg+xml"),
        (SVG_WITH_SCRIPT, "logo.png", "image/png"),
        (b"just some text, not a picture\n" * 10, "notes.png", "image/png"),
        (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n", "manual.jpg", "image/jpeg"),
        (encode(Image.new("RGB", (40, 40)), "BMP"), "old.bmp", "image/bmp"),
        (encode(Image.new("RGB", (40, 40)), "TIFF"), "scan.tif", "image/tiff"),
        (b"", "empty.jpg", "image/jpeg"),
    ],
    ids=["svg", "svg-named-png", "text-named-png", "pdf-named-jpg", "bmp", "tiff", "empty"],
)
def test_anything_but_jpeg_png_webp_or_gif_is_refused(upload, media_root, data, name, content_type):
    response = upload(data, name=name, content_type=content_type)

    assert response.status_code == 400
    assert response.json() == TYPE_REFUSAL
    assert_nothing_stored(media_root)


def test_a_damaged_image_is_refused(upload, media_root):
    response = upload(photo(800, 600)[:3000])

    assert response.status_code == 400
    assert response.json()["errors"]["file"] == ["This image could not be read: it may be damaged or incomplete"]
    assert_nothing_stored(media_root)


def test_a_missing_file_is_refused_naming_the_field(staff_client, media_root):
    for body in ({}, {"file": "not a file"}, {"other": SimpleUploadedFile("a.jpg", photo())}):
        response = staff_client.post("/api/admin/uploads", body, format="multipart")

        assert response.status_code == 400
        assert "file" in response.json()["errors"], body
    assert staff_client.post("/api/admin/uploads", {}, format="multipart").json() == {
        "message": "Choose an image to upload",
        "errors": {"file": ["Choose an image to upload"]},
    }
    assert_nothing_stored(media_root)


def test_a_json_body_is_415(staff_client):
    response = staff_client.post("/api/admin/uploads", {"file": "x"}, format="json")

    assert response.status_code == 415
    assert "message" in response.json()


def test_a_decompression_bomb_is_refused_without_decoding_it(upload, media_root):
    bomb = png_header_only(20_000, 20_000)  # 400 megapixels in 70 bytes
    assert len(bomb) < 100

    response = upload(bomb, name="bomb.png", content_type="image/png")

    assert response.status_code == 400
    assert response.json()["message"] == "Images may have at most 40 megapixels"
    assert_nothing_stored(media_root)


def test_just_over_40_megapixels_is_refused(upload, recwarn):
    response = upload(png_header_only(8000, 5001), name="big.png", content_type="image/png")

    assert response.status_code == 400
    assert response.json()["message"] == "Images may have at most 40 megapixels (this one has 40)"


def test_a_side_longer_than_webp_allows_is_refused(upload):
    response = upload(png_header_only(20_000, 100), name="strip.png", content_type="image/png")

    assert response.status_code == 400
    assert response.json()["message"] == "Images may be at most 16,383 pixels wide and tall"


def padded_jpeg(size: int) -> bytes:
    """A valid JPEG of exactly `size` bytes: decoders stop at its end marker and ignore what follows."""
    data = photo(400, 300)
    return data + b"\0" * (size - len(data))


def test_a_file_of_exactly_10_mb_is_accepted(upload):
    response = upload(padded_jpeg(MAX_BYTES))

    assert response.status_code == 201, response.content
    assert Upload.objects.get().size == MAX_BYTES


def test_one_byte_over_10_mb_is_413(upload, media_root):
    response = upload(padded_jpeg(MAX_BYTES + 1))

    assert response.status_code == 413
    assert response.json() == TOO_LARGE
    assert_nothing_stored(media_root)


@pytest.mark.parametrize("debug", [True, False])
def test_an_11_mb_upload_is_413_json_before_the_body_is_read(upload, media_root, settings, debug):
    settings.DEBUG = debug

    response = upload(padded_jpeg(11 * 1024 * 1024))

    assert response.status_code == 413
    assert response["Content-Type"] == "application/json"
    assert response.json() == TOO_LARGE
    assert response["Cache-Control"] == "private, no-store"
    assert_nothing_stored(media_root)


def test_anonymous_is_401_and_a_shopper_403_before_the_body_is_read(upload, api_client, customer_client, media_root):
    # 11 MB: read, it would be 413; refused first, it is the login answer.
    data = padded_jpeg(11 * 1024 * 1024)

    anonymous = upload(data, client=api_client)
    shopper = upload(photo(), client=customer_client)

    assert anonymous.status_code == 401 and anonymous.json() == {"message": "Authentication required"}
    assert shopper.status_code == 403
    assert_nothing_stored(media_root)


def test_staff_still_need_the_csrf_token(staff_user, media_root):
    from rest_framework.test import APIClient

    client = APIClient(enforce_csrf_checks=True)
    client.force_login(staff_user)

    response = client.post("/api/admin/uploads", {"file": SimpleUploadedFile("a.jpg", photo())}, format="multipart")

    assert response.status_code == 403
    assert_nothing_stored(media_root)


def test_other_methods_are_405_not_401(api_client):
    assert api_client.get("/api/admin/uploads").status_code == 405


def test_the_schema_documents_the_multipart_upload(client):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    operation = schema["paths"]["/api/admin/uploads"]["post"]

    body = operation["requestBody"]["content"]
    assert list(body) == ["multipart/form-data"]
    request_schema = schema["components"]["schemas"][body["multipart/form-data"]["schema"]["$ref"].split("/")[-1]]
    assert request_schema["required"] == ["file"]
    assert request_schema["properties"]["file"] == {**request_schema["properties"]["file"], "format": "binary"}
    assert {"201", "400", "401", "403", "413"} <= set(operation["responses"])
    answer = schema["components"]["schemas"]["Upload"]
    assert set(answer["properties"]) == {"url", "width", "height", "renditions"}
    renditions = schema["components"]["schemas"]["UploadRenditions"]
    assert set(renditions["properties"]) == {"320", "640", "1280"}
    assert not renditions.get("required")
