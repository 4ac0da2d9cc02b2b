from django.conf import settings
from django.db import models
from django.db.models import Q


class Upload(models.Model):
    """One photo staff uploaded, found again by its content (sha256) or by the URL a product holds.

    Its files (the original and a WebP per rendition width) are in the "uploads" storage under names that start
    with the content's hash, written once and never changed. A product's use of the URL is recorded by the catalog
    through services.upload_attach / upload_detach: `attached_at` when in use, else `unattached_since`, which the
    sweep (manage.py sweep_uploads) reads to delete what nothing took within a day. The same bytes uploaded again
    answer this upload (`last_uploaded_at`)."""

    sha256 = models.CharField(max_length=64, unique=True, help_text="SHA-256 of the bytes uploaded.")
    url = models.CharField(max_length=500, unique=True, help_text="The original's URL, as products hold it.")
    name = models.CharField(max_length=200, help_text="The original's name in the uploads storage.")
    renditions = models.JSONField(default=dict, help_text='Storage names by width: {"320": name, …}.')
    size = models.PositiveIntegerField(help_text="Bytes uploaded.")
    width = models.PositiveIntegerField()
    height = models.PositiveIntegerField()
    uploaded_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    created_at = models.DateTimeField()
    last_uploaded_at = models.DateTimeField(
        help_text="When an upload last answered it: its creation, or the same bytes again."
    )
    attached_at = models.DateTimeField(null=True, blank=True, help_text="Since when a product uses it.")
    unattached_since = models.DateTimeField(null=True, blank=True, help_text="Since when nothing uses it.")

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["unattached_since"], name="upload_unattached_since")]
        constraints = [
            models.CheckConstraint(
                condition=Q(attached_at__isnull=False, unattached_since__isnull=True)
                | Q(attached_at__isnull=True, unattached_since__isnull=False),
                name="upload_attached_or_not",
            )
        ]

    def __str__(self):
        return self.url

    @property
    def names(self) -> list[str]:
        """Every storage name of this upload: the original and its renditions."""
        return [self.name, *self.renditions.values()]
