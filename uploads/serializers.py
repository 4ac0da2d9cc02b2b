from drf_spectacular.utils import extend_schema_field, inline_serializer
from rest_framework import serializers

from core.fields import same_message

from .images import RENDITION_WIDTHS, TYPE_MESSAGE
from .models import Upload
from .selectors import rendition_urls

CHOOSE_MESSAGE = "Choose an image to upload"


class UploadInputSerializer(serializers.Serializer):
    """Body of POST /api/admin/uploads: one multipart part named `file`."""

    file = serializers.FileField(
        help_text="A JPEG, PNG, WebP or GIF (its first frame) of at most 10 MB and 40 megapixels, each side at most "
        "16,383 px. Read from its content: its name and declared type are ignored.",
        error_messages={
            **same_message(CHOOSE_MESSAGE, "required", "null"),
            **same_message(TYPE_MESSAGE, "invalid", "empty", "no_name"),
        },
    )


class UploadSerializer(serializers.Serializer):
    """The answer: the stored original and its renditions (one an upload, so DRF's own walk builds it)."""

    url = serializers.CharField(
        help_text="The original (JPEG, or PNG when it has transparency), to put in a product's imageUrl or "
        "imageUrls: a site path (/media/…) or the bucket's URL. Its bytes never change."
    )
    width = serializers.IntegerField(help_text="The original's width in pixels, turned upright.")
    height = serializers.IntegerField()
    renditions = serializers.SerializerMethodField(
        help_text="WebP copies by width, only those no wider than the original (a 500 px photo has only 320)."
    )

    @extend_schema_field(
        inline_serializer(
            name="UploadRenditions",
            fields={
                str(width): serializers.CharField(required=False, help_text=f"WebP {width} px wide")
                for width in RENDITION_WIDTHS
            },
        )
    )
    def get_renditions(self, upload: Upload) -> dict:
        return rendition_urls(upload)
