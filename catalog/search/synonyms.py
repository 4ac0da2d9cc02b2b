"""Words staff declare to mean the same to a shopper ("earphones" = "earbuds"): a search word that is one of them
also finds products holding another. Kept as sets (catalog.models.SearchSynonym); read by every search as a map
kept under the catalogue's version, which every change of a set retires."""

from django.db import transaction

from audit.models import AuditEntry
from audit.services import audit_record
from core.data_versions import cached_under
from core.errors import NotFound
from core.public_cache import CATALOG, catalog_changed

from ..models import SearchSynonym

SYNONYMS_KEY = "search-synonyms"
SYNONYMS_NOT_FOUND = "Synonyms not found"
# Every search reads the map; it changes only when staff change a set (which retires it at once).
SYNONYMS_CACHE_SECONDS = 3600


def synonym_map() -> dict[str, tuple[str, ...]]:
    """Each word of a set mapped to the other words of every set holding it."""

    def build():
        others: dict[str, dict[str, None]] = {}
        for words in SearchSynonym.objects.values_list("words", flat=True):
            for word in words:
                others.setdefault(word, {}).update(dict.fromkeys(other for other in words if other != word))
        return {word: tuple(found) for word, found in others.items()}

    return cached_under(CATALOG, SYNONYMS_KEY, build, SYNONYMS_CACHE_SECONDS)


def search_synonyms_list():
    """Every set, ordered by its first word."""
    return sorted(SearchSynonym.objects.all(), key=lambda synonym: (synonym.words[0], synonym.pk))


def search_synonym_create(*, words: list[str], actor) -> SearchSynonym:
    """A new set of `words` (already validated: trimmed, lower-case, distinct), audited; searches use it at once."""
    with transaction.atomic():
        synonym = SearchSynonym.objects.create(words=words)
        _audit(synonym, actor, new=str(synonym), note="Synonyms added")
        catalog_changed()
    return synonym


def search_synonym_delete(*, synonym_id: int, actor) -> None:
    """Remove a set, audited; NotFound when there is none with that id."""
    with transaction.atomic():
        synonym = SearchSynonym.objects.select_for_update().filter(pk=synonym_id).first()
        if synonym is None:
            raise NotFound(SYNONYMS_NOT_FOUND)
        _audit(synonym, actor, old=str(synonym), note="Synonyms removed")
        synonym.delete()
        catalog_changed()


def _audit(synonym, actor, **change) -> None:
    """The trail's entry for a set's words added or removed (`old`/`new`, `note`)."""
    audit_record(
        subject=AuditEntry.Subject.SYNONYM,
        subject_id=synonym.pk,
        kind=AuditEntry.Kind.CHANGE,
        actor=actor,
        field="words",
        **change,
    )
