"""The 10 MB limit of an uploaded photo, enforced while the multipart body is read (Django's
DATA_UPLOAD_MAX_MEMORY_SIZE counts only a form's other fields, never its files)."""

from django.core.files.uploadhandler import FileUploadHandler

from core.api_errors import ApiError

from .images import MAX_BYTES, TOO_LARGE_MESSAGE

# What a multipart body holds besides the file: boundaries and the part's headers.
MULTIPART_SLACK = 64 * 1024


def too_large() -> ApiError:
    return ApiError(TOO_LARGE_MESSAGE, status_code=413, errors={"file": [TOO_LARGE_MESSAGE]})


class PhotoSizeLimit(FileUploadHandler):
    """First of the request's upload handlers: 413 before reading a body whose Content-Length is too long for a
    photo of MAX_BYTES, and as soon as a file part passes MAX_BYTES (the part's own size, exactly). Passes every
    chunk on to Django's handlers, which keep it in memory or in a temporary file."""

    def handle_raw_input(self, input_data, META, content_length, boundary, encoding=None):
        if content_length > MAX_BYTES + MULTIPART_SLACK:
            raise too_large()

    def receive_data_chunk(self, raw_data, start):
        if start + len(raw_data) > MAX_BYTES:
            raise too_large()
        return raw_data

    def file_complete(self, file_size):
        return None
