from django.db import models
from django.db.models import Q


class FeaturedItem(models.Model):
    # No database constraint: a featured item outlives a deleted product and
    # staff then see "Product #id" in the featured items list.
    product = models.ForeignKey("catalog.Product", on_delete=models.DO_NOTHING, db_constraint=False, related_name="+")
    title = models.CharField(max_length=200)
    subtitle = models.CharField(max_length=300)
    button_text = models.CharField(max_length=60)
    button_link = models.CharField(max_length=300)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["is_active"], condition=Q(is_active=True), name="one_active_featured_item"),
        ]

    def __str__(self):
        return self.title
