"""Reads of uploads: the renditions product answers list beside their pictures."""

from collections.abc import Iterable

from .models import Upload
from .storage import upload_storage


def renditions_for(urls: Iterable[str]) -> dict[str, dict[str, str]]:
    """`{url: {"320": url, "640": url, "1280": url}}` for each of `urls` that is an upload's (only the widths it
    has, narrowest first; `{}` for a photo under 320 px); pasted URLs are left out. One query, whatever the
    number of URLs: a product list asks once for all of its pictures."""
    wanted = set(urls)
    if not wanted:
        return {}
    return {
        upload.url: rendition_urls(upload) for upload in Upload.objects.filter(url__in=wanted).only("url", "renditions")
    }


def rendition_urls(upload: Upload) -> dict[str, str]:
    storage = upload_storage()
    return {width: storage.url(upload.renditions[width]) for width in sorted(upload.renditions, key=int)}
