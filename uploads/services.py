"""Writes of uploads: storing a staff member's photo, recording whether a product uses it (the catalog calls
upload_attach and upload_detach), and deleting its files (upload_files_delete, the daily sweep)."""

import hashlib
import logging
import re
from collections.abc import Callable, Iterable
from datetime import datetime, timedelta
from functools import partial
from pathlib import PurePath

from django.core.files.base import ContentFile
from django.core.files.storage import Storage
from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.text import slugify

from core.db import lock_rows
from core.errors import RuleViolation

from .images import Encoded, image_process
from .models import Upload
from .storage import CONTENT_TYPES, upload_storage

logger = logging.getLogger(__name__)

# An upload nothing uses is deleted by the sweep after this long.
SWEEP_AFTER = timedelta(hours=24)
SWEEP_BATCH = 100
# A file's name starts with this many hex digits of the content's SHA-256 (128 bits: no two photos share one).
HASH_DIGITS = 32
UPLOADS_FOLDER = "uploads"
# An original's name under UPLOADS_FOLDER: <hash digits>/<stem>.<jpg|png> (renditions add -<width>.webp).
UPLOAD_NAME = re.compile(rf"[0-9a-f]{{{HASH_DIGITS}}}/[a-z0-9][a-z0-9-]*\.(?:jpg|png)")
GONE_MESSAGE = "This photo is no longer stored: upload it again"


def now() -> datetime:
    """This module's clock (tests move it)."""
    return timezone.now()


def upload_create(*, file, uploaded_by=None) -> Upload:
    """Store the photo in `file` (an uploaded file of at most images.MAX_BYTES): its original re-encoded and its
    WebP renditions, under names made of its content's hash, and record it as not yet used by any product.

    The same bytes again answer the upload stored first (same URLs), with another day before the sweep. Two
    requests storing the same new photo at once write the same files, and the first to record it wins; the
    other answers that record and deletes any file of its own that the record does not name. Raises RuleViolation
    (400 at `file`) for what images.image_process refuses."""
    data = file.read()
    digest = hashlib.sha256(data).hexdigest()
    if (known := _upload_known(digest)) is not None:
        return known
    processed = image_process(data)
    folder, stem = f"{UPLOADS_FOLDER}/{digest[:HASH_DIGITS]}", _stem(file.name)
    name = f"{folder}/{stem}.{processed.original.extension}"
    renditions = {str(width): f"{folder}/{stem}-{width}.webp" for width in processed.renditions}
    files = {name: processed.original} | {
        renditions[str(width)]: encoded for width, encoded in processed.renditions.items()
    }
    storage = upload_storage()
    written = []
    try:
        for file_name, encoded in files.items():
            written.append(_store(storage, file_name, encoded))
        moment = now()
        with transaction.atomic():
            return Upload.objects.create(
                sha256=digest,
                url=storage.url(name),
                name=name,
                renditions=renditions,
                size=len(data),
                width=processed.original.width,
                height=processed.original.height,
                uploaded_by=uploaded_by,
                created_at=moment,
                last_uploaded_at=moment,
                unattached_since=moment,
            )
    except IntegrityError:
        winner = Upload.objects.get(sha256=digest)
        _files_delete(storage, set(written) - set(winner.names))
        return winner
    except BaseException:
        if not Upload.objects.filter(sha256=digest).exists():
            _files_delete(storage, written)
        raise


def upload_attach(url: str) -> bool:
    """A product now uses the upload at `url`: the sweep leaves it alone. The catalog calls it when a product
    takes the URL (PUT /api/products/{id}/image, POST …/images), inside its transaction. Idempotent.
    False when `url` is not an upload's (a pasted URL). An upload's URL whose upload is gone (swept, or deleted
    with the product that held it) is refused: the product would show a picture that no longer exists."""
    moment = now()
    attached = Upload.objects.filter(url=url, attached_at__isnull=True).update(
        attached_at=moment, unattached_since=None
    )
    if attached or Upload.objects.filter(url=url).exists():
        return True
    if _is_upload_url(url):
        raise RuleViolation(GONE_MESSAGE)
    return False


def upload_detach(url: str) -> bool:
    """No product uses the upload at `url` any more, but keep its files for now: the sweep deletes them after
    SWEEP_AFTER unless something attaches it again. The catalog calls it only once no product holds the URL.
    Idempotent. False when `url` is not an upload's."""
    detached = Upload.objects.filter(url=url, attached_at__isnull=False).update(
        attached_at=None, unattached_since=now()
    )
    return bool(detached) or Upload.objects.filter(url=url).exists()


