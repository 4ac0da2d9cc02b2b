from django.contrib import admin

from .models import Product


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ["name", "category", "subcategory", "brand", "price", "original_price", "stock", "is_active"]
    list_editable = ["stock", "is_active"]
    list_filter = ["category", "is_active", "brand"]
    search_fields = ["name", "brand", "model", "description"]
    readonly_fields = ["created_at"]
    list_per_page = 50
    fieldsets = [
        (None, {"fields": ["name", "description", "category", "subcategory", "brand", "model", "is_active"]}),
        ("Price and stock", {"fields": ["price", "original_price", "stock"]}),
        ("Details", {"fields": ["color", "color_options", "features", "specifications"]}),
        ("Images", {"fields": ["image_url", "image_urls"]}),
        ("History", {"fields": ["created_at"]}),
    ]
