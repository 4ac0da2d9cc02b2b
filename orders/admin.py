from django.contrib import admin, messages

from core.errors import DomainError

from . import services
from .models import Order, OrderItem, OrderStatus


class OrderItemInline(admin.TabularInline):
    model = OrderItem
    extra = 0
    can_delete = False
    fields = ["product_id_snapshot", "product_name", "quantity", "price", "line_total", "selected_color", "seat_info"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None):
        return False

    @admin.display(description="Line total")
    def line_total(self, item):
        return item.line_total


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    """Orders are placed by shoppers and moved through statuses by the services (stock stays right),
    so the admin shows them read-only and changes status only through the actions."""

    list_display = ["id", "customer_name", "phone", "status", "total", "payment_method", "masked_card", "created_at"]
    list_display_links = ["id", "customer_name"]
    list_filter = ["status", "payment_method", "created_at"]
    search_fields = ["=id", "customer_name", "phone"]
    date_hierarchy = "created_at"
    list_per_page = 50
    inlines = [OrderItemInline]
    actions = ["mark_verified", "mark_shipped", "mark_delivered", "cancel_orders"]
    fieldsets = [
        ("Customer", {"fields": ["customer_name", "phone", "street", "city", "zip_code"]}),
        (
            "Payment (verified by phone; the full card number and CVV are never stored)",
            {
                "fields": ["payment_method", "cardholder_name", "card_brand", "masked_card", "card_expiry"],
            },
        ),
        ("Order", {"fields": ["status", "total", "created_at"]}),
    ]
    readonly_fields = [
        "customer_name",
        "phone",
        "street",
        "city",
        "zip_code",
        "payment_method",
        "cardholder_name",
        "card_brand",
        "masked_card",
        "card_expiry",
        "status",
        "total",
        "created_at",
    ]

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        # Orders are records (and the dashboard's daily figures count them): cancel instead.
        return False

    @admin.display(description="Card")
    def masked_card(self, order):
        return order.masked_card

    def _move(self, request, queryset, new_status):
        done = 0
        for order_id in queryset.values_list("pk", flat=True):
            try:
                services.order_status_change(order_id, new_status, actor=request.user)
                done += 1
            except DomainError as error:
                self.message_user(request, f"Order #{order_id}: {error.message}", messages.WARNING)
        if done:
            self.message_user(request, f"{done} order(s) set to {new_status}.", messages.SUCCESS)

    @admin.action(description="Mark selected orders Verified")
    def mark_verified(self, request, queryset):
        self._move(request, queryset, OrderStatus.VERIFIED)

    @admin.action(description="Mark selected orders Shipped")
    def mark_shipped(self, request, queryset):
        self._move(request, queryset, OrderStatus.SHIPPED)

    @admin.action(description="Mark selected orders Delivered")
    def mark_delivered(self, request, queryset):
        self._move(request, queryset, OrderStatus.DELIVERED)

    @admin.action(description="Cancel selected orders (returns stock)")
    def cancel_orders(self, request, queryset):
        self._move(request, queryset, OrderStatus.CANCELED)
