"""/media/: the stored photos, served by the app itself with their type and kept forever by browsers."""

import pytest

from .pictures import photo

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
