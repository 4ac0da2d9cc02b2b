from rest_framework import serializers

from catalog.selectors import PRODUCT_NOT_FOUND, product_exists
from catalog.serializers.outputs import ProductSerializer
from core.errors import NotFound
from core.fields import FlagField, WholeNumberField, at_most, is_site_path_or_web_url, required_text, same_message

from .form_rules import FEATURED_MESSAGES as MESSAGES


def text_field(message, *, max_length, label, **kwargs):
    return required_text(message, max_length=max_length, too_long=at_most(label, max_length), **kwargs)


class FeaturedItemInputSerializer(serializers.Serializer):
    """Body of POST /api/admin/featured-items and PUT /api/admin/featured-items/{id}."""

    productId = WholeNumberField(
        source="product_id",
        min_value=1,
        max_value=2**63 - 1,
        help_text="A JSON integer; the product must exist (it may be inactive).",
        error_messages={
            **same_message(MESSAGES["productId"], "required", "null"),
            **same_message(PRODUCT_NOT_FOUND, "invalid", "min_value", "max_value", "max_string_length"),
        },
    )
    title = text_field(MESSAGES["title"], max_length=200, label="Title")
    subtitle = text_field(MESSAGES["subtitle"], max_length=300, label="Subtitle")
    buttonText = text_field(MESSAGES["buttonText"], source="button_text", max_length=60, label="Button text")
    buttonLink = text_field(
        MESSAGES["buttonLink"],
        source="button_link",
        max_length=300,
        label="Button link",
        schema={"pattern": r"^(/([^/\s\\][^\s\\]*)?|https?://\S+)$"},
    )
    isActive = FlagField(
        source="is_active",
        required=False,
        default=False,
        help_text="Absent means false (the form's default). Saving an active item deactivates the others.",
        error_messages={"invalid": "isActive must be true or false", "null": "isActive must be true or false"},
    )

    def validate_productId(self, value):
        try:
            product_exists(value)
        except NotFound as missing:
            raise serializers.ValidationError(missing.message) from None
        return value

    def validate_buttonLink(self, value):
        if not is_site_path_or_web_url(value):
            raise serializers.ValidationError(MESSAGES["buttonLinkInvalid"])
        return value


class FeaturedItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    productId = serializers.IntegerField(source="product_id")
    title = serializers.CharField()
    subtitle = serializers.CharField()
    buttonText = serializers.CharField(source="button_text")
    buttonLink = serializers.CharField(source="button_link")
    isActive = serializers.BooleanField(source="is_active")
    createdAt = serializers.DateTimeField(source="created_at")


class StaffFeaturedItemSerializer(FeaturedItemSerializer):
    productName = serializers.CharField(
        source="product_name",
        allow_null=True,
        help_text="null when the product no longer exists (the SPA shows 'Product #id').",
    )


class ActiveFeaturedItemSerializer(FeaturedItemSerializer):
    product = ProductSerializer(
        source="active_product",
        allow_null=True,
        read_only=True,
        help_text="The featured product, or null when it is gone or inactive.",
    )
