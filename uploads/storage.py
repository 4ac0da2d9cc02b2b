"""Where uploaded photos live: Django's storage named "uploads" (settings.STORAGES), the local filesystem under
MEDIA_ROOT unless MEDIA_BUCKET_URL names an S3-compatible bucket. Names are content-hashed, so a file is written
once and never changes: every copy of it may be kept forever."""

from urllib.parse import parse_qsl, urlsplit

from django.core.exceptions import ImproperlyConfigured
from django.core.files.storage import Storage, storages

# Sent with every stored file (the media view's answers, the bucket's objects).
IMMUTABLE = "public, max-age=31536000, immutable"

# The only files the storage holds, by extension.
CONTENT_TYPES = {"jpg": "image/jpeg", "png": "image/png", "webp": "image/webp"}

# MEDIA_BUCKET_URL's query parameters and the S3Storage options they set.
BUCKET_OPTIONS = {
    "endpoint_url": "endpoint_url",
    "region": "region_name",
    "custom_domain": "custom_domain",
    "addressing_style": "addressing_style",
}


def upload_storage() -> Storage:
    return storages["uploads"]


def bucket_storage(url: str) -> dict:
    """The STORAGES entry for MEDIA_BUCKET_URL, `s3://bucket[/prefix][?endpoint_url=…&region=…&custom_domain=…
    &addressing_style=path]`. Credentials come from boto3's usual places (AWS_ACCESS_KEY_ID and
    AWS_SECRET_ACCESS_KEY, a profile, an instance role). The URLs are plain (no signature that expires): the
    bucket, or the CDN named by custom_domain, must let anyone read the objects. Each object is written with its
    Content-Type and IMMUTABLE."""
    parts = urlsplit(url)
    if parts.scheme != "s3" or not parts.netloc:
        raise ImproperlyConfigured(f"MEDIA_BUCKET_URL must look like s3://bucket?region=…, not {url!r}")
    query = dict(parse_qsl(parts.query))
    if unknown := sorted(set(query) - set(BUCKET_OPTIONS)):
        raise ImproperlyConfigured(f"MEDIA_BUCKET_URL: unknown parameter(s) {', '.join(unknown)}")
    return {
        "BACKEND": "storages.backends.s3.S3Storage",
        "OPTIONS": {
            "bucket_name": parts.netloc,
            "location": parts.path.strip("/"),
            "querystring_auth": False,
            "file_overwrite": True,
            "object_parameters": {"CacheControl": IMMUTABLE},
            **{BUCKET_OPTIONS[key]: value for key, value in query.items()},
        },
    }


def local_storage(location, base_url: str) -> dict:
    """The STORAGES entry for files under MEDIA_ROOT, served by uploads.views.media_file. Writing a name again
    replaces the file (two requests storing the same photo at once write the same bytes) instead of storing a
    copy under a made-up name."""
    return {
        "BACKEND": "django.core.files.storage.FileSystemStorage",
        "OPTIONS": {"location": location, "base_url": base_url, "allow_overwrite": True},
    }
