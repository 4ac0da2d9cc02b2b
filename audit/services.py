"""Writing the audit trail: called by the other apps' services inside their transactions."""

from collections.abc import Iterable, Mapping

from .models import AuditEntry


def _text(value) -> str:
    return "" if value is None else str(value)


def audit_entry(
    *, subject: str, subject_id: int, kind: str, actor=None, field: str = "", old=None, new=None, note: str = ""
) -> AuditEntry:
    """An entry not yet saved, for a caller that saves many at once."""
    signed_in = actor is not None and actor.is_authenticated
    return AuditEntry(
        subject=subject,
        subject_id=subject_id,
        kind=kind,
        field=field,
        old=_text(old),
        new=_text(new),
        note=note,
        actor=actor if signed_in else None,
        actor_name=actor.get_username() if signed_in else "",
    )


def audit_record(**entry) -> AuditEntry:
    """Save one entry (audit_entry's arguments)."""
    saved = audit_entry(**entry)
    saved.save()
    return saved


def audit_changes(
    *,
    subject: str,
    subject_id: int,
    actor,
    before: Mapping,
    after: Mapping,
    fields: Iterable[str],
    note: str = "",
    kind: str = AuditEntry.Kind.CHANGE,
) -> list[AuditEntry]:
    """One entry of `kind` (not yet saved) per field whose value differs between `before` and `after`."""
    return [
        audit_entry(
            subject=subject,
            subject_id=subject_id,
            kind=kind,
            actor=actor,
            field=field,
            old=before.get(field),
            new=after.get(field),
            note=note,
        )
        for field in fields
        if before.get(field) != after.get(field)
    ]
