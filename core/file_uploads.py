"""Staff file uploads (product photos, catalogue CSV files): who may send one is decided before its body is read,
and a file over its view's limit is a 413 while it is being read (Django's DATA_UPLOAD_MAX_MEMORY_SIZE counts only
a form's other fields, never its files)."""

from django.core.files.uploadhandler import FileUploadHandler
from rest_framework.parsers import MultiPartParser

from .api_errors import ApiError
from .permissions import require_staff, staff_permissions

# What a multipart body holds besides the file: boundaries and the part's headers.
MULTIPART_SLACK = 64 * 1024


class _FileSizeLimit(FileUploadHandler):
    """First of the request's upload handlers: 413 before reading a body whose Content-Length is too long for a
    file of `max_bytes`, and as soon as a file part passes `max_bytes` (the part's own size, exactly). Passes every
    chunk on to Django's handlers, which keep it in memory or in a temporary file."""

    def __init__(self, request, max_bytes: int, message: str):
        super().__init__(request)
        self.max_bytes, self.message = max_bytes, message

    def _too_large(self):
        return ApiError(self.message, status_code=413, errors={"file": [self.message]})

    def handle_raw_input(self, input_data, META, content_length, boundary, encoding=None):
        if content_length > self.max_bytes + MULTIPART_SLACK:
            raise self._too_large()

    def receive_data_chunk(self, raw_data, start):
        if start + len(raw_data) > self.max_bytes:
            raise self._too_large()
        return raw_data

    def file_complete(self, file_size):
        return None


class StaffFileUpload:
    """Mixin of an APIView taking a staff member's file as multipart field `file`, of at most `max_file_bytes`
    (else 413 with `too_large_message`)."""

    parser_classes = [MultiPartParser]
    max_file_bytes: int
    too_large_message: str

    def perform_authentication(self, request):
        """Staff whose roles allow it only, decided from the session before the body is read: checking CSRF
        reads the form, which would otherwise take in the file from anyone. Same answers as core.permissions,
        which then decides again as for every view."""
        if request.method == "POST":
            require_staff(request._request.user, staff_permissions(self, "POST"))
            limit = _FileSizeLimit(request._request, self.max_file_bytes, self.too_large_message)
            request._request.upload_handlers = [limit, *request._request.upload_handlers]
        super().perform_authentication(request)
