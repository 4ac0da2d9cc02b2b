from django.http import FileResponse, Http404
from django.views.decorators.http import require_safe
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from core.file_uploads import StaffFileUpload
from core.schema import STAFF_ERRORS, error_responses

from . import services
from .images import MAX_BYTES, TOO_LARGE_MESSAGE
from .serializers import UploadInputSerializer, UploadSerializer
from .storage import CONTENT_TYPES, IMMUTABLE, upload_storage


class UploadCreateApi(StaffFileUpload, APIView):
    staff_permissions = {"POST": ("uploads.add_upload",)}
    max_file_bytes = MAX_BYTES
    too_large_message = TOO_LARGE_MESSAGE

    @extend_schema(
        operation_id="admin_uploads_create",
        summary="Upload a product photo (staff)",
        description=(
            "The photo is decoded and stored again from its pixels: EXIF (GPS included), comments and colour "
            "profiles are dropped, the EXIF orientation is applied, colours are converted to sRGB. The original is "
            "kept as a JPEG (PNG when it has transparency) with WebP renditions 320, 640 and 1280 px wide, never "
            "wider than the original. Names are content-hashed: the same bytes uploaded again answer the same URLs, "
            "and a URL's bytes never change. An upload no product takes within 24 hours is deleted."
        ),
        request={"multipart/form-data": UploadInputSerializer},
        responses={
            201: UploadSerializer,
            400: OpenApiResponse(
                error_responses(400)[400].response,
                description="No file, not a JPEG, PNG, WebP or GIF (SVG included), damaged, or over 40 megapixels",
            ),
            **error_responses(413),
            **STAFF_ERRORS,
        },
    )
    def post(self, request):
        serializer = UploadInputSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        upload = services.upload_create(**serializer.validated_data, uploaded_by=request.user)
        return Response(UploadSerializer(upload).data, status=status.HTTP_201_CREATED)


@require_safe
def media_file(request, name):
    """A stored photo (`make run` serves them itself, in production too: whitenoise serves only static files).
    The URL pattern (uploads/media_urls.py) admits only the names services.upload_create writes, so `..` or any
    other path never reaches the storage."""
    try:
        file = upload_storage().open(name, "rb")
    except FileNotFoundError:
        raise Http404("No such file") from None
    response = FileResponse(file, content_type=CONTENT_TYPES[name.rsplit(".", 1)[1]])
    response["Cache-Control"] = IMMUTABLE
    response["X-Content-Type-Options"] = "nosniff"
    return response
