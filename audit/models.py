from django.conf import settings
from django.db import models
from django.utils import timezone


class AuditEntry(models.Model):
    """One thing staff did (or a checkout caused) to an order or a product: who, when, from, to.

    Written by the services in the same transaction as the change; never edited or deleted by any API.
    """

    class Subject(models.TextChoices):
        ORDER = "order"
        PRODUCT = "product"
        SYNONYM = "synonym"  # a set of search synonyms (catalog.search.synonyms)

    class Kind(models.TextChoices):
        STATUS = "status"
        CALL = "call"
        CHANGE = "change"
        IMPORT = "import"
        PAYMENT = "payment"

    subject = models.CharField(max_length=20, choices=Subject.choices)
    subject_id = models.BigIntegerField()
    kind = models.CharField(max_length=20, choices=Kind.choices)
    field = models.CharField(max_length=40, blank=True, default="")
    old = models.TextField(blank=True, default="")
    new = models.TextField(blank=True, default="")
    note = models.TextField(blank=True, default="")
    # The name is kept as written, so the trail still says who after a user is renamed or removed.
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    actor_name = models.CharField(max_length=150, blank=True, default="")
    at = models.DateTimeField(default=timezone.now)

    class Meta:
        verbose_name_plural = "audit entries"
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["subject", "subject_id", "-at"], name="audit_subject_at")]

    def __str__(self):
        return f"{self.subject} #{self.subject_id} {self.kind} {self.field}: {self.old} → {self.new}"
