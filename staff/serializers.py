from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from core.fields import MoneyField, required_text
from core.shapes import PlainShape

from .form_rules import LOGIN_MESSAGES
from .roles import ROLES, permissions_of, roles_of


class LoginSerializer(serializers.Serializer):
    username = required_text(LOGIN_MESSAGES["username"], max_length=150, too_long=LOGIN_MESSAGES["username"])
    password = required_text(
        LOGIN_MESSAGES["password"], max_length=4096, too_long=LOGIN_MESSAGES["password"], trim_whitespace=False
    )


class AdminSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    createdAt = serializers.DateTimeField(source="date_joined")
    roles = serializers.SerializerMethodField(help_text="Owner, Catalogue, Verifier: the staff roles held.")
    permissions = serializers.SerializerMethodField(
        help_text="The model permissions the roles give, e.g. orders.view_order: what the staff app shows."
    )

    @extend_schema_field({"type": "array", "items": {"type": "string", "enum": list(ROLES)}})
    def get_roles(self, user) -> list[str]:
        return roles_of(user)

    @extend_schema_field({"type": "array", "items": {"type": "string"}})
    def get_permissions(self, user) -> list[str]:
        return permissions_of(user)


class AdminSessionSerializer(serializers.Serializer):
    admin = AdminSerializer()


class RecentOrderSerializer(PlainShape, serializers.Serializer):
    reads_keys = True

    id = serializers.IntegerField()
    customerName = serializers.CharField(source="customer_name")
    total = MoneyField()
    status = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


class RevenueDaySerializer(PlainShape, serializers.Serializer):
    reads_keys = True

    date = serializers.DateField()
    revenue = MoneyField(max_digits=14, help_text="Orders not Canceled")
    orders = serializers.IntegerField(help_text="Orders placed that day, any status")


class AnalyticsSerializer(PlainShape, serializers.Serializer):
    """The dashboard's figures (orders.analytics.analytics_summary's dict): the fields document the shape and,
    compiled (core.shapes), build it."""

    reads_keys = True

    overdueOrders = serializers.IntegerField(
        source="overdue_orders", help_text="Pending Verification for longer than the 24-hour promise"
    )
    averageVerificationHours = serializers.FloatField(
        source="average_verification_hours",
        allow_null=True,
        help_text="Average hours from order to verification over the last 30 days; null without any",
    )
    totalOrders = serializers.IntegerField(source="total_orders")
    totalRevenue = MoneyField(source="total_revenue", max_digits=14, help_text="Orders not Canceled")
    pendingOrders = serializers.IntegerField(source="pending_orders")
    totalProducts = serializers.IntegerField(source="total_products", help_text="Active products")
    recentOrders = RecentOrderSerializer(source="recent_orders", many=True, help_text="The 5 newest orders")
    revenueByDay = RevenueDaySerializer(
        source="revenue_by_day", many=True, help_text="The last 30 days, oldest first, zeros included"
    )
