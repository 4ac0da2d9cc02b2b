import copy

from django import forms
from django.contrib import admin

from core.errors import DomainError

from . import services
from .models import Product, SearchMiss

FIELDSETS = [
    (None, {"fields": ["name", "description", "category", "subcategory", "brand", "model", "is_active"]}),
    ("Price and stock", {"fields": ["price", "original_price", "stock"]}),
    ("Details", {"fields": ["color", "color_options", "features", "specifications"]}),
    ("Images", {"fields": ["image_url", "image_urls"]}),
    ("History", {"fields": ["created_at"]}),
]


class ProductAdminForm(forms.ModelForm):
    class Meta:
        model = Product
        fields = [name for _, section in FIELDSETS for name in section["fields"] if name != "created_at"]

    def clean(self):
        """The product as it would be saved must keep the catalogue's rules (catalog.services)."""
        cleaned = super().clean()
        product = copy.copy(self.instance)
        for name, value in cleaned.items():
            setattr(product, name, value)
        try:
            services.product_validate(product)
        except DomainError as error:
            for field, messages in (error.errors or {None: [error.message]}).items():
                for message in messages:
                    self.add_error(field if field in self.fields else None, message)
        return cleaned


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    """Operators fix data here; saves and deletes go through catalog.services like the staff API's."""

    form = ProductAdminForm
    list_display = ["name", "category", "subcategory", "brand", "price", "original_price", "stock", "is_active"]
    list_editable = ["stock", "is_active"]
    list_filter = ["category", "is_active", "brand"]
    search_fields = ["name", "brand", "model", "description"]
    readonly_fields = ["created_at"]
    list_per_page = 50
    fieldsets = FIELDSETS

    def get_changelist_form(self, request, **kwargs):
        return super().get_changelist_form(request, form=ProductAdminForm, **kwargs)

    def save_model(self, request, obj, form, change):
        if change:
            services.product_update(
                obj.pk, actor=request.user, **{name: getattr(obj, name) for name in form.changed_data}
            )
        else:
            obj.pk = services.product_create(**{name: getattr(obj, name) for name in form.cleaned_data}).pk

    def delete_model(self, request, obj):
        services.product_delete(obj.pk)

    def delete_queryset(self, request, queryset):
        for product_id in queryset.values_list("pk", flat=True):
            services.product_delete(product_id)


@admin.register(SearchMiss)
class SearchMissAdmin(admin.ModelAdmin):
    """Read-only: the counts are the searches shoppers made (catalog.search_misses); the staff app's Searches tab
    reports them."""

    list_display = ["query", "day", "count", "last_seen"]
    list_filter = ["day"]
    search_fields = ["query"]
    ordering = ["-day", "-count"]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
