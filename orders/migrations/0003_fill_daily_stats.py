from django.db import migrations
from django.db.models import Count, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone


def fill_daily_stats(apps, schema_editor):
    """Count the orders placed before the daily figures existed (as orders.services.order_stats_rebuild does)."""
    Order = apps.get_model("orders", "Order")
    OrderDailyStats = apps.get_model("orders", "OrderDailyStats")
    OrderDailyStats.objects.all().delete()
    rows = (
        Order.objects.annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day", "status")
        .annotate(orders=Count("id"), revenue=Sum("total"))
        .order_by()
    )
    OrderDailyStats.objects.bulk_create(
        OrderDailyStats(day=row["day"], status=row["status"], shard=0, orders=row["orders"],
                        revenue_cents=int((row["revenue"] * 100).to_integral_value()))
        for row in rows
    )


class Migration(migrations.Migration):
    dependencies = [("orders", "0002_order_daily_stats")]

    operations = [migrations.RunPython(fill_daily_stats, migrations.RunPython.noop)]
