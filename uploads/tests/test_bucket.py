"""Photos in an S3-compatible bucket (MEDIA_BUCKET_URL), against moto's S3 server started here on a free port:
objects written with their Content-Type and immutable Cache-Control, plain URLs that serve them, deletion."""

import io
import urllib.error
import urllib.request

import pytest
from django.core.exceptions import ImproperlyConfigured
from PIL import Image

from uploads import selectors, services
from uploads.storage import IMMUTABLE, bucket_storage

from .moto_s3 import BUCKET, CREDENTIALS, media_bucket_url, moto_s3_server, public_bucket
from .pictures import photo

pytestmark = pytest.mark.django_db


@pytest.fixture(scope="module")
def s3_endpoint():
    """moto's S3 server (started for this module's tests, stopped after them)."""
    with moto_s3_server() as endpoint:
        yield endpoint


@pytest.fixture
def s3(s3_endpoint, settings, monkeypatch):
    """The uploads storage is the bucket, as MEDIA_BUCKET_URL would make it; answers a boto3 client on it."""
    for name, value in CREDENTIALS.items():
        monkeypatch.setenv(name, value)
    client = public_bucket(s3_endpoint)
    settings.STORAGES = {**settings.STORAGES, "uploads": bucket_storage(media_bucket_url(s3_endpoint))}
    yield client
    for listed in client.list_objects_v2(Bucket=BUCKET).get("Contents", []):
        client.delete_object(Bucket=BUCKET, Key=listed["Key"])
    client.delete_bucket(Bucket=BUCKET)


def fetch(url) -> tuple[bytes, str]:
    with urllib.request.urlopen(url, timeout=5) as response:
        return response.read(), response.headers["Content-Type"]


def test_an_upload_is_stored_in_the_bucket_with_its_headers(s3, s3_endpoint, upload):
    response = upload(photo(1400, 1000), name="tv.jpg")

    assert response.status_code == 201, response.content
    answer = response.json()
    assert answer["url"].startswith(f"{s3_endpoint}/{BUCKET}/uploads/") and answer["url"].endswith("/tv.jpg")
    assert list(answer["renditions"]) == ["320", "640", "1280"]
    keys = sorted(listed["Key"] for listed in s3.list_objects_v2(Bucket=BUCKET)["Contents"])
    assert len(keys) == 4
    files = [(answer["url"], "image/jpeg")] + [(url, "image/webp") for url in answer["renditions"].values()]
    for url, content_type in files:
        key = url.removeprefix(f"{s3_endpoint}/{BUCKET}/")
        head = s3.head_object(Bucket=BUCKET, Key=key)
        assert head["ContentType"] == content_type
        assert head["CacheControl"] == IMMUTABLE
        # The answered URL is plain (no signature that expires) and serves the photo.
        assert "Signature" not in url and "X-Amz" not in url
        data, served_type = fetch(url)
        assert served_type == content_type
        assert Image.open(io.BytesIO(data)).format == ("JPEG" if content_type == "image/jpeg" else "WEBP")


def test_the_same_bytes_are_one_set_of_objects(s3, upload):
    data = photo(700, 500)

    assert upload(data).json() == upload(data, name="again.jpg").json()
    assert s3.list_objects_v2(Bucket=BUCKET)["KeyCount"] == 3


def test_renditions_for_and_deletion_in_the_bucket(s3, s3_endpoint, upload, clock, django_capture_on_commit_callbacks):
    answer = upload(photo(700, 500)).json()
    clock.advance(minutes=1)
    services.upload_attach(answer["url"])

    assert selectors.renditions_for([answer["url"]]) == {answer["url"]: answer["renditions"]}

    with django_capture_on_commit_callbacks(execute=True):
        services.upload_files_delete(answer["url"])
    assert s3.list_objects_v2(Bucket=BUCKET)["KeyCount"] == 0
    with pytest.raises(urllib.error.HTTPError) as gone:
        fetch(answer["url"])
    assert gone.value.code in (403, 404)


def test_the_sweep_empties_the_bucket_of_unused_photos(s3, upload, clock):
    upload(photo(700, 500))
    clock.advance(hours=25)

    assert services.uploads_unattached_sweep() == 1
    assert s3.list_objects_v2(Bucket=BUCKET)["KeyCount"] == 0


def test_media_bucket_url_becomes_the_storage_options():
    entry = bucket_storage("s3://shop-photos/catalogue?region=eu-west-3&custom_domain=img.example.com")

    assert entry["BACKEND"] == "storages.backends.s3.S3Storage"
    assert entry["OPTIONS"] == {
        "bucket_name": "shop-photos",
        "location": "catalogue",
        "querystring_auth": False,
        "file_overwrite": True,
        "object_parameters": {"CacheControl": IMMUTABLE},
        "region_name": "eu-west-3",
        "custom_domain": "img.example.com",
    }


@pytest.mark.parametrize("url", ["https://bucket.example.com", "s3://", "s3://bucket?acl=public-read"])
def test_a_malformed_media_bucket_url_stops_the_start(url):
    with pytest.raises(ImproperlyConfigured, match="MEDIA_BUCKET_URL"):
        bucket_storage(url)
