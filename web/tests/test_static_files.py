"""Static files as collectstatic leaves them and whitenoise serves them: Brotli to browsers that accept it
(every current browser), gzip to the others, each cached for good (the names carry the content's hash)."""

import gzip

import brotli
import pytest
from django.contrib.staticfiles.storage import staticfiles_storage
from django.core.files.base import ContentFile
from django.test import Client

SCRIPT = ("export function greet(name) { return `Hello, ${name}!`; }\n" * 400).encode()


@pytest.fixture
def collected_script(tmp_path, settings):
    """A script collected into a fresh STATIC_ROOT by the configured storage, as collectstatic would."""
    settings.STATIC_ROOT = tmp_path
    staticfiles_storage.save("assets/app-1a2b3c.js", ContentFile(SCRIPT))
    list(staticfiles_storage.post_process({"assets/app-1a2b3c.js": (staticfiles_storage, "assets/app-1a2b3c.js")}))
    return "/static/assets/app-1a2b3c.js"


def test_a_browser_accepting_brotli_gets_the_brotli_copy(collected_script):
    response = Client().get(collected_script, HTTP_ACCEPT_ENCODING="gzip, deflate, br, zstd")

    assert response.status_code == 200
    assert response["Content-Encoding"] == "br"
    assert response["Vary"] == "Accept-Encoding"
    assert "immutable" in response["Cache-Control"]
    body = b"".join(response.streaming_content)
    assert brotli.decompress(body) == SCRIPT
    assert len(body) < len(gzip.compress(SCRIPT))


def test_a_browser_accepting_only_gzip_gets_the_gzip_copy(collected_script):
    response = Client().get(collected_script, HTTP_ACCEPT_ENCODING="gzip")

    assert response["Content-Encoding"] == "gzip"
    assert gzip.decompress(b"".join(response.streaming_content)) == SCRIPT


def test_a_static_file_carries_a_files_headers_and_not_a_pages(collected_script, settings):
    """Behind the HTTP/2 front every header is paid on every file: a file keeps nosniff and its caching, and goes
    without what only a document uses (HSTS, COOP, Referrer-Policy), without CORS, which its own origin needs not,
    and without the request's id (a page's answer has it, to report)."""
    settings.SECURE_HSTS_SECONDS = 3600
    client = Client()

    script = client.get(collected_script, HTTP_ACCEPT_ENCODING="br", secure=True)
    page = client.get("/no-such-page", secure=True)

    assert script.status_code == 200 and script["X-Content-Type-Options"] == "nosniff"
    assert "immutable" in script["Cache-Control"]
    for name in ("Strict-Transport-Security", "Cross-Origin-Opener-Policy", "Referrer-Policy", "X-Request-ID"):
        assert name not in script and name in page
    assert "Access-Control-Allow-Origin" not in script
    assert page["X-Content-Type-Options"] == "nosniff"


def test_a_file_kept_for_good_goes_without_validators_and_another_keeps_them(collected_script, settings):
    """Nothing revalidates a file browsers keep for good (the bundle's hashed files), so it goes without ETag and
    Last-Modified; a file kept for a while (the favicon, an unhashed name) keeps them, and answers a revalidation
    with 304."""
    staticfiles_storage.save("favicon.svg", ContentFile(b"<svg xmlns='http://www.w3.org/2000/svg'/>"))
    client = Client()

    script = client.get(collected_script, HTTP_ACCEPT_ENCODING="br")
    icon = client.get("/static/favicon.svg")
    again = client.get("/static/favicon.svg", HTTP_IF_NONE_MATCH=icon["ETag"])

    assert script.status_code == 200 and "immutable" in script["Cache-Control"]
    assert "ETag" not in script and "Last-Modified" not in script
    assert icon.status_code == 200 and "immutable" not in icon["Cache-Control"]
    assert icon["ETag"] and icon["Last-Modified"]
    assert again.status_code == 304
