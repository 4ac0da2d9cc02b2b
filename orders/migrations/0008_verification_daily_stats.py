from django.db import migrations, models
from django.db.models import Count, DurationField, F, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone


def fill_verification_stats(apps, schema_editor):
    """Count the orders verified before these figures existed (as orders.services.order_stats_rebuild does)."""
    Order = apps.get_model("orders", "Order")
    VerificationDailyStats = apps.get_model("orders", "VerificationDailyStats")
    waits = (
        Order.objects.filter(verified_at__isnull=False)
        .annotate(day=TruncDate("verified_at", tzinfo=timezone.get_current_timezone()))
        .values("day")
        .annotate(verified=Count("id"), waited=Sum(F("verified_at") - F("created_at"), output_field=DurationField()))
        .order_by()
    )
    VerificationDailyStats.objects.bulk_create(
        VerificationDailyStats(
            day=row["day"], shard=0, verified=row["verified"], waited_seconds=int(row["waited"].total_seconds())
        )
        for row in waits
    )


class Migration(migrations.Migration):
    dependencies = [
        ("orders", "0007_analytics_permission"),
    ]

    operations = [
        migrations.CreateModel(
            name="VerificationDailyStats",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("day", models.DateField()),
                ("shard", models.PositiveSmallIntegerField()),
                ("verified", models.IntegerField(default=0)),
                ("waited_seconds", models.BigIntegerField(default=0)),
            ],
            options={
                "verbose_name_plural": "verification daily stats",
            },
        ),
        migrations.RemoveIndex(
            model_name="order",
            name="order_verified_at",
        ),
        migrations.AddConstraint(
            model_name="verificationdailystats",
            constraint=models.UniqueConstraint(fields=("day", "shard"), name="verification_daily_stats_key"),
        ),
        migrations.RunPython(fill_verification_stats, migrations.RunPython.noop),
    ]