def upload_files_delete(url: str) -> bool:
    """Delete the upload at `url` and, once the caller's transaction has committed, its files: for a picture
    nothing uses any more, when the catalog deletes the product or the picture (it decides that no other product
    holds the URL). Files are not transactional, so they go only when the deletion is sure; a failure to delete
    them is logged, not raised (the catalog's change stands).

    One exception keeps the files: when the same photo was uploaded again since a product took it, whoever
    uploaded it may be about to attach that URL elsewhere, so the upload is detached instead and the sweep
    deletes it a day later unless it is attached meanwhile. True when `url` is an upload's."""
    upload = Upload.objects.filter(url=url).first()
    if upload is None:
        return False
    uploaded_since_attached = upload.attached_at is None or upload.last_uploaded_at > upload.attached_at
    if uploaded_since_attached and upload.last_uploaded_at > now() - SWEEP_AFTER:
        upload_detach(url)
        return True
    deleted, _ = Upload.objects.filter(pk=upload.pk).delete()
    if deleted:
        transaction.on_commit(partial(_files_delete, upload_storage(), upload.names), robust=True)
    return True


def upload_release(url: str, *, used_elsewhere: Callable[[str], bool]) -> bool:
    """A product no longer holds the upload at `url` (a picture removed or replaced, the product deleted): delete
    it and its files (upload_files_delete) unless `used_elsewhere(url)`. The question is asked once the upload's
    row is locked, so a product taking the same URL meanwhile (upload_attach updates that row) has either
    committed and is seen, or waits and then finds the URL gone (refused). Call inside the catalog's transaction.
    False when `url` is not an upload's."""
    if not lock_rows(Upload.objects.filter(url=url)):
        return False
    if used_elsewhere(url):
        return True
    return upload_files_delete(url)


def uploads_unattached_sweep() -> int:
    """Delete the uploads nothing has used for SWEEP_AFTER, files first (manage.py sweep_uploads, from cron).
    Each batch's rows stay locked while their files are deleted: an upload_attach or an upload of the same bytes
    meanwhile waits, then finds no upload (rather than an upload whose files are gone). Returns how many went."""
    cutoff = now() - SWEEP_AFTER
    swept = 0
    while ids := list(
        Upload.objects.filter(unattached_since__lte=cutoff).order_by("pk").values_list("pk", flat=True)[:SWEEP_BATCH]
    ):
        with transaction.atomic():
            uploads = lock_rows(Upload.objects.filter(pk__in=ids, unattached_since__lte=cutoff))
            _files_delete(upload_storage(), [name for upload in uploads for name in upload.names])
            swept += Upload.objects.filter(pk__in=[upload.pk for upload in uploads]).delete()[0]
    return swept


def _upload_known(digest: str) -> Upload | None:
    """The upload of these bytes if they were stored before, marked as just uploaded again (an unused one gets
    another SWEEP_AFTER). The update waits for a sweep that has the row locked, and then finds nothing."""
    moment = now()
    Upload.objects.filter(sha256=digest, attached_at__isnull=True).update(
        last_uploaded_at=moment, unattached_since=moment
    )
    Upload.objects.filter(sha256=digest, attached_at__isnull=False).update(last_uploaded_at=moment)
    return Upload.objects.filter(sha256=digest).first()


def _is_upload_url(url: str) -> bool:
    """Whether `url` has the shape of an upload's original (upload_create's names), whether or not it exists."""
    prefix = upload_storage().url(f"{UPLOADS_FOLDER}/")
    return url.startswith(prefix) and UPLOAD_NAME.fullmatch(url.removeprefix(prefix)) is not None


def _stem(file_name: str | None) -> str:
    """The uploaded file's name, made a safe part of a URL: `Front view_2.PNG` → `front-view-2`."""
    stem = re.sub(r"[-_]+", "-", slugify(PurePath(file_name or "").stem)).strip("-")[:50].strip("-")
    return stem or "image"


def _store(storage: Storage, name: str, encoded: Encoded) -> str:
    content = ContentFile(encoded.data)
    content.content_type = CONTENT_TYPES[encoded.extension]
    stored = storage.save(name, content)
    if stored != name:  # a storage that keeps an existing name's file: it holds the same bytes (same hash)
        storage.delete(stored)
    return name


def _files_delete(storage: Storage, names: Iterable[str]) -> None:
    for name in names:
        storage.delete(name)
