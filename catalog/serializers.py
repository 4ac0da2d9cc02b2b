from rest_framework import serializers

from .models import Product


class ProductSerializer(serializers.ModelSerializer):
    """The product as the API shows it (camelCase, money as 2-decimal strings)."""

    originalPrice = serializers.DecimalField(source="original_price", max_digits=10, decimal_places=2, allow_null=True, required=False)
    colorOptions = serializers.JSONField(source="color_options", required=False)
    imageUrl = serializers.CharField(source="image_url")
    imageUrls = serializers.JSONField(source="image_urls", read_only=True)
    isActive = serializers.BooleanField(source="is_active", required=False)
    createdAt = serializers.DateTimeField(source="created_at", read_only=True)

    class Meta:
        model = Product
        fields = [
            "id", "name", "description", "price", "originalPrice", "category", "subcategory", "brand", "model",
            "color", "colorOptions", "features", "specifications", "imageUrl", "imageUrls", "stock", "isActive",
            "createdAt",
        ]
