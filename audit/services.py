"""Writing the audit trail: called by the other apps' services inside their transactions."""

from collections.abc import Iterable, Mapping

from .models import AuditEntry


def _text(value) -> str:
    return "" if value is None else str(value)


def audit_record(
    *, subject: str, subject_id: int, kind: str, actor=None, field: str = "", old=None, new=None, note: str = ""
) -> AuditEntry:
    return AuditEntry.objects.create(
        subject=subject,
        subject_id=subject_id,
        kind=kind,
        field=field,
        old=_text(old),
        new=_text(new),
        note=note,
        actor=actor if actor is not None and actor.is_authenticated else None,
        actor_name=actor.get_username() if actor is not None and actor.is_authenticated else "",
    )


def audit_record_changes(
    *, subject: str, subject_id: int, actor, before: Mapping, after: Mapping, fields: Iterable[str]
) -> None:
    """One CHANGE entry per field whose value differs between `before` and `after`."""
    AuditEntry.objects.bulk_create(
        AuditEntry(
            subject=subject,
            subject_id=subject_id,
            kind=AuditEntry.Kind.CHANGE,
            field=field,
            old=_text(before.get(field)),
            new=_text(after.get(field)),
            actor=actor if actor is not None and actor.is_authenticated else None,
            actor_name=actor.get_username() if actor is not None and actor.is_authenticated else "",
        )
        for field in fields
        if before.get(field) != after.get(field)
    )
