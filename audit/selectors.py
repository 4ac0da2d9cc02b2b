"""Reading the audit trail."""

from django.db.models import QuerySet

from .models import AuditEntry


def audit_entries_of_kind(*, subject: str, subject_id: int, kind: str) -> QuerySet[AuditEntry]:
    """One kind of entry about one order or product (its status changes, say), oldest first."""
    return AuditEntry.objects.filter(subject=subject, subject_id=subject_id, kind=kind).order_by("at", "id")


def audit_history(*, subject: str, subject_id: int) -> QuerySet[AuditEntry]:
    """The entries about one order or product, newest first."""
    return AuditEntry.objects.filter(subject=subject, subject_id=subject_id).order_by("-at", "-id")
