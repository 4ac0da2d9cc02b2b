"""/media/: the stored photos, served by the app itself with their type and kept forever by browsers."""

import urllib.error
import urllib.request

import pytest
from PIL import Image

from shop.tests.server_process import production_server

from .pictures import RED, encode, photo

pytestmark = pytest.mark.django_db


def served_by_the_spa(response) -> bool:
    return any(template.name == "index.html" for template in response.templates or [])


def test_a_stored_file_is_served_with_its_type_and_immutable_caching(upload, storage, client):
    answer = upload(photo(700, 500)).json()

    for url, content_type in [(answer["url"], "image/jpeg"), (answer["renditions"]["640"], "image/webp")]:
        response = client.get(url, HTTP_ACCEPT_ENCODING="gzip, br")

        assert response.status_code == 200
        assert response["Content-Type"] == content_type
        assert response["X-Content-Type-Options"] == "nosniff"
        assert response["Cache-Control"] == "public, max-age=31536000, immutable"
        # Compressed already: sent as stored, with its length.
        assert "Content-Encoding" not in response
        with storage.open(url.removeprefix("/media/")) as file:
            expected = file.read()
        assert b"".join(response.streaming_content) == expected
        assert response["Content-Length"] == str(len(expected))


def test_a_head_request_answers_the_headers(upload, client):
    url = upload(photo()).json()["url"]

    response = client.head(url)

    assert response.status_code == 200 and response["Content-Type"] == "image/jpeg"
    assert client.post(url).status_code == 405


def test_a_missing_file_is_404(client):
    response = client.get(f"/media/uploads/{'0' * 32}/nothing.jpg")

    assert response.status_code == 404
    assert not served_by_the_spa(response)


@pytest.mark.parametrize(
    "path",
    [
        "/media/../shop/settings.py",
        "/media/uploads/../../shop/settings.py",
        "/media/uploads/%2e%2e/%2e%2e/shop/settings.py",
        "/media/uploads/..%2f..%2fshop%2fsettings.py",
        f"/media/uploads/{'0' * 32}/../../../db.sqlite3",
        "/media/%2Fetc%2Fpasswd",
        "/media/uploads/",
        "/media/",
        f"/media/uploads/{'0' * 32}/photo.svg",
        f"/media/uploads/{'0' * 32}/photo.html",
    ],
)
def test_anything_but_a_stored_photo_name_is_404_and_never_the_spa(client, media_root, path):
    (media_root / "uploads").mkdir(parents=True)
    (media_root / "secret.jpg").write_bytes(b"not for you")

    response = client.get(path)

    assert response.status_code == 404
    assert not served_by_the_spa(response)
    assert b"not for you" not in b"".join(getattr(response, "streaming_content", [response.content]))


def test_gunicorn_in_production_mode_serves_the_photos_itself(tmp_path):
    # Whitenoise serves only static files: with DEBUG off, /media/ is still answered, by the app.
    name = f"uploads/{'a' * 32}/phone-640.webp"
    data = encode(Image.new("RGB", (64, 48), RED), "WEBP")
    media = tmp_path / "production-media"
    (media / name).parent.mkdir(parents=True)
    (media / name).write_bytes(data)
    database = f"sqlite:///{tmp_path / 'shop.sqlite3'}"

    with production_server(DATABASE_URL=database, MEDIA_ROOT=str(media)) as base:
        request = urllib.request.Request(f"{base}/media/{name}", headers={"Accept-Encoding": "gzip, br"})
        with urllib.request.urlopen(request, timeout=10) as response:
            status, headers, body = response.status, response.headers, response.read()
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(f"{base}/media/uploads/{'b' * 32}/phone.jpg", timeout=10)

    assert status == 200 and body == data
    assert headers["Content-Type"] == "image/webp"
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    assert headers["Content-Encoding"] is None
    assert missing.value.code == 404
