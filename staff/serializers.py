from rest_framework import serializers

from core.fields import required_text
from core.json_values import datetime_text, money_text


class LoginSerializer(serializers.Serializer):
    username = required_text("Username is required", max_length=150, too_long="Username is required")
    password = required_text(
        "Password is required", max_length=4096, too_long="Password is required", trim_whitespace=False
    )


class AdminSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    createdAt = serializers.DateTimeField(source="date_joined")


class AdminSessionSerializer(serializers.Serializer):
    admin = AdminSerializer()


class RecentOrderSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    customerName = serializers.CharField(source="customer_name")
    total = serializers.DecimalField(max_digits=10, decimal_places=2)
    status = serializers.CharField()
    createdAt = serializers.DateTimeField(source="created_at")


class RevenueDaySerializer(serializers.Serializer):
    date = serializers.DateField()
    revenue = serializers.DecimalField(max_digits=14, decimal_places=2, help_text="Orders not Canceled")
    orders = serializers.IntegerField(help_text="Orders placed that day, any status")


def analytics_representation(summary: dict) -> dict:
    return {
        "overdueOrders": summary["overdue_orders"],
        "averageVerificationHours": summary["average_verification_hours"],
        "totalOrders": summary["total_orders"],
        "totalRevenue": money_text(summary["total_revenue"]),
        "pendingOrders": summary["pending_orders"],
        "totalProducts": summary["total_products"],
        "recentOrders": [
            {
                "id": order["id"],
                "customerName": order["customer_name"],
                "total": money_text(order["total"]),
                "status": order["status"],
                "createdAt": datetime_text(order["created_at"]),
            }
            for order in summary["recent_orders"]
        ],
        "revenueByDay": [
            {"date": day["date"].isoformat(), "revenue": money_text(day["revenue"]), "orders": day["orders"]}
            for day in summary["revenue_by_day"]
        ],
    }


class AnalyticsSerializer(serializers.Serializer):
    """The dashboard's figures (documents the shape; analytics_representation builds it without a field walk)."""

    overdueOrders = serializers.IntegerField(
        source="overdue_orders", help_text="Pending Verification for longer than the 24-hour promise"
    )
    averageVerificationHours = serializers.FloatField(
        source="average_verification_hours",
        allow_null=True,
        help_text="Average hours from order to verification over the last 30 days; null without any",
    )
    totalOrders = serializers.IntegerField(source="total_orders")
    totalRevenue = serializers.DecimalField(
        source="total_revenue", max_digits=14, decimal_places=2, help_text="Orders not Canceled"
    )
    pendingOrders = serializers.IntegerField(source="pending_orders")
    totalProducts = serializers.IntegerField(source="total_products", help_text="Active products")
    recentOrders = RecentOrderSerializer(source="recent_orders", many=True, help_text="The 5 newest orders")
    revenueByDay = RevenueDaySerializer(
        source="revenue_by_day", many=True, help_text="The last 30 days, oldest first, zeros included"
    )

    def to_representation(self, instance):
        return analytics_representation(instance)
