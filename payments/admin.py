from django.contrib import admin

from .models import Payment, PaymentEvent


class ReadOnly:
    """Payments change through their services only (the provider first, then the record): never by hand here."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class PaymentEventInline(ReadOnly, admin.TabularInline):
    model = PaymentEvent
    extra = 0
    fields = ["at", "kind", "amount", "reference", "actor_name", "note", "idempotency_key"]
    readonly_fields = fields


@admin.register(Payment)
class PaymentAdmin(ReadOnly, admin.ModelAdmin):
    list_display = [
        "id",
        "order_id",
        "provider",
        "reference",
        "status",
        "authorized",
        "captured",
        "refunded",
        "capture_before",
    ]
    list_filter = ["provider", "status"]
    search_fields = ["=order__id", "reference"]
    date_hierarchy = "created_at"
    inlines = [PaymentEventInline]
    readonly_fields = [
        "order",
        "provider",
        "reference",
        "status",
        "currency",
        "authorized",
        "captured",
        "refunded",
        "capture_before",
        "card_brand",
        "card_last4",
        "card_funding",
        "drift",
        "created_at",
        "updated_at",
    ]
