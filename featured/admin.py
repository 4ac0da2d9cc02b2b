from django import forms
from django.contrib import admin, messages

from catalog.selectors import product_exists
from core.errors import DomainError, NotFound
from core.fields import is_site_path_or_web_url

from . import selectors, services
from .form_rules import FEATURED_MESSAGES
from .models import FeaturedItem


class FeaturedItemForm(forms.ModelForm):
    product_id = forms.IntegerField(label="Product id", min_value=1)

    class Meta:
        model = FeaturedItem
        fields = ["title", "subtitle", "button_text", "button_link", "is_active"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.pk:
            self.fields["product_id"].initial = self.instance.product_id

    def clean_product_id(self):
        value = self.cleaned_data["product_id"]
        try:
            product_exists(value)
        except NotFound as missing:
            raise forms.ValidationError(missing.message) from None
        return value

    def clean_button_link(self):
        value = self.cleaned_data["button_link"]
        if not is_site_path_or_web_url(value):
            raise forms.ValidationError(FEATURED_MESSAGES["buttonLinkInvalid"])
        return value

    def _get_validation_exclusions(self):
        # Saving an item active deactivates the others (services.featured_item_save), so the
        # one_active_featured_item constraint must not reject the form before that happens.
        return {*super()._get_validation_exclusions(), "is_active"}


@admin.register(FeaturedItem)
class FeaturedItemAdmin(admin.ModelAdmin):
    form = FeaturedItemForm
    fields = ["product_id", "title", "subtitle", "button_text", "button_link", "is_active"]
    list_display = ["id", "title", "product_label", "is_active", "button_link", "created_at"]
    list_filter = ["is_active"]
    search_fields = ["title", "subtitle"]
    actions = ["activate_item"]

    def get_queryset(self, request):
        return selectors.with_product_name(super().get_queryset(request))

    @admin.display(description="Product")
    def product_label(self, item):
        return item.product_name or f"Product #{item.product_id} (deleted)"

    def save_model(self, request, obj, form, change):
        saved = services.featured_item_save(
            obj.pk if change else None,
            product_id=form.cleaned_data["product_id"],
            title=obj.title,
            subtitle=obj.subtitle,
            button_text=obj.button_text,
            button_link=obj.button_link,
            is_active=obj.is_active,
        )
        obj.pk = saved.pk
        obj.product_id = saved.product_id

    @admin.action(description="Make the selected item the active one")
    def activate_item(self, request, queryset):
        if queryset.count() != 1:
            self.message_user(request, "Select exactly one item to activate.", messages.WARNING)
            return
        try:
            services.featured_item_activate(queryset.get().pk)
        except DomainError as error:
            self.message_user(request, error.message, messages.ERROR)
            return
        self.message_user(request, "Featured item activated.", messages.SUCCESS)
